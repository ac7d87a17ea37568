package debugger

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/board"
	"walakpussa/app/internal/testkit"
	"walakpussa/engine"
)

func TestADebuggerBuiltAgainShowsTheMoveEventBreakpointsAndSpeed(t *testing.T) {
	old, _, _ := newTestDebugger(t)
	require.NoError(t, old.OpenText(necklace, "N5"))
	old.SetKindBreak(engine.Capture, true)
	old.ToggleHoleBreak(testkit.Hole("S3"))
	old.speed.SetSelectedIndex(5)
	old.Seek(9)
	marks := []board.Mark{board.Arrow(testkit.Hole("S1"), testkit.Hole("N2"), board.Red), board.Ring(testkit.Hole("N5"), board.Green)}
	old.board.SetMarks(marks)

	old.Stop()
	v, _, _ := newTestDebuggerOver(t, old.model)
	assert.Equal(t, testkit.Hole("N5"), v.Player().Trace().Move)
	assert.Equal(t, 9, v.Player().Index())
	assert.True(t, v.Player().KindBreak(engine.Capture))
	assert.True(t, v.breaks[engine.Capture].Checked, "the check shows it")
	assert.True(t, v.Player().HoleBreak(testkit.Hole("S3")))
	assert.Equal(t, 5, v.Player().Speed())
	assert.Equal(t, 5, v.speed.SelectedIndex())
	assert.Equal(t, "Event 10 of 25", v.counter.Text)
	assert.Equal(t, marks, v.board.Marks(), "the marks drawn stay")
}
