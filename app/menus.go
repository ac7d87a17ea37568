package app

import (
	"walakpussa/assets/i18n"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"

	"walakpussa/app/stepper"
	"walakpussa/tutorials"
)

// fileMenu offers to save the game and to open a saved one.
func (m *mainWindow) fileMenu() *fyne.Menu {
	filter := storage.NewExtensionFileFilter([]string{".walak", ".txt"})
	save := fyne.NewMenuItem(i18n.L("Save game…"), func() {
		d := dialog.NewFileSave(func(file fyne.URIWriteCloser, err error) {
			if file == nil || err != nil {
				return
			}
			err = m.game.SaveGame(file)
			if closeErr := file.Close(); err == nil {
				err = closeErr // the file is written, whole, as it closes
			}
			if err != nil {
				dialog.ShowError(err, m.window)
			}
		}, m.window)
		d.SetFileName("game.walak")
		d.Show()
	})
	open := fyne.NewMenuItem(i18n.L("Open game…"), func() {
		d := dialog.NewFileOpen(func(file fyne.URIReadCloser, err error) {
			if file == nil || err != nil {
				return
			}
			defer file.Close()
			if m.game.LoadGame(file.URI().Name(), file) == nil {
				m.tabs.SelectIndex(0)
			}
		}, m.window)
		d.SetFilter(filter)
		d.Show()
	})
	return fyne.NewMenu(i18n.L("File"), open, save)
}

// viewMenu offers the presentation mode, the themes, the zoom, the
// languages, the tempos of the moves sown and the move preview; the ones
// in use are ticked.
func (m *mainWindow) viewMenu() *fyne.Menu {
	var languages []*fyne.MenuItem
	for _, l := range i18n.Languages() {
		code := l.Code
		item := fyne.NewMenuItem(l.Name, func() { m.setLanguage(code) })
		item.Checked = code == i18n.Current()
		languages = append(languages, item)
	}
	language := fyne.NewMenuItem(i18n.L("Language"), nil)
	language.ChildMenu = fyne.NewMenu("", languages...)
	var tempos []*fyne.MenuItem
	for _, t := range stepper.Tempos() {
		item := fyne.NewMenuItem(tempoName(t), func() { m.setTempo(t) })
		item.Checked = t == m.tempo
		tempos = append(tempos, item)
	}
	tempo := fyne.NewMenuItem(i18n.L("Animation speed"), nil)
	tempo.ChildMenu = fyne.NewMenu("", tempos...)
	present := fyne.NewMenuItem(i18n.L("Present (F5)"), m.startPresenting)
	items := []*fyne.MenuItem{present, m.lookItem(), fyne.NewMenuItemSeparator()}
	items = append(items, m.zoomItems()...)
	items = append(items, fyne.NewMenuItemSeparator(), language, tempo, m.previewItem())
	return fyne.NewMenu(i18n.L("View"), items...)
}

// tempoName is the name of a tempo in the menu.
func tempoName(t stepper.Tempo) string {
	switch t {
	case stepper.Slow:
		return i18n.L("Slow")
	case stepper.Fast:
		return i18n.L("Fast")
	case stepper.Instant:
		return i18n.L("Instant")
	}
	return i18n.L("Normal")
}

// helpMenu lists the guides; each opens in the Help window.
func (m *mainWindow) helpMenu() *fyne.Menu {
	var items []*fyne.MenuItem
	for _, guide := range tutorials.Guides(i18n.Current()) {
		name := guide.Name
		items = append(items, fyne.NewMenuItem(guide.Title, func() { m.help.Show(name) }))
	}
	return fyne.NewMenu(i18n.L("Help"), items...)
}
