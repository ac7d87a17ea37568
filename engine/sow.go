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

// lapState is the state at the start of a lap: the board after the lift and
// the hole the lift came from, in two words so that comparing is cheap. A
// sowing whose lap state repeats is endless.
type lapState packed

func newLapState(w packed, from Hole) lapState {
	return lapState{w.lo, w.hi | uint64(from)<<48}
}

// sow plays the move from origin on p in place: lift, sow, relay, end at the
// empty hole (pussa), capture the chain, pass the turn. It is the one sowing
// routine of the engine: the fast path calls it with a nil recorder, Trace
// with one that writes down every event. When the sowing is endless p is
// left part-sown and the outcome says Endless.
func (r *Rules) sow(p *Position, origin Hole, rec *recorder) Outcome {
	var out Outcome
	w, hand := pack(&p.Board).take(origin)
	from, last, lap := origin, origin, 1
	if rec != nil {
		w.unpack(&p.Board)
		rec.record(p, &out, Event{Kind: Lift, Hole: origin, Hand: hand, Lap: lap})
	}
	var saved lapState // Brent's cycle detection: the state saved at lap 1, 2, 4, 8...
	nextSave := 1
	for {
		if r.RepeatIsEndless {
			state := newLapState(w, from)
			if rec != nil {
				if earlier, seen := rec.lapSeen(state, lap); seen {
					rec.record(p, &out, Event{Kind: Endless, Hole: from, Hand: hand, Lap: lap, Repeats: earlier})
					return Outcome{Endless: true}
				}
			}
			if lap > 1 && state == saved {
				return Outcome{Endless: true}
			}
			if lap == nextSave {
				saved, nextSave = state, nextSave*2
			}
		}
		if rec == nil {
			mask, end := r.handMask(from, hand)
			w = w.plus(mask)
			out.Drops += hand
			last = end
		}
		for ; rec != nil && hand > 0; hand-- {
			last = r.nextDrop(last, from)
			w = w.plus(unitMasks[last])
			out.Drops++
			w.unpack(&p.Board)
			rec.record(p, &out, Event{Kind: Drop, Hole: last, Hand: hand - 1, Lap: lap})
		}
		next := last.Next()
		if w.get(next) == 0 {
			break
		}
		if lap == r.LapCap {
			if rec != nil {
				rec.record(p, &out, Event{Kind: Endless, Hole: next, Lap: lap})
			}
			return Outcome{Endless: true}
		}
		w, hand = w.take(next)
		from, last = next, next
		lap++
		if rec != nil {
			w.unpack(&p.Board)
			rec.record(p, &out, Event{Kind: Relay, Hole: next, Hand: hand, Lap: lap})
		}
	}
	w.unpack(&p.Board)
	out.Laps = lap
	pussa := last.Next()
	if rec != nil {
		rec.record(p, &out, Event{Kind: SowingEnd, Hole: pussa, Last: last, Lap: lap})
	}
	r.eatChain(p, pussa, &out, rec)
	p.Turn = p.Turn.Other()
	if rec != nil {
		rec.record(p, &out, Event{Kind: TurnEnd, Hole: NoHole, Lap: lap})
	}
	return out
}

// eatChain captures beyond the empty hole pussa (pussa kanawā) and goes on
// picking the pearls of the necklace (wael mutu ekilenawā) while each
// captured hole is followed by an empty hole and then a hole with seeds.
func (r *Rules) eatChain(p *Position, pussa Hole, out *Outcome, rec *recorder) {
	b := &p.Board
	target := pussa.Next()
	if b[target] == 0 {
		if rec != nil {
			rec.record(p, out, Event{Kind: ChainStop, Hole: target, Stop: NothingBeyond, Lap: out.Laps})
		}
		return
	}
	for {
		out.Captured += int(b[target])
		p.Held[p.Turn] += int(b[target])
		out.Chain++
		b[target] = 0
		if rec != nil {
			rec.record(p, out, Event{Kind: Capture, Hole: target, Pearl: out.Chain, Lap: out.Laps})
		}
		gap := target.Next()
		if b[gap] > 0 {
			if rec != nil {
				rec.record(p, out, Event{Kind: ChainStop, Hole: gap, Stop: GapHoldsSeeds, Pearl: out.Chain, Lap: out.Laps})
			}
			return
		}
		target = gap.Next()
		if b[target] == 0 {
			if rec != nil {
				rec.record(p, out, Event{Kind: ChainStop, Hole: gap, Stop: BothEmpty, Pearl: out.Chain, Lap: out.Laps})
			}
			return
		}
	}
}
