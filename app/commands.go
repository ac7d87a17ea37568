package app

import (
	"slices"

	"fyne.io/fyne/v2"

	"walakpussa/app/present"
	"walakpussa/app/ui"
)

// The window's commands are one table: the presentation clicker's keys,
// New game, undo and redo, the zoom and the Debug menu. Every key reaches
// it whatever has the focus: the window's canvas gets the keys when
// nothing has the focus, and the app's fields, check boxes, lists, selects
// and sliders (package ui) hand it those they do not use. Bare keys the
// table has no use for go to the view in front.

// commands is the window's table of commands, in the language in use.
func (m *mainWindow) commands() []ui.Command {
	ctrl := fyne.KeyModifierShortcutDefault
	presenting, window := m.present.On, func() bool { return !m.present.On() }
	step := func(key fyne.KeyName) func() {
		return func() { m.viewKey(&fyne.KeyEvent{Name: key}) }
	}
	table := []ui.Command{
		{Keys: []fyne.KeyName{fyne.KeyF5}, Enabled: window, Do: m.startPresenting},
		{Keys: []fyne.KeyName{fyne.KeyEscape, fyne.KeyF5}, Enabled: presenting, Do: m.stopPresenting},
		{Keys: []fyne.KeyName{fyne.KeyB, fyne.KeyPeriod}, Enabled: presenting, Do: m.present.ToggleBlank},
		{Keys: []fyne.KeyName{fyne.KeyPageDown, fyne.KeyRight, fyne.KeySpace}, Enabled: presenting, Do: step(fyne.KeyRight)},
		{Keys: []fyne.KeyName{fyne.KeyPageUp, fyne.KeyLeft}, Enabled: presenting, Do: step(fyne.KeyLeft)},
		{Keys: []fyne.KeyName{fyne.KeyHome}, Enabled: presenting, Do: step(fyne.KeyHome)},
		{Keys: []fyne.KeyName{fyne.KeyEnd}, Enabled: presenting, Do: step(fyne.KeyEnd)},
		{Shortcuts: []fyne.Shortcut{ui.Shortcut(fyne.KeyN, ctrl)}, Do: m.askNewGame},
		{Shortcuts: []fyne.Shortcut{&fyne.ShortcutUndo{}, ui.Shortcut(fyne.KeyZ, ctrl)}, Do: m.undo},
		{Shortcuts: []fyne.Shortcut{&fyne.ShortcutRedo{}, ui.Shortcut(fyne.KeyY, ctrl), ui.Shortcut(fyne.KeyZ, ctrl|fyne.KeyModifierShift)}, Do: m.redo},
	}
	table = append(table, m.zoomCommands()...)
	return append(table, m.debugger.Commands(m.showDebugger)...)
}

// bindCommands has the window's canvas route bare keys and shortcuts to
// the table of commands.
func (m *mainWindow) bindCommands() {
	c := m.window.Canvas()
	c.SetOnTypedKey(m.typedKey)
	for _, command := range m.commands() {
		for _, s := range command.Shortcuts {
			c.AddShortcut(s, func(fyne.Shortcut) {
				if command.On() {
					command.Do()
				}
			})
		}
	}
}

// onBlank are the keys that work on a blanked screen: leave the
// presentation, blank or show it again.
var onBlank = []fyne.KeyName{fyne.KeyEscape, fyne.KeyF5, fyne.KeyB, fyne.KeyPeriod}

// typedKey does the command of a bare key. While the screen is blanked, a
// clicker's next key shows it again, as a slide show does. A key no
// command takes goes to the view in front.
func (m *mainWindow) typedKey(ev *fyne.KeyEvent) {
	if m.present.Blanked() && !slices.Contains(onBlank, ev.Name) {
		m.present.ToggleBlank()
		return
	}
	for _, command := range m.commands() {
		if command.HasKey(ev.Name) && command.On() {
			command.Do()
			return
		}
	}
	m.viewKey(ev)
}

// viewKey gives a bare key to the view in front: the debugger, the
// lessons, the moves shown in Play.
func (m *mainWindow) viewKey(ev *fyne.KeyEvent) {
	switch m.tabs.Selected() {
	case m.debugTab:
		m.debugger.TypedKey(ev)
	case m.lessonTab:
		m.lessons.TypedKey(ev)
	case m.playTab:
		m.game.TypedKey(ev)
	}
}

// undo undoes the last change in the editor while it is in front, and
// the last move in Play otherwise.
func (m *mainWindow) undo() {
	if m.tabs.Selected() == m.editTab {
		m.editor.Undo()
		return
	}
	m.game.Undo()
}

// redo makes the change undone again, in the editor while it is in front
// and in Play otherwise.
func (m *mainWindow) redo() {
	if m.tabs.Selected() == m.editTab {
		m.editor.Redo()
		return
	}
	m.game.Redo()
}

// frontView is the view of the tab in front, if it can be presented.
func (m *mainWindow) frontView() present.Presentable {
	switch m.tabs.Selected() {
	case m.playTab:
		return m.game
	case m.editTab:
		return m.editor
	case m.lessonTab:
		return m.lessons
	case m.puzzlesTab:
		return m.puzzles
	case m.debugTab:
		return m.debugger
	}
	return nil
}

// startPresenting shows the view in front alone, full screen, with the
// presentation theme.
func (m *mainWindow) startPresenting() {
	if m.frontView() != nil {
		m.present.Start(m.restyle)
	}
}

// stopPresenting puts the window back as it was: the tabs, the menus, the
// theme and the size.
func (m *mainWindow) stopPresenting() { m.present.Stop(m.restyle, func() { m.tabs.Refresh() }) }
