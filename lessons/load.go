package lessons

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine"
)

//go:embed course
var courseFiles embed.FS

// Builtin loads the course embedded in the program (the lessons/course
// folder). It loads without errors: a test keeps it so.
func Builtin() (*Course, []error) { return LoadDir(courseFiles, "course") }

// BuiltinTranslations reads the built-in course's translations into the
// language lang (the lessons/course/LANG folder).
func BuiltinTranslations(lang string) ([]*Translation, []error) {
	return LoadTranslations(courseFiles, path.Join("course", lang))
}

// Error is a problem in a lesson file. It reads
// "02-relay.yaml:34: step 5: position: 13 holes given, 14 expected": the
// file, the line of the offending value, where in the lesson, and what is
// wrong.
type Error struct {
	// File is the lesson file's name; Line the line of the value at fault
	// (0 when the problem is with the whole file).
	File string
	Line int
	// Where names the place in the lesson, such as "step 5: position"; empty
	// for a problem with the file as a whole. Its keys are the file's own
	// and stay as written; "step 5", "pause 2", "hint 1" and "caption 3"
	// are said in the reader's language.
	Where string
	// Problem says what is wrong.
	Problem error
}

// Error formats the problem as FILE:LINE: WHERE: PROBLEM, in English.
func (e *Error) Error() string { return e.Tell(sentence.English) }

// Tell formats the problem as FILE:LINE: WHERE: PROBLEM in the language of
// sp.
func (e *Error) Tell(sp sentence.Speaker) string {
	var sb strings.Builder
	sb.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&sb, ":%d", e.Line)
	}
	sb.WriteString(": ")
	if e.Where != "" {
		for _, part := range strings.Split(e.Where, ": ") {
			sb.WriteString(place(part).Tell(sp) + ": ")
		}
	}
	sb.WriteString(sp.Say(e.Problem))
	return sb.String()
}

// numbered is a numbered part of a place in a lesson: "step 5".
var numbered = regexp.MustCompile(`^(step|pause|hint|caption) (\d+)$`)

// place is one part of Error.Where, such as "step 5" or "position".
type place string

// Tell says a numbered part in the language of sp, and a key of the file
// as written.
func (p place) Tell(sp sentence.Speaker) string {
	m := numbered.FindStringSubmatch(string(p))
	if m == nil {
		return string(p)
	}
	n, _ := strconv.Atoi(m[2])
	switch m[1] {
	case "step":
		return sp.F("step %d", n)
	case "pause":
		return sp.F("pause %d", n)
	case "hint":
		return sp.F("hint %d", n)
	}
	return sp.F("caption %d", n)
}

// LoadDir loads every lesson file (*.yaml) in dir of fsys, in file-name
// order, and validates each under the standard rules. A broken file never
// stops the others: it stays in the course as a placeholder lesson carrying
// its errors. The errors of all files are also returned together, in order;
// a course with none is sound. Lesson ids and puzzle ids must be unique
// across the directory.
func LoadDir(fsys fs.FS, dir string) (*Course, []error) {
	course := &Course{}
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return course, []error{&Error{File: dir, Problem: sentence.Errorf("cannot read the lesson folder: %v", unwrapPath(err))}}
	}
	var names []string
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".yaml") {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	if len(names) == 0 {
		return course, []error{&Error{File: dir, Problem: sentence.Errorf("no lesson files (*.yaml) in this folder")}}
	}
	var all []error
	lessonIDs := map[string]string{}
	puzzleIDs := map[string]string{}
	for _, name := range names {
		data, err := fs.ReadFile(fsys, path.Join(dir, name))
		var l *Lesson
		if err != nil {
			l = &Lesson{File: name, Errors: []error{&Error{File: name, Problem: sentence.Errorf("cannot read the file: %v", unwrapPath(err))}}}
		} else {
			l, _ = Parse(name, data)
			l.Errors = append(l.Errors, uniqueIDs(l, lessonIDs, puzzleIDs)...)
		}
		course.Lessons = append(course.Lessons, l)
		all = append(all, l.Errors...)
	}
	return course, all
}

// unwrapPath drops the fs.PathError wrapping, whose path the message names already.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// uniqueIDs records the lesson's id and puzzle ids, and reports those used
// by an earlier file.
func uniqueIDs(l *Lesson, lessonIDs, puzzleIDs map[string]string) []error {
	var errs []error
	if l.ID != "" {
		if first, used := lessonIDs[l.ID]; used {
			errs = append(errs, &Error{File: l.File, Line: l.idLine, Where: "id", Problem: sentence.Errorf("lesson id %q is used already by %s", l.ID, first)})
		} else {
			lessonIDs[l.ID] = fmt.Sprintf("%s:%d", l.File, l.idLine)
		}
	}
	for i, s := range l.Steps {
		if s.Puzzle == nil || s.Puzzle.ID == "" {
			continue
		}
		if first, used := puzzleIDs[s.Puzzle.ID]; used {
			errs = append(errs, &Error{File: l.File, Line: s.Puzzle.idLine, Where: join(fmt.Sprintf("step %d", i+1), "id"),
				Problem: sentence.Errorf("puzzle id %q is used already by %s", s.Puzzle.ID, first)})
		} else {
			puzzleIDs[s.Puzzle.ID] = fmt.Sprintf("%s:%d", l.File, s.Puzzle.idLine)
		}
	}
	return errs
}

// Parse reads and validates one lesson file's contents under the standard
// rules; file names it in errors. It never fails outright: a broken file
// returns a lesson holding what could be read, with Errors set (the errors
// are returned too). Ids are checked for uniqueness by LoadDir, not here.
func Parse(file string, data []byte) (l *Lesson, errs []error) {
	return parse(file, data, SolveNodes)
}

// parse is Parse with the solver's node budget for each puzzle.
func parse(file string, data []byte, solveNodes int64) (l *Lesson, errs []error) {
	p := &parser{file: file, rules: engine.Standard(), solveNodes: solveNodes}
	l = &Lesson{File: file}
	defer func() {
		if r := recover(); r != nil { // the YAML library must never take the app down
			p.errorf(0, "", "cannot read the file: %v", r)
		}
		sort.SliceStable(p.errs, func(i, j int) bool { return p.errs[i].(*Error).Line < p.errs[j].(*Error).Line })
		l.Errors = p.errs
		errs = p.errs
	}()
	root, ok := p.document(data)
	if ok {
		p.lesson(root, l)
	}
	return l, errs
}
