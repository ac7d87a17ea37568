package app

import (
	"fyne.io/fyne/v2"

	"walakpussa/assets/i18n"
)

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
