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
	laps   map[packed]int
	from   Hole
	mover  Side
	held   [2]int // the seeds each player held before the move
}

// record completes e with the state after it: the board w, and the seeds
// held, the drops and the captures read from out; and appends it.
func (rec *recorder) record(w packed, out *Outcome, e Event) {
	held := rec.held
	held[rec.mover] += out.Captured
	rec.add(w.board(), held, out, e)
}

// add completes e with the given board and held seeds and appends it.
func (rec *recorder) add(board Board, held [2]int, out *Outcome, e Event) {
	if e.Kind == Lift || e.Kind == Relay {
		rec.from = e.Hole
	}
	e.From = rec.from
	e.Board = board
	e.Held = held
	e.Drops = out.Drops
	e.Captured = out.Captured
	rec.events = append(rec.events, e)
}

// drops records the seeds of a hand lifted from hole from falling one at a
// time on board w, each Drop event with the board after it. The board the
// sowing goes on with is the hand's mask added to w, as on the fast path;
// the seeds land in the same holes, so the last Drop shows that board.
func (rec *recorder) drops(r *Rules, w packed, from Hole, hand, lap int, out *Outcome) {
	tally := *out
	for h := from; hand > 0; hand-- {
		h = r.nextDrop(h, from)
		w = w.plus(unitMasks[h])
		tally.Drops++
		rec.record(w, &tally, Event{Kind: Drop, Hole: h, Hand: hand - 1, Lap: lap})
	}
}

// lapSeen remembers the state at the start of lap and reports the earlier lap
// that started in the same state, if any.
func (rec *recorder) lapSeen(state packed, lap int) (int, bool) {
	if rec.laps == nil {
		rec.laps = make(map[packed]int)
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
	rec := &recorder{mover: p.Turn, held: p.Held}
	next, out := r.play(p, h, rec)
	t := &Trace{Start: p, Move: h, Outcome: out, Result: next}
	if !out.Endless && r.NoLegalMove(next) {
		t.RoundOver = true
		swept := EndBySweep(next)
		rec.add(swept.Board, swept.Held, &out, Event{Kind: Sweep, Hole: NoHole, Lap: out.Laps})
	}
	t.Events = rec.events
	return t, nil
}

// Final returns the last event of the trace.
func (t *Trace) Final() Event { return t.Events[len(t.Events)-1] }
