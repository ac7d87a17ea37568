package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/worksheet"
	"walakpussa/engine"
)

func TestTheViewsPrintTheirSheetsOrSayWhyNot(t *testing.T) {
	m := newTestMainWindow(t)
	defer m.window.Close()
	endless, err := engine.ParsePosition("0,2,1,1,2,1,0/1,0,1,2,1,0,1 S 0:0")
	require.NoError(t, err)
	for want, print := range map[string]func(){
		`Puzzle "nope": no such puzzle`: func() { m.puzzles.OnWorksheet([]string{"pearls-1", "nope"}) },
		`Lesson "nope": no such lesson`: func() { m.lessons.OnHandout("nope") },
		"S4 is endless":                 func() { m.debugger.OnPrint(endless, engine.HoleOf(engine.South, 4)) },
		"Print a worksheet":             func() { m.debugger.OnPrint(engine.Start(), engine.HoleOf(engine.South, 1)) },
		"Paper":                         func() { m.lessons.OnHandout("relay") },
	} {
		print()
		overlays := m.window.Canvas().Overlays()
		require.NotNil(t, overlays.Top(), "a dialog says %q", want)
		assert.Contains(t, shownText(overlays.Top()), want)
		overlays.Remove(overlays.Top())
	}
}

// shownText is the text of the labels, rich texts and canvas texts in o,
// one a line.
func shownText(o fyne.CanvasObject) string {
	var lines []string
	for _, object := range test.LaidOutObjects(o) {
		switch object := object.(type) {
		case *widget.Label:
			lines = append(lines, object.Text)
		case *widget.RichText:
			lines = append(lines, object.String())
		case *canvas.Text:
			lines = append(lines, object.Text)
		}
	}
	return strings.Join(lines, "\n")
}

func TestThePaperIsTheLocalesUntilOneIsChosen(t *testing.T) {
	m := newTestMainWindow(t)
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_PAPER", "")
	t.Setenv("LANG", "en_US.UTF-8")
	assert.Equal(t, worksheet.Letter, m.paper())
	t.Setenv("LC_PAPER", "de_DE.UTF-8")
	assert.Equal(t, worksheet.A4, m.paper(), "LC_PAPER says where paper sizes come from")
	t.Setenv("LC_PAPER", "")
	m.app.Preferences().SetString(paperPreference, "a4")
	assert.Equal(t, worksheet.A4, m.paper(), "the paper chosen is kept")
}
