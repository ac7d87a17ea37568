package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"

	"walakpussa/assets/i18n"
	"walakpussa/engine"
)

func runTrace(args []string, out, _ io.Writer) error {
	fs := flag.NewFlagSet("trace", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "write one JSON object instead of text")
	move := addMoveFlags(fs)
	positional, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	tr, err := move.trace("trace", positional)
	if err != nil {
		return err
	}
	if *asJSON {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		return enc.Encode(traceJSON(tr))
	}
	_, err = io.WriteString(out, traceText(i18n.InUse(), tr))
	return err
}

// maxTextLaps bounds the laps a text trace lists; an endless move can run
// to 200,000 of them.
const maxTextLaps = 100

// traceText tells the move lap by lap, as in docs/rules.md#a-worked-example,
// in the language of sp, then draws the board.
func traceText(sp i18n.Speaker, tr *engine.Trace) string {
	var sb strings.Builder
	sayln := func(format string, args ...any) { sb.WriteString(sp.F(format, args...) + "\n") }
	sayln("%v to move: %s", tr.Start.Turn, tr.Start)
	sayln("lift %d from %s", tr.Start.Seeds(tr.Move), tr.Move)
	laps := tr.Laps()
	for i, lap := range laps {
		if i == maxTextLaps && len(laps) > maxTextLaps+1 {
			sayln("... %d more laps ...", len(laps)-maxTextLaps-1)
			continue
		}
		if i > maxTextLaps && i < len(laps)-1 {
			continue
		}
		sb.WriteString(lapText(sp, lap) + "\n")
	}
	taken := 0
	for _, e := range tr.Events {
		if text := eventText(sp, e, e.Captured-taken, tr.Result.Turn); text != "" {
			sb.WriteString(text + "\n")
		}
		taken = e.Captured
	}
	if tr.Outcome.Endless {
		sayln("result: %s is not a legal move; the position stays %s", tr.Move, tr.Start)
	} else {
		sayln("result: %s   (%d laps, %d seeds dropped, %d captured)",
			tr.Result, tr.Outcome.Laps, tr.Outcome.Drops, tr.Outcome.Captured)
	}
	sb.WriteString("\n")
	sb.WriteString(tr.Result.Diagram(sp))
	return sb.String()
}

// lapText tells one lap: what it sowed, where its last seed fell, and
// whether a relay follows.
func lapText(sp i18n.Speaker, lap engine.LapSummary) string {
	var sown string
	switch {
	case lap.Lifted >= engine.HoleCount:
		sown = sp.F("%d seeds %s..%s, all the way round", lap.Lifted, lap.First, lap.Last)
	case lap.Lifted == 1:
		sown = lap.First.String()
	default:
		sown = fmt.Sprintf("%s..%s", lap.First, lap.Last)
	}
	if lap.Relay {
		return sp.F("lap %d: sow %s, last in %s; %s holds %d -> relay", lap.Lap, sown, lap.Last, lap.Next, lap.NextSeeds)
	}
	return sp.F("lap %d: sow %s, last in %s; %s empty -> sowing ends", lap.Lap, sown, lap.Last, lap.Next)
}

// eventText tells the events after the sowing: captures (pearl holds the
// seeds of this capture), why the chain stopped, an endless sowing, and a
// sweep of the round by the side that cannot move; "" for the others.
func eventText(sp i18n.Speaker, e engine.Event, pearl int, toMove engine.Side) string {
	switch e.Kind {
	case engine.Capture:
		if e.Pearl > 1 {
			return sp.F("%s (beyond the empty %s) holds %d -> captured, pearl %d of the necklace", e.Hole, e.Hole.Prev(), pearl, e.Pearl)
		}
		return sp.F("%s (beyond the empty %s) holds %d -> captured", e.Hole, e.Hole.Prev(), pearl)
	case engine.ChainStop:
		switch e.Stop {
		case engine.NothingBeyond:
			return sp.F("%s (beyond the empty %s) is empty too -> no capture", e.Hole, e.Hole.Prev())
		case engine.GapHoldsSeeds:
			return sp.F("%s holds seeds -> chain stops", e.Hole)
		case engine.BothEmpty:
			return sp.F("%s and %s are both empty -> chain stops", e.Hole, e.Hole.Next())
		}
	case engine.Endless:
		if e.Repeats > 0 {
			return sp.F("lap %d would start just as lap %d did -> the sowing never ends: endless, not a legal move", e.Lap, e.Repeats)
		}
		return sp.F("still sowing after %d laps -> endless, not a legal move", e.Lap)
	case engine.Sweep:
		return sp.F("%v has no legal move -> the round ends and %v takes every seed left on the board", toMove, toMove.Other())
	}
	return ""
}
