package course

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// busy is a spinner and a short note shown while work runs off the UI
// goroutine. It goes at the end of a row of buttons, in the room left
// over: the note truncates rather than widen the view, and the row is as
// high as its buttons, so nothing moves when it shows.
type busy struct {
	activity *widget.Activity
	note     *widget.Label
	content  fyne.CanvasObject
}

// newBusy returns the spinner and note, hidden.
func newBusy() *busy {
	b := &busy{activity: widget.NewActivity(), note: widget.NewLabel("")}
	b.note.Truncation = fyne.TextTruncateEllipsis
	b.activity.Hide()
	b.content = container.NewBorder(nil, nil, b.activity, nil, b.note)
	return b
}

// start shows the spinner with note, or changes the note.
func (b *busy) start(note string) {
	b.note.SetText(note)
	b.activity.Show()
	b.activity.Start()
}

// stop hides the spinner and the note.
func (b *busy) stop() {
	b.note.SetText("")
	b.activity.Stop()
	b.activity.Hide()
}
