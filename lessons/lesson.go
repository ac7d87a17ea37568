// Package lessons is the course of Walak-pussa Studio: lesson files written
// by hand in YAML with Markdown prose, the Go types they load into, and the
// validation that plays every position and move through the engine. It
// imports nothing from Fyne: the app renders what this package returns.
//
// A lesson file holds one lesson: an id, a title, a one-line summary and a
// list of steps (text, demo, your-move, predict, puzzle). Every answer a step
// expects is computed by the engine from a trace, never typed by the author;
// an author who states one has it checked. Lessons are written for the
// standard rules (engine.Standard) and validated under them.
package lessons

import (
	"fmt"

	"walakpussa/engine"
)

// Course is a list of lessons in file-name order, as LoadDir or Builtin
// return it. A lesson whose file is broken stays in the list as a
// placeholder carrying its errors, so the app can show them where the lesson
// would be.
type Course struct {
	// Lessons lists every lesson file, broken ones included, sorted by file name.
	Lessons []*Lesson
}

// Lesson returns the lesson with the given id, or nil. Broken lessons are
// found too when their id could be read.
func (c *Course) Lesson(id string) *Lesson {
	for _, l := range c.Lessons {
		if l.ID == id {
			return l
		}
	}
	return nil
}

// Puzzles returns every puzzle of the course's sound lessons, in course order.
func (c *Course) Puzzles() []*Puzzle {
	var puzzles []*Puzzle
	for _, l := range c.Lessons {
		if !l.Broken() {
			puzzles = append(puzzles, l.Puzzles()...)
		}
	}
	return puzzles
}

// Puzzle returns the puzzle with the given id from a sound lesson, or nil.
func (c *Course) Puzzle(id string) *Puzzle {
	for _, p := range c.Puzzles() {
		if p.ID == id {
			return p
		}
	}
	return nil
}

// Lesson is one lesson file: its id, title, summary and steps. When the file
// is broken, Errors says why; the fields then hold whatever could be read
// (often the id and title) and the app should not run the steps.
type Lesson struct {
	// File is the lesson file's name, such as "04-relay.yaml".
	File string
	// ID names the lesson for progress records and the command line
	// ("walakpussa lesson ID"); lower-case letters, digits and dashes.
	ID string
	// Title is the lesson's heading; Summary one line saying what it teaches.
	Title   string
	Summary string
	// Steps are the lesson's steps, in order.
	Steps []*Step
	// Errors lists what is wrong with the file; empty for a sound lesson.
	Errors []error
	// Translated reports that the lesson speaks the language it was
	// translated into (see Course.Translate); false for the master.
	Translated bool

	idLine int
}

// Broken reports whether the lesson file has errors: the lesson is then a
// placeholder that shows them.
func (l *Lesson) Broken() bool { return len(l.Errors) > 0 }

// InteractiveSteps lists the steps the learner answers (your-move,
// predict, puzzle), from 0.
func (l *Lesson) InteractiveSteps() []int {
	var steps []int
	for i, s := range l.Steps {
		if s.Kind.Interactive() {
			steps = append(steps, i)
		}
	}
	return steps
}

// Puzzles returns the lesson's puzzles, in step order.
func (l *Lesson) Puzzles() []*Puzzle {
	var puzzles []*Puzzle
	for _, s := range l.Steps {
		if s.Puzzle != nil {
			puzzles = append(puzzles, s.Puzzle)
		}
	}
	return puzzles
}

// StepKind says what a step does.
type StepKind uint8

const (
	// TextStep shows Markdown prose, with a board when it has a position.
	TextStep StepKind = iota + 1
	// DemoStep plays a move from a position in the debugger, pausing at
	// chosen events with a caption.
	DemoStep
	// YourMoveStep asks the learner to play a move from a position; the
	// accepted moves get the success text, any other move is explained from
	// its trace.
	YourMoveStep
	// PredictStep shows a position and a move and asks what will happen:
	// where the last seed lands, which hole is eaten first, or how many seeds
	// are captured. Then the move is played.
	PredictStep
	// PuzzleStep sets a puzzle: a position and a goal that exactly one move
	// reaches.
	PuzzleStep
)

var stepKindNames = [...]string{TextStep: "text", DemoStep: "demo", YourMoveStep: "your-move", PredictStep: "predict", PuzzleStep: "puzzle"}

// String returns the kind's name as written in lesson files, such as "your-move".
func (k StepKind) String() string {
	if int(k) < len(stepKindNames) && stepKindNames[k] != "" {
		return stepKindNames[k]
	}
	return "unknown"
}

// Interactive reports whether the learner has to act in a step of this kind:
// your-move, predict and puzzle steps. Every lesson has at least one.
func (k StepKind) Interactive() bool {
	return k == YourMoveStep || k == PredictStep || k == PuzzleStep
}

// Step is one step of a lesson. Which fields are set depends on Kind; the
// others are zero (holes are engine.NoHole).
type Step struct {
	// Kind is what the step does.
	Kind StepKind
	// Line is the line of the step in its file.
	Line int
	// Text is the step's Markdown: the prose of a text step, the introduction
	// of a demo, the question of your-move, predict and puzzle steps.
	Text string
	// Position is the board shown: always set except for a text step without
	// a board, where it is nil.
	Position *engine.Position
	// Move is the move played by a demo or predict step; NoHole otherwise.
	Move engine.Hole
	// Arrows draws the sowing direction on the step's board: arrows
	// between the hole names (a lesson file's "arrows: true").
	Arrows bool
	// Marks are the arrows and circles drawn on the step's board when it
	// shows (a lesson file's "marks: [S3->N2, circle N5 red]").
	Marks []Mark
	// Endless marks a demo whose move is endless on purpose (the lesson on
	// endless sowings); every other demo move is legal.
	Endless bool
	// Pauses are where a demo stops, with captions, in trace order.
	Pauses []Pause
	// Accept lists the moves a your-move step accepts, each legal.
	Accept []engine.Hole
	// Success is the Markdown shown after an accepted move or a solved puzzle.
	Success string
	// Wrong is the Markdown a your-move step shows after a move it does not
	// accept, in place of the app's account of what that move did; "" for
	// that account.
	Wrong string
	// Ask is what a predict step asks.
	Ask Ask
	// Reveal is Markdown a predict step shows with the answer, right or wrong.
	Reveal string
	// Puzzle is the puzzle of a puzzle step; nil otherwise.
	Puzzle *Puzzle

	answer Answer
}

// Accepts reports whether a your-move step accepts move h.
func (s *Step) Accepts(h engine.Hole) bool {
	for _, a := range s.Accept {
		if a == h {
			return true
		}
	}
	return false
}

// Answer returns the answer of a predict step, computed by the engine from
// the move's trace when the lesson was loaded. Other steps return the zero
// Answer.
func (s *Step) Answer() Answer { return s.answer }

// Pause is a point where a demo stops and shows a caption. A lesson file
// names it by event kind (with an occurrence and optionally a hole) or by
// lap; loading resolves it to an index into the move's trace.
type Pause struct {
	// Kind and Occurrence: the Occurrence-th event of Kind (from 1), counting
	// only events at Hole when Hole is set. Lap, when set instead, is the
	// start of that lap (its lift or relay event).
	Kind       engine.EventKind
	Occurrence int
	Hole       engine.Hole
	Lap        int
	// Caption is the Markdown shown while the demo waits here.
	Caption string
	// Event is the index of the event in rules.Trace(position, move).Events
	// under the standard rules.
	Event int
}

// Ask is what a predict step asks the learner.
type Ask uint8

const (
	// AskLastHole: the hole where the last seed of the whole sowing lands.
	AskLastHole Ask = iota + 1
	// AskCapturedHole: the hole eaten first (pussa kanawā).
	AskCapturedHole
	// AskCapturedCount: how many seeds the move captures in all.
	AskCapturedCount
)

var askNames = [...]string{AskLastHole: "last-hole", AskCapturedHole: "captured-hole", AskCapturedCount: "captured-count"}

// String returns the ask's name as written in lesson files, such as "last-hole".
func (a Ask) String() string {
	if int(a) < len(askNames) && askNames[a] != "" {
		return askNames[a]
	}
	return "unknown"
}

// WantsHole reports whether the learner answers by choosing a hole (rather
// than typing a number).
func (a Ask) WantsHole() bool { return a == AskLastHole || a == AskCapturedHole }

// Answer is the answer to a predict step: a hole for last-hole and
// captured-hole, a number of seeds for captured-count.
type Answer struct {
	Ask   Ask
	Hole  engine.Hole
	Count int
}

// String returns the answer as written in a lesson file: a hole name or a number.
func (a Answer) String() string {
	if a.Ask.WantsHole() {
		return a.Hole.String()
	}
	return fmt.Sprint(a.Count)
}

// IsHole reports whether h answers a hole question rightly.
func (a Answer) IsHole(h engine.Hole) bool { return a.Ask.WantsHole() && a.Hole == h }

// IsCount reports whether n answers a captured-count question rightly.
func (a Answer) IsCount(n int) bool { return a.Ask == AskCapturedCount && a.Count == n }

// answerOf computes what a predict step asks from the trace of its move. ok
// is false when the question has no answer (nothing is captured).
func answerOf(ask Ask, t *engine.Trace) (Answer, bool) {
	a := Answer{Ask: ask, Hole: engine.NoHole}
	switch ask {
	case AskLastHole:
		end, found := t.Find(engine.SowingEnd)
		if !found {
			return a, false
		}
		a.Hole = end.Last
	case AskCapturedHole:
		first, found := t.Find(engine.Capture)
		if !found {
			return a, false
		}
		a.Hole = first.Hole
	case AskCapturedCount:
		a.Count = t.Outcome.Captured
	}
	return a, true
}
