package present

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// view is a Presentable that notes whether it is presented.
type view struct {
	label      *widget.Label
	presenting bool
}

func (v *view) Content() fyne.CanvasObject { return v.label }
func (v *view) SetPresenting(on bool)      { v.presenting = on }

func TestAPresentationGoesFullScreenBlanksAndPutsTheWindowBack(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, widget.NewLabel("tabs"))
	w.SetMainMenu(fyne.NewMainMenu(fyne.NewMenu("File")))
	w.Resize(fyne.NewSize(800, 600))
	p := New(w)
	p.After = func(_ time.Duration, f func()) func() { f(); return func() {} }
	shown := &view{label: widget.NewLabel("lesson")}
	restyled := 0
	p.Start(func() { restyled++; p.Show(shown) })
	require.True(t, p.On())
	assert.True(t, w.FullScreen())
	assert.True(t, shown.presenting)
	assert.Nil(t, w.MainMenu(), "no menus")
	assert.Equal(t, 1, restyled)
	p.Start(func() { restyled++ })
	assert.Equal(t, 1, restyled, "presenting twice is presenting once")

	assert.False(t, p.Blanked())
	p.ToggleBlank()
	assert.True(t, p.Blanked())
	p.ToggleBlank()
	assert.False(t, p.Blanked())

	p.ToggleBlank()
	redrawn := 0
	p.Stop(func() { restyled++ }, func() { redrawn++ })
	assert.False(t, p.On())
	assert.False(t, p.Blanked(), "a window not presenting is not blanked")
	assert.False(t, w.FullScreen())
	assert.Equal(t, fyne.NewSize(800, 600), w.Canvas().Size(), "the size before")
	assert.Equal(t, 2, restyled)
	assert.Equal(t, 2, redrawn, "drawn again once the full screen has ended")
}
