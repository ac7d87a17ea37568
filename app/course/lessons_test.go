package course

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/board"
	"walakpussa/app/internal/testkit"
	"walakpussa/app/words"
	"walakpussa/engine"
	"walakpussa/lessons"
)

// newTestLessons returns the lessons view of the built-in course with its
// progress kept in dir, in a test window, with a clock driven by hand and
// background work run at once.
func newTestLessons(t *testing.T, dir string) (*LessonsView, *testkit.Clock) {
	t.Helper()
	return newTestLessonsOver(t, LoadProgress(dir), NewModel())
}

// newTestLessonsOver is newTestLessons with the progress in store, over
// model, as the main window builds the view again.
func newTestLessonsOver(t *testing.T, store *ProgressStore, model *Model) (*LessonsView, *testkit.Clock) {
	t.Helper()
	a := test.NewTempApp(t)
	w := a.NewWindow("lessons")
	t.Cleanup(w.Close)
	v := NewLessonsView(w, engine.Standard(), store, model)
	v.SetInFront(true)
	clock := &testkit.Clock{}
	v.after = clock.After
	v.SetBackground(testkit.AtOnce)
	w.SetContent(v.Content())
	w.Resize(fyne.NewSize(1100, 760))
	return v, clock
}

// newTestPuzzles returns the puzzles view of the built-in course with the
// progress in store, in a test window, with background work run at once
// and a clock driven by hand (moves being sown wait for it).
func newTestPuzzles(t *testing.T, store *ProgressStore) *PuzzlesView {
	t.Helper()
	course, errs := lessons.Builtin()
	require.Empty(t, errs)
	return newTestPuzzlesOver(t, store, course, NewModel())
}

// newTestPuzzlesOver is newTestPuzzles of course over model, as the main
// window builds the view again.
func newTestPuzzlesOver(t *testing.T, store *ProgressStore, course *lessons.Course, model *Model) *PuzzlesView {
	t.Helper()
	a := test.NewTempApp(t)
	w := a.NewWindow("puzzles")
	t.Cleanup(w.Close)
	v := NewPuzzlesView(engine.Standard(), store, course, model)
	v.background = testkit.AtOnce
	v.after = (&testkit.Clock{}).After
	w.SetContent(v.Content())
	w.Resize(fyne.NewSize(1100, 760))
	return v
}

// heldWork is a ui.Background that keeps the work until the test runs it,
// as a slow search or load would keep the view waiting.
type heldWork struct{ pending []func() func() }

// hold keeps work; it has the shape of ui.Background.
func (h *heldWork) hold(work func() func()) { h.pending = append(h.pending, work) }

// finish runs the work held i-th, then its answer, as on the UI goroutine.
func (h *heldWork) finish(i int) { h.pending[i]()() }

// copyLessons copies lesson files of the built-in course into a new folder.
func copyLessons(t *testing.T, names ...string) string {
	t.Helper()
	dir := t.TempDir()
	for _, name := range names {
		data, err := os.ReadFile(filepath.Join("../../lessons/course", name))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), data, 0o644))
	}
	return dir
}

// shown returns the text rt shows, without the zero-width wrap guards.
func shown(rt *widget.RichText) string { return strings.ReplaceAll(rt.String(), "\u200b", "") }

// tapBoardHole taps hole h on a step's board.
func tapBoardHole(b *board.Board, h engine.Hole) {
	test.TapAt(b, board.NewLayout(b.Size()).Holes[h].Center)
}

// settle finishes the moves being sown in v, one after the other.
func settle(v *stepView) {
	for v.demo != nil && v.demo.Player.Playing() {
		v.demo.finish()
	}
}

// answerStep does what a learner who knows the answer does at step s.
func answerStep(t *testing.T, v *stepView) {
	t.Helper()
	s := v.step
	switch s.Kind {
	case lessons.DemoStep:
		v.demo.Pause()
		v.demo.Player.ToEnd()
		assert.True(t, v.demo.Player.AtEnd())
	case lessons.YourMoveStep:
		tapBoardHole(v.board, s.Accept[0])
		assert.Contains(t, shown(v.feedback), "Well done!")
	case lessons.PredictStep:
		if s.Ask.WantsHole() {
			tapBoardHole(v.board, s.Answer().Hole)
		} else {
			test.Type(v.count, s.Answer().String())
			v.count.OnSubmitted(v.count.Text)
		}
		assert.Contains(t, shown(v.feedback), "Right!")
		require.NotNil(t, v.demo, "the move is then played")
	case lessons.PuzzleStep:
		tapBoardHole(v.board, s.Puzzle.Solution)
		played := []engine.Hole{s.Puzzle.Solution}
		for s.Puzzle.PlaysOut() && !v.answered && len(played) <= s.Puzzle.Goal.N {
			settle(v)
			h := keepsTheWin(t, v.env.rules, s.Puzzle, played)
			played = append(played, h)
			tapBoardHole(v.board, h)
		}
		assert.Contains(t, shown(v.feedback), "Solved!")
	}
	if s.Kind.Interactive() {
		assert.True(t, v.answered)
	}
}

func TestALearnerWorksThroughAWholeLesson(t *testing.T) {
	dir := t.TempDir()
	v, _ := newTestLessons(t, dir)
	require.NoError(t, v.OpenLesson("sowing"))
	assert.Equal(t, "Lifting and sowing", v.title.Text)
	for k := range v.lesson.Steps {
		assert.Equal(t, k, v.model.step)
		answerStep(t, v.view)
		v.next.OnTapped()
	}
	assert.Equal(t, lessons.Done, v.store.progress.Status("sowing"))
	assert.Equal(t, "all-the-way-round", v.lesson.ID, "Next on the last step opens the next lesson")
	_, _, status := v.outlineLine(1, v.course.Lessons[1])
	assert.Equal(t, "done", status)
}

// courseLessons returns the lessons of the course v shows, failing the
// test when there are none: a walk over the course must not pass because
// the course failed to load.
func courseLessons(t *testing.T, v *LessonsView) []*lessons.Lesson {
	t.Helper()
	require.NotNil(t, v.course, "a course is loaded")
	require.NotEmpty(t, v.course.Lessons, "the course has lessons")
	return v.course.Lessons
}

func TestEveryStepOfTheCourseCanBeAnswered(t *testing.T) {
	if testing.Short() {
		t.Skip("answers every step of the whole course, about 30 s; make test runs it")
	}
	v, _ := newTestLessons(t, t.TempDir())
	for _, l := range courseLessons(t, v) {
		t.Run(l.ID, func(t *testing.T) {
			require.False(t, l.Broken(), l.File)
			require.NotEmpty(t, l.Steps, l.File)
			require.NoError(t, v.OpenLesson(l.ID))
			for k := range l.Steps {
				v.goTo(k)
				require.Equal(t, k, v.model.step)
				answerStep(t, v.view)
			}
			assert.Equal(t, lessons.Done, v.store.progress.Status(l.ID), "every interactive step answered: the lesson is done")
		})
	}
}

func TestAWrongMoveIsExplained(t *testing.T) {
	v, _ := newTestLessons(t, t.TempDir())
	require.NoError(t, v.OpenLesson("sowing"))
	var step *lessons.Step
	for k, s := range v.lesson.Steps {
		if s.Kind == lessons.YourMoveStep {
			v.goTo(k)
			step = s
		}
	}
	require.NotNil(t, step)
	for _, h := range engine.Holes(step.Position.Turn) {
		if step.Position.Board[h] > 0 && !step.Accepts(h) {
			tapBoardHole(v.view.board, h)
			assert.Contains(t, shown(v.view.feedback), "Not that one: "+h.String()+" sows")
			assert.Contains(t, shown(v.view.feedback), "Try again.")
			assert.False(t, v.view.answered)
			return
		}
	}
	t.Fatal("the step accepts every move")
}

func TestAWrongMoveIsExplainedInTheStepsOwnWordsWhenItHasThem(t *testing.T) {
	v, _ := newTestLessons(t, t.TempDir())
	require.NoError(t, v.OpenLesson("board"))
	for k, s := range v.lesson.Steps {
		if s.Kind != lessons.YourMoveStep || s.Wrong == "" {
			continue
		}
		v.goTo(k)
		for _, h := range engine.Holes(s.Position.Turn) {
			if s.Position.Board[h] > 0 && !s.Accepts(h) {
				tapBoardHole(v.view.board, h)
				feedback := shown(v.view.feedback)
				assert.Contains(t, feedback, "Not that one: "+strings.Fields(s.Wrong)[0])
				assert.Contains(t, feedback, "Try again.")
				assert.NotContains(t, feedback, " sows ", "the engine's account of the move, with its laps and pussa, is left out")
				assert.False(t, v.view.answered)
				return
			}
		}
	}
	t.Fatal("the first lesson has no your-move step with its own words for a wrong move")
}

func TestAWrongPredictionShowsTheAnswer(t *testing.T) {
	v, _ := newTestLessons(t, t.TempDir())
	require.NoError(t, v.OpenLesson("relay"))
	for k, s := range v.lesson.Steps {
		if s.Kind == lessons.PredictStep && s.Ask.WantsHole() {
			v.goTo(k)
			wrong := s.Answer().Hole.Next()
			tapBoardHole(v.view.board, wrong)
			assert.Contains(t, shown(v.view.feedback), "Not quite: you said "+wrong.String()+", the answer is "+s.Answer().String())
			settle(v.view)
			tags := v.view.board.State().Tags
			assert.Equal(t, "yours", tags[wrong], "the board marks the hole tapped")
			assert.Equal(t, "answer", tags[s.Answer().Hole], "and the right one")
			return
		}
	}
	t.Fatal("no hole prediction in the relay lesson")
}

func TestProgressSurvivesARestartOfTheApp(t *testing.T) {
	dir := t.TempDir()
	v, _ := newTestLessons(t, dir)
	require.NoError(t, v.OpenLesson("relay"))
	v.next.OnTapped()
	v.next.OnTapped()
	again, _ := newTestLessons(t, dir)
	assert.Equal(t, lessons.InProgress, again.store.progress.Status("relay"))
	require.NoError(t, again.OpenLesson("relay"))
	assert.Equal(t, 2, again.model.step, "the learner is back on the step he left")
	again.ResetProgress()
	assert.Equal(t, lessons.New, LoadProgress(dir).progress.Status("relay"))
}

func TestABrokenLessonShowsItsErrorsAndTheOthersStillLoad(t *testing.T) {
	dir := copyLessons(t, "01-board.yaml")
	require.NoError(t, os.WriteFile(filepath.Join(dir, "02-broken.yaml"), []byte("id: broken\ntitle: Broken\nsummary: x\nsteps:\n  - kind: text\n    position: 4,4/4 S 0:0\n    text: hi\n"), 0o644))
	v, _ := newTestLessons(t, t.TempDir())
	v.LoadFolder(dir)
	require.Len(t, v.course.Lessons, 2)
	assert.Equal(t, "board", v.lesson.ID, "the sound lesson opens")
	assert.Contains(t, v.message.Text, "problem")
	v.open(1)
	assert.True(t, v.next.Disabled())
	shown := ""
	for _, o := range v.holder.Objects[0].(*container.Scroll).Content.(*fyne.Container).Objects {
		shown += o.(*widget.Label).Text + "\n"
	}
	assert.Contains(t, shown, "02-broken.yaml:6")
	assert.Contains(t, shown, "holes given, 14 expected")
}

func TestPuzzlesViewFiltersHintsAndCounts(t *testing.T) {
	store := LoadProgress(t.TempDir())
	v := newTestPuzzles(t, store)
	course, _ := lessons.Builtin()
	total := len(course.Puzzles())
	assert.Equal(t, "Solved 0 of 110 (110 shown)", v.solved.Text)
	v.level.SetSelected("1")
	require.NotEmpty(t, v.shown, "the course has puzzles of level 1")
	assert.Less(t, len(v.shown), total)
	for _, p := range v.shown {
		assert.Equal(t, 1, p.Level)
	}
	v.level.SetSelectedIndex(0)
	v.goal.SetSelected(words.Goal(lessons.ChainOf))
	require.NotEmpty(t, v.shown, "the course has chain puzzles")
	assert.Less(t, len(v.shown), total)
	for _, p := range v.shown {
		assert.Equal(t, lessons.ChainOf, p.Goal.Kind)
	}
	require.NoError(t, v.OpenPuzzle("pearls-1"))
	assert.Len(t, v.shown, total, "opening a puzzle clears the filters")
	v.view.showHint()
	assert.Contains(t, shown(v.view.feedback), "Hint 1: ")
	assert.Equal(t, 1, store.progress.Puzzles["pearls-1"].Hints)
	puzzle := v.puzzle
	wrong := engine.NoHole
	for _, h := range engine.Holes(puzzle.Position.Turn) {
		if puzzle.Position.Board[h] > 0 && h != puzzle.Solution {
			wrong = h
			break
		}
	}
	require.True(t, wrong.Valid(), "pearls-1 has a wrong move to try")
	tapBoardHole(v.view.board, wrong)
	assert.Contains(t, shown(v.view.feedback), "Press Retry to try again.")
	v.view.retry()
	assert.Equal(t, board.AtRest(puzzle.Position), v.view.board.State())
	tapBoardHole(v.view.board, puzzle.Solution)
	assert.Contains(t, shown(v.view.feedback), "Solved!")
	assert.Equal(t, "Solved 1 of 110 (110 shown)", v.solved.Text)
	assert.ErrorIs(t, v.OpenPuzzle("nope"), ErrNoPuzzle)
	_, line := v.line(puzzle)
	assert.Equal(t, "pearls-1: level 2, Chain of N pearls (solved)", line)
	sweeps := 0
	for _, p := range course.Puzzles() {
		if p.Theme == lessons.ThemeSweep {
			_, line := v.line(p)
			assert.Contains(t, line, ", a sweep", "the theme is named")
			sweeps++
		}
	}
	assert.Positive(t, sweeps, "the course has sweep puzzles")
}

func TestATeachersFolderLoadsOffTheUIGoroutine(t *testing.T) {
	folder := copyLessons(t, "01-board.yaml", "07-pearl-necklace.yaml")
	dir := t.TempDir()
	puzzles := newTestPuzzles(t, LoadProgress(dir))
	v, _ := newTestLessons(t, dir) // last, so that its app is the current one
	v.OnCourse = puzzles.SetCourse
	var held heldWork
	v.SetBackground(held.hold)
	builtin := v.course
	reload := buttonNamed(t, v.content, "Reload")
	require.NotNil(t, reload)
	before := placesOf(t, v.content, reload, v.holder)
	v.LoadFolder(folder)
	require.Len(t, held.pending, 1, "the folder is loaded in the background")
	assert.Equal(t, before, placesOf(t, v.content, reload, v.holder), "the spinner and note move neither the lesson nor a button")
	assert.Same(t, builtin, v.course, "the built-in course stays until the folder is loaded")
	assert.True(t, v.loading.activity.Visible())
	assert.Equal(t, "Loading "+filepath.Base(folder)+"…", v.loading.note.Text)
	held.finish(0)
	require.Len(t, v.course.Lessons, 2)
	assert.Equal(t, "board", v.lesson.ID, "the first lesson opens")
	assert.False(t, v.loading.activity.Visible())
	assert.Empty(t, v.loading.note.Text)
	assert.Len(t, puzzles.all, 4, "the puzzles tab gets the folder's puzzles")

	require.NoError(t, v.OpenLesson("pearl-necklace"))
	v.Reload()
	require.Len(t, held.pending, 2)
	assert.Equal(t, "Loading "+filepath.Base(folder)+"…", v.loading.note.Text)
	held.finish(1)
	assert.Equal(t, "pearl-necklace", v.lesson.ID, "Reload keeps the lesson open")
	assert.NotSame(t, builtin, v.course)

	v.Reload()
	v.load("", false) // Built-in course, before the reload is done
	require.Len(t, held.pending, 4)
	assert.Equal(t, "Loading the built-in course…", v.loading.note.Text)
	held.finish(3)
	assert.Len(t, v.course.Lessons, len(builtin.Lessons))
	assert.Len(t, puzzles.all, 110)
	held.finish(2)
	assert.Len(t, v.course.Lessons, len(builtin.Lessons), "the reload asked for first and done last is dropped")
	assert.Len(t, puzzles.all, 110)
	assert.False(t, v.loading.activity.Visible())
}

func TestASaveThatFailsIsShownWhereTheLearnerIsUntilOneWorks(t *testing.T) {
	dir := t.TempDir()
	v, _ := newTestLessons(t, dir)
	puzzles := newTestPuzzles(t, v.store)
	assert.False(t, v.message.Visible())
	assert.False(t, puzzles.warning.Visible())
	// A folder where the file should be makes the save fail, even as root,
	// whom a read-only folder would not stop.
	path := filepath.Join(dir, progressFile)
	require.NoError(t, os.Remove(path))
	require.NoError(t, os.Mkdir(path, 0o755))
	require.NoError(t, v.OpenLesson("relay"))
	want := "Your progress could not be saved to " + path + ": it is a folder. It is kept while the app is open, and the next save tries again."
	assert.Equal(t, want, v.message.Text)
	assert.True(t, v.message.Visible())
	assert.Equal(t, want, puzzles.warning.Text)
	assert.True(t, puzzles.warning.Visible())

	require.NoError(t, os.Remove(path))
	require.NoError(t, puzzles.OpenPuzzle("pearls-1"))
	puzzles.view.showHint()
	assert.False(t, v.message.Visible(), "a save that works clears the warning in both views")
	assert.Empty(t, v.message.Text)
	assert.False(t, puzzles.warning.Visible())
	saved := LoadProgress(dir)
	assert.Equal(t, lessons.InProgress, saved.progress.Status("relay"), "what was kept in memory is saved")
	assert.Equal(t, 1, saved.progress.Puzzles["pearls-1"].Hints)
}

func TestALessonIsDoneOnlyWhenEveryInteractiveStepIsAnswered(t *testing.T) {
	v, _ := newTestLessons(t, t.TempDir())
	require.NoError(t, v.OpenLesson("sowing"))
	for range v.lesson.Steps {
		v.next.OnTapped()
	}
	assert.Equal(t, lessons.InProgress, v.store.progress.Status("sowing"), "paging to the end answers nothing")

	require.NoError(t, v.OpenLesson("sowing"))
	interactive := v.lesson.InteractiveSteps()
	require.Greater(t, len(interactive), 1)
	for _, k := range interactive[:len(interactive)-1] {
		v.goTo(k)
		answerStep(t, v.view)
	}
	assert.Equal(t, lessons.InProgress, v.store.progress.Status("sowing"), "one step is still to answer")
	v.goTo(interactive[len(interactive)-1])
	answerStep(t, v.view)
	assert.Equal(t, lessons.Done, v.store.progress.Status("sowing"))
	_, _, status := v.outlineLine(1, v.course.Lessons[1])
	assert.Equal(t, "done", status, "the outline says so at once")
}

func TestAPuzzleSolvedInALessonCountsInThePuzzlesTab(t *testing.T) {
	v, _ := newTestLessons(t, t.TempDir())
	puzzles := newTestPuzzles(t, v.store)
	before := puzzles.solved.Text
	for _, l := range v.course.Lessons {
		for k, s := range l.Steps {
			if s.Kind != lessons.PuzzleStep {
				continue
			}
			require.NoError(t, v.OpenLesson(l.ID))
			v.goTo(k)
			answerStep(t, v.view)
			assert.NotEqual(t, before, puzzles.solved.Text)
			assert.Contains(t, puzzles.solved.Text, "Solved 1 of ")
			return
		}
	}
	t.Fatal("the course has no puzzle in a lesson")
}

func TestAPresentationClickerDrivesTheLesson(t *testing.T) {
	v, _ := newTestLessons(t, t.TempDir())
	require.NoError(t, v.OpenLesson("relay"))
	v.goTo(0)
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	require.Equal(t, 1, v.model.step, "Right goes to the next step")
	require.Equal(t, lessons.DemoStep, v.lesson.Steps[1].Kind)
	presses := 0
	for ; v.model.step == 1 && presses < 50; presses++ {
		v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyPageDown})
	}
	assert.Equal(t, 2, v.model.step, "PageDown plays the demo on, pause by pause, then goes to the next step")
	assert.Greater(t, presses, 1)
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyPageUp})
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	assert.Equal(t, 0, v.model.step, "PageUp and Left go back")
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	assert.Equal(t, 0, v.model.step, "and stop at the first step")
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
	assert.Equal(t, len(v.lesson.Steps)-1, v.model.step, "End goes to the last step")
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyHome})
	assert.Equal(t, 0, v.model.step, "Home to the first")

	for k, s := range v.lesson.Steps {
		if s.Kind == lessons.DemoStep && len(s.Pauses) > 0 {
			v.goTo(k)
			demo := v.view.demo.Player
			pauses := []int{}
			for _, p := range s.Pauses {
				pauses = append(pauses, p.Event)
			}
			slices.Sort(pauses)
			v.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
			require.True(t, demo.Playing(), "Space plays the demo")
			v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyPageDown})
			assert.Equal(t, pauses[0], demo.Index(), "a key while it plays jumps to its first pause")
			for range pauses {
				v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
				v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
			}
			assert.Equal(t, k, v.model.step, "pause by pause, on the same step")
			assert.True(t, demo.AtEnd(), "to the end of the move")
			v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
			assert.Equal(t, pauses[len(pauses)-1], demo.Index(), "Left goes back to the last pause")
			for range pauses {
				v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyPageUp})
			}
			assert.True(t, demo.AtStart(), "and on to the start")
			assert.Equal(t, k, v.model.step)
			demo.ToEnd()
			v.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
			assert.Equal(t, k+1, v.model.step, "at the demo's end the next key goes on")
			return
		}
	}
	t.Fatal("the lesson has no demo with pauses")
}

func TestAFolderWithoutLessonsSaysSoAndClearsTheOldStep(t *testing.T) {
	v, _ := newTestLessons(t, t.TempDir())
	assert.Equal(t, "Showing the built-in course", v.origin.Text)
	empty := t.TempDir()
	v.LoadFolder(empty)
	assert.Nil(t, v.view, "the built-in course's step is gone")
	assert.Equal(t, "No lessons in "+filepath.Base(empty), v.title.Text)
	assert.Equal(t, "Showing "+filepath.Base(empty), v.origin.Text, "the folder loaded is named")
	assert.True(t, v.next.Disabled())
	assert.True(t, v.back.Disabled())
	assert.False(t, v.message.Visible(), "no notice of problems in lessons that do not exist")
}

func TestReloadStaysOnALessonBrokenWhileItIsEdited(t *testing.T) {
	folder := copyLessons(t, "01-board.yaml", "07-pearl-necklace.yaml")
	v, _ := newTestLessons(t, t.TempDir())
	v.LoadFolder(folder)
	require.NoError(t, v.OpenLesson("pearl-necklace"))
	path := filepath.Join(folder, "07-pearl-necklace.yaml")
	good, err := os.ReadFile(path)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(path, append([]byte("id: [\n"), good...), 0o644))
	v.Reload()
	assert.Equal(t, "07-pearl-necklace.yaml", v.lesson.File, "the teacher sees what is wrong with the file being edited")
	assert.True(t, v.lesson.Broken())
	require.NoError(t, os.WriteFile(path, good, 0o644))
	v.Reload()
	assert.Equal(t, "pearl-necklace", v.lesson.ID, "and the lesson again once it is mended")
}

func TestAStepThatTeachesTheDirectionShowsItOnItsBoard(t *testing.T) {
	v, _ := newTestLessons(t, t.TempDir())
	require.NoError(t, v.OpenLesson("sowing"))
	shown, hidden := 0, 0
	for k, s := range v.lesson.Steps {
		if s.Position == nil {
			continue
		}
		v.goTo(k)
		assert.Equal(t, s.Arrows, v.view.board.DirectionShown(), "step %d", k+1)
		if s.Arrows {
			shown++
		} else {
			hidden++
		}
	}
	assert.Positive(t, shown, "the lesson has a step that shows the direction")
	assert.Positive(t, hidden, "and one that does not")
}

func TestPresentingHidesTheOutlineAndTheToolBar(t *testing.T) {
	v, _ := newTestLessons(t, t.TempDir())
	v.SetPresenting(true)
	assert.False(t, v.outline.Visible())
	require.NotEmpty(t, v.chrome, "the view has a tool bar to hide")
	for _, o := range v.chrome {
		assert.False(t, o.Visible())
	}
	assert.True(t, v.holder.Visible(), "the step stays")
	assert.True(t, v.next.Visible(), "and its controls")
	v.SetPresenting(false)
	assert.True(t, v.outline.Visible())
}

func TestAViewDroppedWhileLoadingDropsItsLoad(t *testing.T) {
	folder := copyLessons(t, "01-board.yaml")
	v, _ := newTestLessons(t, t.TempDir())
	var held heldWork
	v.SetBackground(held.hold)
	builtin := v.course
	v.LoadFolder(folder)
	require.Len(t, held.pending, 1)
	v.Stop() // a rebuild, or the window closed
	held.finish(0)
	assert.Same(t, builtin, v.course, "the folder that came late is not shown")
	assert.Empty(t, v.model.folder, "the model still holds the built-in course")
	assert.Same(t, builtin, v.model.master)
}

func TestPresentingShowsTheLessonWithoutTheNotices(t *testing.T) {
	v, _ := newTestLessons(t, t.TempDir())
	v.courseNote = "2 problems in the lesson files: the lessons concerned show them."
	v.updateMessage()
	require.True(t, v.message.Visible())
	v.SetPresenting(true)
	assert.False(t, v.message.Visible(), "the class sees the lesson alone")
	v.SetPresenting(false)
	assert.True(t, v.message.Visible(), "the notice is back in the normal window")
}
