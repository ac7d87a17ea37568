package course

import "walakpussa/lessons"

// Model is the course's state that outlives its views: the course loaded,
// the lesson and step open with what the learner did there, the puzzle
// filters and the puzzle open with what the learner did at it. The main
// window owns one; views built anew over it (in another language, zoom or
// colour scheme, presenting or not) show what the old ones showed.
type Model struct {
	// folder is the teacher's folder shown; "" for the built-in course.
	// It changes when a load is done: a view dropped meanwhile drops its
	// load, and the next shows the course as it was.
	folder string
	// master is the course as loaded, in English, and loadErrs what went
	// wrong loading it; master is nil until a course is loaded.
	master   *lessons.Course
	loadErrs []error
	// lessonID and lessonFile name the lesson open (a broken lesson may
	// have no id); step is the step shown and stepActs what the learner did
	// at it.
	lessonID, lessonFile string
	step                 int
	stepActs             *Acts
	// inFront is set while the learner can see the lessons.
	inFront bool
	// filters are the puzzle list's filters; puzzleID names the puzzle
	// shown ("" for none) and puzzleActs what the learner did at it.
	filters    puzzleFilters
	puzzleID   string
	puzzleActs *Acts
}

// puzzleFilters are the puzzle list's filters: the index of the goal,
// theme and level chosen (0 for Any) and whether only the unsolved
// puzzles show.
type puzzleFilters struct {
	goal, theme, level int
	unsolved           bool
}

// NewModel is the course before anything is loaded or shown.
func NewModel() *Model { return &Model{stepActs: newActs(), puzzleActs: newActs()} }

// openStep notes that lesson l is open at step, nothing done there yet.
func (m *Model) openStep(l *lessons.Lesson, step int) {
	m.lessonID, m.lessonFile, m.step, m.stepActs = l.ID, l.File, step, newActs()
}

// isLesson reports whether l is the lesson noted as open.
func (m *Model) isLesson(l *lessons.Lesson) bool {
	return (m.lessonID != "" && l.ID == m.lessonID) || (m.lessonFile != "" && l.File == m.lessonFile)
}

// openPuzzle notes that puzzle id is shown, nothing done at it yet.
func (m *Model) openPuzzle(id string) { m.puzzleID, m.puzzleActs = id, newActs() }

// Open names the lesson open, by id, and its step shown; the acts noted
// there; and the puzzle shown, by id.
func (m *Model) Open() (lesson string, step, acts int, puzzle string) {
	return m.lessonID, m.step, m.stepActs.Len(), m.puzzleID
}
