// Package present is a window's presentation mode: the view in front
// alone, full screen, in large type, the menus gone, with a black screen
// the teacher can blank it with. The window's command table drives it with
// a clicker's keys.
package present

import (
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"

	"walakpussa/app/ui"
)

// Presentable is a view the presentation mode can show alone: its
// widgets, and a way to hide all but its board, caption and controls.
type Presentable interface {
	Content() fyne.CanvasObject
	SetPresenting(on bool)
}

// Mode is the presentation mode of a window, on or off.
type Mode struct {
	// After schedules the redraws after the full screen ends (ui.After);
	// tests run them at once. redraws cancel those scheduled.
	After   ui.Scheduler
	window  fyne.Window
	redraws []func()
	on      bool
	// restore is the window's size before it went full screen: Fyne keeps
	// the full-screen size after leaving it.
	restore fyne.Size
	blank   *canvas.Rectangle
}

// New is the presentation mode of w, off.
func New(w fyne.Window) *Mode {
	blank := canvas.NewRectangle(color.Black)
	blank.Hide()
	return &Mode{window: w, After: ui.After, blank: blank}
}

// On reports whether the window is presenting.
func (p *Mode) On() bool { return p.on }

// Start presents: restyle builds the window's views anew in the
// presentation's theme (it calls Show); then the window goes full screen
// and the focus leaves any field, so that the clicker's keys work at once.
func (p *Mode) Start(restyle func()) {
	if p.on {
		return
	}
	p.on, p.restore = true, p.window.Canvas().Size()
	p.blank.Hide()
	restyle()
	p.window.SetFullScreen(true)
	p.window.Canvas().Unfocus()
}

// Show puts view alone in the window, its chrome hidden, under the blank
// screen, and takes the menus away.
func (p *Mode) Show(view Presentable) {
	view.SetPresenting(true)
	p.window.SetMainMenu(nil)
	p.window.SetContent(container.NewStack(view.Content(), p.blank))
}

// Stop puts the window back as it was: restyle builds its views anew in
// the usual theme, and the window gets its size back; redraw draws it
// again once the window manager has left the full screen.
func (p *Mode) Stop(restyle, redraw func()) {
	if !p.on {
		return
	}
	p.on = false
	p.window.SetFullScreen(false)
	restyle()
	p.window.Resize(p.restore)
	// The window manager may apply the full screen's end after the resize,
	// and the GL driver may draw the old frame at the new size until
	// something moves: give the window its size again once it has left
	// the full screen, and draw it.
	for _, wait := range []time.Duration{100 * time.Millisecond, 500 * time.Millisecond} {
		p.redraws = append(p.redraws, p.After(wait, func() {
			if !p.on {
				p.window.Resize(p.restore)
				redraw()
			}
		}))
	}
}

// Cancel cancels the redraws scheduled, when the window closes.
func (p *Mode) Cancel() {
	for _, cancel := range p.redraws {
		cancel()
	}
	p.redraws = nil
}

// ToggleBlank blanks the screen, or shows it again.
func (p *Mode) ToggleBlank() {
	if p.blank.Hidden {
		p.blank.Show()
	} else {
		p.blank.Hide()
	}
}

// Blanked reports whether the screen is blanked.
func (p *Mode) Blanked() bool { return p.on && !p.blank.Hidden }
