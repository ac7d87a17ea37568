package app

import (
	"fyne.io/fyne/v2"

	"walakpussa/app/ui"
	"walakpussa/assets/i18n"
)

// Preferences that keep the look and the zoom chosen.
const (
	lookPreference = "look"
	zoomPreference = "zoom"
)

// applyTheme gives the app the theme of the look and zoom chosen, or the
// presentation's large type while presenting.
func (m *mainWindow) applyTheme() {
	theme := ui.NewTheme(m.look, m.zoom)
	if m.present.On() {
		theme = ui.Presenting(m.look)
	}
	m.app.Settings().SetTheme(theme)
}

// setLook paints the app in look l and keeps the choice.
func (m *mainWindow) setLook(l ui.Look) {
	m.look = l
	m.app.Preferences().SetString(lookPreference, l.Name())
	m.restyle()
}

// zoomBy scales the interface steps zoom steps up (or down, below 0);
// 0 steps goes back to the usual size. The zoom is kept.
func (m *mainWindow) zoomBy(steps int) {
	zoom := float32(1)
	if steps != 0 {
		zoom = ui.ZoomStep(m.zoom, steps)
	}
	m.zoom = zoom
	m.app.Preferences().SetFloat(zoomPreference, float64(m.zoom))
	m.restyle()
}

// restyle gives the app the theme chosen and builds the views anew in it.
func (m *mainWindow) restyle() {
	m.applyTheme()
	m.rebuild()
}

// zoomCommands are Zoom in (Ctrl+= or Ctrl++), Zoom out (Ctrl+-) and
// Actual size (Ctrl+0); Cmd on macOS. The first shortcut of each is the
// one the menu shows.
func (m *mainWindow) zoomCommands() []ui.Command {
	key := func(name fyne.KeyName, mod fyne.KeyModifier) fyne.Shortcut {
		return ui.Shortcut(name, fyne.KeyModifierShortcutDefault|mod)
	}
	zoom := func(steps int) func() { return func() { m.zoomBy(steps) } }
	return []ui.Command{
		{Label: i18n.L("Zoom in"), Shortcuts: []fyne.Shortcut{key(fyne.KeyEqual, 0), key(fyne.KeyEqual, fyne.KeyModifierShift), key(fyne.KeyPlus, 0)}, Do: zoom(1)},
		{Label: i18n.L("Zoom out"), Shortcuts: []fyne.Shortcut{key(fyne.KeyMinus, 0)}, Do: zoom(-1)},
		{Label: i18n.L("Actual size"), Shortcuts: []fyne.Shortcut{key(fyne.Key0, 0)}, Do: zoom(0)},
	}
}

// zoomItems are the View menu's zoom entries.
func (m *mainWindow) zoomItems() []*fyne.MenuItem {
	var items []*fyne.MenuItem
	for _, c := range m.zoomCommands() {
		items = append(items, c.MenuItem())
	}
	return items
}

// lookItem is the View menu's choice of look, the one in use ticked.
func (m *mainWindow) lookItem() *fyne.MenuItem {
	looks := []struct {
		look ui.Look
		name string
	}{
		{ui.Dark, i18n.L("Dark")},
		{ui.Projector, i18n.L("Projector (light, high contrast)")},
	}
	var items []*fyne.MenuItem
	for _, l := range looks {
		item := fyne.NewMenuItem(l.name, func() { m.setLook(l.look) })
		item.Checked = l.look == m.look
		items = append(items, item)
	}
	look := fyne.NewMenuItem(i18n.L("Colour scheme"), nil)
	look.ChildMenu = fyne.NewMenu("", items...)
	return look
}
