package course

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTheWorksheetButtonHandsOnThePuzzlesTheFiltersShow(t *testing.T) {
	v := newTestPuzzles(t, LoadProgress(t.TempDir()))
	assert.False(t, v.print.Visible(), "hidden while nobody prints")
	var got []string
	v.OnWorksheet = func(ids []string) { got = ids }
	v.Content()
	require.True(t, v.print.Visible())
	v.level.SetSelectedIndex(1)
	var want []string
	for _, p := range v.all {
		if p.Level == 1 {
			want = append(want, p.ID)
		}
	}
	require.NotEmpty(t, want)
	test.Tap(v.print)
	assert.Equal(t, want, got, "the level-1 puzzles, in list order")
}

func TestTheHandoutButtonHandsOnTheLessonOpen(t *testing.T) {
	v, _ := newTestLessons(t, t.TempDir())
	assert.False(t, v.handout.Visible(), "hidden while nobody prints")
	var got string
	v.OnHandout = func(id string) { got = id }
	v.Content()
	require.True(t, v.handout.Visible())
	require.NoError(t, v.OpenLesson("relay"))
	test.Tap(v.handout)
	assert.Equal(t, "relay", got)
	v.SetPresenting(true)
	v.Content()
	assert.False(t, v.printing.Visible() && v.handout.Visible(), "no Handout… button on the projector")
	v.SetPresenting(false)
	assert.True(t, v.printing.Visible() && v.handout.Visible())
}
