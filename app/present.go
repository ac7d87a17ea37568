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

// toggleBlank blanks the screen, or shows it again.
func (m *mainWindow) toggleBlank() {
	blank := m.present.blank
	if blank.Hidden {
		blank.Show()
	} else {
		blank.Hide()
	}
}

// blanked reports whether the teacher has blanked the screen.
func (m *mainWindow) blanked() bool { return m.present != nil && !m.present.blank.Hidden }
