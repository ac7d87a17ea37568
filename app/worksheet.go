package app

import (
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"walakpussa/app/ui"
	"walakpussa/app/worksheet"
	"walakpussa/assets/i18n"
	"walakpussa/engine"
)

// paperPreference keeps the paper chosen for worksheets: "a4" or "letter".
const paperPreference = "paper"

// wireWorksheets gives the puzzles, lessons and debugger views their
// printing callbacks.
func (m *mainWindow) wireWorksheets() {
	m.puzzles.OnWorksheet = func(ids []string) {
		puzzles, err := worksheet.PuzzlesOf(m.lessons.Course(), ids)
		m.printSheet("walakpussa-puzzles.pdf", err, func() worksheet.Document {
			return worksheet.PuzzleSheet(engine.Standard(), puzzles)
		})
	}
	m.lessons.OnHandout = func(id string) {
		l, err := worksheet.LessonOf(m.lessons.Course(), id)
		m.printSheet("walakpussa-"+id+".pdf", err, func() worksheet.Document { return worksheet.Handout(l) })
	}
	m.debugger.OnPrint = func(p engine.Position, h engine.Hole) {
		t, err := worksheet.MoveTrace(p, h)
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
		if err := worksheet.WriteFile(ui.ChosenPath(file), build(), paper); err != nil {
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
