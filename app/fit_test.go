package app

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/ui"
	"walakpussa/assets/i18n"
)

// squeezed walks the live tree under o and describes every visible widget
// given less room than it needs (its text then runs past it or is cut),
// and every label outside a list that shows its text cut with "…" (rows of
// lists, such as the lesson outline and the debugger's log, are cut on
// purpose).
func squeezed(o fyne.CanvasObject, inList bool) []string {
	if o == nil || !o.Visible() {
		return nil
	}
	var found []string
	size, min := o.Size(), o.MinSize()
	if _, isWidget := o.(fyne.Widget); isWidget && (size.Width+1 < min.Width || size.Height+1 < min.Height) {
		found = append(found, fmt.Sprintf("%T %q is %.0fx%.0f but needs %.0fx%.0f", o, textOf(o), size.Width, size.Height, min.Width, min.Height))
	}
	if l, ok := o.(*widget.Label); ok && !inList && l.Truncation != fyne.TextTruncateOff {
		shown := strings.Join(drawnTexts(l), "")
		if strings.HasSuffix(shown, "…") && !strings.HasSuffix(l.Text, "…") {
			found = append(found, fmt.Sprintf("label %q is cut to %q", l.Text, shown))
		}
	}
	_, list := o.(*widget.List)
	if _, ours := o.(*ui.List); ours {
		list = true
	}
	for _, child := range children(o) {
		found = append(found, squeezed(child, inList || list)...)
	}
	return found
}

// children are the objects directly under o.
func children(o fyne.CanvasObject) []fyne.CanvasObject {
	switch c := o.(type) {
	case *fyne.Container:
		return c.Objects
	case fyne.Widget:
		return test.WidgetRenderer(c).Objects()
	}
	return nil
}

// drawnTexts are the texts drawn under o, as drawn.
func drawnTexts(o fyne.CanvasObject) []string {
	if t, ok := o.(*canvas.Text); ok {
		return []string{t.Text}
	}
	var texts []string
	for _, child := range children(o) {
		texts = append(texts, drawnTexts(child)...)
	}
	return texts
}

// textOf is the text a button, label or check shows, "" for other widgets.
func textOf(o fyne.CanvasObject) string {
	switch w := o.(type) {
	case *widget.Button:
		return w.Text
	case *widget.Label:
		return w.Text
	case *widget.Check:
		return w.Text
	}
	return ""
}

func TestEveryTabFitsTheWindowInEveryLanguage(t *testing.T) {
	if testing.Short() {
		t.Skip("every tab in every language, over 10 s; make test runs it")
	}
	t.Setenv("LANGUAGE", "")
	t.Cleanup(func() { require.NoError(t, i18n.Use(i18n.English)) })
	for _, l := range i18n.Languages() {
		t.Run(l.Code, func(t *testing.T) {
			require.NoError(t, useLanguage(l.Code))
			m := newTestMainWindow(t)
			defer m.window.Close()
			size := fyne.NewSize(1100, 760)
			m.window.Resize(size)
			check := func(what string) {
				t.Helper()
				min := m.window.Content().MinSize()
				assert.LessOrEqual(t, min.Width, size.Width, "%s, %s: the window needs %.0f px of width", l.Code, what, min.Width)
				assert.LessOrEqual(t, min.Height, size.Height, "%s, %s: the window needs %.0f px of height", l.Code, what, min.Height)
				assert.Empty(t, squeezed(m.tabs.Selected().Content, false), "%s, %s", l.Code, what)
			}
			check("the Play tab")
			require.NoError(t, m.openLesson("relay"))
			check("a lesson's first step")
			for range 3 {
				m.lessons.Forward()
				check("a lesson's next step") // the last says Next lesson
			}
			require.NoError(t, m.openPuzzle("pearls-1"))
			check("a puzzle")
			require.NoError(t, m.debugger.OpenText("5,1,1,1,1,1,1/1,0,1,1,1,1,1 N 0:0", "N5"))
			m.showDebugger()
			m.debugger.ToEnd()
			check("the debugger")
		})
	}
}
