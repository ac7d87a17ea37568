package course

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/board"
	"walakpussa/engine"
	"walakpussa/lessons"
)

func TestAStepsMarksAreDrawnOnItsBoardAndGoOnTheNextStep(t *testing.T) {
	v, _ := newTestLessons(t, t.TempDir())
	require.NoError(t, v.OpenLesson("pussa-kanawa"))
	k := -1
	for i, s := range v.lesson.Steps {
		if len(s.Marks) > 0 {
			k = i
			break
		}
	}
	require.GreaterOrEqual(t, k, 0, "the lesson on pussa kanawā points at the pussa")
	v.goTo(k)
	s5, s7 := engine.HoleOf(engine.South, 5), engine.HoleOf(engine.South, 7)
	n1, n2 := engine.HoleOf(engine.North, 1), engine.HoleOf(engine.North, 2)
	assert.Equal(t, []board.Mark{board.Arrow(s5, s7, board.Green), board.Ring(n1, board.Red), board.Ring(n2, board.Green)}, v.view.board.Marks())

	v.view.demo.Player.Forward()
	v.view.demo.show()
	assert.Empty(t, v.view.board.Marks(), "the next event of the demo rubs them out")

	v.goTo(k)
	require.NotEmpty(t, v.view.board.Marks(), "back on the step, they are drawn again")
	v.goTo(k + 1)
	assert.Empty(t, v.view.board.Marks(), "the next step has none")
}

func TestEveryMarkColourOfALessonHasOneOnTheBoard(t *testing.T) {
	seen := map[board.MarkColor]bool{}
	for c := lessons.MarkGreen; c <= lessons.MarkYellow; c++ {
		got := boardMarks([]lessons.Mark{{From: engine.HoleOf(engine.South, 1), To: engine.HoleOf(engine.South, 2), Color: c}})
		require.Len(t, got, 1)
		assert.False(t, seen[got[0].Color], "%v has a colour of its own", c)
		seen[got[0].Color] = true
		assert.Equal(t, c.String(), []string{"green", "red", "blue", "yellow"}[got[0].Color])
	}
}
