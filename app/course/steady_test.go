package course

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/engine"
	"walakpussa/lessons"
)

// steadiness records, for one step, where the controls a learner clicks
// are, the size the view needs and the board's size, in each state.
type steadiness struct {
	t      *testing.T
	v      *LessonsView
	where  string
	places map[string]fyne.Position
	board  fyne.Size
}

// stepStates are the states a step of kind k is seen in: before it is
// answered, and after each kind of answer. Each state starts from a fresh
// view of the step.
func stepStates(s *lessons.Step) []string {
	switch s.Kind {
	case lessons.DemoStep:
		return []string{"before", "played"}
	case lessons.YourMoveStep, lessons.PredictStep:
		return []string{"before", "wrong", "right"}
	case lessons.PuzzleStep:
		return []string{"before", "hint", "wrong", "right"}
	}
	return []string{"before"}
}

// enter puts step view sv in state.
func enter(t *testing.T, sv *stepView, state string) {
	t.Helper()
	s := sv.step
	switch state {
	case "played":
		sv.demo.Pause()
		sv.demo.Player.ToEnd()
		sv.demo.show()
	case "hint":
		if len(s.Puzzle.Hints) > 0 {
			sv.showHint()
		}
	case "right":
		answerStep(t, sv)
	case "wrong":
		switch {
		case s.Kind == lessons.PuzzleStep:
			tapBoardHole(sv.board, wrongMove(t, s.Puzzle))
		case s.Kind == lessons.PredictStep && !s.Ask.WantsHole():
			test.Type(sv.count, fmt.Sprint(s.Answer().Count+1))
			sv.count.OnSubmitted(sv.count.Text)
		case s.Kind == lessons.PredictStep:
			tapBoardHole(sv.board, s.Answer().Hole.Next())
		default:
			for _, h := range engine.Holes(s.Position.Turn) {
				if s.Position.Board[h] > 0 && !s.Accepts(h) {
					tapBoardHole(sv.board, h)
					return
				}
			}
		}
	}
}

// look measures the view as it is now and checks it against the first
// look at the step.
func (st *steadiness) look(state string) {
	t, v := st.t, st.v
	t.Helper()
	root := v.window.Content()
	min := root.MinSize()
	assert.LessOrEqual(t, min.Width, float32(1100), "%s, %s: the view needs %.0f px of width", st.where, state, min.Width)
	assert.LessOrEqual(t, min.Height, float32(760), "%s, %s: the view needs %.0f px of height", st.where, state, min.Height)
	controls := map[string]fyne.CanvasObject{"Back": v.back, "Next": v.next}
	for _, name := range []string{"Hint", "Check", "Retry"} {
		if b := buttonNamed(t, v.view.content, name); b != nil {
			controls[name] = b
		}
	}
	driver := fyne.CurrentApp().Driver()
	root.Refresh()
	for name, o := range controls {
		at := driver.AbsolutePositionForObject(o)
		if first, ok := st.places[name]; ok {
			assert.Equal(t, first, at, "%s, %s: %s stays where it was", st.where, state, name)
		} else {
			st.places[name] = at
		}
	}
	if b := v.view.board; b != nil {
		if st.board.IsZero() {
			st.board = b.Size()
		}
		assert.GreaterOrEqual(t, b.Size().Height, st.board.Height, "%s, %s: the board keeps its size", st.where, state)
		assert.GreaterOrEqual(t, b.Size().Height, b.MinSize().Height, "%s, %s: the board keeps at least its normal size", st.where, state)
	}
}

func TestEveryStepOfTheCourseStaysPutWhateverTheLearnerDoes(t *testing.T) {
	if testing.Short() {
		t.Skip("every step of the whole course in every state, one to three minutes; make test runs it")
	}
	v, _ := newTestLessons(t, t.TempDir())
	v.OnDebug = func(engine.Position, engine.Hole) {}
	places := map[string]fyne.Position{}
	for _, l := range courseLessons(t, v) {
		t.Run(l.ID, func(t *testing.T) {
			require.NotEmpty(t, l.Steps, l.File)
			require.NoError(t, v.OpenLesson(l.ID))
			for k, s := range l.Steps {
				st := &steadiness{t: t, v: v, where: fmt.Sprintf("%s step %d (%s)", l.ID, k+1, s.Kind), places: places}
				for _, state := range stepStates(s) {
					v.goTo(k)
					require.Equal(t, k, v.model.step)
					enter(t, v.view, state)
					st.look(state)
				}
			}
			assert.Contains(t, places, "Back", "the Back button was looked at")
			assert.Contains(t, places, "Next", "and Next")
		})
	}
}
