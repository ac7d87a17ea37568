package play

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"walakpussa/app/board"
	"walakpussa/app/internal/testkit"
	"walakpussa/app/stepper"
)

func TestAViewBuiltAgainShowsTheGameOpponentAndTutor(t *testing.T) {
	old, _ := newTestView(t, testkit.StartText)
	old.pace = stepper.Pace{}
	old.SetBackground(func(func() func()) {}) // the computer never answers
	old.Play(testkit.Hole("S1"))
	old.SetTutoring(true)
	old.SetLevel(3)

	v := rebuilt(t, old)
	assert.Same(t, old.Game(), v.Game())
	assert.Equal(t, 3, v.model.level)
	assert.Equal(t, "Computer, level 3", v.computer.selector.Selected)
	assert.True(t, v.model.tutoring)
	assert.True(t, v.coach.tutor.Checked, "and its switch shows it")
	assert.Equal(t, "North to move", v.turn.Text)
	assert.Contains(t, v.detail.Text, "South played S1")
	assert.True(t, v.computer.thinking, "the computer, to move, thinks again in the new view")
}

func TestAViewBuiltAgainShowsTheMoveShownAndTheMarksDrawn(t *testing.T) {
	old, _ := newTestView(t, testkit.StartText)
	old.SetPace(stepper.Pace{})
	for range 3 {
		old.Play(old.Game().LegalMoves()[0])
	}
	old.ShowMove(0)
	marks := []board.Mark{board.Ring(testkit.Hole("S3"), board.Blue)}
	old.board.SetMarks(marks)

	v := rebuilt(t, old)
	assert.Equal(t, Cursor{Round: 0, Move: 0}, v.model.cursor, "the move shown")
	assert.Equal(t, old.Game().Positions()[1].Board, v.board.State().Board)
	assert.Equal(t, marks, v.board.Marks(), "the marks drawn")
}
