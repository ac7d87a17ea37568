package app

import (
	"fyne.io/fyne/v2"

	"walakpussa/app/play"
	"walakpussa/assets/i18n"
)

// The Play tab's choices the preferences keep: the game setup and the
// move preview.

// setupPreference keeps the last game setup chosen: the opponent, the
// person's side and the rules (play.Setup's one-line form).
const setupPreference = "game-setup"

// keepSetup has the Play tab tell every setup chosen, to keep it.
func (m *mainWindow) keepSetup() {
	m.game.OnSetup = func(s play.Setup) { m.app.Preferences().SetString(setupPreference, s.String()) }
}

// restoreSetup starts the first game with the setup kept from the last
// time, if any; one that cannot be read is logged and left for the
// standard two-player game.
func (m *mainWindow) restoreSetup() {
	text := m.app.Preferences().String(setupPreference)
	if text == "" {
		return
	}
	s, err := play.ParseSetup(text)
	if err != nil {
		fyne.LogError("the game setup kept in the preferences", err)
		return
	}
	m.game.Begin(s)
}

// previewPreference keeps whether the Play tab previews moves.
const previewPreference = "preview-moves"

// applyPreview gives the Play tab the move preview chosen: off until the
// user turns it on. Lessons and puzzles never preview, since predicting
// the move is their exercise.
func (m *mainWindow) applyPreview() {
	m.game.SetPreviewing(m.app.Preferences().Bool(previewPreference))
}

// setPreview turns the Play tab's move preview on or off and keeps the
// choice.
func (m *mainWindow) setPreview(on bool) {
	m.app.Preferences().SetBool(previewPreference, on)
	m.applyPreview()
	m.setMenus()
}

// previewItem is the View menu's switch of the move preview, ticked while
// it is on.
func (m *mainWindow) previewItem() *fyne.MenuItem {
	item := fyne.NewMenuItem(i18n.L("Preview moves"), nil)
	item.Checked = m.game.Previewing()
	item.Action = func() { m.setPreview(!item.Checked) }
	return item
}
