package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"walakpussa/engine"
)

// mainWindow is the app's window: a tab to play and a tab for the debugger,
// the Debug menu, and the keys routed to the view in front.
type mainWindow struct {
	window   fyne.Window
	tabs     *container.AppTabs
	game     *GameView
	debugger *DebuggerView
	debugTab *container.TabItem
}

func newMainWindow(a fyne.App) *mainWindow {
	w := a.NewWindow(lang.L("Walak-pussa Studio"))
	m := &mainWindow{window: w}
	rules := engine.Standard()
	m.game = NewGameView(engine.NewGame(rules, engine.StartWith(rules.Starter)))
	m.debugger = NewDebuggerView(w, rules)
	m.game.OnDebug = m.debugMove
	m.debugger.GamePosition = m.game.positionForDebug
	m.debugTab = container.NewTabItemWithIcon(lang.L("Debugger"), theme.SearchIcon(), m.debugger.Content())
	m.tabs = container.NewAppTabs(
		container.NewTabItemWithIcon(lang.L("Play"), theme.GridIcon(), m.game.Content()),
		m.debugTab,
	)
	w.SetContent(m.tabs)
	w.SetMainMenu(fyne.NewMainMenu(m.debugger.Menu(m.showDebugger)))
	m.game.AddShortcuts(w.Canvas())
	m.debugger.AddShortcuts(w.Canvas(), m.showDebugger)
	w.Canvas().SetOnTypedKey(m.typedKey)
	w.SetOnClosed(func() {
		m.game.FinishAnimation()
		m.debugger.Pause()
	})
	w.Resize(fyne.NewSize(1100, 760))
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
