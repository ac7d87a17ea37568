package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"walakpussa/app/course"
	"walakpussa/app/debugger"
	"walakpussa/app/play"
	"walakpussa/engine"
)

// mainWindow is the app's window: a tab to play and a tab for the debugger,
// the Debug menu, and the keys routed to the view in front.
type mainWindow struct {
	window     fyne.Window
	tabs       *container.AppTabs
	game       *play.GameView
	debugger   *debugger.DebuggerView
	lessons    *course.LessonsView
	puzzles    *course.PuzzlesView
	playTab    *container.TabItem
	debugTab   *container.TabItem
	lessonTab  *container.TabItem
	puzzlesTab *container.TabItem
}

// newMainWindow builds the main window of a; the computer and the coach
// search with the endgame table endgame gives.
func newMainWindow(a fyne.App, endgame play.EndgameTable) *mainWindow {
	w := a.NewWindow(lang.L("Walak-pussa Studio"))
	m := &mainWindow{window: w}
	rules := engine.Standard()
	m.game = play.NewGameView(engine.NewGame(rules, engine.StartWith(rules.Starter)), endgame)
	m.debugger = debugger.NewDebuggerView(w, rules)
	m.game.OnDebug = m.debugMove
	m.debugger.GamePosition = func() engine.Position { return m.game.Game().Position() }
	store := course.LoadProgress(a.Storage().RootURI().Path())
	m.lessons = course.NewLessonsView(w, rules, store)
	m.lessons.OnDebug = m.debugMove
	m.puzzles = course.NewPuzzlesView(rules, store, m.lessons.Course())
	m.puzzles.OnDebug = m.debugMove
	m.lessons.OnCourse = m.puzzles.SetCourse
	m.playTab = container.NewTabItemWithIcon(lang.L("Play"), theme.GridIcon(), m.game.Content())
	m.debugTab = container.NewTabItemWithIcon(lang.L("Debugger"), theme.SearchIcon(), m.debugger.Content())
	m.lessonTab = container.NewTabItemWithIcon(lang.L("Lessons"), theme.DocumentIcon(), m.lessons.Content())
	m.puzzlesTab = container.NewTabItemWithIcon(lang.L("Puzzles"), theme.QuestionIcon(), m.puzzles.Content())
	m.tabs = container.NewAppTabs(
		m.playTab,
		m.lessonTab,
		m.puzzlesTab,
		m.debugTab,
	)
	m.tabs.OnSelected = func(tab *container.TabItem) {
		m.lessons.SetInFront(tab == m.lessonTab)
		m.game.SetInFront(tab == m.playTab)
	}
	w.Resize(fyne.NewSize(1100, 760)) // first, so the content is laid out once, at its size
	w.SetContent(m.tabs)
	w.SetMainMenu(fyne.NewMainMenu(m.fileMenu(), m.debugger.Menu(m.showDebugger), helpMenu(a)))
	m.game.AddShortcuts(w.Canvas())
	m.debugger.AddShortcuts(w.Canvas(), m.showDebugger)
	w.Canvas().SetOnTypedKey(m.typedKey)
	w.SetOnClosed(func() {
		m.game.FinishAnimation()
		m.game.SetInFront(false)
		m.debugger.Pause()
		m.lessons.StopStep()
	})
	return m
}

// showDebugger brings the debugger tab to the front.
func (m *mainWindow) showDebugger() { m.tabs.Select(m.debugTab) }

// debugMove opens the debugger on move h from position p.
func (m *mainWindow) debugMove(p engine.Position, h engine.Hole) {
	if m.debugger.Open(p, h) == nil {
		m.showDebugger()
	}
}

// typedKey gives bare keys to the debugger while it is in front.
func (m *mainWindow) typedKey(ev *fyne.KeyEvent) {
	if m.tabs.Selected() == m.debugTab {
		m.debugger.TypedKey(ev)
	}
}

// openLesson brings the lesson with the given id to the front.
func (m *mainWindow) openLesson(id string) error {
	if err := m.lessons.OpenLesson(id); err != nil {
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
