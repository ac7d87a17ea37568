package engine

import (
	"math/bits"
	"math/rand/v2"
)

// PlayoutStats describes one round played out by Playout.
type PlayoutStats struct {
	// Result is how the round ended.
	Result Result
	// Moves is the number of moves played.
	Moves int
	// LongestMove is the most laps sown in one move.
	LongestMove int
	// LargestChain is the most holes captured in one move.
	LargestChain int
}

// Playout plays a round from p to its end with moves drawn uniformly from the
// legal ones by rng: the fast path for self-play and benchmarks. It follows
// the same end rules as Game.Result. It keeps the board packed in two words
// from the first move to the last.
func (r *Rules) Playout(p Position, rng *rand.Rand) PlayoutStats {
	var stats PlayoutStats
	w, turn, held := pack(&p.Board), p.Turn, p.Held
	var keyBuffer [64]packed
	history := append(keyBuffer[:0], w.tagged(uint8(turn))) // positions since the last capture
	seen := 1                                               // how often the current position has arisen
	reason := NoLegalMoveLeft
	for {
		if r.RepetitionLimit > 0 && seen >= r.RepetitionLimit {
			reason = Repetition
			break
		}
		next, out, ok := r.randomMove(w, turn, rng)
		if !ok {
			break
		}
		if r.MoveLimit > 0 && stats.Moves >= r.MoveLimit {
			reason = MoveLimitReached
			break
		}
		w = next
		held[turn] += out.Captured
		turn = turn.Other()
		stats.Moves++
		stats.LongestMove = max(stats.LongestMove, out.Laps)
		stats.LargestChain = max(stats.LargestChain, out.Chain)
		if out.Captured > 0 {
			history = history[:0] // fewer seeds on the board: no earlier position can come back
		}
		key := w.tagged(uint8(turn))
		seen = 1
		for _, k := range history {
			if k == key {
				seen++
			}
		}
		history = append(history, key)
	}
	stats.Result = resultOf(reason, Position{Board: w.board(), Turn: turn, Held: held})
	return stats
}

// randomMove plays a uniformly chosen legal move of turn on board w; ok is
// false when there is none.
func (r *Rules) randomMove(w packed, turn Side, rng *rand.Rand) (next packed, out Outcome, ok bool) {
	var candidates [RowLength]Hole
	n := 0
	first := HoleOf(turn, 1)
	for m := nonEmpty(w.row(turn)); m != 0; m &= m - 1 {
		candidates[n] = first + Hole(bits.TrailingZeros64(m)/8)
		n++
	}
	for n > 0 {
		i := rng.IntN(n)
		if next = r.sow(w, candidates[i], nil, &out); !out.Endless {
			return next, out, true
		}
		n--
		candidates[i] = candidates[n]
	}
	return w, Outcome{}, false
}
