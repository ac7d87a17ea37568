package play

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"walakpussa/app/internal/testkit"
	"walakpussa/engine"
	"walakpussa/engine/search"
)

// The case a new user met: 45 seeds on the board and a margin swing of 49
// between the best move and the move played. The warning counts seeds the
// learner would hold at the end of the round, at most the 45 on the board.
func TestTutorCountsTheLossInSeedsOnTheBoard(t *testing.T) {
	p := testkit.Position(t, "3,3,3,3,3,3,3/4,4,4,4,4,4,0 S 1:0")
	assert.Equal(t, 45, p.Board.Total())
	values := []search.MoveValue{{Move: testkit.Hole("S6"), Value: 25}, {Move: testkit.Hole("S4"), Value: -24}}

	w := judgeMove(p, testkit.Hole("S4"), values)
	assert.True(t, w.warn)
	assert.Equal(t, 1+35, w.bestEnd, "S6: South holds 1 and takes (45+25)/2 of the board")
	assert.Equal(t, 1+10, w.playedEnd, "S4: South holds 1 and takes (45-24)/2 of the board")
	assert.Equal(t, 25, w.loss)
	assert.Equal(t, "Careful: S4 gives away about 25 seeds of the 45 seeds on the board: "+
		"you would end the round with about 11 instead of 36 with S6. Play it anyway?", warningText(testkit.Hole("S4"), w))
}

func TestTutorNeverCountsMoreThanTheSeedsOnTheBoard(t *testing.T) {
	p := testkit.Position(t, "3,3,3,3,3,3,3/4,4,4,4,4,4,0 S 1:0")
	values := []search.MoveValue{{Move: testkit.Hole("S6"), Value: 60}, {Move: testkit.Hole("S4"), Value: -60}}
	assert.Equal(t, 45, judgeMove(p, testkit.Hole("S4"), values).loss)
}

func TestTutorLetsASmallLossPass(t *testing.T) {
	p := testkit.Position(t, "3,3,3,3,3,3,3/4,4,4,4,4,4,0 S 1:0")
	values := []search.MoveValue{{Move: testkit.Hole("S6"), Value: 5}, {Move: testkit.Hole("S4"), Value: -1}}
	w := judgeMove(p, testkit.Hole("S4"), values)
	assert.Equal(t, 3, w.loss, "a margin swing of 6 is 3 seeds")
	assert.False(t, w.warn, "3 seeds is within TutorMargin")
	assert.False(t, judgeMove(p, testkit.Hole("S6"), values).warn, "the best move passes")
	assert.False(t, judgeMove(p, engine.NoHole, nil).warn)
}
