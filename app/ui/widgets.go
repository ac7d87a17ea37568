package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
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

// LinesHigh returns an invisible spacer as tall as n lines of text of the
// named size, to keep room for a caption that wraps.
func LinesHigh(n int, size fyne.ThemeSizeName) fyne.CanvasObject {
	line := fyne.MeasureText("Mg", theme.Size(size), fyne.TextStyle{}).Height
	spacer := canvas.NewRectangle(color.Transparent)
	spacer.SetMinSize(fyne.NewSize(0, float32(n)*line+2*theme.Padding()))
	return spacer
}
