package ui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// tooltipDelay is how long the pointer rests on a button before its tip shows.
const tooltipDelay = 600 * time.Millisecond

// TipButton is a button that explains itself in a small pop-up when the
// pointer rests on it: what it does and its keyboard shortcut.
type TipButton struct {
	widget.Button
	// Tip is the explanation shown.
	Tip   string
	timer *time.Timer
	popup *widget.PopUp
}

// NewTipButton returns a button with an icon, a label (may be empty) and a tip.
func NewTipButton(label string, icon fyne.Resource, tip string, tapped func()) *TipButton {
	b := &TipButton{Tip: tip}
	b.Text, b.Icon, b.OnTapped = label, icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

// MouseIn starts the wait before the tip shows.
func (b *TipButton) MouseIn(ev *desktop.MouseEvent) {
	b.Button.MouseIn(ev)
	b.cancelTip()
	b.timer = time.AfterFunc(tooltipDelay, func() { fyne.Do(b.showTip) })
}

// MouseOut hides the tip.
func (b *TipButton) MouseOut() {
	b.Button.MouseOut()
	b.cancelTip()
}

// Tapped hides the tip and presses the button.
func (b *TipButton) Tapped(ev *fyne.PointEvent) {
	b.cancelTip()
	b.Button.Tapped(ev)
}

// showTip pops the tip up just below the button.
func (b *TipButton) showTip() {
	c := fyne.CurrentApp().Driver().CanvasForObject(b)
	if c == nil || b.Tip == "" {
		return
	}
	text := canvas.NewText(b.Tip, theme.Color(theme.ColorNameForeground))
	text.TextSize = theme.CaptionTextSize()
	b.popup = widget.NewPopUp(container.NewPadded(text), c)
	where := fyne.CurrentApp().Driver().AbsolutePositionForObject(b).AddXY(0, b.Size().Height+2)
	b.popup.ShowAtPosition(where)
}

// cancelTip stops a pending tip and hides a shown one.
func (b *TipButton) cancelTip() {
	if b.timer != nil {
		b.timer.Stop()
		b.timer = nil
	}
	if b.popup != nil {
		b.popup.Hide()
		b.popup = nil
	}
}
