package words

import (
	"errors"
	"walakpussa/assets/i18n"

	"walakpussa/engine"
)

// Side returns the translated name of side.
func Side(side engine.Side) string {
	if side == engine.North {
		return i18n.L("North")
	}
	return i18n.L("South")
}

// Seeds returns "1 seed" or "n seeds", translated.
func Seeds(n int) string {
	return i18n.N("{{.Count}} seeds", n, map[string]any{"Count": n})
}

// Turn says whose turn it is: "South to move".
func Turn(side engine.Side) string {
	return i18n.L("{{.Side}} to move", map[string]any{"Side": Side(side)})
}

// MoveSummary sums up a move just played: "South played S1: 7 laps, 28 seeds
// dropped, captured 6."
func MoveSummary(mover engine.Side, h engine.Hole, out engine.Outcome) string {
	capture := i18n.L("no capture")
	if out.Captured > 0 {
		capture = i18n.L("captured {{.Count}}", map[string]any{"Count": out.Captured})
	}
	return i18n.L("{{.Side}} played {{.Hole}}: {{.Laps}}, {{.Drops}} dropped, {{.Capture}}.", map[string]any{
		"Side":    Side(mover),
		"Hole":    h.String(),
		"Laps":    i18n.N("{{.Count}} laps", out.Laps, map[string]any{"Count": out.Laps}),
		"Drops":   Seeds(out.Drops),
		"Capture": capture,
	})
}

// Problem explains why a hole cannot be played.
func Problem(err error) string {
	var problem *engine.MoveError
	if !errors.As(err, &problem) {
		return i18n.Say(err)
	}
	data := map[string]any{
		"Hole":  problem.Hole.String(),
		"Owner": Side(problem.Hole.Owner()),
		"Side":  Side(problem.Turn),
	}
	switch problem.Problem {
	case engine.NotYours:
		return i18n.L("{{.Hole}} is {{.Owner}}'s hole, not yours: it is {{.Side}}'s turn.", data)
	case engine.EmptyHole:
		return i18n.L("{{.Hole}} is a pussa (an empty hole): there are no seeds to lift.", data)
	case engine.EndlessMove:
		return i18n.L("{{.Hole}} cannot be played: its sowing would never end, so it is not allowed.", data)
	case engine.RoundIsOver:
		return i18n.L("The round is over: press New game to play again.")
	}
	return i18n.L("{{.Hole}} cannot be played.", data)
}

// Result says how a round ended and who won. before is the position the
// round ended in, before the last seeds were taken.
func Result(res engine.Result, before engine.Position) string {
	return i18n.L("Round over: {{.Reason}} {{.Verdict}}", map[string]any{
		"Reason":  endReason(res, before),
		"Verdict": Verdict(res),
	})
}

// endReason says why the round ended.
func endReason(res engine.Result, before engine.Position) string {
	switch res.Reason {
	case engine.NoLegalMoveLeft:
		left := before.Board.Total()
		data := map[string]any{"Stuck": Side(before.Turn), "Taker": Side(before.Turn.Other()), "Seeds": Seeds(left)}
		if left == 0 {
			return i18n.L("{{.Stuck}} has no legal move and the board is empty.", data)
		}
		return i18n.L("{{.Stuck}} has no legal move, {{.Taker}} takes the {{.Seeds}} left.", data)
	case engine.Repetition:
		return i18n.L("the same position came up again and again, so each player takes the seeds in his own row.")
	case engine.MoveLimitReached:
		return i18n.L("the move limit was reached, so each player takes the seeds in his own row.")
	}
	return ""
}

// Verdict names the winner and the score, or the draw.
func Verdict(res engine.Result) string {
	held := res.Final.Held
	if res.Draw {
		return i18n.L("A draw: {{.Seeds}} each.", map[string]any{"Seeds": Seeds(held[engine.South])})
	}
	return i18n.L("{{.Winner}} wins {{.More}} to {{.Fewer}}.", map[string]any{
		"Winner": Side(res.Winner),
		"More":   held[res.Winner],
		"Fewer":  held[res.Winner.Other()],
	})
}

// Event narrates event i of the move traced in t.
func Event(t *engine.Trace, i int) string {
	var prev engine.Event
	if i > 0 {
		prev = t.Events[i-1]
	}
	return event(t.Start.Turn, prev, t.Events[i])
}

// event narrates one event of a move by mover; prev is the event before
// it (the lift has none: the zero Event).
func event(mover engine.Side, prev, e engine.Event) string {
	data := map[string]any{
		"Side":  Side(mover),
		"Hole":  e.Hole.String(),
		"Lap":   e.Lap,
		"Hand":  e.Hand,
		"Seeds": Seeds(e.Hand),
		"Pearl": e.Pearl,
	}
	switch e.Kind {
	case engine.Lift:
		return i18n.L("{{.Side}} lifts {{.Seeds}} from {{.Hole}}.", data)
	case engine.Drop:
		if e.Hand == 0 {
			return i18n.L("Lap {{.Lap}}: the last seed falls into {{.Hole}}.", data)
		}
		return i18n.L("Lap {{.Lap}}: a seed into {{.Hole}}, {{.Hand}} left in hand.", data)
	case engine.Relay:
		data["Last"] = prev.Hole.String()
		return i18n.N("The last seed fell in {{.Last}}. The next hole, {{.Hole}}, holds {{.Seeds}}, so {{.Side}} lifts them and sows on (relay): lap {{.Lap}}.", e.Hand, data)
	case engine.SowingEnd:
		data["Last"] = e.Last.String()
		return i18n.L("The last seed fell in {{.Last}} and the next hole, {{.Hole}}, is a pussa (empty): the sowing ends.", data)
	case engine.Capture:
		data["Seeds"] = Seeds(e.Captured - prev.Captured)
		if e.Pearl == 1 {
			return i18n.L("Pussa kanawā (eating because of the empty hole): {{.Side}} captures {{.Seeds}} from {{.Hole}}, beyond the pussa.", data)
		}
		return i18n.L("Wael mutu ekilenawā (picking the pearls of the necklace), pearl {{.Pearl}}: {{.Side}} captures {{.Seeds}} from {{.Hole}}.", data)
	case engine.ChainStop:
		return chainStop(e, data)
	case engine.Endless:
		return endless(e)
	case engine.TurnEnd:
		return turnEnd(mover, e)
	case engine.Sweep:
		sweep := map[string]any{"Stuck": Side(mover.Other()), "Side": Side(mover), "Seeds": Seeds(prev.Board.Total())}
		if prev.Board.Total() == 0 {
			return i18n.L("{{.Stuck}} has no legal move and the board is empty.", sweep)
		}
		return i18n.L("{{.Stuck}} has no legal move: {{.Side}} takes the {{.Seeds}} left on the board.", sweep)
	}
	return ""
}

// chainStop says why the necklace of captures stopped.
func chainStop(e engine.Event, data map[string]any) string {
	data["Pearls"] = i18n.N("{{.Count}} pearls", e.Pearl, map[string]any{"Count": e.Pearl})
	switch e.Stop {
	case engine.NothingBeyond:
		return i18n.L("{{.Hole}}, beyond the pussa, is empty too: nothing is captured.", data)
	case engine.GapHoldsSeeds:
		return i18n.L("{{.Hole}} holds seeds, so the necklace stops after {{.Pearls}}.", data)
	}
	return i18n.L("{{.Hole}} and the hole after it are both empty, so the necklace stops after {{.Pearls}}.", data)
}

// endless explains why an endless sowing is not allowed.
func endless(e engine.Event) string {
	data := map[string]any{"Lap": e.Lap, "Repeats": e.Repeats}
	if e.Repeats > 0 {
		return i18n.L("Lap {{.Lap}} would start exactly as lap {{.Repeats}} did: the same seeds in every hole, lifted from the same hole. The sowing would go round for ever, so this move is endless and not allowed.", data)
	}
	return i18n.L("The sowing is still going after {{.Lap}} laps, so it counts as endless: the move is not allowed.", data)
}

// turnEnd closes a move: what the mover took in all, and who moves next.
func turnEnd(mover engine.Side, e engine.Event) string {
	data := map[string]any{"Side": Side(mover), "Seeds": Seeds(e.Captured), "Next": Side(mover.Other())}
	if e.Captured == 0 {
		return i18n.L("The move is over without a capture. {{.Next}} to move.", data)
	}
	return i18n.L("The move is over: {{.Side}} took {{.Seeds}} in all. {{.Next}} to move.", data)
}

// Kind names an event kind a breakpoint can be set on.
func Kind(kind engine.EventKind) string {
	switch kind {
	case engine.Relay:
		return i18n.L("Relay lift")
	case engine.SowingEnd:
		return i18n.L("Sowing end (pussa)")
	case engine.Capture:
		return i18n.L("Capture (each pearl)")
	case engine.ChainStop:
		return i18n.L("Chain stop")
	}
	return kind.String()
}
