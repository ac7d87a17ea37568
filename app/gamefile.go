package app

import (
	"io"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"walakpussa/engine"
)

// SaveGame writes the game being played in the saved-game text format.
func (v *GameView) SaveGame(w io.Writer) error { return v.game.Save(w) }

// LoadGame replaces the game with one read from r. A malformed or tampered
// file is refused with the line and the problem, and the game being played
// stays as it was.
func (v *GameView) LoadGame(r io.Reader) error {
	g, err := engine.LoadGame(r)
	if err != nil {
		v.say(lang.L("This game file cannot be opened: {{.Error}}", map[string]any{"Error": err.Error()}), widget.WarningImportance)
		return err
	}
	v.FinishAnimation()
	v.game = g
	v.computer.generation++
	v.setThinking(false)
	v.settle(lang.N("Game opened: {{.Count}} moves.", len(g.Moves()), map[string]any{"Count": len(g.Moves())}))
	return nil
}

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
