package engine

// LapSummary describes one lap of a traced move: one hand lifted and sown.
type LapSummary struct {
	// Lap is the lap's number, 1 for the first hand.
	Lap int
	// From is the hole the hand was lifted from; Lifted the seeds in it.
	From   Hole
	Lifted int
	// First and Last are the holes where the hand's first and last seeds fell.
	First, Last Hole
	// Next is the hole after Last: a relay lifts it, or it is the pussa.
	Next Hole
	// NextSeeds is what Next held when the hand ran out (0 for a pussa).
	NextSeeds int
	// Relay reports that the sowing went on from Next.
	Relay bool
}

// Laps sums the trace up lap by lap, as in docs/rules.md#a-worked-example.
// When an endless trace stops at a repeated lap, that lap is left out: it
// was never sown.
func (t *Trace) Laps() []LapSummary {
	var laps []LapSummary
	for _, e := range t.Events {
		switch e.Kind {
		case Lift, Relay:
			laps = append(laps, LapSummary{Lap: e.Lap, From: e.Hole, Lifted: e.Hand, First: NoHole})
		case Drop:
			lap := &laps[len(laps)-1]
			if lap.First == NoHole {
				lap.First = e.Hole
			}
			lap.Last = e.Hole
			lap.Next = e.Hole.Next()
			lap.NextSeeds = int(e.Board[lap.Next])
		case Endless:
			if e.Repeats > 0 { // the repeating lap is found at its start, before it is sown
				laps = laps[:len(laps)-1]
			}
		}
	}
	for i := range laps[:max(len(laps)-1, 0)] {
		laps[i].Relay = true
	}
	if t.Outcome.Endless && len(laps) > 0 {
		laps[len(laps)-1].Relay = true
	}
	return laps
}

// Captures returns the capture events of the trace: the pearls of the
// necklace, in order.
func (t *Trace) Captures() []Event {
	var pearls []Event
	for _, e := range t.Events {
		if e.Kind == Capture {
			pearls = append(pearls, e)
		}
	}
	return pearls
}

// Find returns the first event of the given kind, and whether there is one.
func (t *Trace) Find(kind EventKind) (Event, bool) {
	for _, e := range t.Events {
		if e.Kind == kind {
			return e, true
		}
	}
	return Event{}, false
}
