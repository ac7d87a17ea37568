package board

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"walakpussa/engine"
)

// SetMarks draws marks on the board in place of the marks drawn before:
// arrows and circles a teacher points with. Marks off the board are
// dropped, and a shape given twice is drawn once, in its last colour.
func (b *Board) SetMarks(marks []Mark) {
	b.marks = cleanMarks(marks)
	b.Refresh()
}

// Marks returns the marks drawn on the board, in the order they were drawn.
func (b *Board) Marks() []Mark { return slices.Clone(b.marks) }

// ClearMarks rubs out every mark drawn on the board.
func (b *Board) ClearMarks() {
	if len(b.marks) == 0 {
		return
	}
	b.marks = nil
	b.Refresh()
}

// MouseDown starts drawing with the right button on a hole, in the colour
// of the modifier keys held (ColorFor). The left button rubs out every
// mark; the click then does what it always does, through Tapped.
func (b *Board) MouseDown(ev *desktop.MouseEvent) {
	switch ev.Button {
	case desktop.MouseButtonSecondary:
		b.rightPressed = true
		b.pen = nil
		if h, ok := NewLayout(b.Size()).HoleAt(ev.Position); ok {
			b.pen = &Mark{From: h, To: h, Color: ColorFor(ev.Modifier)}
			b.Refresh()
		}
	case desktop.MouseButtonPrimary:
		b.ClearMarks()
	}
}

// MouseUp ends a right-button drawing: released on the hole it started on,
// it toggles a circle around that hole; on another hole, an arrow from the
// first to it; between holes, the mark shown while dragging (MouseMoved).
func (b *Board) MouseUp(ev *desktop.MouseEvent) {
	if ev.Button != desktop.MouseButtonSecondary || b.pen == nil {
		return
	}
	m := *b.pen
	b.pen = nil
	if h, ok := NewLayout(b.Size()).HoleAt(ev.Position); ok {
		m.To = h
	}
	b.marks = ToggleMark(b.marks, m)
	b.Refresh()
}

// TappedSecondary toggles a green circle around the hole tapped where the
// right button does not come through MouseDown and MouseUp (a long press
// on a touch screen); after a right click that did, it does nothing more.
func (b *Board) TappedSecondary(ev *fyne.PointEvent) {
	if b.rightPressed {
		b.rightPressed = false
		return
	}
	if h, ok := NewLayout(b.Size()).HoleAt(ev.Position); ok {
		b.SetMarks(ToggleMark(b.marks, Ring(h, Green)))
	}
}

// MouseIn follows the pointer like MouseMoved.
func (b *Board) MouseIn(ev *desktop.MouseEvent) { b.MouseMoved(ev) }

// MouseMoved tells OnHover when the pointer comes onto another hole or
// leaves the holes, and shows the mark being drawn with the right button
// as it would be if the button were released now: an arrow to the hole
// under the pointer, the circle on the first hole; between holes it keeps
// the last.
func (b *Board) MouseMoved(ev *desktop.MouseEvent) {
	h, ok := NewLayout(b.Size()).HoleAt(ev.Position)
	b.hover(h)
	if b.pen == nil {
		return
	}
	if ok && h != b.pen.To {
		b.pen.To = h
		b.Refresh()
	}
}

// MouseOut tells OnHover that the pointer has left the holes and drops the
// mark being drawn: released off the board, the right button draws
// nothing.
func (b *Board) MouseOut() {
	b.hover(engine.NoHole)
	if b.pen != nil {
		b.pen = nil
		b.Refresh()
	}
}

// hover remembers h (engine.NoHole for none) as the hole under the pointer
// and calls OnHover when it is another than before.
func (b *Board) hover(h engine.Hole) {
	if h == b.hovered {
		return
	}
	b.hovered = h
	if b.OnHover != nil {
		b.OnHover(h, h.Valid())
	}
}

// shownMarks are the marks drawn and the one being drawn, unless that one
// would rub out a mark of its shape.
func (b *Board) shownMarks() []Mark {
	if b.pen == nil || slices.ContainsFunc(b.marks, func(m Mark) bool { return m.From == b.pen.From && m.To == b.pen.To }) {
		return b.marks
	}
	return append(slices.Clone(b.marks), *b.pen)
}

// sameMoment reports whether a and b show the same moment of a game: the
// same seeds, reserves, side to move, hole and hand, lap and necklace.
// What is written over a moment (outlines, tags, breakpoint markers, such
// as a hint ringing holes) does not make another. A board that goes on to
// another moment rubs out its marks.
func sameMoment(a, b State) bool {
	return a.Board == b.Board && a.Held == b.Held && a.Turn == b.Turn && a.Over == b.Over &&
		a.Current == b.Current && a.Hand == b.Hand && a.Trail == b.Trail && slices.Equal(a.Chain, b.Chain)
}
