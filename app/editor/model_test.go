package editor_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/editor"
	"walakpussa/engine"
)

func hole(t *testing.T, name string) engine.Hole {
	t.Helper()
	h, err := engine.ParseHole(name)
	require.NoError(t, err)
	return h
}

func position(t *testing.T, text string) engine.Position {
	t.Helper()
	p, err := engine.ParsePosition(text)
	require.NoError(t, err)
	return p
}

func TestEveryOperationChangesThePositionAsItSays(t *testing.T) {
	start := "4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0"
	cases := []struct {
		name string
		do   func(m *editor.Model) error
		want string
	}{
		{"add", func(m *editor.Model) error { return m.Add(hole(t, "S3")) }, "4,4,5,4,4,4,4/4,4,4,4,4,4,4 S 0:0"},
		{"take", func(m *editor.Model) error { m.Take(hole(t, "N7")); return nil }, "4,4,4,4,4,4,4/4,4,4,4,4,4,3 S 0:0"},
		{"set count", func(m *editor.Model) error { return m.SetCount(hole(t, "N1"), 17) }, "4,4,4,4,4,4,4/17,4,4,4,4,4,4 S 0:0"},
		{"move", func(m *editor.Model) error { m.Move(hole(t, "S1"), hole(t, "N2")); return nil }, "0,4,4,4,4,4,4/4,8,4,4,4,4,4 S 0:0"},
		{"clear board", func(m *editor.Model) error { m.ClearBoard(); return nil }, "0,0,0,0,0,0,0/0,0,0,0,0,0,0 S 0:0"},
		{"clear South", func(m *editor.Model) error { m.ClearRow(engine.South); return nil }, "0,0,0,0,0,0,0/4,4,4,4,4,4,4 S 0:0"},
		{"clear North", func(m *editor.Model) error { m.ClearRow(engine.North); return nil }, "4,4,4,4,4,4,4/0,0,0,0,0,0,0 S 0:0"},
		{"turn", func(m *editor.Model) error { m.SetTurn(engine.North); return nil }, "4,4,4,4,4,4,4/4,4,4,4,4,4,4 N 0:0"},
		{"South holds", func(m *editor.Model) error { return m.SetHeld(engine.South, 12) }, "4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 12:0"},
		{"North holds", func(m *editor.Model) error { return m.SetHeld(engine.North, 3) }, "4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:3"},
		{"notation", func(m *editor.Model) error { return m.SetNotation("1,0,0,0,0,0,0/0,0,0,0,0,0,2 N 5:6") }, "1,0,0,0,0,0,0/0,0,0,0,0,0,2 N 5:6"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := editor.NewModel(position(t, start))
			require.NoError(t, c.do(m))
			assert.Equal(t, c.want, m.Notation())
			assert.Equal(t, c.want, m.Position().String())
			require.True(t, m.CanUndo(), "every change can be undone")
			require.True(t, m.Undo())
			assert.Equal(t, start, m.Notation())
			require.True(t, m.Redo())
			assert.Equal(t, c.want, m.Notation())
		})
	}
}

func TestFillPutsFourSeedsInEveryHoleAndKeepsTheRest(t *testing.T) {
	m := editor.NewModel(position(t, "0,0,9,0,0,0,0/0,0,0,0,0,0,0 N 3:4"))
	m.Fill()
	assert.Equal(t, "4,4,4,4,4,4,4/4,4,4,4,4,4,4 N 3:4", m.Notation())
}

func TestTakingFromAnEmptyHoleOrMovingAHoleOntoItselfChangesNothing(t *testing.T) {
	m := editor.NewModel(position(t, "0,1,0,0,0,0,0/0,0,0,0,0,0,0 S 0:0"))
	m.Take(hole(t, "S1"))
	m.Move(hole(t, "S2"), hole(t, "S2"))
	m.SetTurn(engine.South)
	assert.False(t, m.CanUndo(), "no change, nothing to undo")
	assert.Equal(t, "0,1,0,0,0,0,0/0,0,0,0,0,0,0 S 0:0", m.Notation())
}

func TestTheBoardNeverHoldsMoreThanTheEngineAllows(t *testing.T) {
	m := editor.NewModel(position(t, "250,0,0,0,0,0,0/0,0,0,0,0,0,5 S 0:0"))
	err := m.Add(hole(t, "S2"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "at most 255")
	assert.Contains(t, err.Error(), "256")
	err = m.SetCount(hole(t, "N1"), 1000)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "1255")
	assert.Error(t, m.SetCount(hole(t, "N1"), -1))
	assert.Equal(t, "250,0,0,0,0,0,0/0,0,0,0,0,0,5 S 0:0", m.Notation(), "a refused change leaves the board as it was")
	assert.False(t, m.CanUndo())
	require.NoError(t, m.SetCount(hole(t, "S1"), 245), "fewer in the same hole frees room")
	require.NoError(t, m.SetCount(hole(t, "N1"), 5))
	b := m.Position().Board
	assert.Equal(t, 255, b.Total())
	m.Move(hole(t, "S1"), hole(t, "S2"))
	assert.Equal(t, "0,245,0,0,0,0,0/5,0,0,0,0,0,5 S 0:0", m.Notation(), "moving seeds keeps the total")
}

func TestHeldSeedsStayWithinWhatTheNotationReadsBack(t *testing.T) {
	m := editor.NewModel(engine.Start())
	assert.Error(t, m.SetHeld(engine.South, -1))
	assert.Error(t, m.SetHeld(engine.North, editor.MaxHeld+1))
	require.NoError(t, m.SetHeld(engine.North, editor.MaxHeld))
	back, err := engine.ParsePosition(m.Notation())
	require.NoError(t, err)
	assert.Equal(t, m.Position(), back)
}

func TestAMalformedNotationIsRefusedWithTheParsersErrorAndTheBoardKept(t *testing.T) {
	m := editor.NewModel(engine.Start())
	require.NoError(t, m.Add(hole(t, "S1")))
	before := m.Notation()
	for _, bad := range []string{"", "4,4,4/4 S 0:0", "4,4,4,4,4,4,4/4,4,4,4,4,4,x S 0:0", "4,4,4,4,4,4,4/4,4,4,4,4,4,4 W 0:0", "200,200,0,0,0,0,0/0,0,0,0,0,0,0 S 0:0"} {
		err := m.SetNotation(bad)
		_, parserErr := engine.ParsePosition(bad)
		require.Error(t, err, bad)
		assert.Equal(t, parserErr.Error(), err.Error())
		assert.Equal(t, before, m.Notation())
	}
	require.True(t, m.Undo())
	assert.False(t, m.CanUndo(), "a refused paste is not in the history")
}

func TestUndoAndRedoWalkTheHistoryBothWays(t *testing.T) {
	m := editor.NewModel(engine.Start())
	assert.False(t, m.Undo())
	assert.False(t, m.Redo())
	m.ClearBoard()
	require.NoError(t, m.Add(hole(t, "S1")))
	require.NoError(t, m.Add(hole(t, "S1")))
	m.SetTurn(engine.North)
	states := []string{
		"4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0",
		"0,0,0,0,0,0,0/0,0,0,0,0,0,0 S 0:0",
		"1,0,0,0,0,0,0/0,0,0,0,0,0,0 S 0:0",
		"2,0,0,0,0,0,0/0,0,0,0,0,0,0 S 0:0",
		"2,0,0,0,0,0,0/0,0,0,0,0,0,0 N 0:0",
	}
	for i := len(states) - 2; i >= 0; i-- {
		require.True(t, m.Undo())
		assert.Equal(t, states[i], m.Notation())
	}
	assert.False(t, m.CanUndo())
	for i := 1; i < len(states); i++ {
		require.True(t, m.Redo())
		assert.Equal(t, states[i], m.Notation())
	}
	assert.False(t, m.CanRedo())
	m.Undo()
	m.Undo()
	require.NoError(t, m.Add(hole(t, "N3")))
	assert.False(t, m.CanRedo(), "a new change drops what was undone")
	assert.Equal(t, "1,0,0,0,0,0,0/0,0,1,0,0,0,0 S 0:0", m.Notation())
	require.True(t, m.Undo())
	assert.Equal(t, states[2], m.Notation())
}
