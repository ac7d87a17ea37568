package course

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/assets/i18n"
	"walakpussa/engine"
)

func TestANewLessonsViewResumesTheLessonAndStep(t *testing.T) {
	dir := t.TempDir()
	old, _ := newTestLessons(t, dir)
	require.NoError(t, old.OpenLesson("relay"))
	old.goTo(2)
	v, _ := newTestLessons(t, dir)
	v.Resume(old)
	assert.Equal(t, "relay", v.lesson.ID)
	assert.Equal(t, 2, v.step)
	assert.Same(t, old.course, v.course, "the course is not loaded again")
	assert.True(t, v.inFront)
	assert.NotContains(t, v.store.watchers, old, "the old view no longer hears of the progress")
	assert.Contains(t, v.store.watchers, v)
}

func TestANewPuzzlesViewResumesTheFiltersAndThePuzzle(t *testing.T) {
	a := test.NewTempApp(t)
	w := a.NewWindow("puzzles")
	defer w.Close()
	lessonsView, _ := newTestLessons(t, t.TempDir())
	store := lessonsView.store
	old := NewPuzzlesView(engine.Standard(), store, lessonsView.Course())
	w.SetContent(old.Content())
	w.Resize(fyne.NewSize(1100, 760))
	old.level.SetSelectedIndex(2)
	require.NotEmpty(t, old.shown)
	old.list.Select(1)
	chosen := old.puzzle
	require.NotNil(t, chosen)

	v := NewPuzzlesView(engine.Standard(), store, lessonsView.Course())
	v.Resume(old)
	assert.Equal(t, 2, v.level.SelectedIndex(), "the level filter")
	assert.Equal(t, 0, v.goal.SelectedIndex(), "the goal filter")
	assert.Equal(t, old.shown, v.shown)
	assert.Same(t, chosen, v.puzzle, "the puzzle chosen")
}

func TestInAnotherLanguageTheEnglishLessonsSaySo(t *testing.T) {
	v, _ := newTestLessons(t, t.TempDir())
	assert.False(t, v.message.Visible(), "in English nothing is said")
	require.NoError(t, i18n.Use("de"))
	t.Cleanup(func() { require.NoError(t, i18n.Use(i18n.English)) })
	v, _ = newTestLessons(t, t.TempDir())
	assert.True(t, v.message.Visible())
	assert.Equal(t, "Diese Lektion ist noch nicht übersetzt und wird auf Englisch gezeigt.", v.message.Text)
}
