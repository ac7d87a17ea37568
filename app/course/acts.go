package course

import (
	"walakpussa/app/board"
	"walakpussa/engine"
	"walakpussa/lessons"
)

// Acts is what the learner did at one step or puzzle, in order, with what
// came of each act: the step's view is built again from it (after a
// language switch, a zoom, a new colour scheme, presenting), replaying the
// acts without recording them twice. It is plain data, owned by Model.
type Acts struct {
	acts []act
	// line is the puzzle played out as far as the learner got (nil for
	// other steps): it holds the computer's defence so far.
	line *lessons.Line
	// at and playing are the event the board showed and whether the move
	// was playing when the view was last stopped; at is -1 before.
	at      int
	playing bool
	// marks are the marks drawn on the board by hand.
	marks []board.Mark
}

// actKind is a kind of act.
type actKind int

const (
	// actMove: a move tried at a your-move step.
	actMove actKind = iota
	// actPredict: a prediction given.
	actPredict
	// actAttempt: a judged move at a puzzle of one move.
	actAttempt
	// actLineStep: a judged move at a puzzle played out.
	actLineStep
	// actHint: a hint asked for.
	actHint
	// actSolution: the solution looked at.
	actSolution
	// actRetry: the puzzle put back to its start.
	actRetry
)

// act is one act of the learner with what came of it.
type act struct {
	kind actKind
	// hole is the hole tapped (actMove, actPredict when a hole was asked).
	hole engine.Hole
	// right and given are a prediction's verdict and the answer given.
	right bool
	given string
	// attempt and lineStep are a puzzle move's verdict.
	attempt  lessons.Attempt
	lineStep lessons.LineStep
	lineErr  error
}

// newActs is a step nothing was done at yet.
func newActs() *Acts { return &Acts{at: -1} }

// add notes an act.
func (a *Acts) add(x act) { a.acts = append(a.acts, x) }

// Len is the number of acts noted.
func (a *Acts) Len() int { return len(a.acts) }
