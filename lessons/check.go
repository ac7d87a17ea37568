package lessons

import "fmt"

// Report counts what a course holds and lists its errors, for
// "walakpussa lessons check".
type Report struct {
	// Lessons counts every lesson file, broken ones included; Steps and
	// Puzzles count those of the lessons that loaded.
	Lessons, Steps, Puzzles int
	// Errors lists every problem found, in file order.
	Errors []error
}

// Check counts the lessons, steps and puzzles of course and keeps errs, the
// errors LoadDir or Builtin returned with it.
func Check(course *Course, errs []error) Report {
	r := Report{Errors: errs}
	if course == nil {
		return r
	}
	r.Lessons = len(course.Lessons)
	for _, l := range course.Lessons {
		if l.Broken() {
			continue
		}
		r.Steps += len(l.Steps)
		r.Puzzles += len(l.Puzzles())
	}
	return r
}

// Line is a language's line of "walakpussa lessons check": "de: 154 of 154
// steps translated, 0 out of date". It reads the same in every language,
// for scripts and CI logs.
func (c Coverage) Line(lang string) string {
	return fmt.Sprintf("%s: %d of %d steps translated, %d out of date", lang, c.Translated, c.Steps, c.OutOfDate)
}
