package course

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"walakpussa/app/board"
	"walakpussa/app/ui"
)

// Heights, in lines of text, of the parts of a step under its board: they
// never change, so that nothing moves when words appear in them, and what
// does not fit scrolls.
const (
	captionLines   = 3   // a demo's caption, or the narration of a move being sown
	feedbackLines  = 4   // the verdict on an answer, hints, the reveal
	leastTextShare = 0.3 // the share of the room above the fixed parts the step's text keeps at least
)

// stepLayout places a step's parts top to bottom: its text, the stage (the
// board), then the parts of fixed height (the caption, the feedback), and
// the row of controls at the very bottom. The text gets the height it
// needs, unless the board would then be smaller than at its natural
// proportions; beyond that the text scrolls, keeping at least
// leastTextShare of the room. So within a step nothing moves, and the
// controls are always at the bottom.
type stepLayout struct {
	// text is the step's text, measured for the height it needs.
	text *widget.RichText
	// row is set when the last part is the row of controls.
	row bool
}

// newStepLayout lays out the step's text, its stage (nil for none) and
// the fixed parts under it, of which the last, when row is set, is the
// row of controls.
func newStepLayout(text *widget.RichText, stage fyne.CanvasObject, row bool, fixed ...fyne.CanvasObject) *fyne.Container {
	if stage == nil {
		stage = container.NewStack()
	}
	return container.New(&stepLayout{text: text, row: row}, append([]fyne.CanvasObject{container.NewVScroll(text), stage}, fixed...)...)
}

// Layout places the parts in size.
func (l *stepLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	intro, stage, fixed := objects[0], objects[1], objects[2:]
	fixedHeight := float32(0)
	for _, o := range fixed {
		fixedHeight += o.MinSize().Height + pad
	}
	room := max(0, size.Height-fixedHeight)
	introHeight := min(l.textHeight(size.Width), room)
	stageHeight := float32(0)
	if stageWanted(stage) {
		want := board.HeightFor(size.Width)
		introHeight = min(introHeight, max(room-want-pad, room*leastTextShare))
		stageHeight = min(want, room-introHeight-pad)
	}
	place := func(o fyne.CanvasObject, y, h float32) {
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, max(0, h)))
	}
	place(intro, 0, introHeight)
	place(stage, introHeight+pad, stageHeight)
	y := introHeight + pad + stageHeight + pad
	for i, o := range fixed {
		h := o.MinSize().Height
		if l.row && i == len(fixed)-1 {
			y = size.Height - h
		}
		place(o, y, h)
		y += h + pad
	}
}

// MinSize is what the fixed parts and the board need, with a line or two
// of the text.
func (l *stepLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	pad := theme.Padding()
	min := fyne.NewSize(0, 2*theme.TextSize())
	for i, o := range objects {
		if i == 0 {
			continue
		}
		m := o.MinSize()
		min.Width = max(min.Width, m.Width)
		min.Height += m.Height + pad
	}
	return min
}

// textHeight is the height the step's text needs at width.
func (l *stepLayout) textHeight(width float32) float32 {
	if l.text.Size().Width != width {
		l.text.Resize(fyne.NewSize(width, l.text.MinSize().Height))
	}
	return l.text.MinSize().Height
}

// stageWanted reports whether the stage shows something, which then keeps
// its natural proportions as far as it can.
func stageWanted(stage fyne.CanvasObject) bool {
	c, ok := stage.(*fyne.Container)
	return !ok || len(c.Objects) > 0
}

// fixedLines returns o in a box of n lines of text that scrolls what does
// not fit, so o never grows the view.
func fixedLines(n int, o fyne.CanvasObject) fyne.CanvasObject {
	return container.NewStack(ui.LinesHigh(n, theme.SizeNameText), container.NewVScroll(o))
}
