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
// the hole the lift came from. A sowing whose lap state repeats is endless.
type lapState struct {
	board Board
	from  Hole
}

// sow plays the move from origin on p in place: lift, sow, relay, end at the
// empty hole (pussa), capture the chain, pass the turn. It is the one sowing
// routine of the engine: the fast path calls it with a nil recorder, Trace
// with one that writes down every event. When the sowing is endless p is
// left part-sown and the outcome says Endless.
func (r *Rules) sow(p *Position, origin Hole, rec *recorder) Outcome {
	var out Outcome
	if rec != nil {
		rec.begin(p, &out)
	}
	b := &p.Board
	hand := int(b[origin])
	b[origin] = 0
	from := origin
	lap := 1
	if rec != nil {
		rec.record(Event{Kind: Lift, Hole: origin, Hand: hand, Lap: lap})
	}
	var saved lapState // Brent's cycle detection: the state saved at lap 1, 2, 4, 8...
	nextSave := 1
	last := origin
	for {
		if r.RepeatIsEndless {
			state := lapState{*b, from}
			if rec != nil {
				if earlier, seen := rec.lapSeen(state, lap); seen {
					rec.record(Event{Kind: Endless, Hole: from, Hand: hand, Lap: lap, Repeats: earlier})
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
		for ; hand > 0; hand-- {
			last = last.Next()
			if last == from && r.SkipOrigin {
				last = last.Next()
			}
			b[last]++
			out.Drops++
			if rec != nil {
				rec.record(Event{Kind: Drop, Hole: last, Hand: hand - 1, Lap: lap})
			}
		}
		next := last.Next()
		if b[next] == 0 {
			break
		}
		if lap == r.LapCap {
			if rec != nil {
				rec.record(Event{Kind: Endless, Hole: next, Lap: lap})
			}
			return Outcome{Endless: true}
		}
		hand, b[next], from, last = int(b[next]), 0, next, next
		lap++
		if rec != nil {
			rec.record(Event{Kind: Relay, Hole: next, Hand: hand, Lap: lap})
		}
	}
	out.Laps = lap
	pussa := last.Next()
	if rec != nil {
		rec.record(Event{Kind: SowingEnd, Hole: pussa, Last: last, Lap: lap})
	}
	r.eatChain(p, pussa, &out, rec)
	p.Turn = p.Turn.Other()
	if rec != nil {
		rec.record(Event{Kind: TurnEnd, Hole: NoHole, Lap: lap})
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
			rec.record(Event{Kind: ChainStop, Hole: target, Stop: NothingBeyond, Lap: out.Laps})
		}
		return
	}
	for {
		out.Captured += int(b[target])
		p.Held[p.Turn] += int(b[target])
		out.Chain++
		b[target] = 0
		if rec != nil {
			rec.record(Event{Kind: Capture, Hole: target, Pearl: out.Chain, Lap: out.Laps})
		}
		gap := target.Next()
		if b[gap] > 0 {
			if rec != nil {
				rec.record(Event{Kind: ChainStop, Hole: gap, Stop: GapHoldsSeeds, Pearl: out.Chain, Lap: out.Laps})
			}
			return
		}
		target = gap.Next()
		if b[target] == 0 {
			if rec != nil {
				rec.record(Event{Kind: ChainStop, Hole: gap, Stop: BothEmpty, Pearl: out.Chain, Lap: out.Laps})
			}
			return
		}
	}
}
