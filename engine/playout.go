package engine

import "math/rand/v2"

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
// the same end rules as Game.Result.
func (r *Rules) Playout(p Position, rng *rand.Rand) PlayoutStats {
	var stats PlayoutStats
	var keyBuffer [64]Key
	history := append(keyBuffer[:0], p.Key()) // positions since the last capture
	seen := 1                                 // how often the current position has arisen
	for {
		if r.RepetitionLimit > 0 && seen >= r.RepetitionLimit {
			stats.Result = resultOf(Repetition, p)
			return stats
		}
		next, out, ok := r.randomMove(p, rng)
		if !ok {
			stats.Result = resultOf(NoLegalMoveLeft, p)
			return stats
		}
		if r.MoveLimit > 0 && stats.Moves >= r.MoveLimit {
			stats.Result = resultOf(MoveLimitReached, p)
			return stats
		}
		p = next
		stats.Moves++
		stats.LongestMove = max(stats.LongestMove, out.Laps)
		stats.LargestChain = max(stats.LargestChain, out.Chain)
		if out.Captured > 0 {
			history = history[:0] // fewer seeds on the board: no earlier position can come back
		}
		key := p.Key()
		seen = 1
		for _, k := range history {
			if k == key {
				seen++
			}
		}
		history = append(history, key)
	}
}

// randomMove plays a uniformly chosen legal move of the side to move; ok is
// false when there is none.
func (r *Rules) randomMove(p Position, rng *rand.Rand) (next Position, out Outcome, ok bool) {
	var candidates [RowLength]Hole
	n := 0
	first := HoleOf(p.Turn, 1)
	for h := first; h < first+RowLength; h++ {
		if p.Board[h] > 0 {
			candidates[n] = h
			n++
		}
	}
	for n > 0 {
		i := rng.IntN(n)
		if next, out = r.Apply(p, candidates[i]); !out.Endless {
			return next, out, true
		}
		n--
		candidates[i] = candidates[n]
	}
	return p, Outcome{}, false
}
