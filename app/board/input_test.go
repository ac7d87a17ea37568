package board

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/engine"
)

// mouse sends one button event to b at p, as the desktop driver does.
func mouse(b *Board, down bool, button desktop.MouseButton, mod fyne.KeyModifier, p fyne.Position) {
	ev := &desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: p}, Button: button, Modifier: mod}
	if down {
		b.MouseDown(ev)
	} else {
		b.MouseUp(ev)
	}
}

// rightDrag presses the right button on hole from, moves over hole to and
// releases it there, then taps secondary as the driver does after it.
func rightDrag(b *Board, from, to engine.Hole, mod fyne.KeyModifier) {
	l := NewLayout(b.Size())
	mouse(b, true, desktop.MouseButtonSecondary, mod, l.Holes[from].Center)
	b.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: l.Holes[to].Center}, Button: desktop.MouseButtonSecondary})
	mouse(b, false, desktop.MouseButtonSecondary, mod, l.Holes[to].Center)
	test.TapSecondaryAt(b, l.Holes[to].Center)
}

// layerShapes returns the shapes the mark layer draws.
func layerShapes(b *Board) []fyne.CanvasObject {
	return test.WidgetRenderer(b).(*boardRenderer).markLayer.Objects
}

func TestARightDragDrawsAnArrowAndARightClickACircle(t *testing.T) {
	b := newTestBoard(t, AtRest(engine.Start()))
	rightDrag(b, s3, n2, 0)
	rightDrag(b, n5, n5, fyne.KeyModifierShift)
	rightDrag(b, s1, s7, fyne.KeyModifierAlt)
	rightDrag(b, s7, s7, fyne.KeyModifierControl)
	assert.Equal(t, []Mark{Arrow(s3, n2, Green), Ring(n5, Red), Arrow(s1, s7, Blue), Ring(s7, Yellow)}, b.Marks())

	shapes := layerShapes(b)
	var heads, rings, lines, dots int
	for _, o := range shapes {
		switch s := o.(type) {
		case *canvas.Raster:
			heads++
		case *canvas.Line:
			lines++
		case *canvas.Circle:
			if s.FillColor != nil {
				dots++
			} else {
				rings++
			}
		}
	}
	assert.Equal(t, 2, heads, "two arrows, two heads")
	assert.Equal(t, 2, rings, "the yellow circle's double ring")
	assert.Equal(t, 1+12, lines, "the green arrow's shaft and the red circle's dashes")
	assert.Greater(t, dots, 5, "the blue arrow is dotted")

	rightDrag(b, s3, n2, 0)
	rightDrag(b, n5, n5, fyne.KeyModifierShift)
	assert.Equal(t, []Mark{Arrow(s1, s7, Blue), Ring(s7, Yellow)}, b.Marks(), "drawn again, they are rubbed out")
}

func TestTheArrowBeingDrawnShowsBeforeTheButtonIsReleased(t *testing.T) {
	b := newTestBoard(t, AtRest(engine.Start()))
	l := NewLayout(b.Size())
	mouse(b, true, desktop.MouseButtonSecondary, 0, l.Holes[s3].Center)
	assert.Len(t, layerShapes(b), 1, "the circle it would draw")
	b.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: l.Holes[n2].Center}})
	assert.Len(t, layerShapes(b), 2, "the arrow it would draw: shaft and head")
	assert.Empty(t, b.Marks(), "nothing is drawn yet")
	b.MouseOut()
	assert.Empty(t, layerShapes(b), "leaving the board drops it")
	mouse(b, false, desktop.MouseButtonSecondary, 0, l.Holes[n2].Center)
	assert.Empty(t, b.Marks())
}

func TestARightClickOffTheHolesDrawsNothing(t *testing.T) {
	b := newTestBoard(t, AtRest(engine.Start()))
	off := fyne.NewPos(2, 2)
	mouse(b, true, desktop.MouseButtonSecondary, 0, off)
	mouse(b, false, desktop.MouseButtonSecondary, 0, off)
	test.TapSecondaryAt(b, off)
	assert.Empty(t, b.Marks())
}

func TestASecondaryTapAloneCirclesTheHole(t *testing.T) {
	b := newTestBoard(t, AtRest(engine.Start()))
	test.TapSecondaryAt(b, NewLayout(b.Size()).Holes[n5].Center)
	assert.Equal(t, []Mark{Ring(n5, Green)}, b.Marks(), "a long press on a touch screen")
}

func TestALeftClickRubsOutTheMarksAndStillPlaysTheHole(t *testing.T) {
	b := newTestBoard(t, AtRest(engine.Start()))
	var tapped []engine.Hole
	b.OnTapped = func(h engine.Hole) { tapped = append(tapped, h) }
	rightDrag(b, s3, n2, 0)
	require.Len(t, b.Marks(), 1)
	at := NewLayout(b.Size()).Holes[s1].Center
	mouse(b, true, desktop.MouseButtonPrimary, 0, at)
	mouse(b, false, desktop.MouseButtonPrimary, 0, at)
	test.TapAt(b, at)
	assert.Empty(t, b.Marks())
	assert.Empty(t, layerShapes(b))
	assert.Equal(t, []engine.Hole{s1}, tapped, "the tap plays the hole as before")
	rightDrag(b, s3, n2, 0)
	test.TapAt(b, at)
	assert.Len(t, b.Marks(), 1, "a tap alone (no mouse button: a touch) keeps them")
}

func TestTheNextMomentRubsOutTheMarksButABreakpointOrAHintDoesNot(t *testing.T) {
	state := AtRest(engine.Start())
	b := newTestBoard(t, state)
	b.SetMarks([]Mark{Arrow(s3, n2, Red), Ring(n5, Blue)})
	assert.Greater(t, len(layerShapes(b)), 1+2+14, "a dashed arrow's head and dashes, a dotted ring's 14 dots")

	b.SetState(state)
	state.ShowBreakpoints, state.Breakpoints[s1] = true, true
	b.SetState(state)
	state.Marked, state.Tags[n2] = []engine.Hole{n2}, "pussa"
	b.SetState(state)
	assert.Len(t, b.Marks(), 2, "the same moment redrawn, breakpoints shown or set, a hint's rings and tags, keeps the marks")

	next := state
	next.Current = s1
	b.SetState(next)
	assert.Empty(t, b.Marks(), "the next event rubs them out")
	assert.Empty(t, layerShapes(b))
}

func TestSetMarksKeepsItsOwnCopy(t *testing.T) {
	b := newTestBoard(t, AtRest(engine.Start()))
	marks := []Mark{Arrow(s3, n2, Green), Arrow(s3, n2, Yellow), {From: engine.NoHole, To: s1}}
	b.SetMarks(marks)
	marks[0].Color = Blue
	assert.Equal(t, []Mark{Arrow(s3, n2, Yellow)}, b.Marks())
	got := b.Marks()
	got[0].Color = Red
	assert.Equal(t, Yellow, b.Marks()[0].Color)
	b.ClearMarks()
	assert.Empty(t, b.Marks())
}

func TestMarksAreDrawnAboveTheSeedsAndBelowTheCounts(t *testing.T) {
	b := newTestBoard(t, AtRest(engine.Start()))
	r := test.WidgetRenderer(b).(*boardRenderer)
	index := func(o fyne.CanvasObject) int { return drawOrder(r, o) }
	layer := index(r.markLayer)
	require.GreaterOrEqual(t, layer, 0)
	for h := range r.holes {
		assert.Less(t, index(r.holes[h].seeds[0].body), layer, "hole %d's seeds", h)
		assert.Greater(t, index(r.holes[h].count), layer, "hole %d's count", h)
		assert.Greater(t, index(r.holes[h].tag), layer, "hole %d's tag", h)
	}
}

// drawOrder is o's place among the objects r draws, from the first drawn;
// -1 when r does not draw it.
func drawOrder(r *boardRenderer, o fyne.CanvasObject) int {
	for i, x := range r.Objects() {
		if x == o {
			return i
		}
	}
	return -1
}
