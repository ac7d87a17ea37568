package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"

	"walakpussa/app/help"
	"walakpussa/tutorials"
)

// fileMenu offers to save the game and to open a saved one.
func (m *mainWindow) fileMenu() *fyne.Menu {
	filter := storage.NewExtensionFileFilter([]string{".walak", ".txt"})
	save := fyne.NewMenuItem(lang.L("Save game…"), func() {
		d := dialog.NewFileSave(func(file fyne.URIWriteCloser, err error) {
			if file == nil || err != nil {
				return
			}
			defer file.Close()
			if err := m.game.SaveGame(file); err != nil {
				dialog.ShowError(err, m.window)
			}
		}, m.window)
		d.SetFileName("game.walak")
		d.Show()
	})
	open := fyne.NewMenuItem(lang.L("Open game…"), func() {
		d := dialog.NewFileOpen(func(file fyne.URIReadCloser, err error) {
			if file == nil || err != nil {
				return
			}
			defer file.Close()
			if m.game.LoadGame(file) == nil {
				m.tabs.SelectIndex(0)
			}
		}, m.window)
		d.SetFilter(filter)
		d.Show()
	})
	return fyne.NewMenu(lang.L("File"), open, save)
}

// helpMenu lists the guides; each opens in the Help window.
func helpMenu(a fyne.App) *fyne.Menu {
	var items []*fyne.MenuItem
	for _, guide := range tutorials.Guides() {
		name := guide.Name
		items = append(items, fyne.NewMenuItem(guide.Title, func() { help.ShowWindow(a, name) }))
	}
	return fyne.NewMenu(lang.L("Help"), items...)
}
