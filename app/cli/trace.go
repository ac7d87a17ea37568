package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"

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
	_, err = io.WriteString(out, traceText(tr))
	return err
}

// maxTextLaps bounds the laps a text trace lists; an endless move can run
// to 200,000 of them.
const maxTextLaps = 100

// traceText tells the move lap by lap, as in the worked example of RULES.md,
// then draws the board.
func traceText(tr *engine.Trace) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s to move: %s\n", tr.Start.Turn, tr.Start)
	fmt.Fprintf(&sb, "lift %d from %s\n", tr.Start.Seeds(tr.Move), tr.Move)
	laps := tr.Laps()
	for i, lap := range laps {
		if i == maxTextLaps && len(laps) > maxTextLaps+1 {
			fmt.Fprintf(&sb, "... %d more laps ...\n", len(laps)-maxTextLaps-1)
			continue
		}
		if i > maxTextLaps && i < len(laps)-1 {
			continue
		}
		sb.WriteString(lapText(lap))
	}
	taken := 0
	for _, e := range tr.Events {
		sb.WriteString(eventText(e, e.Captured-taken, tr.Result.Turn))
		taken = e.Captured
	}
	if tr.Outcome.Endless {
		fmt.Fprintf(&sb, "result: %s is not a legal move; the position stays %s\n", tr.Move, tr.Start)
	} else {
		fmt.Fprintf(&sb, "result: %s   (%d laps, %d seeds dropped, %d captured)\n",
			tr.Result, tr.Outcome.Laps, tr.Outcome.Drops, tr.Outcome.Captured)
	}
	sb.WriteString("\n")
	sb.WriteString(tr.Result.Diagram())
	return sb.String()
}

func lapText(lap engine.LapSummary) string {
	sown := fmt.Sprintf("%s..%s", lap.First, lap.Last)
	switch {
	case lap.Lifted >= engine.HoleCount:
		sown = fmt.Sprintf("%d seeds %s..%s, all the way round", lap.Lifted, lap.First, lap.Last)
	case lap.Lifted == 1:
		sown = lap.First.String()
	}
	head := fmt.Sprintf("lap %d: sow %s, last in %s; ", lap.Lap, sown, lap.Last)
	if lap.Relay {
		return head + fmt.Sprintf("%s holds %d -> relay\n", lap.Next, lap.NextSeeds)
	}
	return head + fmt.Sprintf("%s empty -> sowing ends\n", lap.Next)
}

// eventText tells the events after the sowing: captures (pearl holds the
// seeds of this capture), why the chain stopped, an endless sowing, and a
// sweep of the round by the side that cannot move.
func eventText(e engine.Event, pearl int, toMove engine.Side) string {
	beyond := fmt.Sprintf("%s (beyond the empty %s)", e.Hole, e.Hole.Prev())
	switch e.Kind {
	case engine.Capture:
		if e.Pearl > 1 {
			return fmt.Sprintf("%s holds %d -> captured, pearl %d of the necklace\n", beyond, pearl, e.Pearl)
		}
		return fmt.Sprintf("%s holds %d -> captured\n", beyond, pearl)
	case engine.ChainStop:
		switch e.Stop {
		case engine.NothingBeyond:
			return fmt.Sprintf("%s is empty too -> no capture\n", beyond)
		case engine.GapHoldsSeeds:
			return fmt.Sprintf("%s holds seeds -> chain stops\n", e.Hole)
		case engine.BothEmpty:
			return fmt.Sprintf("%s and %s are both empty -> chain stops\n", e.Hole, e.Hole.Next())
		}
	case engine.Endless:
		if e.Repeats > 0 {
			return fmt.Sprintf("lap %d would start just as lap %d did -> the sowing never ends: endless, not a legal move\n", e.Lap, e.Repeats)
		}
		return fmt.Sprintf("still sowing after %d laps -> endless, not a legal move\n", e.Lap)
	case engine.Sweep:
		return fmt.Sprintf("%s has no legal move -> the round ends and %s takes every seed left on the board\n",
			toMove, toMove.Other())
	}
	return ""
}
