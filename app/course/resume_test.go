package course

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/assets/i18n"
	"walakpussa/engine"
	"walakpussa/lessons"
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
	assert.Same(t, old.master, v.master, "the course is not loaded again")
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
	old.theme.SetSelectedIndex(1)
	old.unsolved.SetChecked(true)
	require.NotEmpty(t, old.shown)
	old.list.Select(1)
	chosen := old.puzzle
	require.NotNil(t, chosen)

	v := NewPuzzlesView(engine.Standard(), store, lessonsView.Course())
	v.Resume(old)
	assert.Equal(t, 2, v.level.SelectedIndex(), "the level filter")
	assert.Equal(t, 0, v.goal.SelectedIndex(), "the goal filter")
	assert.Equal(t, 1, v.theme.SelectedIndex(), "the theme filter")
	assert.True(t, v.unsolved.Checked, "unsolved only")
	assert.Equal(t, old.shown, v.shown)
	assert.Same(t, chosen, v.puzzle, "the puzzle chosen")
}

func TestEveryLessonOfTheCourseSpeaksTheLanguageChosen(t *testing.T) {
	if testing.Short() {
		t.Skip("opens every lesson in four languages, about 20 s; make test runs it")
	}
	v, _ := newTestLessons(t, t.TempDir())
	assert.False(t, v.message.Visible(), "in English nothing is said: %q", v.message.Text)
	for _, lang := range []string{"de", "pt", "id", "lv"} {
		require.NoError(t, i18n.Use(lang))
		t.Cleanup(func() { require.NoError(t, i18n.Use(i18n.English)) })
		v, _ = newTestLessons(t, t.TempDir())
		for _, l := range courseLessons(t, v) {
			require.NoError(t, v.OpenLesson(l.ID))
			assert.True(t, v.lesson.Translated, "%s: %s", lang, l.File)
			assert.False(t, v.message.Visible(), "%s: a translated lesson needs no notice", lang)
		}
	}
}

func TestATeachersLessonSpeaksItsTranslation(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) {
		require.NoError(t, os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644))
	}
	lesson := func(id string) string {
		return "id: " + id + "\ntitle: Good\nsummary: fine\nsteps:\n  - kind: your-move\n    text: Play the first hole of your row.\n" +
			"    position: 4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0\n    accept: S1\n    success: Well played, that is right.\n"
	}
	write("01-good.yaml", lesson("good"))
	write("02-other.yaml", lesson("other"))
	master, errs := lessons.LoadDir(os.DirFS(dir), ".")
	require.Empty(t, errs)
	fingerprint := lessons.Fingerprint(master.Lessons[0].Steps[0])
	write("de/01-good.yaml", "lesson: good\ntitle: Gut\nsummary: fein\nsteps:\n  - fingerprint: "+fingerprint+"\n    text: Spiele die erste Mulde deiner Reihe.\n    success: Gut gespielt, das stimmt.\n")

	require.NoError(t, i18n.Use("de"))
	t.Cleanup(func() { require.NoError(t, i18n.Use(i18n.English)) })
	v, _ := newTestLessons(t, t.TempDir())
	v.LoadFolder(dir)
	require.NoError(t, v.OpenLesson("good"))
	assert.Equal(t, "Gut", v.title.Text)
	assert.Equal(t, "Spiele die erste Mulde deiner Reihe.", v.view.step.Text)
	assert.False(t, v.message.Visible(), "a translated lesson needs no notice")
	require.NoError(t, v.OpenLesson("other"))
	assert.Equal(t, "Good", v.title.Text, "a lesson with no translation shows the master")
	assert.Equal(t, "Diese Lektion ist noch nicht übersetzt und wird auf Englisch gezeigt.", v.message.Text)
}

func TestAfterALanguageSwitchThePuzzlesSpeakTheNewLanguage(t *testing.T) {
	t.Cleanup(func() { require.NoError(t, i18n.Use(i18n.English)) })
	oldLessons, _ := newTestLessons(t, t.TempDir())
	old := NewPuzzlesView(engine.Standard(), oldLessons.store, oldLessons.Course())
	oldLessons.OnCourse = old.SetCourse
	old.list.Select(0)
	chosen := old.puzzle
	require.NotNil(t, chosen)

	require.NoError(t, i18n.Use("de"))
	lessonsView, _ := newTestLessons(t, t.TempDir())
	v := NewPuzzlesView(engine.Standard(), lessonsView.store, lessonsView.Course())
	lessonsView.OnCourse = v.SetCourse
	lessonsView.Resume(oldLessons) // as the main window does: the lessons first
	v.Resume(old)
	require.NotNil(t, v.puzzle)
	assert.Equal(t, chosen.ID, v.puzzle.ID, "the puzzle chosen")
	assert.NotEqual(t, chosen.Text, v.puzzle.Text, "its question is no longer the English one")
	for _, p := range v.all {
		assert.Same(t, p, lessonsView.Course().Puzzle(p.ID), "every puzzle listed is the German course's")
	}
}
