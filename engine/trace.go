package engine

// Trace is the full record of one move: every lift, drop, relay, the end of
// the sowing, each pearl of the chain and the turn's end, each event with the
// state after it. It is recorded by the same routine that plays moves fast.
type Trace struct {
	// Start is the position before the move.
	Start Position
	// Move is the hole played.
	Move Hole
	// Events lists what happened, in order.
	Events []Event
	// Result is the position after the move; it equals Start when the move is
	// endless. A sweep that follows the move is not applied to it.
	Result Position
	// Outcome sums the move up, as Apply reports it.
	Outcome Outcome
	// RoundOver reports that the side to move after the move has no legal
	// move: the trace then ends with a Sweep event.
	RoundOver bool
}

// recorder writes events down for Trace. The fast path passes none.
type recorder struct {
	events []Event
	laps   map[lapState]int
	from   Hole
}

// record completes e with the state after it, read from p and out, and
// appends it.
func (rec *recorder) record(p *Position, out *Outcome, e Event) {
	if e.Kind == Lift || e.Kind == Relay {
		rec.from = e.Hole
	}
	e.From = rec.from
	e.Board = p.Board
	e.Held = p.Held
	e.Drops = out.Drops
	e.Captured = out.Captured
	rec.events = append(rec.events, e)
}

// lapSeen remembers the state at the start of lap and reports the earlier lap
// that started in the same state, if any.
func (rec *recorder) lapSeen(state lapState, lap int) (int, bool) {
	if rec.laps == nil {
		rec.laps = make(map[lapState]int)
	}
	if earlier, seen := rec.laps[state]; seen {
		return earlier, true
	}
	rec.laps[state] = lap
	return 0, false
}

// Trace plays hole h for the side to move and records every event. It
// returns a *MoveError for a hole the mover may not lift (not his, or empty);
// an endless move is traced up to the lap where it repeats and has
// Outcome.Endless set.
func (r *Rules) Trace(p Position, h Hole) (*Trace, error) {
	if err := r.check(p, h); err != nil {
		return nil, err
	}
	rec := &recorder{}
	next := p
	out := r.sow(&next, h, rec)
	t := &Trace{Start: p, Move: h, Outcome: out, Result: next}
	if out.Endless {
		t.Result = p
	} else if r.NoLegalMove(next) {
		t.RoundOver = true
		swept := EndBySweep(next)
		rec.record(&swept, &out, Event{Kind: Sweep, Hole: NoHole, Lap: out.Laps})
	}
	t.Events = rec.events
	return t, nil
}

// Final returns the last event of the trace.
func (t *Trace) Final() Event { return t.Events[len(t.Events)-1] }
