package ui

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// SetEnabled enables b or disables it.
func SetEnabled(b *widget.Button, enabled bool) {
	if enabled {
		b.Enable()
	} else {
		b.Disable()
	}
}

// LinesHigh returns an invisible spacer as tall as a label of n lines of
// text of the named size, to keep room for a caption that wraps.
func LinesHigh(n int, size fyne.ThemeSizeName) fyne.CanvasObject {
	sample := widget.NewLabel(strings.TrimSuffix(strings.Repeat("Mg\n", n), "\n"))
	sample.SizeName = size
	return Spacer(fyne.NewSize(0, sample.MinSize().Height))
}

// KeepWidth returns button in a box as wide as a button with icon showing
// the widest of texts, so that it keeps its width, and what follows it its
// place, whichever of them it shows.
func KeepWidth(button fyne.CanvasObject, icon fyne.Resource, texts ...string) fyne.CanvasObject {
	widest := float32(0)
	for _, text := range texts {
		widest = max(widest, widget.NewButtonWithIcon(text, icon, nil).MinSize().Width)
	}
	return container.NewStack(Spacer(fyne.NewSize(widest, 0)), button)
}

// Spacer returns an invisible object of the given minimum size, to keep room
// for what may grow.
func Spacer(size fyne.Size) *canvas.Rectangle {
	spacer := canvas.NewRectangle(color.Transparent)
	spacer.SetMinSize(size)
	return spacer
}

// WideSelect returns s in a box as wide as s showing its longest option or
// its placeholder, so that no option is cut short in any language. (A
// select is otherwise only as wide as its placeholder.)
func WideSelect(s *Select) fyne.CanvasObject {
	placeholder, widest := s.PlaceHolder, s.MinSize().Width
	for _, option := range s.Options {
		s.PlaceHolder = option
		widest = max(widest, s.MinSize().Width)
	}
	s.PlaceHolder = placeholder
	return container.NewGridWrap(fyne.NewSize(widest, s.MinSize().Height), s)
}

// Chrome is the part of a view that the presentation mode hides: panels,
// lists and tool bars around the board, its caption and its controls.
type Chrome []fyne.CanvasObject

// Show shows the chrome, or hides it when on is false.
func (c Chrome) Show(on bool) {
	for _, o := range c {
		if on {
			o.Show()
		} else {
			o.Hide()
		}
	}
}
