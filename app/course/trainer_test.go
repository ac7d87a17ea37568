package course

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/stepper"
	"walakpussa/lessons"
)

func TestThePuzzleTrainerRatesFirstTriesAndPicksTheNextPuzzle(t *testing.T) {
	v := newTestPuzzles(t, LoadProgress(t.TempDir()))
	v.SetTempo(stepper.Instant)
	assert.Equal(t, "Your rating: 1500 ± 350. Streak: 0 (best 0).", v.rating.Text)

	v.NextPuzzle()
	first := v.puzzle
	require.NotNil(t, first)
	assert.Equal(t, 3, first.Level, "a new learner starts near level 3")
	assert.Contains(t, v.title.Text, "rated 1500")
	tapBoardHole(v.view.board, first.Solution)
	require.True(t, v.store.progress.Solved(first.ID))
	assert.Contains(t, v.rating.Text, "Streak: 1 (best 1)")
	assert.NotContains(t, v.rating.Text, "1500 ±", "the first try changes the rating")
	assert.NotContains(t, v.title.Text, "rated 1500", "and the puzzle's")

	v.NextPuzzle()
	assert.NotSame(t, first, v.puzzle, "Next puzzle picks one not solved")
	assert.False(t, v.store.progress.Solved(v.puzzle.ID))
	tapBoardHole(v.view.board, wrongMove(t, v.puzzle))
	assert.Contains(t, v.rating.Text, "Streak: 0 (best 1)", "a failed first try ends the streak")
}

func TestThePuzzleOfTheDayAndTheFilters(t *testing.T) {
	v := newTestPuzzles(t, LoadProgress(t.TempDir()))
	v.today = func() time.Time { return time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC) }
	v.DailyPuzzle()
	require.NotNil(t, v.puzzle)
	assert.Same(t, lessons.DailyPuzzle(v.all, v.today()), v.puzzle)

	v.theme.SetSelectedIndex(1 + indexOf(v.themes, lessons.ThemeLongChain))
	require.NotEmpty(t, v.shown)
	for _, p := range v.shown {
		assert.Equal(t, lessons.ThemeLongChain, p.Theme, "the theme filter compares values")
	}
	v.clearFilters()
	all := len(v.shown)
	v.store.record(func(p *lessons.Progress) { p.Try(v.all[0], true) })
	v.unsolved.SetChecked(true)
	assert.Len(t, v.shown, all-1, "unsolved only hides the puzzle solved")
}

// indexOf is the index of t in themes.
func indexOf(themes []lessons.Theme, t lessons.Theme) int {
	for i, th := range themes {
		if th == t {
			return i
		}
	}
	return -1
}
