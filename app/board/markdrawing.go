package board

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// drawMarks rebuilds the mark layer to show marks, each after its
// MarkPlan, in its colour of the palette.
func (r *boardRenderer) drawMarks(marks []Mark) {
	var shapes []fyne.CanvasObject
	for _, m := range marks {
		shapes = append(shapes, markShapes(r.layout.MarkPlan(m), palette.marks[m.Color])...)
	}
	r.shownMarks = append([]Mark(nil), marks...)
	r.markLayer.Objects = shapes
	r.markLayer.Refresh()
}

// markShapes returns the canvas shapes that draw plan in colour c.
func markShapes(plan MarkPlan, c color.Color) []fyne.CanvasObject {
	var shapes []fyne.CanvasObject
	for _, s := range plan.Lines {
		shapes = append(shapes, &canvas.Line{StrokeColor: c, StrokeWidth: plan.Width, Position1: s.From, Position2: s.To})
	}
	for _, ring := range plan.Rings {
		shape := &canvas.Circle{StrokeColor: c, StrokeWidth: plan.Width}
		placeCircle(shape, ring)
		shapes = append(shapes, shape)
	}
	for _, dot := range plan.Dots {
		shape := &canvas.Circle{FillColor: c}
		placeCircle(shape, dot)
		shapes = append(shapes, shape)
	}
	if plan.HasHead {
		head := &canvas.Polygon{FillColor: c, Sides: 3, Angle: plan.Head.Angle}
		r := plan.Head.Radius
		head.Move(plan.Head.Center.AddXY(-r, -r))
		head.Resize(fyne.NewSize(2*r, 2*r))
		shapes = append(shapes, head)
	}
	return shapes
}
