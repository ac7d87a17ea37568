package cli

import (
	"flag"
	"strings"

	"walakpussa/app/launch"
	"walakpussa/assets/i18n/sentence"
	"walakpussa/lessons"
)

// runOpenCourse opens the app on a lesson (at --step N) or a puzzle of the
// built-in course, presenting with --present, after checking that the id
// and the step exist.
func runOpenCourse(kind string, args []string, openApp func(launch.Start) error) error {
	fs := flag.NewFlagSet(kind, flag.ContinueOnError)
	present := fs.Bool("present", false, "open in presentation mode")
	step := 0
	if kind == "lesson" {
		fs.IntVar(&step, "step", 0, "the step to open, from 1")
	}
	positional, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(positional) != 1 {
		return sentence.Errorf("%s: give exactly one %s id; walakpussa lessons check lists the course", kind, kind)
	}
	course, _ := lessons.Builtin()
	id := positional[0]
	if kind == "lesson" {
		l := course.Lesson(id)
		if l == nil || l.Broken() {
			return sentence.Errorf("lesson %q: no such lesson; the lessons are %s", id, strings.Join(lessonIDs(course), ", "))
		}
		if step < 0 || step > len(l.Steps) {
			return sentence.Errorf("lesson %q: --step %d: the lesson has steps 1 to %d", id, step, len(l.Steps))
		}
		return openApp(launch.Start{Lesson: id, Step: step, Present: *present})
	}
	if course.Puzzle(id) == nil {
		return sentence.Errorf("puzzle %q: no such puzzle; the puzzles are %s", id, strings.Join(puzzleIDs(course), ", "))
	}
	return openApp(launch.Start{Puzzle: id, Present: *present})
}

func lessonIDs(course *lessons.Course) []string {
	var ids []string
	for _, l := range course.Lessons {
		ids = append(ids, l.ID)
	}
	return ids
}

func puzzleIDs(course *lessons.Course) []string {
	var ids []string
	for _, p := range course.Puzzles() {
		ids = append(ids, p.ID)
	}
	return ids
}
