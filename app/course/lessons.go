// Package course is the Lessons and Puzzles tabs: the course outline, the
// step views (text, demo, your move, predict, puzzle), the demo player,
// the puzzle collection and the store that keeps the learner's progress.
package course

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"walakpussa/assets/i18n"
	"walakpussa/assets/i18n/sentence"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"walakpussa/app/stepper"
	"walakpussa/app/ui"
	"walakpussa/engine"
	"walakpussa/lessons"
)

// LessonsView is the course: its outline with each lesson's progress (done,
// in progress, new) at the left, the current lesson's step at the right
// with Back, Next and Restart. A teacher can open a folder of lesson files
// of her own and reload it after editing.
type LessonsView struct {
	// OnDebug, when set, opens the debugger on a move.
	OnDebug func(engine.Position, engine.Hole)
	// OnCourse is called after a course is loaded, for the puzzles view.
	OnCourse func(*lessons.Course)
	// OnHandout, when set, prints the lesson open as a handout (the
	// Handout… button, shown only then, calls it with the lesson's id).
	OnHandout func(lessonID string)

	window fyne.Window
	rules  engine.Rules
	store  *ProgressStore
	// model is what the view shows, which outlives it.
	model *Model
	after ui.Scheduler
	tempo stepper.Tempo
	// course is the model's master in the language in use, where its
	// translations speak it, and lesson the lesson open in it.
	course   *lessons.Course
	lesson   *lessons.Lesson
	view     *stepView
	outline  *ui.List
	title    *widget.Label
	counter  *widget.Label
	message  *widget.Label
	origin   *widget.Label // says which course is shown
	holder   *fyne.Container
	back     *widget.Button
	next     *widget.Button
	handout  *widget.Button
	printing *fyne.Container // holds handout; hidden while presenting
	content  fyne.CanvasObject
	// chrome is what the presentation mode hides: the tool bar and the
	// outline.
	chrome  ui.Chrome
	loading *busy // shows that a course is being loaded
	// presenting is set while the presentation mode shows the view.
	presenting bool
	// courseNote says what went wrong loading the course, for the message
	// line.
	courseNote string
	// loads is the course being loaded off the UI goroutine (a teacher's
	// folder takes seconds, as every puzzle is checked with the solver):
	// each load stops the one before, so that a course that comes after
	// another was asked for is dropped. Its Background judges the steps'
	// puzzle attempts too.
	loads ui.Tasks
}

// NewLessonsView shows the course of model, the built-in one when model
// has none yet, with the progress kept in store, at the lesson and step
// model has open, as the learner left them.
func NewLessonsView(w fyne.Window, rules engine.Rules, store *ProgressStore, model *Model) *LessonsView {
	v := &LessonsView{window: w, rules: rules, store: store, model: model, after: ui.After, loading: newBusy()}
	v.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.title.SizeName = theme.SizeNameHeadingText
	v.counter = widget.NewLabel("")
	v.message = widget.NewLabel("")
	v.message.Wrapping = fyne.TextWrapWord
	v.message.Importance = widget.WarningImportance
	v.holder = container.NewStack()
	v.back = widget.NewButtonWithIcon(i18n.L("Back"), theme.NavigateBackIcon(), func() { v.goTo(v.model.step - 1) })
	v.next = widget.NewButtonWithIcon(i18n.L("Next"), theme.NavigateNextIcon(), v.Forward)
	restart := widget.NewButtonWithIcon(i18n.L("Restart lesson"), theme.MediaReplayIcon(), v.restart)
	v.handout = widget.NewButtonWithIcon(i18n.L("Handout…"), theme.DocumentPrintIcon(), v.printHandout)
	v.buildOutline()
	open := widget.NewButtonWithIcon(i18n.L("Open folder…"), theme.FolderOpenIcon(), v.chooseFolder)
	reload := widget.NewButtonWithIcon(i18n.L("Reload"), theme.ViewRefreshIcon(), v.Reload)
	builtin := widget.NewButtonWithIcon(i18n.L("Built-in course"), theme.HomeIcon(), func() { v.load("", false) })
	reset := widget.NewButtonWithIcon(i18n.L("Reset progress"), theme.DeleteIcon(), v.confirmReset)
	v.origin = widget.NewLabel("")
	v.origin.Truncation = fyne.TextTruncateEllipsis
	tools := container.NewBorder(nil, nil, container.NewHBox(open, reload, builtin, reset), v.loading.content, v.origin)
	// Next keeps its size, and the buttons after it their place, on a
	// lesson's last step, where it says Next lesson.
	next := ui.KeepWidth(v.next, theme.NavigateNextIcon(), i18n.L("Next"), i18n.L("Next lesson"))
	// The Handout… button shows when OnHandout is set (see Content), in a
	// box the presentation mode hides.
	v.printing = container.NewStack(v.handout)
	nav := container.NewBorder(nil, nil, container.NewHBox(v.back, next, restart, v.counter), v.printing)
	lesson := container.NewBorder(container.NewVBox(v.title, v.message), container.NewPadded(nav), nil, nil, v.holder)
	split := container.NewHSplit(v.outline, container.NewPadded(lesson))
	split.Offset = 0.28
	toolbar := container.NewPadded(tools)
	v.content = container.NewBorder(toolbar, nil, nil, nil, split)
	v.chrome = ui.Chrome{toolbar, v.outline, v.printing}
	store.watch(v, func() { v.updateMessage(); v.outline.Refresh() })
	if model.master != nil {
		v.show(model.master, model.loadErrs) // in the language in use
		v.resume()
		return v
	}
	// The built-in course is embedded and loads, checked, in under 0.1 s,
	// before the window is on the screen: it loads here at once, so that the
	// puzzles view can be built with it.
	v.show(lessons.Builtin())
	v.OpenFirst()
	return v
}

// resume opens the lesson and step the model has open, with what the
// learner did there; the first lesson not done when the course has no
// such lesson.
func (v *LessonsView) resume() {
	for i, l := range v.course.Lessons {
		if v.model.isLesson(l) {
			if v.setLesson(i) {
				v.showStep(v.model.step, v.model.stepActs)
			}
			return
		}
	}
	v.OpenFirst()
}

// Stop ends what the view is doing (a move sown, a course being loaded)
// and stops hearing of the progress: the view is being dropped. What it
// showed stays in its model.
func (v *LessonsView) Stop() {
	v.StopStep()
	v.store.unwatch(v)
	v.loads.Stop()
}

// SetBackground has courses loaded and puzzle attempts judged by run:
// off the UI goroutine in the app (ui.InBackground unless set), at once
// or held back in tests.
func (v *LessonsView) SetBackground(run ui.Background) { v.loads.Background = run }

// SetTempo has moves sown at tempo from now on.
func (v *LessonsView) SetTempo(t stepper.Tempo) {
	v.tempo = t
	if v.view != nil {
		v.view.setTempo(t)
	}
}

// Content returns the view's widgets, with the Handout… button when
// OnHandout is set.
func (v *LessonsView) Content() fyne.CanvasObject {
	if v.OnHandout == nil {
		v.handout.Hide()
	} else {
		v.handout.Show()
	}
	return v.content
}

// printHandout hands the lesson open to OnHandout.
func (v *LessonsView) printHandout() {
	if v.OnHandout != nil && v.lesson != nil && !v.lesson.Broken() {
		v.OnHandout(v.lesson.ID)
	}
}

// SetPresenting hides the tool bar and the outline, so that the step
// fills the screen, for the presentation mode; false shows them again.
// The message line's notices (a lesson not translated, problems in the
// folder) stay in the normal window.
func (v *LessonsView) SetPresenting(on bool) {
	v.presenting = on
	v.chrome.Show(!on)
	v.updateMessage()
}

// Course returns the course shown.
func (v *LessonsView) Course() *lessons.Course { return v.course }

// load loads the built-in course (folder "") or the lesson files of folder
// off the UI goroutine, under a spinner, then shows it at the first lesson
// not done, or, with keepOpen, at the lesson open then when the new course
// has it. A load stops the one under way, whose course is then dropped.
func (v *LessonsView) load(folder string, keepOpen bool) {
	v.loads.Stop()
	note := i18n.L("Loading the built-in course…")
	if folder != "" {
		note = i18n.L("Loading {{.Folder}}…", map[string]any{"Folder": filepath.Base(folder)})
	}
	v.loading.start(note)
	v.loads.Start(func(context.Context) func() {
		course, errs := loadCourse(folder)
		return func() {
			v.loading.stop()
			v.model.folder = folder
			var keep *lessons.Lesson
			if keepOpen {
				keep = v.lesson
			}
			v.show(course, errs)
			if !v.reopen(keep) {
				v.OpenFirst()
			}
		}
	})
}

// loadCourse reads the built-in course (folder "") or the lesson files of
// folder.
func loadCourse(folder string) (*lessons.Course, []error) {
	if folder == "" {
		return lessons.Builtin()
	}
	return lessons.LoadDir(os.DirFS(folder), ".")
}

// show puts master, in the language in use, in the outline, with what
// went wrong loading it and its translations, and passes it on to the
// puzzles view.
func (v *LessonsView) show(master *lessons.Course, errs []error) {
	v.StopStep()
	v.model.master, v.model.loadErrs = master, errs
	course, problems := inLanguage(master, v.model.folder)
	v.course = course
	errs = append(append([]error(nil), errs...), problems...)
	v.courseNote = ""
	if len(errs) > 0 && len(course.Lessons) > 0 {
		v.courseNote = i18n.N("{{.Count}} problems in the lesson files: the lessons concerned show them.", len(errs), map[string]any{"Count": len(errs)})
	}
	v.origin.SetText(i18n.L("Showing the built-in course"))
	if v.model.folder != "" {
		v.origin.SetText(i18n.L("Showing {{.Folder}}", map[string]any{"Folder": filepath.Base(v.model.folder)}))
	}
	v.updateMessage()
	v.outline.Refresh()
	if v.OnCourse != nil {
		v.OnCourse(course)
	}
}

// inLanguage returns master in the language in use where its translations
// speak it (the built-in course's, or those in the folder of a teacher's
// course named by the language), and what is wrong with them.
func inLanguage(master *lessons.Course, folder string) (*lessons.Course, []error) {
	lang := i18n.Current()
	if lang == i18n.English {
		return master, nil
	}
	var ts []*lessons.Translation
	var errs []error
	if folder == "" {
		ts, errs = lessons.BuiltinTranslations(lang)
	} else {
		ts, errs = lessons.LoadTranslations(os.DirFS(folder), lang)
	}
	course, _, problems := master.Translate(ts)
	return course, append(errs, problems...)
}

// updateMessage shows on the message line what went wrong loading the
// course and reading or saving the progress; the line hides when nothing did.
func (v *LessonsView) updateMessage() {
	var lines []string
	for _, line := range []string{v.courseNote, untranslatedNotice(v.lesson), v.store.readNotice(), v.store.saveNotice()} {
		if line != "" {
			lines = append(lines, line)
		}
	}
	v.message.SetText(strings.Join(lines, "\n"))
	if len(lines) == 0 || v.presenting {
		v.message.Hide()
	} else {
		v.message.Show()
	}
}

// untranslatedNotice says, in a language other than English, that the
// lesson l is shown in English, having no translation into it.
func untranslatedNotice(l *lessons.Lesson) string {
	if i18n.Current() == i18n.English || l == nil || l.Translated || l.Broken() {
		return ""
	}
	return i18n.L("This lesson is not yet translated: it is shown in English.")
}

// Reload reads the lesson files again off the UI goroutine, keeping the
// lesson open when it is still there.
func (v *LessonsView) Reload() { v.load(v.model.folder, true) }

// chooseFolder asks for a folder of lesson files and opens it.
func (v *LessonsView) chooseFolder() {
	dialog.ShowFolderOpen(func(dir fyne.ListableURI, err error) {
		if err != nil || dir == nil {
			return
		}
		v.LoadFolder(dir.Path())
	}, v.window)
}

// LoadFolder shows the lessons of a teacher's folder once they are loaded,
// off the UI goroutine.
func (v *LessonsView) LoadFolder(folder string) { v.load(folder, false) }

// confirmReset asks before forgetting the learner's progress.
func (v *LessonsView) confirmReset() {
	dialog.ShowConfirm(i18n.L("Reset progress"), i18n.L("Forget which lessons are done and which puzzles are solved?"), func(yes bool) {
		if yes {
			v.ResetProgress()
		}
	}, v.window)
}

// ResetProgress forgets all progress.
func (v *LessonsView) ResetProgress() {
	v.store.reset()
	v.outline.Refresh()
}

// reopen opens the lesson of the new course that was l before a reload,
// found by its id or, for a file broken before or after, by its file
// name; it reports whether there was one.
func (v *LessonsView) reopen(l *lessons.Lesson) bool {
	if l == nil {
		return false
	}
	for i, other := range v.course.Lessons {
		if (l.ID != "" && other.ID == l.ID) || other.File == l.File {
			v.open(i)
			return true
		}
	}
	return false
}

// OpenFirst opens the first lesson not done yet, or the first lesson; a
// course without lessons shows why in place of a step.
func (v *LessonsView) OpenFirst() {
	for _, l := range v.course.Lessons {
		if v.store.progress.Status(l.ID) != lessons.Done {
			_ = v.OpenLesson(l.ID)
			return
		}
	}
	if len(v.course.Lessons) > 0 {
		v.open(0)
		return
	}
	v.showEmpty()
}

// showEmpty says, in place of a step, that the folder holds no lessons,
// with what went wrong reading it.
func (v *LessonsView) showEmpty() {
	v.StopStep()
	v.lesson, v.view = nil, nil
	v.outline.UnselectAll()
	v.title.SetText(i18n.L("No lessons in {{.Folder}}", map[string]any{"Folder": filepath.Base(v.model.folder)}))
	v.showErrors(i18n.L("Lesson files end in .yaml; the guide Writing lessons says how to write them."), v.model.loadErrs)
	v.updateMessage()
}

// ErrNoLesson is returned by OpenLesson for an id the course does not have.
var ErrNoLesson = sentence.Errorf("no such lesson")

// OpenLesson opens the lesson with the given id at the step the learner was
// last on.
func (v *LessonsView) OpenLesson(id string) error {
	for i, l := range v.course.Lessons {
		if l.ID == id {
			v.open(i)
			return nil
		}
	}
	return ErrNoLesson
}

// OpenLessonAt opens the lesson with the given id at step k (from 0).
func (v *LessonsView) OpenLessonAt(id string, k int) error {
	if err := v.OpenLesson(id); err != nil {
		return err
	}
	if v.lesson.Broken() || k < 0 || k >= len(v.lesson.Steps) {
		return ErrNoStep
	}
	if k != v.model.step {
		v.goTo(k)
	}
	return nil
}

// ErrNoStep is returned by OpenLessonAt for a step the lesson does not have.
var ErrNoStep = sentence.Errorf("no such step")

// open shows lesson i of the course, at the step the learner was last on.
func (v *LessonsView) open(i int) {
	if v.setLesson(i) {
		v.goTo(min(v.store.progress.Step(v.lesson.ID), len(v.lesson.Steps)-1))
	}
}

// setLesson makes lesson i of the course the one open, and reports whether
// its steps can be shown; a broken lesson shows its errors.
func (v *LessonsView) setLesson(i int) bool {
	v.lesson = v.course.Lessons[i]
	v.model.lessonID, v.model.lessonFile = v.lesson.ID, v.lesson.File
	v.outline.Select(i)
	v.title.SetText(v.lesson.Title)
	v.updateMessage()
	if v.lesson.Broken() {
		v.showBroken()
		return false
	}
	return true
}

// showBroken shows a broken lesson's errors where its steps would be.
func (v *LessonsView) showBroken() {
	v.StopStep()
	v.view = nil
	v.showErrors(i18n.L("This lesson file has problems, so it cannot be shown:"), v.lesson.Errors)
}

// showErrors shows a heading and errs where the steps would be, with
// Back and Next off.
func (v *LessonsView) showErrors(heading string, errs []error) {
	list := container.NewVBox(widget.NewLabelWithStyle(heading, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	for _, err := range errs {
		line := widget.NewLabelWithStyle(i18n.Say(err), fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
		line.Wrapping = fyne.TextWrapWord
		list.Add(line)
	}
	v.holder.Objects = []fyne.CanvasObject{container.NewVScroll(list)}
	v.holder.Refresh()
	v.counter.SetText("")
	v.back.Disable()
	v.next.Disable()
}

// goTo shows step k of the open lesson, afresh, and records the learner
// is there.
func (v *LessonsView) goTo(k int) {
	if v.lesson == nil || v.lesson.Broken() || k < 0 || k >= len(v.lesson.Steps) {
		return
	}
	v.StopStep()
	v.model.openStep(v.lesson, k)
	v.showStep(k, v.model.stepActs)
}

// showStep shows step k of the open lesson with what the learner did there
// (acts), and records the learner is there.
func (v *LessonsView) showStep(k int, acts *Acts) {
	if k < 0 || k >= len(v.lesson.Steps) {
		return
	}
	lesson := v.lesson
	env := v.store.stepEnv(v.rules, v.after, v.tempo, v.loads.Background, v.OnDebug)
	env.acts = acts
	env.onAnswered = func() {
		v.store.record(func(p *lessons.Progress) { p.Answer(lesson.ID, k, lesson.InteractiveSteps()) })
	}
	v.view = newStepView(v.lesson.Steps[k], env)
	v.holder.Objects = []fyne.CanvasObject{v.view.content}
	v.holder.Refresh()
	v.counter.SetText(i18n.L("Step {{.Step}} of {{.Count}}", map[string]any{"Step": k + 1, "Count": len(v.lesson.Steps)}))
	ui.SetEnabled(v.back, k > 0)
	v.next.Enable()
	last := k == len(v.lesson.Steps)-1
	v.next.SetText(i18n.L("Next"))
	if last {
		v.next.SetText(i18n.L("Next lesson"))
	}
	v.recordVisit()
}

// recordVisit records that the learner is on the step shown, when he can
// see it.
func (v *LessonsView) recordVisit() {
	if !v.model.inFront || v.lesson == nil || v.lesson.Broken() {
		return
	}
	v.store.record(func(p *lessons.Progress) { p.Visit(v.lesson.ID, v.model.step) })
}

// SetInFront tells the view whether the learner can see it (its tab is
// selected); coming to the front records the step shown as visited.
func (v *LessonsView) SetInFront(front bool) {
	v.model.inFront = front
	v.recordVisit()
}

// Forward goes to the next step, or from the last step to the next lesson.
func (v *LessonsView) Forward() {
	if v.model.step < len(v.lesson.Steps)-1 {
		v.goTo(v.model.step + 1)
		return
	}
	for i, l := range v.course.Lessons {
		if l == v.lesson && i+1 < len(v.course.Lessons) {
			v.open(i + 1)
			if !v.lesson.Broken() {
				v.goTo(0)
			}
			return
		}
	}
}

// TypedKey lets a presentation clicker drive the lesson like a slide deck:
// Right, PageDown and Space to the next step, Left and PageUp to the one
// before; on a demo they first play on to its next pause, or go back to the
// one before. While an answer is being sown, a key first finishes it.
func (v *LessonsView) TypedKey(ev *fyne.KeyEvent) {
	if v.view != nil && v.view.clickerKey(ev.Name) {
		return
	}
	if v.lesson == nil || v.lesson.Broken() {
		return
	}
	switch ev.Name {
	case fyne.KeyRight, fyne.KeyPageDown, fyne.KeySpace:
		v.Forward()
	case fyne.KeyLeft, fyne.KeyPageUp:
		v.goTo(v.model.step - 1)
	case fyne.KeyHome:
		v.goTo(0)
	case fyne.KeyEnd:
		v.goTo(len(v.lesson.Steps) - 1)
	}
}

// restart goes back to the first step of the lesson.
func (v *LessonsView) restart() {
	if v.lesson != nil && !v.lesson.Broken() {
		v.store.progress.Restart(v.lesson.ID)
		v.goTo(0)
	}
}

// StopStep ends any play running in the step shown.
func (v *LessonsView) StopStep() {
	if v.view != nil {
		v.view.stop()
	}
}

// buildOutline makes the course outline: one line a lesson with its status
// in words, so colour is never the only cue.
func (v *LessonsView) buildOutline() {
	v.outline = ui.NewList(
		func() int {
			if v.course == nil {
				return 0
			}
			return len(v.course.Lessons)
		},
		func() fyne.CanvasObject {
			title := widget.NewLabel("")
			title.Truncation = fyne.TextTruncateEllipsis
			status := widget.NewLabel("")
			return container.NewBorder(nil, nil, widget.NewIcon(nil), status, title)
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			row := o.(*fyne.Container)
			icon, title, status := v.outlineLine(i, v.course.Lessons[i])
			row.Objects[0].(*widget.Label).SetText(title)
			row.Objects[1].(*widget.Icon).SetResource(icon)
			row.Objects[2].(*widget.Label).SetText(status)
			row.Refresh() // the status word's width changes the title's room
		},
	)
	v.outline.OnSelected = ui.Released(v.outline, func(i widget.ListItemID) {
		if v.lesson != v.course.Lessons[i] {
			v.open(i)
		}
	})
}

// outlineLine is lesson i's entry in the outline: an icon and a word for its
// status, and its numbered title.
func (v *LessonsView) outlineLine(i int, l *lessons.Lesson) (icon fyne.Resource, title, status string) {
	data := map[string]any{"Number": i + 1, "Title": l.Title}
	if l.Broken() {
		data["Title"] = l.File
		return theme.ErrorIcon(), i18n.L("{{.Number}}. {{.Title}}", data), i18n.L("has problems")
	}
	title = i18n.L("{{.Number}}. {{.Title}}", data)
	switch v.store.progress.Status(l.ID) {
	case lessons.Done:
		return theme.ConfirmIcon(), title, i18n.L("done")
	case lessons.InProgress:
		return theme.MediaPlayIcon(), title, i18n.L("in progress")
	}
	return theme.RadioButtonIcon(), title, i18n.L("new")
}
