package board

import (
	"strconv"
	"walakpussa/assets/i18n"

	"walakpussa/engine"
)

// AtEvent returns what the board shows at event i of trace t: the board
// after the event, the hole it happens at with the hand floating there, and
// the debugger's marks: during the sowing the lap's trail and the hole lifted
// from ("lift"); from the end of the sowing on the pussa ("pussa") and the
// pearls of the necklace, numbered, outlined and joined by a cord; always
// the origin of the move ("origin") where no other tag stands.
func AtEvent(t *engine.Trace, i int) State {
	e := t.Events[i]
	s := State{Board: e.Board, Held: e.Held, Turn: t.Start.Turn, Current: e.Hole, Hand: e.Hand}
	s.Tags[t.Move] = i18n.L("origin")
	switch e.Kind {
	case engine.Lift, engine.Drop, engine.Relay, engine.Endless:
		markLap(t, i, &s)
	default:
		markCaptures(t, i, &s)
	}
	switch e.Kind {
	case engine.TurnEnd:
		s.Turn, s.Current = t.Result.Turn, engine.NoHole
	case engine.Sweep:
		s.Turn, s.Current, s.Over = t.Result.Turn, engine.NoHole, true
	}
	return s
}

// markLap rings the holes sown so far in event i's lap and tags the hole
// its hand was lifted from.
func markLap(t *engine.Trace, i int, s *State) {
	e := t.Events[i]
	s.Tags[e.From] = i18n.L("lift")
	for j := i; j >= 0; j-- {
		before := t.Events[j]
		if before.Kind == engine.Lift || before.Kind == engine.Relay {
			return
		}
		if before.Kind == engine.Drop {
			s.Trail[before.Hole] = true
		}
	}
}

// markCaptures tags the pussa that ended the sowing and the pearls taken up
// to event i, in the order they were taken.
func markCaptures(t *engine.Trace, i int, s *State) {
	j := i
	for ; j >= 0 && t.Events[j].Kind != engine.SowingEnd; j-- {
	}
	if j < 0 {
		return
	}
	s.Tags[t.Events[j].Hole] = i18n.L("pussa")
	for _, e := range t.Events[j+1 : i+1] {
		if e.Kind == engine.Capture {
			s.Chain = append(s.Chain, e.Hole)
			s.Tags[e.Hole] = strconv.Itoa(e.Pearl)
		}
	}
	s.Marked = append([]engine.Hole(nil), s.Chain...)
}
