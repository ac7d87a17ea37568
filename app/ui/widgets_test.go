package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"github.com/stretchr/testify/assert"
)

func TestAWideSelectShowsItsLongestOptionWhole(t *testing.T) {
	test.NewTempApp(t)
	longest := "4 pro Sekunde, und noch ein wenig länger"
	s := NewSelect([]string{"1", longest, "2"}, nil)
	placeholder := s.PlaceHolder
	box := WideSelect(s)
	text := fyne.MeasureText(longest, theme.TextSize(), fyne.TextStyle{})
	assert.Greater(t, box.MinSize().Width, text.Width+theme.IconInlineSize(), "room for the text and the arrow")
	assert.Greater(t, box.MinSize().Width, s.MinSize().Width, "wider than the placeholder alone makes it")
	assert.Equal(t, placeholder, s.PlaceHolder, "the placeholder is put back")
}
