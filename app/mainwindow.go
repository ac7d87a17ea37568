package app

import (
	"walakpussa/assets/i18n"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"

	"walakpussa/app/course"
	"walakpussa/app/debugger"
	"walakpussa/app/editor"
	"walakpussa/app/help"
	"walakpussa/app/play"
	"walakpussa/app/present"
	"walakpussa/app/stepper"
	"walakpussa/app/ui"
	"walakpussa/engine"
)

// mainWindow is the app's window: the Play, Edit, Lessons, Puzzles and
// Debugger tabs, the menus, and the keys routed to the view in front. Its
// views are built anew when the language changes, carrying on what they
// showed.
type mainWindow struct {
	app     fyne.App
	window  fyne.Window
	endgame play.EndgameTable
	store   *course.ProgressStore
	// play, course, debug and edit are the state of the Play tab, of the
	// lessons and puzzles, of the debugger and of the editor, which
	// outlives their views.
	play       *play.Model
	course     *course.Model
	debug      *debugger.Model
	edit       *editor.Model
	tabs       *container.AppTabs
	game       *play.GameView
	debugger   *debugger.DebuggerView
	lessons    *course.LessonsView
	puzzles    *course.PuzzlesView
	editor     *editor.View
	playTab    *container.TabItem
	editTab    *container.TabItem
	debugTab   *container.TabItem
	lessonTab  *container.TabItem
	puzzlesTab *container.TabItem
	// tempo is how fast moves are sown, in every view.
	tempo stepper.Tempo
	// look and zoom are the theme chosen and the interface's scale.
	look ui.Look
	zoom float32
	// present is the window's presentation mode; help the Help window.
	present *present.Mode
	help    *help.Window
}

// newMainWindow builds the main window of a; the computer and the coach
// search with the endgame table endgame gives.
func newMainWindow(a fyne.App, endgame play.EndgameTable) *mainWindow {
	m := &mainWindow{app: a, window: a.NewWindow(""), endgame: endgame, course: course.NewModel(),
		debug: debugger.NewModel(engine.Standard())}
	rules := engine.Standard()
	m.play = play.NewModel(engine.NewGame(rules, engine.StartWith(rules.Starter)))
	m.present = present.New(m.window)
	m.help = help.NewWindow(a)
	m.tempo = stepper.TempoNamed(a.Preferences().String(tempoPreference))
	m.look = ui.LookNamed(a.Preferences().String(lookPreference))
	m.zoom = ui.ZoomStep(float32(a.Preferences().FloatWithFallback(zoomPreference, 1)), 0)
	m.applyTheme()
	m.store = course.LoadProgress(a.Storage().RootURI().Path())
	m.window.Resize(fyne.NewSize(1100, 760)) // first, so the content is laid out once, at its size
	m.build()
	m.restoreSetup()
	m.show()
	m.window.SetOnClosed(m.stop)
	return m
}

// build makes the views, the tabs and the menus in the language in use,
// and wires the views to each other.
func (m *mainWindow) build() {
	w, rules := m.window, engine.Standard()
	w.SetTitle(i18n.L("Walak-pussa Studio"))
	m.game = play.NewGameView(m.play, m.endgame)
	m.debugger = debugger.NewDebuggerView(w, m.debug)
	m.game.OnDebug = func(p engine.Position, h engine.Hole) { m.debugUnder(m.game.Game().Rules(), p, h) }
	m.game.OnShowWhy = m.showWhy
	m.keepSetup()
	m.game.Ask = func(title string, content fyne.CanvasObject, confirm string, done func(bool)) {
		d := dialog.NewCustomConfirm(title, confirm, i18n.L("Cancel"), content, done, w)
		d.Show()
	}
	m.debugger.GamePosition = func() (engine.Rules, engine.Position) { return m.game.Game().Rules(), m.game.Game().Position() }
	m.lessons = course.NewLessonsView(w, rules, m.store, m.course)
	m.lessons.OnDebug = m.debugMove
	m.puzzles = course.NewPuzzlesView(rules, m.store, m.lessons.Course(), m.course)
	m.puzzles.OnDebug = m.debugMove
	m.lessons.OnCourse = m.puzzles.SetCourse
	m.wireWorksheets()
	m.playTab = container.NewTabItemWithIcon(i18n.L("Play"), theme.GridIcon(), m.game.Content())
	m.debugTab = container.NewTabItemWithIcon(i18n.L("Debugger"), theme.SearchIcon(), m.debugger.Content())
	m.lessonTab = container.NewTabItemWithIcon(i18n.L("Lessons"), theme.DocumentIcon(), m.lessons.Content())
	m.puzzlesTab = container.NewTabItemWithIcon(i18n.L("Puzzles"), theme.QuestionIcon(), m.puzzles.Content())
	m.buildEditor(rules)
	m.tabs = container.NewAppTabs(m.playTab, m.editTab, m.lessonTab, m.puzzlesTab, m.debugTab)
	m.tabs.OnSelected = func(tab *container.TabItem) {
		m.lessons.SetInFront(tab == m.lessonTab)
		m.game.SetInFront(tab == m.playTab)
	}
	m.applyTempo()
	m.applyPreview()
	m.bindCommands()
}

// setMenus gives the window its menus, in the language in use, with the
// choices in use ticked.
func (m *mainWindow) setMenus() {
	m.window.SetMainMenu(fyne.NewMainMenu(m.fileMenu(), m.viewMenu(), m.debugger.Menu(m.showDebugger), m.helpMenu()))
}

// stop ends what the views are doing (an animation, a search, a review,
// a demo playing, a course being loaded, an export) and what the window
// has scheduled: the window is closed.
func (m *mainWindow) stop() {
	m.game.Stop()
	m.debugger.Stop()
	m.lessons.Stop()
	m.puzzles.Stop()
	m.editor.Stop()
	m.present.Cancel()
}

// setLanguage switches the program to the language code, keeps the choice
// in the preferences, and builds the views anew in it.
func (m *mainWindow) setLanguage(code string) {
	if err := useLanguage(code); err != nil {
		fyne.LogError("switching the language", err)
		return
	}
	m.app.Preferences().SetString(languagePreference, code)
	m.rebuild()
	m.help.Rebuild()
}

// rebuild builds the views anew, in the language and the theme in use,
// each carrying on what it showed: the game, the debugger's move and
// event, the lesson, step and puzzle as the learner left them (their
// model), the tab in front. Sizes measured when a view is made (the room
// kept for a button's longest text) are then those of the theme.
func (m *mainWindow) rebuild() {
	old := *m
	front := old.tabs.SelectedIndex()
	old.lessons.Stop()
	old.puzzles.Stop()
	old.debugger.Stop()
	old.editor.Stop()
	old.game.Stop()
	m.build()
	m.tabs.SelectIndex(front)
	m.tabs.OnSelected(m.tabs.Selected()) // the views in front carry on: the computer thinks on
	m.show()
}

// show puts the views in the window: the tabs and the menus, or, while
// presenting, the view in front alone.
func (m *mainWindow) show() {
	if m.present.On() {
		m.present.Show(m.frontView())
		return
	}
	m.window.SetContent(m.tabs)
	m.setMenus()
}

// tempoPreference is the preference that keeps the tempo chosen.
const tempoPreference = "tempo"

// setTempo has moves sown at t in every view and keeps the choice.
func (m *mainWindow) setTempo(t stepper.Tempo) {
	m.tempo = t
	m.app.Preferences().SetString(tempoPreference, t.Name())
	m.applyTempo()
	m.setMenus()
}

// applyTempo gives the views the tempo chosen.
func (m *mainWindow) applyTempo() {
	m.game.SetPace(m.tempo.Pace())
	m.lessons.SetTempo(m.tempo)
	m.puzzles.SetTempo(m.tempo)
}

// askNewGame brings the Play tab to the front and asks for a new game
// there (Ctrl+N), unless a dialog is open already.
func (m *mainWindow) askNewGame() {
	if m.window.Canvas().Overlays().Top() != nil {
		return
	}
	m.tabs.Select(m.playTab)
	m.game.AskNewGame()
}

// showDebugger brings the debugger tab to the front.
func (m *mainWindow) showDebugger() { m.tabs.Select(m.debugTab) }

// debugMove opens the debugger on move h from position p.
func (m *mainWindow) debugMove(p engine.Position, h engine.Hole) {
	m.debugUnder(engine.Standard(), p, h)
}

// debugUnder opens the debugger on move h from position p under rules.
func (m *mainWindow) debugUnder(rules engine.Rules, p engine.Position, h engine.Hole) {
	m.debugger.SetRules(rules)
	if m.debugger.Open(p, h) == nil {
		m.showDebugger()
	}
}

// showWhy opens the debugger on the opponent's best reply to move from
// before, paused on the capture that makes move a mistake.
func (m *mainWindow) showWhy(before engine.Position, move, reply engine.Hole) {
	m.debugger.SetRules(m.game.Game().Rules())
	if m.debugger.OpenReply(before, move, reply) == nil {
		m.showDebugger()
	}
}

// openLessonAt brings the lesson with the given id to the front, at step
// (from 1; 0 for the step the learner was last on).
func (m *mainWindow) openLessonAt(id string, step int) error {
	open := func() error { return m.lessons.OpenLesson(id) }
	if step > 0 {
		open = func() error { return m.lessons.OpenLessonAt(id, step-1) }
	}
	if err := open(); err != nil {
		return err
	}
	m.tabs.Select(m.lessonTab)
	return nil
}

// openPuzzle brings the puzzle with the given id to the front.
func (m *mainWindow) openPuzzle(id string) error {
	if err := m.puzzles.OpenPuzzle(id); err != nil {
		return err
	}
	m.tabs.Select(m.puzzlesTab)
	return nil
}
