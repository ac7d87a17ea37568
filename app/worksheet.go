package app

import (
	"os"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"walakpussa/app/worksheet"
	"walakpussa/assets/i18n"
	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine"
	"walakpussa/lessons"
)

// PrintPuzzles writes a puzzle sheet of the built-in course's puzzles ids,
// in the language in use, on paper ("a4" or "letter"), to the PDF file
// path; for "walakpussa worksheet --puzzles".
func PrintPuzzles(ids []string, paper, path string) error {
	size, err := worksheet.ParsePaper(paper)
	if err != nil {
		return err
	}
	puzzles, err := puzzlesOf(builtinCourse(), ids)
	if err != nil {
		return err
	}
	return worksheet.WriteFile(path, worksheet.PuzzleSheet(engine.Standard(), puzzles), size)
}

// PrintLesson writes the handout of the built-in course's lesson id, in
// the language in use, on paper, to the PDF file path; for "walakpussa
// worksheet --lesson".
func PrintLesson(id, paper, path string) error {
	size, err := worksheet.ParsePaper(paper)
	if err != nil {
		return err
	}
	l, err := lessonOf(builtinCourse(), id)
	if err != nil {
		return err
	}
	return worksheet.WriteFile(path, worksheet.Handout(l), size)
}

// PrintMove writes the move strip of move h from position p, in the
// language in use, on paper, to the PDF file path; for "walakpussa
// worksheet --position --move". An endless move is not legal: an error.
func PrintMove(p engine.Position, h engine.Hole, paper, path string) error {
	size, err := worksheet.ParsePaper(paper)
	if err != nil {
		return err
	}
	rules := engine.Standard()
	t, err := rules.Trace(p, h)
	if err != nil {
		return err
	}
	if t.Outcome.Endless {
		return sentence.Errorf("%s is endless: its sowing never ends, so it is not a legal move", h)
	}
	return worksheet.WriteFile(path, worksheet.MoveStrip(t), size)
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

// puzzlesOf finds each puzzle of ids in course, in that order.
func puzzlesOf(course *lessons.Course, ids []string) ([]*lessons.Puzzle, error) {
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

// lessonOf finds the sound lesson id in course.
func lessonOf(course *lessons.Course, id string) (*lessons.Lesson, error) {
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

// paperPreference keeps the paper chosen for worksheets: "a4" or "letter".
const paperPreference = "paper"

// wireWorksheets gives the puzzles, lessons and debugger views their
// printing callbacks.
func (m *mainWindow) wireWorksheets() {
	m.puzzles.OnWorksheet = func(ids []string) {
		puzzles, err := puzzlesOf(m.lessons.Course(), ids)
		m.printSheet("walakpussa-puzzles.pdf", err, func() worksheet.Document {
			return worksheet.PuzzleSheet(engine.Standard(), puzzles)
		})
	}
	m.lessons.OnHandout = func(id string) {
		l, err := lessonOf(m.lessons.Course(), id)
		m.printSheet("walakpussa-"+id+".pdf", err, func() worksheet.Document { return worksheet.Handout(l) })
	}
	m.debugger.OnPrint = func(p engine.Position, h engine.Hole) {
		rules := engine.Standard()
		t, err := rules.Trace(p, h)
		if err == nil && t.Outcome.Endless {
			err = sentence.Errorf("%s is endless: its sowing never ends, so it is not a legal move", h)
		}
		m.printSheet("walakpussa-"+h.String()+".pdf", err, func() worksheet.Document { return worksheet.MoveStrip(t) })
	}
}

// printSheet asks for the paper and the file, suggesting name, then
// writes the sheet build makes there; err, when set, is shown instead.
func (m *mainWindow) printSheet(name string, err error, build func() worksheet.Document) {
	if err != nil {
		dialog.ShowError(err, m.window)
		return
	}
	papers := []string{i18n.L("A4"), i18n.L("Letter")}
	choice := widget.NewRadioGroup(papers, nil)
	choice.Horizontal = true
	choice.Required = true
	choice.SetSelected(papers[0])
	if m.paper() == worksheet.Letter {
		choice.SetSelected(papers[1])
	}
	items := []*widget.FormItem{widget.NewFormItem(i18n.L("Paper"), choice)}
	dialog.ShowForm(i18n.L("Print a worksheet"), i18n.L("Save as PDF…"), i18n.L("Cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		paper := worksheet.A4
		if choice.Selected == papers[1] {
			paper = worksheet.Letter
		}
		m.app.Preferences().SetString(paperPreference, paper.Name)
		m.savePDF(name, paper, build)
	}, m.window)
}

// savePDF asks where to save the sheet build makes, on paper, and writes
// it there, showing what went wrong.
func (m *mainWindow) savePDF(name string, paper worksheet.Paper, build func() worksheet.Document) {
	d := dialog.NewFileSave(func(file fyne.URIWriteCloser, err error) {
		if file == nil || err != nil {
			return
		}
		path := file.URI().Path()
		file.Close()
		if err := worksheet.WriteFile(path, build(), paper); err != nil {
			dialog.ShowError(err, m.window)
		}
	}, m.window)
	d.SetFileName(name)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".pdf"}))
	d.Show()
}

// paper is the paper kept in the preferences, or, the first time, the one
// usual where the system's locale is spoken: Letter for en_US, A4
// elsewhere.
func (m *mainWindow) paper() worksheet.Paper {
	if p, err := worksheet.ParsePaper(m.app.Preferences().String(paperPreference)); err == nil {
		return p
	}
	return worksheet.PaperFor(systemLocale())
}

// systemLocale is the locale the system sets for paper sizes.
func systemLocale() string {
	for _, name := range []string{"LC_ALL", "LC_PAPER", "LANG"} {
		if v := os.Getenv(name); v != "" {
			return v
		}
	}
	return ""
}
