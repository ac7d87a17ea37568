package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// TappableLabel is a label that wraps its words and calls OnTapped when it
// is tapped: the words beside a check box whose own text would not wrap.
type TappableLabel struct {
	widget.Label
	OnTapped func()
}

// NewTappableLabel returns a wrapping label of text calling tapped.
func NewTappableLabel(text string, tapped func()) *TappableLabel {
	l := &TappableLabel{OnTapped: tapped}
	l.Text = text
	l.Wrapping = fyne.TextWrapWord
	l.ExtendBaseWidget(l)
	return l
}

// Tapped calls OnTapped.
func (l *TappableLabel) Tapped(*fyne.PointEvent) {
	if l.OnTapped != nil {
		l.OnTapped()
	}
}
