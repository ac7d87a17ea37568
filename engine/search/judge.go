package search

import (
	"slices"

	"walakpussa/engine"
)

// Judgement is what a move is worth against the best move of its position:
// the one verdict the review's marks and the tutor's warnings both read.
// Values are for the mover, in the meaning of Solve.
type Judgement struct {
	// Best lists the moves with the best value, in hole order.
	Best []engine.Hole
	// Before is the best value; After is the value of the move judged.
	Before, After int
	// Loss is Before − After, never below 0: the value given away, in which
	// a seed that ends up with the opponent instead of the mover counts 2.
	Loss int
	// Mark grades the move by its Loss.
	Mark Mark
	// BestEnd and End are the seeds the mover would hold at the end of the
	// round after the best move and after the move judged (see Final).
	BestEnd, End int
	// Seeds is the loss in seeds the mover can see: BestEnd − End, never
	// below 0 nor more than the seeds on the board.
	Seeds int
	// Captured is the seeds the move judged captures.
	Captured int
	// Exact reports that every value was proven.
	Exact bool
}

// Judge judges move, played in p, against values: the value of every legal
// move of p, in any order (as Evaluate or a review's search gives them).
// ok is false when move is not among them.
func Judge(p engine.Position, move engine.Hole, values []MoveValue) (j Judgement, ok bool) {
	played := slices.IndexFunc(values, func(v MoveValue) bool { return v.Move == move })
	if played < 0 {
		return Judgement{}, false
	}
	j.Before, j.Exact = values[played].Value, true
	for _, v := range values {
		j.Exact = j.Exact && v.Exact
		if v.Value > j.Before {
			j.Before, j.Best = v.Value, nil
		}
		if v.Value == j.Before {
			j.Best = append(j.Best, v.Move)
		}
	}
	slices.Sort(j.Best)
	j.After, j.Captured = values[played].Value, values[played].Captured
	j.Loss = max(0, j.Before-j.After)
	j.Mark = MarkOf(j.Loss)
	j.BestEnd, j.End = Final(p, j.Before)[p.Turn], Final(p, j.After)[p.Turn]
	j.Seeds = max(0, min(j.BestEnd-j.End, p.Board.Total()))
	return j, true
}
