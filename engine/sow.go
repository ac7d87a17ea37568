package engine

// Outcome sums up one move.
type Outcome struct {
	// Captured is the number of seeds the mover took in this move.
	Captured int
	// Laps is the number of hands sown, the first included (0 when endless).
	Laps int
	// Drops is the number of seeds dropped in all (0 when endless).
	Drops int
	// Chain is the number of holes captured, the pearls of the necklace.
	Chain int
	// Endless reports a sowing that never ends: such a move is not legal.
	Endless bool
}

// sow plays the move from origin on board w: lift, sow, relay, end at the
// empty hole (pussa), capture the chain. It returns the board after the
// move and writes the move's outcome to *out (through a pointer, so that
// no caller copies it whole just after it was written field by field); the
// caller credits the mover with out.Captured and passes the turn. It is the one sowing routine of the engine: the fast path calls it
// with a nil recorder and sows each hand with one addition, Trace with a
// recorder that drops the seeds one at a time and writes down every event.
// When the sowing is endless the board returned is part-sown and the
// outcome says Endless.
func (r *Rules) sow(w packed, origin Hole, rec *recorder, out *Outcome) packed {
	*out = Outcome{}
	w, hand := w.take(origin)
	from, lap := origin, 1
	if rec != nil {
		rec.record(w, out, Event{Kind: Lift, Hole: origin, Hand: hand, Lap: lap})
	}
	var saved packed // Brent's cycle detection: the state saved at lap 1, 2, 4, 8...
	nextSave := 1
	var next Hole
	for {
		if r.RepeatIsEndless {
			state := w.tagged(uint8(from)) // the state at the start of the lap
			if rec != nil {
				if earlier, seen := rec.lapSeen(state, lap); seen {
					rec.record(w, out, Event{Kind: Endless, Hole: from, Hand: hand, Lap: lap, Repeats: earlier})
					*out = Outcome{Endless: true}
					return w
				}
			}
			if state == saved && lap > 1 {
				*out = Outcome{Endless: true}
				return w
			}
			if lap == nextSave {
				saved, nextSave = state, nextSave*2
			}
		}
		var mask packed
		var north bool
		var shift uint8
		if uint(hand) < HoleCount {
			run := &runs[from][hand]
			mask, next, north, shift = run.mask, run.next, run.nextNorth, run.nextShift
		} else {
			mask, next = r.bigHand(from, hand)
			north, shift = next >= RowLength, holeShift[next]
		}
		if rec != nil {
			rec.drops(r, w, from, hand, lap, out)
		}
		w = w.plus(mask)
		out.Drops += hand
		if hand = w.seeds(north, shift); hand == 0 {
			break
		}
		if lap == r.LapCap {
			if rec != nil {
				rec.record(w, out, Event{Kind: Endless, Hole: next, Lap: lap})
			}
			*out = Outcome{Endless: true}
			return w
		}
		w = w.cleared(north, shift)
		from = next
		lap++
		if rec != nil {
			rec.record(w, out, Event{Kind: Relay, Hole: next, Hand: hand, Lap: lap})
		}
	}
	out.Laps = lap
	if rec != nil {
		rec.record(w, out, Event{Kind: SowingEnd, Hole: next, Last: next.Prev(), Lap: lap})
	}
	w = eatChain(w, next, out, rec)
	if rec != nil {
		rec.record(w, out, Event{Kind: TurnEnd, Hole: NoHole, Lap: lap})
	}
	return w
}

// eatChain captures beyond the empty hole pussa (pussa kanawā) and goes on
// picking the pearls of the necklace (wael mutu ekilenawā) while each
// captured hole is followed by an empty hole and then a hole with seeds.
func eatChain(w packed, pussa Hole, out *Outcome, rec *recorder) packed {
	target := pussa.Next()
	seeds := w.get(target)
	if seeds == 0 {
		if rec != nil {
			rec.record(w, out, Event{Kind: ChainStop, Hole: target, Stop: NothingBeyond, Lap: out.Laps})
		}
		return w
	}
	for {
		w, _ = w.take(target)
		out.Captured += seeds
		out.Chain++
		if rec != nil {
			rec.record(w, out, Event{Kind: Capture, Hole: target, Pearl: out.Chain, Lap: out.Laps})
		}
		gap := target.Next()
		if w.get(gap) > 0 {
			if rec != nil {
				rec.record(w, out, Event{Kind: ChainStop, Hole: gap, Stop: GapHoldsSeeds, Pearl: out.Chain, Lap: out.Laps})
			}
			return w
		}
		target = gap.Next()
		if seeds = w.get(target); seeds == 0 {
			if rec != nil {
				rec.record(w, out, Event{Kind: ChainStop, Hole: gap, Stop: BothEmpty, Pearl: out.Chain, Lap: out.Laps})
			}
			return w
		}
	}
}
