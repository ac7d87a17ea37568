package app

import (
	"fyne.io/fyne/v2"

	"walakpussa/app/play"
)

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
