package play

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestTheCursorStepsThroughTheMovesOfTheMatch(t *testing.T) {
	match := Shape{3, 4} // a round of 3 moves over, a second of 4 being played
	live, end := LiveCursor(), Cursor{Round: 0, End: true}
	move := func(r, i int) Cursor { return Cursor{Round: r, Move: i} }
	for _, tc := range []struct {
		name string
		from Cursor
		step func(Cursor) Cursor
		want Cursor
	}{
		{"Left from the game: the move before the last", live, func(c Cursor) Cursor { return c.Back(match) }, move(1, 2)},
		{"Left from a move", move(1, 2), func(c Cursor) Cursor { return c.Back(match) }, move(1, 1)},
		{"Left at the first move stays", move(1, 0), func(c Cursor) Cursor { return c.Back(match) }, move(1, 0)},
		{"Left from an earlier round's end: its last move", end, func(c Cursor) Cursor { return c.Back(match) }, move(0, 2)},
		{"Right to the move before the last", move(1, 1), func(c Cursor) Cursor { return c.Forward(match) }, move(1, 2)},
		{"Right past the move before the last: the game", move(1, 2), func(c Cursor) Cursor { return c.Forward(match) }, live},
		{"Right past an earlier round's last move: its end", move(0, 2), func(c Cursor) Cursor { return c.Forward(match) }, end},
		{"Right at an earlier round's end stays", end, func(c Cursor) Cursor { return c.Forward(match) }, end},
		{"Right on the game stays", live, func(c Cursor) Cursor { return c.Forward(match) }, live},
		{"Home from the game", live, func(c Cursor) Cursor { return c.Home(match) }, move(1, 0)},
		{"Home in an earlier round", end, func(c Cursor) Cursor { return c.Home(match) }, move(0, 0)},
	} {
		assert.Equal(t, tc.want, tc.step(tc.from), tc.name)
	}
}

func TestTheLastMoveOfTheRoundBeingPlayedIsTheGame(t *testing.T) {
	match := Shape{3, 4}
	for _, tc := range []struct {
		round, move int
		want        Cursor
		ok          bool
	}{
		{1, 3, LiveCursor(), true},
		{1, 2, Cursor{Round: 1, Move: 2}, true},
		{0, 2, Cursor{Round: 0, Move: 2}, true},
		{0, 3, Cursor{}, false},
		{2, 0, Cursor{}, false},
		{1, -1, Cursor{}, false},
	} {
		got, ok := AtMove(match, tc.round, tc.move)
		assert.Equal(t, tc.ok, ok, "round %d move %d", tc.round, tc.move)
		assert.Equal(t, tc.want, got, "round %d move %d", tc.round, tc.move)
	}
	assert.Equal(t, Cursor{Round: 0, End: true}, AtRoundEnd(match, 0))
	assert.Equal(t, LiveCursor(), AtRoundEnd(match, 1), "the round being played ends in the game")
	assert.Equal(t, 1, LiveCursor().RoundOf(match))
}

func TestACursorStaysPutInAGameWithoutMoves(t *testing.T) {
	fresh := Shape{0}
	live := LiveCursor()
	assert.Equal(t, live, live.Back(fresh))
	assert.Equal(t, live, live.Forward(fresh))
	assert.Equal(t, live, live.Home(fresh))
	oneMove := Shape{1}
	assert.Equal(t, live, live.Back(oneMove), "the only move is the game itself")
}
