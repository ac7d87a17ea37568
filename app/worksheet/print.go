package worksheet

import (
	"strings"

	"walakpussa/assets/i18n"
	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine"
	"walakpussa/lessons"
)

// PrintPuzzles writes a puzzle sheet of the built-in course's puzzles ids,
// in the language in use, on paper ("a4" or "letter"), to the PDF file
// path; for "walakpussa worksheet --puzzles".
func PrintPuzzles(ids []string, paper, path string) error {
	size, err := ParsePaper(paper)
	if err != nil {
		return err
	}
	puzzles, err := PuzzlesOf(builtinCourse(), ids)
	if err != nil {
		return err
	}
	return WriteFile(path, PuzzleSheet(engine.Standard(), puzzles), size)
}

// PrintLesson writes the handout of the built-in course's lesson id, in
// the language in use, on paper, to the PDF file path; for "walakpussa
// worksheet --lesson".
func PrintLesson(id, paper, path string) error {
	size, err := ParsePaper(paper)
	if err != nil {
		return err
	}
	l, err := LessonOf(builtinCourse(), id)
	if err != nil {
		return err
	}
	return WriteFile(path, Handout(l), size)
}

// PrintMove writes the move strip of move h from position p, in the
// language in use, on paper, to the PDF file path; for "walakpussa
// worksheet --position --move".
func PrintMove(p engine.Position, h engine.Hole, paper, path string) error {
	size, err := ParsePaper(paper)
	if err != nil {
		return err
	}
	t, err := MoveTrace(p, h)
	if err != nil {
		return err
	}
	return WriteFile(path, MoveStrip(t), size)
}

// MoveTrace is the trace a move strip shows: move h from position p under
// the standard rules. An endless move is not legal: an error.
func MoveTrace(p engine.Position, h engine.Hole) (*engine.Trace, error) {
	rules := engine.Standard()
	t, err := rules.Trace(p, h)
	if err != nil {
		return nil, err
	}
	if t.Outcome.Endless {
		return nil, sentence.Errorf("%s is endless: its sowing never ends, so it is not a legal move", h)
	}
	return t, nil
}

// builtinCourse is the built-in course in the language in use, where its
// translations speak it.
func builtinCourse() *lessons.Course {
	course, _ := lessons.Builtin()
	if lang := i18n.Current(); lang != i18n.English {
		ts, _ := lessons.BuiltinTranslations(lang)
		course, _, _ = course.Translate(ts)
	}
	return course
}

// PuzzlesOf finds each puzzle of ids in course, in that order.
func PuzzlesOf(course *lessons.Course, ids []string) ([]*lessons.Puzzle, error) {
	if len(ids) == 0 {
		return nil, sentence.Errorf("--puzzles: give one puzzle id or more, separated by commas")
	}
	var puzzles []*lessons.Puzzle
	for _, id := range ids {
		pz := course.Puzzle(strings.TrimSpace(id))
		if pz == nil {
			var known []string
			for _, p := range course.Puzzles() {
				known = append(known, p.ID)
			}
			return nil, sentence.Errorf("puzzle %q: no such puzzle; the puzzles are %s", strings.TrimSpace(id), strings.Join(known, ", "))
		}
		puzzles = append(puzzles, pz)
	}
	return puzzles, nil
}

// LessonOf finds the sound lesson id in course.
func LessonOf(course *lessons.Course, id string) (*lessons.Lesson, error) {
	l := course.Lesson(id)
	if l == nil || l.Broken() {
		var ids []string
		for _, l := range course.Lessons {
			ids = append(ids, l.ID)
		}
		return nil, sentence.Errorf("lesson %q: no such lesson; the lessons are %s", id, strings.Join(ids, ", "))
	}
	return l, nil
}
