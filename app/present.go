package app

import (
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
)

// presentable is a view the presentation mode can show alone: its
// widgets, and a way to hide all but its board, caption and controls.
type presentable interface {
	Content() fyne.CanvasObject
	SetPresenting(on bool)
}

// presentation is the main window in presentation mode: the view in
// front alone, full screen, in large type, the menus gone; blank covers
// it when the teacher blanks the screen.
type presentation struct {
	// restore is the window's size before it went full screen: Fyne keeps
	// the full-screen size after leaving it.
	restore fyne.Size
	blank   *canvas.Rectangle
}

// presentCommand is what a key does in presentation mode.
type presentCommand int

const (
	// presentNothing: the key goes to the view as it is.
	presentNothing presentCommand = iota
	// presentLeave ends the presentation.
	presentLeave
	// presentBlank blanks the screen, or shows it again.
	presentBlank
	// presentForward is the next step, event or move.
	presentForward
	// presentBack is the step, event or move before.
	presentBack
	// presentStart goes to the first step.
	presentStart
	// presentEnd goes to the last step.
	presentEnd
)

// presentCommandOf maps the keys a presentation clicker sends to what they
// do: PageDown, Right and Space forward; PageUp and Left back; B or . to
// blank the screen; Home and End to the start and the end; Esc or F5 to
// leave.
func presentCommandOf(key fyne.KeyName) presentCommand {
	switch key {
	case fyne.KeyEscape, fyne.KeyF5:
		return presentLeave
	case fyne.KeyB, fyne.KeyPeriod:
		return presentBlank
	case fyne.KeyPageDown, fyne.KeyRight, fyne.KeySpace:
		return presentForward
	case fyne.KeyPageUp, fyne.KeyLeft:
		return presentBack
	case fyne.KeyHome:
		return presentStart
	case fyne.KeyEnd:
		return presentEnd
	}
	return presentNothing
}

// viewKeys are the keys each view steps with, for the commands that
// step.
var viewKeys = map[presentCommand]fyne.KeyName{
	presentForward: fyne.KeyRight,
	presentBack:    fyne.KeyLeft,
	presentStart:   fyne.KeyHome,
	presentEnd:     fyne.KeyEnd,
}

// frontView is the view of the tab in front, if it can be presented.
func (m *mainWindow) frontView() presentable {
	switch m.tabs.Selected() {
	case m.playTab:
		return m.game
	case m.editTab:
		return m.editor
	case m.lessonTab:
		return m.lessons
	case m.puzzlesTab:
		return m.puzzles
	case m.debugTab:
		return m.debugger
	}
	return nil
}

// Presenting reports whether the window is in presentation mode.
func (m *mainWindow) Presenting() bool { return m.present != nil }

// startPresenting shows the view in front alone, full screen, with the
// presentation theme, and takes the focus from any field so that the
// clicker's keys work at once.
func (m *mainWindow) startPresenting() {
	if m.frontView() == nil || m.present != nil {
		return
	}
	blank := canvas.NewRectangle(color.Black)
	blank.Hide()
	m.present = &presentation{restore: m.window.Canvas().Size(), blank: blank}
	m.restyle()
	m.window.SetFullScreen(true)
	m.window.Canvas().Unfocus()
}

// showPresentation puts the view in front alone in the window, its chrome
// hidden, under the blank screen, and takes the menus away.
func (m *mainWindow) showPresentation() {
	view := m.frontView()
	view.SetPresenting(true)
	m.window.SetMainMenu(nil)
	m.window.SetContent(container.NewStack(view.Content(), m.present.blank))
}

// stopPresenting puts the window back as it was: the tabs, the menus, the
// theme and the size.
func (m *mainWindow) stopPresenting() {
	p := m.present
	if p == nil {
		return
	}
	m.present = nil
	m.window.SetFullScreen(false)
	m.restyle()
	m.window.Resize(p.restore)
	// The window manager may apply the full screen's end after the resize,
	// and the GL driver may draw the old frame at the new size until
	// something moves: give the window its size again once it has left
	// the full screen, and draw it.
	for _, wait := range []time.Duration{100 * time.Millisecond, 500 * time.Millisecond} {
		m.redraws = append(m.redraws, m.after(wait, func() {
			if m.present == nil {
				m.window.Resize(p.restore)
				m.tabs.Refresh()
			}
		}))
	}
}

// presentKey does what key does in presentation mode; keys it has no use
// for go to the view as they are.
func (m *mainWindow) presentKey(ev *fyne.KeyEvent) {
	command := presentCommandOf(ev.Name)
	switch command {
	case presentLeave:
		m.stopPresenting()
		return
	case presentBlank:
		m.toggleBlank()
		return
	}
	if !m.present.blank.Hidden {
		m.toggleBlank() // a clicker's next key shows the screen again, as a slide show does
		return
	}
	if key, ok := viewKeys[command]; ok {
		ev = &fyne.KeyEvent{Name: key}
	}
	m.viewKey(ev)
}

// toggleBlank blanks the screen, or shows it again.
func (m *mainWindow) toggleBlank() {
	blank := m.present.blank
	if blank.Hidden {
		blank.Show()
	} else {
		blank.Hide()
	}
}
