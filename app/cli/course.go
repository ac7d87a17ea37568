package cli

import (
	"strings"

	"walakpussa/app/launch"
	"walakpussa/assets/i18n/sentence"
	"walakpussa/lessons"
)

// runOpenCourse opens the app on a lesson or a puzzle of the built-in
// course, after checking that the id exists.
func runOpenCourse(kind string, args []string, openApp func(launch.Start) error) error {
	if len(args) != 1 || strings.HasPrefix(args[0], "-") {
		return sentence.Errorf("%s: give exactly one %s id; walakpussa lessons check lists the course", kind, kind)
	}
	course, _ := lessons.Builtin()
	id := args[0]
	if kind == "lesson" {
		if l := course.Lesson(id); l == nil || l.Broken() {
			return sentence.Errorf("lesson %q: no such lesson; the lessons are %s", id, strings.Join(lessonIDs(course), ", "))
		}
		return openApp(launch.Start{Lesson: id})
	}
	if course.Puzzle(id) == nil {
		return sentence.Errorf("puzzle %q: no such puzzle; the puzzles are %s", id, strings.Join(puzzleIDs(course), ", "))
	}
	return openApp(launch.Start{Puzzle: id})
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
