package course

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/board"
	"walakpussa/assets/i18n"
	"walakpussa/engine"
	"walakpussa/lessons"
)

// rebuildLessons drops old and builds the lessons view again over its
// model, as the main window does after a language switch, a zoom or
// presenting.
func rebuildLessons(t *testing.T, old *LessonsView) *LessonsView {
	t.Helper()
	old.Stop()
	v, _ := newTestLessonsOver(t, old.store, old.model)
	return v
}

// stepOfKind opens the first step of kind in lesson id and returns its
// index.
func stepOfKind(t *testing.T, v *LessonsView, id string, kind lessons.StepKind, ask func(lessons.Ask) bool) int {
	t.Helper()
	require.NoError(t, v.OpenLesson(id))
	for k, s := range v.lesson.Steps {
		if s.Kind == kind && (ask == nil || ask(s.Ask)) {
			v.goTo(k)
			return k
		}
	}
	require.Failf(t, "no such step", "%s has no %v step", id, kind)
	return -1
}

func TestANewLessonsViewShowsTheLessonAndStepOfItsModel(t *testing.T) {
	old, _ := newTestLessons(t, t.TempDir())
	require.NoError(t, old.OpenLesson("relay"))
	old.goTo(2)
	v := rebuildLessons(t, old)
	assert.Equal(t, "relay", v.lesson.ID)
	assert.Equal(t, 2, v.model.step)
	assert.Same(t, old.course, v.course, "the course is not loaded again")
	assert.True(t, v.model.inFront)
	assert.NotContains(t, v.store.watchers, old, "the old view no longer hears of the progress")
	assert.Contains(t, v.store.watchers, v)
}

func TestAPredictionAnsweredWrongStaysAnsweredWhenTheViewIsBuiltAgain(t *testing.T) {
	old, _ := newTestLessons(t, t.TempDir())
	k := stepOfKind(t, old, "pearl-necklace", lessons.PredictStep, func(a lessons.Ask) bool { return !a.WantsHole() })
	answer := old.view.step.Answer().Count
	old.view.count.SetText("99")
	old.view.count.OnSubmitted("99")
	settle(old.view)
	require.True(t, old.view.answered)
	verdict := shown(old.view.feedback)
	require.Contains(t, verdict, "Not quite")
	answered := old.store.progress.Lessons["pearl-necklace"]

	v := rebuildLessons(t, old)
	assert.Equal(t, k, v.model.step)
	assert.True(t, v.view.answered, "still answered")
	assert.Equal(t, verdict, shown(v.view.feedback), "with its verdict")
	assert.Equal(t, "99", v.view.count.Text, "and the answer given")
	assert.True(t, v.view.count.Disabled())
	assert.Equal(t, old.view.board.State(), v.view.board.State(), "the move is shown as it ended")
	assert.Equal(t, answered, v.store.progress.Lessons["pearl-necklace"], "nothing is recorded twice")
	assert.NotEqual(t, 99, answer)

	v.goTo(k)
	assert.False(t, v.view.answered, "going to the step again starts it afresh")
}

func TestADemoStaysAtItsEventAndItsMarksWhenTheViewIsBuiltAgain(t *testing.T) {
	old, _ := newTestLessons(t, t.TempDir())
	stepOfKind(t, old, "relay", lessons.DemoStep, nil)
	for range 3 {
		old.view.demo.Player.Forward()
	}
	old.view.demo.show()
	drawn := []board.Mark{board.Ring(engine.HoleOf(engine.North, 3), board.Blue)}
	old.view.board.SetMarks(drawn)
	state := old.view.board.State()

	v := rebuildLessons(t, old)
	assert.Equal(t, 3, v.view.demo.Player.Index(), "the event shown")
	assert.Equal(t, state, v.view.board.State())
	assert.Equal(t, drawn, v.view.board.Marks(), "what the teacher drew")
	assert.False(t, v.view.demo.Player.Playing())
}

func TestASolvedPuzzleStaysSolvedInAnotherLanguage(t *testing.T) {
	t.Cleanup(func() { require.NoError(t, i18n.Use(i18n.English)) })
	lessonsView, _ := newTestLessons(t, t.TempDir())
	store, model := lessonsView.store, NewModel()
	old := newTestPuzzlesOver(t, store, lessonsView.Course(), model)
	old.background = func(work func() func()) { work()() }
	old.level.SetSelectedIndex(2)
	old.unsolved.SetChecked(true)
	require.NoError(t, old.OpenPuzzle("pearls-1"))
	old.unsolved.SetChecked(true)
	old.view.showHint()
	puzzle := old.puzzle
	tapBoardHole(old.view.board, puzzle.Solution)
	settle(old.view)
	require.Contains(t, shown(old.view.feedback), "Solved!")
	tries := store.progress.Puzzles["pearls-1"]

	require.NoError(t, i18n.Use("de"))
	lessonsView.Stop()
	german, _ := newTestLessonsOver(t, store, lessonsView.model)
	old.Stop()
	v := newTestPuzzlesOver(t, store, german.Course(), model)
	require.NotNil(t, v.puzzle)
	assert.Equal(t, "pearls-1", v.puzzle.ID, "the puzzle open")
	assert.NotEqual(t, puzzle.Text, v.puzzle.Text, "in German")
	assert.True(t, v.view.answered, "solved")
	assert.Equal(t, 1, v.view.hints, "with its hint")
	assert.Contains(t, shown(v.view.feedback), "Gelöst!")
	before, after := old.view.board.State(), v.view.board.State()
	assert.Equal(t, before.Board, after.Board, "the solution shown as it ended")
	assert.Equal(t, before.Chain, after.Chain, "with its chain")
	assert.Equal(t, "Start", after.Tags[puzzle.Solution], "its words in German")
	assert.Equal(t, tries, store.progress.Puzzles["pearls-1"], "nothing is recorded twice")
	assert.True(t, v.unsolved.Checked, "the filters")
	assert.Equal(t, 0, v.level.SelectedIndex(), "as opening the puzzle left them")
}
