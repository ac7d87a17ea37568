package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestGameHistoryListsTheEarlierPositions(t *testing.T) {
	g := NewGame(Standard(), Start())
	assert.Empty(t, g.History(), "no position before the start")
	_, err := g.Play(HoleOf(South, 1))
	require.NoError(t, err)
	_, err = g.Play(HoleOf(North, 3))
	require.NoError(t, err)
	positions := g.Positions()
	assert.Equal(t, []Key{positions[0].Key(), positions[1].Key()}, g.History())
}

func TestPlayTracedPlaysAndTraces(t *testing.T) {
	g := NewGame(Standard(), Start())
	tr, err := g.PlayTraced(HoleOf(South, 1))
	require.NoError(t, err)
	assert.Equal(t, "2,1,7,7,7,0,7/0,0,6,1,6,6,0 N 6:0", g.Position().String())
	assert.Equal(t, tr.Result, g.Position())
	_, err = g.PlayTraced(HoleOf(South, 2))
	var me *MoveError
	require.ErrorAs(t, err, &me)
	assert.Equal(t, NotYours, me.Problem)

	endless, _ := ParsePosition("0,2,1,1,2,1,0/1,0,1,2,1,0,1 S 0:0")
	g = NewGame(Standard(), endless)
	_, err = g.PlayTraced(HoleOf(South, 4))
	require.ErrorAs(t, err, &me)
	assert.Equal(t, EndlessMove, me.Problem)
	assert.Empty(t, g.Moves(), "an endless move is not played")
}
