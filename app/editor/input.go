package editor

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"walakpussa/app/board"
	"walakpussa/app/ui"
	"walakpussa/engine"
)

// holeInput lies over the board and turns what the mouse and the keys do
// on its holes into edits: a click adds a seed, a right click or a
// Shift-click takes one, the wheel adds or takes one, a drag moves all the
// seeds of a hole to another, and the hole with the focus (ringed) takes a
// typed number. It draws only the focus ring and the drag's target.
type holeInput struct {
	widget.BaseWidget
	// add, take, set and move are the edits; set's n is the number typed.
	add, take func(engine.Hole)
	set       func(h engine.Hole, n int)
	move      func(from, to engine.Hole)
	// count tells the seeds in a hole, for Backspace on a count not typed.
	count func(engine.Hole) int
	// focus is the hole that takes typed numbers; typed is what was typed
	// on it since it got the focus.
	focus   engine.Hole
	typed   string
	focused bool
	// shift is whether Shift was held when the mouse button went down,
	// pressed where it went down, pointer where it is now.
	shift            bool
	pressed, pointer fyne.Position
	hasPressed       bool
	// shiftKey is whether Shift is held on the keyboard, for Shift-Tab.
	shiftKey bool
	// dragFrom and dragTo are the holes of a drag under way, NoHole when none.
	dragFrom, dragTo engine.Hole
	// ring marks the hole with the focus, open where its count badge is;
	// target the hole a drag would drop on.
	ring   *canvas.Arc
	target *canvas.Circle
}

// newHoleInput returns an input with the focus on S1.
func newHoleInput() *holeInput {
	in := &holeInput{focus: engine.HoleOf(engine.South, 1), dragFrom: engine.NoHole, dragTo: engine.NoHole}
	in.ExtendBaseWidget(in)
	return in
}

// holeAt returns the hole under p, if any.
func (in *holeInput) holeAt(p fyne.Position) (engine.Hole, bool) {
	return board.NewLayout(in.Size()).HoleAt(p)
}

// MouseDown notes whether Shift is held, for the tap that follows, and
// where a drag would start.
func (in *holeInput) MouseDown(ev *desktop.MouseEvent) {
	in.shift = ev.Modifier&fyne.KeyModifierShift != 0
	in.pressed, in.hasPressed = ev.Position, true
}

// MouseIn follows the pointer, for the wheel.
func (in *holeInput) MouseIn(ev *desktop.MouseEvent) { in.pointer = ev.Position }

// MouseMoved follows the pointer, for the wheel.
func (in *holeInput) MouseMoved(ev *desktop.MouseEvent) { in.pointer = ev.Position }

// MouseOut does nothing: the wheel only works over the board.
func (in *holeInput) MouseOut() {}

// MouseUp does nothing: the tap that follows does the edit.
func (in *holeInput) MouseUp(*desktop.MouseEvent) {}

// Tapped adds a seed to the hole tapped (takes one with Shift held) and
// gives it the focus.
func (in *holeInput) Tapped(ev *fyne.PointEvent) {
	h, ok := in.holeAt(ev.Position)
	if !ok {
		return
	}
	in.setFocus(h)
	if in.shift {
		in.take(h)
		return
	}
	in.add(h)
}

// TappedSecondary takes a seed from the hole tapped.
func (in *holeInput) TappedSecondary(ev *fyne.PointEvent) {
	if h, ok := in.holeAt(ev.Position); ok {
		in.setFocus(h)
		in.take(h)
	}
}

// Scrolled adds a seed to the hole under the pointer when the wheel turns
// up, and takes one when it turns down.
func (in *holeInput) Scrolled(ev *fyne.ScrollEvent) {
	at := ev.Position
	if at == (fyne.Position{}) { // a driver that does not say where
		at = in.pointer
	}
	h, ok := in.holeAt(at)
	switch {
	case !ok || ev.Scrolled.DY == 0:
	case ev.Scrolled.DY > 0:
		in.add(h)
	default:
		in.take(h)
	}
}

// Dragged follows a drag from the hole it started on, ringing the hole
// under the pointer.
func (in *holeInput) Dragged(ev *fyne.DragEvent) {
	if in.dragFrom == engine.NoHole {
		start := ev.Position.Subtract(fyne.NewPos(ev.Dragged.DX, ev.Dragged.DY))
		if in.hasPressed {
			start = in.pressed
		}
		h, ok := in.holeAt(start)
		if !ok {
			return
		}
		in.dragFrom = h
	}
	in.dragTo = engine.NoHole
	if h, ok := in.holeAt(ev.Position); ok {
		in.dragTo = h
	}
	in.Refresh()
}

// DragEnd moves the seeds of the hole the drag started on to the hole it
// ended on.
func (in *holeInput) DragEnd() {
	from, to := in.dragFrom, in.dragTo
	in.dragFrom, in.dragTo, in.hasPressed = engine.NoHole, engine.NoHole, false
	if from != engine.NoHole && to != engine.NoHole && from != to {
		in.setFocus(to)
		in.move(from, to)
	}
	in.Refresh()
}

// setFocus gives hole h the focus for typing, with nothing typed yet.
func (in *holeInput) setFocus(h engine.Hole) {
	in.focus, in.typed = h, ""
	if c := fyne.CurrentApp().Driver().CanvasForObject(in); c != nil && c.Focused() != in {
		c.Focus(in)
	}
	in.Refresh()
}

// FocusGained shows the focus ring.
func (in *holeInput) FocusGained() {
	in.focused = true
	in.Refresh()
}

// FocusLost hides the focus ring.
func (in *holeInput) FocusLost() {
	in.focused, in.typed = false, ""
	in.Refresh()
}

// AcceptsTab lets Tab move the focus from hole to hole.
func (in *holeInput) AcceptsTab() bool { return true }

// KeyDown notes whether Shift is held, for Shift-Tab.
func (in *holeInput) KeyDown(ev *fyne.KeyEvent) {
	if ev.Name == desktop.KeyShiftLeft || ev.Name == desktop.KeyShiftRight {
		in.shiftKey = true
	}
}

// KeyUp notes that Shift is let go.
func (in *holeInput) KeyUp(ev *fyne.KeyEvent) {
	if ev.Name == desktop.KeyShiftLeft || ev.Name == desktop.KeyShiftRight {
		in.shiftKey = false
	}
}

// TypedRune sets the hole with the focus to the number typed so far.
func (in *holeInput) TypedRune(r rune) {
	if r < '0' || r > '9' || len(in.typed) >= 3 {
		return
	}
	in.typed += string(r)
	n, _ := strconv.Atoi(in.typed) // digits only
	in.set(in.focus, n)
	if in.count(in.focus) != n { // refused: too many seeds
		in.typed = in.typed[:len(in.typed)-1]
	}
}

// TypedKey handles Backspace (the last digit typed goes), Tab and
// Shift-Tab (the next and previous hole in sowing order, from S1 to N7,
// then on to the next control) and the arrows (the hole beside or across,
// as seen on the screen). Other keys go to the window's commands.
func (in *holeInput) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyBackspace:
		if in.typed == "" {
			in.typed = in.countText()
		}
		in.typed = in.typed[:max(len(in.typed)-1, 0)]
		n, _ := strconv.Atoi(in.typed) // digits only, or "" for 0
		in.set(in.focus, n)
	case fyne.KeyTab:
		in.tab()
	case fyne.KeyRight, fyne.KeyLeft:
		in.moveFocus(across(in.focus, ev.Name == fyne.KeyRight))
	case fyne.KeyUp, fyne.KeyDown:
		in.moveFocus(opposite(in.focus))
	default:
		ui.ToWindow(in, ev)
	}
}

// tab moves the focus to the next hole in sowing order, or the previous
// one with Shift held; past N7 or before S1 it leaves the board for the
// next or previous control.
func (in *holeInput) tab() {
	c := fyne.CurrentApp().Driver().CanvasForObject(in)
	last, first := engine.HoleOf(engine.North, engine.RowLength), engine.HoleOf(engine.South, 1)
	switch {
	case in.shiftKey && in.focus == first && c != nil:
		c.FocusPrevious()
	case in.shiftKey:
		in.moveFocus(in.focus.Prev())
	case in.focus == last && c != nil:
		c.FocusNext()
	default:
		in.moveFocus(in.focus.Next())
	}
}

// countText is the count of the hole with the focus, as typed.
func (in *holeInput) countText() string { return strconv.Itoa(in.count(in.focus)) }

// moveFocus moves the focus to h, with nothing typed yet.
func (in *holeInput) moveFocus(h engine.Hole) {
	in.focus, in.typed = h, ""
	in.Refresh()
}

// across returns the hole beside h on the screen, to the right or the left,
// staying in its row (South's row runs S1..S7 to the right, North's N7..N1).
func across(h engine.Hole, right bool) engine.Hole {
	n := h.Number()
	step := 1
	if right == (h.Owner() == engine.North) {
		step = -1
	}
	n = min(max(n+step, 1), engine.RowLength)
	return engine.HoleOf(h.Owner(), n)
}

// opposite returns the hole across the board from h: S1 and N7 face each
// other.
func opposite(h engine.Hole) engine.Hole {
	return engine.HoleOf(h.Owner().Other(), engine.RowLength+1-h.Number())
}

// CreateRenderer draws the focus ring and the drag's target.
func (in *holeInput) CreateRenderer() fyne.WidgetRenderer {
	in.ring = canvas.NewArc(0, 0, 0.8, color.Transparent)
	in.target = canvas.NewCircle(color.Transparent)
	return &inputRenderer{in: in}
}

// inputRenderer places the rings of a holeInput.
type inputRenderer struct{ in *holeInput }

func (r *inputRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.in.ring, r.in.target}
}
func (r *inputRenderer) Destroy()           {}
func (r *inputRenderer) MinSize() fyne.Size { return fyne.NewSize(0, 0) }
func (r *inputRenderer) Layout(fyne.Size)   { r.Refresh() }

// Refresh rings the hole with the focus (while the input has it) and the
// hole a drag would drop on.
func (r *inputRenderer) Refresh() {
	in := r.in
	l := board.NewLayout(in.Size())
	place := func(c *canvas.Circle, h engine.Hole, show bool, col color.Color, width float32) {
		if !show || !h.Valid() {
			c.Hide()
			return
		}
		at := l.Holes[h]
		grow := at.Radius * 0.12
		c.StrokeColor, c.StrokeWidth = col, width
		c.Move(fyne.NewPos(at.Center.X-at.Radius-grow, at.Center.Y-at.Radius-grow))
		c.Resize(fyne.NewSquareSize(2 * (at.Radius + grow)))
		c.Show()
		c.Refresh()
	}
	th := in.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	r.placeRing(l)
	place(in.target, in.dragTo, in.dragFrom != engine.NoHole && in.dragTo != in.dragFrom, th.Color(theme.ColorNameSuccess, v), l.Cell*0.08)
}

// placeRing draws the focus ring round the hole with the focus, open
// where the hole's count badge sits (below for South, above for North) so
// that the count stays readable.
func (r *inputRenderer) placeRing(l board.Layout) {
	in, ring := r.in, r.in.ring
	if !in.focused || !in.focus.Valid() {
		ring.Hide()
		return
	}
	at := l.Holes[in.focus]
	outer := at.Radius * 1.16
	gap := float32(40)
	badge := float32(180) // South's badge is below the hole
	if in.focus.Owner() == engine.North {
		badge = 0
	}
	ring.StartAngle, ring.EndAngle = badge+gap, badge+360-gap
	ring.CutoutRatio = 1 - (l.Cell*0.06)/outer
	ring.FillColor = in.Theme().Color(theme.ColorNamePrimary, fyne.CurrentApp().Settings().ThemeVariant())
	ring.Move(fyne.NewPos(at.Center.X-outer, at.Center.Y-outer))
	ring.Resize(fyne.NewSquareSize(2 * outer))
	ring.Show()
	ring.Refresh()
}
