package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
)

func TestATappableLabelWrapsAndCallsBack(t *testing.T) {
	test.NewTempApp(t)
	taps := 0
	l := NewTappableLabel("some words beside a check box", func() { taps++ })
	assert.Equal(t, fyne.TextWrapWord, l.Wrapping)
	test.Tap(l)
	test.Tap(l)
	assert.Equal(t, 2, taps)
}
