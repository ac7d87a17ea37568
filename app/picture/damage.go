package picture

import (
	"image"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// shapeWatch remembers how each of the board's shapes looked when last
// painted, so that a frame is repainted only around the shapes that changed.
// It also keeps track of the settled shapes: the bottom ones, none of which
// has changed since they were last painted together, under all the rest.
type shapeWatch struct {
	shapes []fyne.CanvasObject
	seen   []seenShape
	// at is where the shapes' origin lies in the picture; within clips.
	at     fyne.Position
	within image.Rectangle
	// settled counts the settled shapes.
	settled int
}

// seenShape is a shape as it was last painted: its look and the pixels it
// covered, empty when hidden.
type seenShape struct {
	look any
	box  image.Rectangle
}

// newShapeWatch watches shapes, placed at at in a picture of bounds within;
// all of them are settled.
func newShapeWatch(shapes []fyne.CanvasObject, at fyne.Position, within image.Rectangle) *shapeWatch {
	w := &shapeWatch{shapes: shapes, at: at, within: within, settled: len(shapes)}
	w.seen = make([]seenShape, len(shapes))
	for i, o := range shapes {
		w.seen[i] = w.see(o)
	}
	return w
}

// see returns how o looks now.
func (w *shapeWatch) see(o fyne.CanvasObject) seenShape {
	s := seenShape{look: lookOf(o)}
	if o.Visible() {
		s.box = reach(o, w.at).Intersect(w.within)
	}
	return s
}

// changes notes the shapes changed since last time and returns the pixels
// they covered then and cover now, and whether a settled shape changed, in
// which case fewer shapes are settled now.
func (w *shapeWatch) changes() (damage []image.Rectangle, unsettled bool) {
	for i, o := range w.shapes {
		now := w.see(o)
		if now.look == w.seen[i].look {
			continue
		}
		damage = appendBox(damage, w.seen[i].box)
		damage = appendBox(damage, now.box)
		w.seen[i] = now
		if i < w.settled {
			w.settled, unsettled = i, true
		}
	}
	return damage, unsettled
}

// below returns the settled shapes that show.
func (w *shapeWatch) below() []fyne.CanvasObject {
	return visible(w.shapes[:w.settled])
}

// above returns the shapes above the settled ones that show in r.
func (w *shapeWatch) above(r image.Rectangle) []fyne.CanvasObject {
	var shapes []fyne.CanvasObject
	for i := w.settled; i < len(w.shapes); i++ {
		if w.seen[i].box.Overlaps(r) {
			shapes = append(shapes, w.shapes[i])
		}
	}
	return shapes
}

// lookOf returns a value equal to an earlier one exactly when o would be
// painted the same: a copy of the shape. The board draws with rectangles,
// circles, lines and text; any other kind of object counts as changed each
// time it is looked at.
func lookOf(o fyne.CanvasObject) any {
	switch shape := o.(type) {
	case *canvas.Rectangle:
		return *shape
	case *canvas.Circle:
		return *shape
	case *canvas.Line:
		return *shape
	case *canvas.Text:
		return *shape
	}
	return new(int)
}

// reach returns the pixels o can paint when its parent's origin lies at at:
// its box grown by the room the software painter leaves around a stroke, a
// slanted letter or an anti-aliased edge, and a pixel more.
func reach(o fyne.CanvasObject, at fyne.Position) image.Rectangle {
	pos, size := o.Position().Add(at), o.Size()
	if text, ok := o.(*canvas.Text); ok {
		size = size.Max(text.MinSize())
	}
	pad := padOf(o) + 1
	return image.Rect(
		int(math.Floor(float64(pos.X-pad))), int(math.Floor(float64(pos.Y-pad))),
		int(math.Ceil(float64(pos.X+size.Width+pad))), int(math.Ceil(float64(pos.Y+size.Height+pad))))
}

// padOf is how far beyond its box the software painter may paint o.
func padOf(o fyne.CanvasObject) float32 {
	switch shape := o.(type) {
	case *canvas.Rectangle:
		return shape.StrokeWidth + 2
	case *canvas.Circle:
		return shape.StrokeWidth + 2
	case *canvas.Line:
		return shape.StrokeWidth + 2
	case *canvas.Text:
		return shape.TextSize / 5
	}
	return 2
}

// appendBox appends r to boxes unless it is empty.
func appendBox(boxes []image.Rectangle, r image.Rectangle) []image.Rectangle {
	if r.Empty() {
		return boxes
	}
	return append(boxes, r)
}

// merge joins the rectangles that overlap or touch, until none do.
func merge(boxes []image.Rectangle) []image.Rectangle {
	for joined := true; joined; {
		joined = false
		for i := 0; i < len(boxes) && !joined; i++ {
			for k := i + 1; k < len(boxes); k++ {
				if boxes[i].Inset(-1).Overlaps(boxes[k]) {
					boxes[i] = boxes[i].Union(boxes[k])
					boxes = append(boxes[:k], boxes[k+1:]...)
					joined = true
					break
				}
			}
		}
	}
	return boxes
}
