package lessons

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/engine"
)

// winningMove finds a move of l that keeps the win, trying each on a copy.
func winningMove(t *testing.T, l *Line) engine.Hole {
	t.Helper()
	for _, h := range engine.Holes(l.Position.Turn) {
		if l.Position.Board[h] == 0 {
			continue
		}
		try := *l
		try.path = append([]engine.Key(nil), l.path...)
		if step, err := try.Play(h); err == nil && step.Holds {
			return h
		}
	}
	t.Fatal("no move keeps the win")
	return engine.NoHole
}

func TestEveryWinInPuzzleOfTheCourseIsPlayedOutToTheWin(t *testing.T) {
	course, errs := Builtin()
	require.Empty(t, errs)
	played := 0
	for _, pz := range course.Puzzles() {
		if !pz.PlaysOut() {
			continue
		}
		played++
		l := NewLine(engine.Standard(), pz)
		step, err := l.Play(pz.Solution)
		require.NoError(t, err)
		require.True(t, step.Holds, "%s: the solution keeps the win", pz.ID)
		moves := 1
		for !step.Won {
			require.NotNil(t, step.Defence, "%s: the computer answers while the round goes on", pz.ID)
			assert.Equal(t, step.Move.Result, step.Defence.Start)
			assert.Equal(t, pz.Goal.N-moves, l.Left)
			require.Positive(t, l.Left, "%s: the learner still has moves to win in", pz.ID)
			step, err = l.Play(winningMove(t, l))
			require.NoError(t, err)
			require.True(t, step.Holds)
			moves++
		}
		assert.LessOrEqual(t, moves, pz.Goal.N, "%s: won within %d moves", pz.ID, pz.Goal.N)
	}
	assert.Greater(t, played, 3, "the course has win-in puzzles of more than one move")
}

func TestAMoveThatLetsTheWinSlipEndsTheLine(t *testing.T) {
	course, errs := Builtin()
	require.Empty(t, errs)
	for _, pz := range course.Puzzles() {
		if !pz.PlaysOut() {
			continue
		}
		for _, h := range engine.Holes(pz.Position.Turn) {
			if pz.Position.Board[h] == 0 || h == pz.Solution {
				continue
			}
			l := NewLine(engine.Standard(), pz)
			step, err := l.Play(h)
			require.NoError(t, err)
			assert.False(t, step.Holds, "%s: only the solution keeps the win", pz.ID)
			assert.Nil(t, step.Defence)
			assert.Equal(t, pz.Position, l.Position, "the line stays where it was")
			assert.Equal(t, pz.Goal.N, l.Left)
			return
		}
	}
	t.Fatal("no win-in puzzle has a second move to try")
}

func TestALineRefusesAMoveThatCannotBePlayed(t *testing.T) {
	course, errs := Builtin()
	require.Empty(t, errs)
	for _, pz := range course.Puzzles() {
		if pz.PlaysOut() {
			_, err := NewLine(engine.Standard(), pz).Play(engine.HoleOf(pz.Position.Turn.Other(), 1))
			assert.Error(t, err)
			return
		}
	}
	t.Fatal("the course has no win-in puzzle to play out")
}
