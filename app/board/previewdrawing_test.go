package board

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/internal/testkit"
	"walakpussa/engine"
)

// hoverAt moves the pointer to p over b, as the desktop driver does.
func hoverAt(b *Board, p fyne.Position) {
	b.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: p}})
}

// hoverEvent is one call of OnHover.
type hoverEvent struct {
	hole engine.Hole
	ok   bool
}

// recordHovers makes b write down every call of OnHover.
func recordHovers(b *Board) *[]hoverEvent {
	var seen []hoverEvent
	b.OnHover = func(h engine.Hole, ok bool) { seen = append(seen, hoverEvent{h, ok}) }
	return &seen
}

func TestPointingAtHolesTellsOnHoverOnlyWhenTheHoleChanges(t *testing.T) {
	b := newTestBoard(t, AtRest(engine.Start()))
	seen := recordHovers(b)
	l := NewLayout(b.Size())
	b.MouseIn(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: l.Holes[s1].Center}})
	hoverAt(b, l.Holes[s1].Center.AddXY(3, 2))
	hoverAt(b, l.Counts[s1].Center)
	hoverAt(b, l.Holes[s3].Center)
	between := fyne.NewPos((l.Holes[s3].Center.X+l.Holes[s3.Next()].Center.X)/2, l.Holes[s3].Center.Y)
	hoverAt(b, between)
	hoverAt(b, between.AddXY(1, 0))
	hoverAt(b, l.Holes[n5].Center)
	b.MouseOut()
	b.MouseOut()
	assert.Equal(t, []hoverEvent{{s1, true}, {s3, true}, {engine.NoHole, false}, {n5, true}, {engine.NoHole, false}}, *seen,
		"a hole's count badge is part of it; leaving the holes or the board is told once")
	assert.Equal(t, engine.NoHole, b.hovered)
}

func TestTheTestDriversPointerReachesOnHover(t *testing.T) {
	test.NewTempApp(t)
	b := New(AtRest(engine.Start()))
	w := test.NewTempWindow(t, b)
	w.Resize(fyne.NewSize(700, 260))
	seen := recordHovers(b)
	at := b.Position().Add(NewLayout(b.Size()).Holes[s7].Center)
	test.MoveMouse(w.Canvas(), at)
	test.MoveMouse(w.Canvas(), fyne.NewPos(w.Canvas().Size().Width+50, 0))
	require.NotEmpty(t, *seen)
	assert.Equal(t, hoverEvent{s7, true}, (*seen)[0])
}

func TestHoveringKeepsDrawingTappingAndBreakpointsWorking(t *testing.T) {
	state := AtRest(engine.Start())
	state.ShowBreakpoints = true
	b := newTestBoard(t, state)
	seen := recordHovers(b)
	var tapped, breaks []engine.Hole
	b.OnTapped = func(h engine.Hole) { tapped = append(tapped, h) }
	b.OnBreakpointTapped = func(h engine.Hole) { breaks = append(breaks, h) }
	rightDrag(b, s3, n2, 0)
	assert.Equal(t, []Mark{Arrow(s3, n2, Green)}, b.Marks(), "the arrow is drawn as before")
	assert.Equal(t, []hoverEvent{{n2, true}}, *seen, "the drag's pointer is told too")
	l := NewLayout(b.Size())
	test.TapAt(b, l.Holes[s1].Center)
	test.TapAt(b, l.Breakpoints[n5].Center)
	assert.Equal(t, []engine.Hole{s1}, tapped)
	assert.Equal(t, []engine.Hole{n5}, breaks)
}

// previewParts counts what the preview layer draws: rings, dots, dashes
// and the words written.
func previewParts(b *Board) (rings, dots, dashes int, words []string) {
	for _, o := range test.WidgetRenderer(b).(*boardRenderer).previewLayer.Objects {
		switch s := o.(type) {
		case *canvas.Circle:
			if s.FillColor != nil {
				dots++
			} else {
				rings++
			}
		case *canvas.Line:
			dashes++
		case *canvas.Text:
			words = append(words, s.Text)
		}
	}
	return rings, dots, dashes, words
}

func TestAPreviewRingsTheLastSeedThePussaAndEachHoleCaptured(t *testing.T) {
	b := newTestBoard(t, AtRest(engine.Start()))
	p, ok := PreviewOf(engine.Standard(), testkit.Position(t, "5,1,1,1,1,1,1/1,0,1,1,1,1,1 N 0:0"), n5)
	require.True(t, ok)
	b.SetState(AtRest(testkit.Position(t, "5,1,1,1,1,1,1/1,0,1,1,1,1,1 N 0:0")))
	b.SetPreview(p)
	rings, dots, dashes, words := previewParts(b)
	assert.Equal(t, 1, rings, "a ring where the last seed falls")
	assert.Equal(t, previewPussaDotRing, dots, "a dotted ring on the pussa")
	assert.Equal(t, 7*previewCaptureDash, dashes, "a dashed ring around each of the seven pearls")
	assert.ElementsMatch(t, []string{"pussa", "last"}, words, "words too, so that colour is not the only cue")
	shown, ok := b.PreviewShown()
	assert.True(t, ok)
	assert.True(t, p.Equal(shown))

	b.ClearPreview()
	rings, dots, dashes, words = previewParts(b)
	assert.Zero(t, rings+dots+dashes+len(words))
	_, ok = b.PreviewShown()
	assert.False(t, ok)
}

func TestAnEndlessMoveIsPreviewedWithAWordOnly(t *testing.T) {
	b := newTestBoard(t, AtRest(engine.Start()))
	b.SetPreview(Preview{Move: s3, Last: engine.NoHole, Pussa: engine.NoHole, Endless: true})
	rings, dots, dashes, words := previewParts(b)
	assert.Zero(t, rings+dots+dashes)
	assert.Equal(t, []string{"endless"}, words)
}

func TestThePreviewIsFainterThanTheMarksAndBelowTheCounts(t *testing.T) {
	b := newTestBoard(t, AtRest(engine.Start()))
	r := test.WidgetRenderer(b).(*boardRenderer)
	index := func(o fyne.CanvasObject) int { return drawOrder(r, o) }
	layer := index(r.previewLayer)
	require.GreaterOrEqual(t, layer, 0)
	for h := range r.holes {
		assert.Less(t, index(r.holes[h].seeds[0].body), layer, "hole %d's seeds", h)
		assert.Greater(t, index(r.holes[h].count), layer, "hole %d's count is never hidden", h)
	}
	p, _ := PreviewOf(engine.Standard(), engine.Start(), s1)
	b.SetPreview(p)
	for _, o := range r.previewLayer.Objects {
		switch s := o.(type) {
		case *canvas.Circle:
			assert.Less(t, s.StrokeWidth, r.layout.Cell*markWidthCells, "thinner than a teacher's mark")
		case *canvas.Line:
			assert.Less(t, s.StrokeWidth, r.layout.Cell*markWidthCells, "thinner than a teacher's mark")
			_, _, _, a := s.StrokeColor.RGBA()
			assert.Less(t, a, uint32(0xffff), "translucent")
		}
	}
}

func TestAnotherMomentRubsOutThePreviewButTheSameMomentKeepsIt(t *testing.T) {
	state := AtRest(engine.Start())
	b := newTestBoard(t, state)
	p, _ := PreviewOf(engine.Standard(), engine.Start(), s1)
	b.SetPreview(p)
	b.SetState(state)
	_, ok := b.PreviewShown()
	assert.True(t, ok, "the same position redrawn keeps it")
	b.SetMarks([]Mark{Ring(n5, Red)})
	_, ok = b.PreviewShown()
	assert.True(t, ok, "a mark drawn keeps it")

	next := state
	next.Board[s1], next.Hand, next.Current = 0, 4, s1
	b.SetState(next)
	_, ok = b.PreviewShown()
	assert.False(t, ok, "a move being sown rubs it out")
	_, _, dashes, words := previewParts(b)
	assert.Zero(t, dashes+len(words))
}

func TestSetPreviewKeepsItsOwnCopy(t *testing.T) {
	b := newTestBoard(t, AtRest(engine.Start()))
	p, _ := PreviewOf(engine.Standard(), engine.Start(), s1)
	b.SetPreview(p)
	p.Captured[0] = s3
	shown, _ := b.PreviewShown()
	assert.Equal(t, []engine.Hole{n2}, shown.Captured)
	shown.Captured[0] = s7
	again, _ := b.PreviewShown()
	assert.Equal(t, []engine.Hole{n2}, again.Captured)
}
