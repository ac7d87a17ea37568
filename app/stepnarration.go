package app

import (
	"fyne.io/fyne/v2/lang"

	"walakpussa/engine"
	"walakpussa/lessons"
)

// moveStory tells in one sentence what a move did: its laps, where the
// sowing ended and what it captured.
func moveStory(t *engine.Trace) string {
	if t.Outcome.Endless {
		return lang.L("{{.Hole}} is endless: its sowing would never end.", map[string]any{"Hole": t.Move.String()})
	}
	end, _ := t.Find(engine.SowingEnd)
	data := map[string]any{
		"Hole":  t.Move.String(),
		"Laps":  lang.N("{{.Count}} laps", t.Outcome.Laps, map[string]any{"Count": t.Outcome.Laps}),
		"Last":  end.Last.String(),
		"Pussa": end.Hole.String(),
	}
	if t.Outcome.Captured == 0 {
		return lang.L("{{.Hole}} sows {{.Laps}}; the last seed falls in {{.Last}}, {{.Pussa}} is a pussa, and nothing is captured.", data)
	}
	data["Seeds"] = seeds(t.Outcome.Captured)
	data["Pearls"] = lang.N("{{.Count}} pearls", t.Outcome.Chain, map[string]any{"Count": t.Outcome.Chain})
	return lang.L("{{.Hole}} sows {{.Laps}}; the last seed falls in {{.Last}}, {{.Pussa}} is a pussa, and it captures {{.Seeds}} ({{.Pearls}}).", data)
}

// goalName names a goal kind for the puzzle filter.
func goalName(k lessons.GoalKind) string {
	switch k {
	case lessons.MostSeeds:
		return lang.L("Most seeds")
	case lessons.CaptureAtLeast:
		return lang.L("Capture at least N")
	case lessons.ChainOf:
		return lang.L("Chain of N pearls")
	case lessons.NoReplyCapture:
		return lang.L("No reply capture")
	case lessons.WinIn:
		return lang.L("Win in N")
	case lessons.BestMove:
		return lang.L("Best move")
	case lessons.OnlyNotLosing:
		return lang.L("Only move not losing")
	}
	return lang.L("Only move not endless")
}

// themeName names a puzzle's theme for the puzzle list; "" for none.
func themeName(t lessons.Theme) string {
	switch t {
	case lessons.ThemeRelay:
		return lang.L("a long relay")
	case lessons.ThemeLongChain:
		return lang.L("a long chain")
	case lessons.ThemeCrossBoard:
		return lang.L("a chain across the board")
	case lessons.ThemeEndlessTrap:
		return lang.L("an endless trap")
	case lessons.ThemeSweep:
		return lang.L("a sweep")
	}
	return ""
}

// attemptText explains why a move does not solve a puzzle.
func attemptText(a lessons.Attempt) string {
	data := map[string]any{
		"Hole": a.Move.String(), "Seeds": seeds(a.Captured), "Best": seeds(a.Best), "N": a.Goal.N, "Chain": a.Chain,
		"Reply": a.Reply.String(), "ReplySeeds": seeds(a.ReplyCaptured), "Defence": a.Defence.String(),
		"Value": a.Value, "BestValue": a.BestValue,
	}
	if a.Endless {
		return lang.L("{{.Hole}} is endless: its sowing would never end.", data)
	}
	switch a.Goal.Kind {
	case lessons.MostSeeds:
		return lang.L("{{.Hole}} captures {{.Seeds}}, but one move here captures {{.Best}}.", data)
	case lessons.CaptureAtLeast:
		return lang.L("{{.Hole}} captures {{.Seeds}}: fewer than {{.N}}.", data)
	case lessons.ChainOf:
		return lang.L("{{.Hole}} makes a chain of {{.Chain}}: shorter than {{.N}}.", data)
	case lessons.NoReplyCapture:
		return lang.L("After {{.Hole}} the reply {{.Reply}} captures {{.ReplySeeds}}.", data)
	case lessons.WinIn:
		if a.Defence.Valid() {
			return lang.L("After {{.Hole}} the reply {{.Defence}} escapes: no win within {{.N}} of your moves.", data)
		}
		return lang.L("{{.Hole}} does not win the round within {{.N}} of your moves.", data)
	case lessons.BestMove:
		if a.Valued {
			return lang.L("{{.Hole}} is worth {{.Value}} seeds under best play; the best move is worth {{.BestValue}}.", data)
		}
		return lang.L("{{.Hole}} is worth less than the best move under best play.", data)
	case lessons.OnlyNotLosing:
		data["Mine"], data["Theirs"] = a.Final[a.Move.Owner()], a.Final[a.Move.Owner().Other()]
		return lang.L("After {{.Hole}}, best play ends the round {{.Mine}} to {{.Theirs}}: it loses.", data)
	}
	return lang.L("{{.Hole}} is not the answer.", data)
}
