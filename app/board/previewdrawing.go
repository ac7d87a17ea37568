package board

import (
	"slices"
	"walakpussa/assets/i18n"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"walakpussa/engine"
)

// Proportions of a preview, in cells and hole radii: thinner than the
// marks a teacher draws and the outlines of a move played, so that a
// preview never passes for either.
const (
	previewLineCells    = 0.045 // the width of a preview's rings and dashes
	previewDotCells     = 0.03  // the radius of the pussa's dots
	previewInnerUnits   = 0.88  // the last seed's and the pussa's ring, in hole radii
	previewOuterUnits   = 0.98  // a captured hole's dashed ring, in hole radii
	previewWordCells    = 0.17  // the size of a preview's words
	previewCaptureDash  = 16    // dashes around a captured hole
	previewPussaDotRing = 14    // dots around the pussa
)

// SetPreview shows faintly what a move would do: a ring and the word
// "last" on the hole where its last seed falls, a dotted ring and "pussa"
// on the pussa, a dashed ring around each hole it captures; "endless" on
// the hole of an endless move. It replaces the preview shown before; a
// state of another moment (SetState) rubs it out.
func (b *Board) SetPreview(p Preview) {
	p.Captured = slices.Clone(p.Captured)
	if b.previewing && b.preview.Equal(p) {
		return
	}
	b.preview, b.previewing = p, true
	b.Refresh()
}

// ClearPreview rubs out the preview shown, if any.
func (b *Board) ClearPreview() {
	if !b.previewing {
		return
	}
	b.previewing = false
	b.Refresh()
}

// PreviewShown returns the preview shown, and false when none is.
func (b *Board) PreviewShown() (Preview, bool) {
	if !b.previewing {
		return Preview{}, false
	}
	p := b.preview
	p.Captured = slices.Clone(p.Captured)
	return p, true
}

// drawPreview rebuilds the preview layer to show p, or nothing when off.
func (r *boardRenderer) drawPreview(p Preview, on bool) {
	var shapes []fyne.CanvasObject
	if on {
		shapes = previewShapes(r.layout, p)
	}
	r.shownPreview, r.shownPreviewOn = p, on
	r.shownPreview.Captured = slices.Clone(p.Captured)
	r.previewLayer.Objects = shapes
	r.previewLayer.Refresh()
}

// previewShapes returns the shapes that draw preview p in layout l.
func previewShapes(l Layout, p Preview) []fyne.CanvasObject {
	var shapes []fyne.CanvasObject
	width := l.Cell * previewLineCells
	for _, h := range p.Captured {
		ring := Circle{Center: l.Holes[h].Center, Radius: l.Holes[h].Radius * previewOuterUnits}
		for _, dash := range RingDashes(ring, previewCaptureDash) {
			shapes = append(shapes, &canvas.Line{StrokeColor: palette.previewCapture, StrokeWidth: width, Position1: dash.From, Position2: dash.To})
		}
	}
	if p.Pussa.Valid() {
		ring := Circle{Center: l.Holes[p.Pussa].Center, Radius: l.Holes[p.Pussa].Radius * previewInnerUnits}
		for _, at := range RingDots(ring, previewPussaDotRing) {
			dot := &canvas.Circle{FillColor: palette.previewRing}
			placeCircle(dot, Circle{Center: at, Radius: l.Cell * previewDotCells})
			shapes = append(shapes, dot)
		}
		shapes = append(shapes, previewWord(l, p.Pussa, i18n.L("pussa"))...)
	}
	if p.Last.Valid() {
		ring := &canvas.Circle{StrokeColor: palette.previewRing, StrokeWidth: width}
		placeCircle(ring, Circle{Center: l.Holes[p.Last].Center, Radius: l.Holes[p.Last].Radius * previewInnerUnits})
		shapes = append(shapes, ring)
		shapes = append(shapes, previewWord(l, p.Last, i18n.L("last"))...)
	}
	if p.Endless && p.Move.Valid() {
		shapes = append(shapes, previewWord(l, p.Move, i18n.L("endless"))...)
	}
	return shapes
}

// previewWord writes word faintly across hole h, on a pale pill that keeps
// it readable over seeds, in italics unlike the tags of a move played.
func previewWord(l Layout, h engine.Hole, word string) []fyne.CanvasObject {
	text := &canvas.Text{Text: word, Color: palette.previewText, TextStyle: fyne.TextStyle{Italic: true, Bold: true}}
	fitText(text, l.Cell*previewWordCells, l.Holes[h].Radius*1.8)
	placeText(text, l.Holes[h].Center)
	pad := l.Cell * 0.04
	size := text.MinSize()
	back := &canvas.Rectangle{FillColor: palette.previewBack}
	placeRect(back, Rect{Pos: text.Position().AddXY(-pad, pad), Size: fyne.NewSize(size.Width+2*pad, size.Height-2*pad)}, (size.Height-2*pad)/2)
	return []fyne.CanvasObject{back, text}
}
