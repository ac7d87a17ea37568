package app

import (
	"walakpussa/assets/i18n"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"walakpussa/app/editor"
	"walakpussa/engine"
)

// editorPreference keeps the position last shown in the editor, in its
// notation, so that it survives a restart.
const editorPreference = "editorPosition"

// buildEditor makes the Edit tab over the editor's model, made the first
// time on the position kept in the preferences (the start when there is
// none, or it does not parse), and wires it: Play from here and Debug go to their tabs, Solve searches with
// the endgame table, and every position shown is kept.
func (m *mainWindow) buildEditor(rules engine.Rules) {
	prefs := m.app.Preferences()
	if m.edit == nil {
		p, err := engine.ParsePosition(prefs.String(editorPreference))
		if err != nil {
			p = engine.StartWith(rules.Starter)
		}
		m.edit = editor.NewModel(p)
	}
	m.editor = editor.NewView(m.window, rules, m.edit)
	m.editor.OnPlay = func(p engine.Position, level int) {
		m.game.StartFrom(p, level)
		m.tabs.Select(m.playTab)
	}
	m.editor.OnDebug = m.debugMove
	m.editor.Endgame = m.endgame
	m.editor.OnChange = func(p engine.Position) { prefs.SetString(editorPreference, p.String()) }
	m.editTab = container.NewTabItemWithIcon(i18n.L("Edit"), theme.DocumentCreateIcon(), m.editor.Content())
}
