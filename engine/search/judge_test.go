package search

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"walakpussa/engine"
)

// TestJudge: one verdict for the review and the tutor. Loss is the value
// given away (a seed changing hands costs 2) and gives the Mark; Seeds is
// what the mover would hold at the end of the round after the best move
// minus after the move, at most the seeds on the board.
func TestJudge(t *testing.T) {
	south := "3,3,3,3,3,3,3/4,4,4,4,4,4,0 S 1:0" // 45 seeds on the board
	north := "3,3,3,3,3,3,3/4,4,4,4,4,4,0 N 1:7"
	s := func(n int) engine.Hole { return engine.HoleOf(engine.South, n) }
	n := func(k int) engine.Hole { return engine.HoleOf(engine.North, k) }
	for _, c := range []struct {
		name     string
		position string
		move     engine.Hole
		values   []MoveValue
		want     Judgement
	}{
		{"the best move loses nothing", south, s(6),
			[]MoveValue{{Move: s(6), Value: 25, Exact: true, Captured: 3}, {Move: s(4), Value: -24, Exact: true}},
			Judgement{Best: []engine.Hole{s(6)}, Before: 25, After: 25, Mark: MarkBest, BestEnd: 1 + 35, End: 1 + 35, Captured: 3, Exact: true}},
		{"a margin swing of 49 is 25 seeds of the board's 45", south, s(4),
			[]MoveValue{{Move: s(6), Value: 25, Exact: true}, {Move: s(4), Value: -24, Exact: true}},
			Judgement{Best: []engine.Hole{s(6)}, Before: 25, After: -24, Loss: 49, Mark: MarkBlunder, BestEnd: 1 + 35, End: 1 + 10, Seeds: 25, Exact: true}},
		{"never more seeds than the board holds", south, s(4),
			[]MoveValue{{Move: s(6), Value: 60}, {Move: s(4), Value: -60}},
			Judgement{Best: []engine.Hole{s(6)}, Before: 60, After: -60, Loss: 120, Mark: MarkBlunder, BestEnd: 1 + 52, End: 1 - 7, Seeds: 45}},
		{"a swing of 6 is 3 seeds, an inaccuracy", south, s(4),
			[]MoveValue{{Move: s(6), Value: 5}, {Move: s(4), Value: -1}},
			Judgement{Best: []engine.Hole{s(6)}, Before: 5, After: -1, Loss: 6, Mark: MarkInaccuracy, BestEnd: 1 + 25, End: 1 + 22, Seeds: 3}},
		{"ties in any order are listed in hole order", south, s(2),
			[]MoveValue{{Move: s(3), Value: 4, Exact: true}, {Move: s(2), Value: 2, Exact: true, Captured: 6}, {Move: s(1), Value: 4}},
			Judgement{Best: []engine.Hole{s(1), s(3)}, Before: 4, After: 2, Loss: 2, Mark: MarkGood, BestEnd: 1 + 24, End: 1 + 23, Seeds: 1, Captured: 6}},
		{"a swing of 1 is a good move and rounds to no seed", south, s(2),
			[]MoveValue{{Move: s(1), Value: 4, Exact: true}, {Move: s(2), Value: 3, Exact: true}},
			Judgement{Best: []engine.Hole{s(1)}, Before: 4, After: 3, Loss: 1, Mark: MarkGood, BestEnd: 1 + 24, End: 1 + 24, Exact: true}},
		{"a mistake, for North", north, n(1),
			[]MoveValue{{Move: n(2), Value: 9, Exact: true}, {Move: n(1), Value: -5, Exact: true}},
			Judgement{Best: []engine.Hole{n(2)}, Before: 9, After: -5, Loss: 14, Mark: MarkMistake, BestEnd: 7 + 27, End: 7 + 20, Seeds: 7, Exact: true}},
	} {
		t.Run(c.name, func(t *testing.T) {
			j, ok := Judge(mustParse(t, c.position), c.move, c.values)
			assert.True(t, ok)
			assert.Equal(t, c.want, j)
		})
	}
	p := mustParse(t, south)
	_, ok := Judge(p, s(5), []MoveValue{{Move: s(6), Value: 1}})
	assert.False(t, ok, "a move not among the values")
	_, ok = Judge(p, s(6), nil)
	assert.False(t, ok, "no values: the round is over")
}
