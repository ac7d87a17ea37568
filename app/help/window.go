package help

import (
	"fyne.io/fyne/v2"

	"walakpussa/app/ui"
	"walakpussa/assets/i18n"
)

// Window is the app's Help window, one at most: asking for a guide while
// it is open shows the guide there and raises the window. Esc and Ctrl+W
// close it; after a language switch Rebuild has it speak the new language.
type Window struct {
	app    fyne.App
	window fyne.Window // nil while closed
	view   *View
}

// NewWindow is the Help window of a, closed.
func NewWindow(a fyne.App) *Window { return &Window{app: a} }

// Show opens the Help window on the guide named, or, when it is open,
// shows the guide there and raises it; it returns the window. The guide
// is laid out once the window is shown, at its real width: wrapping a
// guide at the narrow width of a window not yet on screen takes seconds.
func (h *Window) Show(guide string) fyne.Window {
	if h.window == nil {
		h.open()
	}
	h.window.Show()
	h.window.RequestFocus()
	h.view.open(guide)
	return h.window
}

// open makes the window, closed by Esc and Ctrl+W.
func (h *Window) open() {
	w := h.app.NewWindow(i18n.L("Help"))
	h.window, h.view = w, newView()
	w.SetContent(h.view.Content())
	w.Resize(fyne.NewSize(1000, 720))
	w.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if ev.Name == fyne.KeyEscape {
			w.Close()
		}
	})
	w.Canvas().AddShortcut(ui.Shortcut(fyne.KeyW, fyne.KeyModifierShortcutDefault), func(fyne.Shortcut) { w.Close() })
	w.SetOnClosed(func() { h.window, h.view = nil, nil })
}

// Rebuild builds the open window's guides anew in the language in use, on
// the guide it shows.
func (h *Window) Rebuild() {
	if h.window == nil {
		return
	}
	guide := ""
	if v := h.view; v.current >= 0 && v.current < len(v.guides) {
		guide = v.guides[v.current].Name
	}
	h.view = newView()
	h.window.SetTitle(i18n.L("Help"))
	h.window.SetContent(h.view.Content())
	h.view.open(guide)
}
