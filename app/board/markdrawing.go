package board

import (
	"image"
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
		shapes = append(shapes, headShape(plan.Head, c))
	}
	return shapes
}

// headShape paints head in colour c: a raster over the head's bounds that
// fills the pixels inside the triangle, their edges smoothed by sampling
// each pixel four times.
func headShape(head Head, c color.Color) fyne.CanvasObject {
	box := head.Bounds()
	fill := color.NRGBAModel.Convert(c).(color.NRGBA)
	raster := canvas.NewRaster(func(w, h int) image.Image {
		img := image.NewNRGBA(image.Rect(0, 0, w, h))
		sx, sy := box.Size.Width/float32(w), box.Size.Height/float32(h)
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				inside := 0
				for _, d := range [4][2]float32{{0.25, 0.25}, {0.75, 0.25}, {0.25, 0.75}, {0.75, 0.75}} {
					if head.Contains(box.Pos.AddXY((float32(x)+d[0])*sx, (float32(y)+d[1])*sy)) {
						inside++
					}
				}
				if inside > 0 {
					px := fill
					px.A = uint8(int(fill.A) * inside / 4)
					img.SetNRGBA(x, y, px)
				}
			}
		}
		return img
	})
	raster.Move(box.Pos)
	raster.Resize(box.Size)
	return raster
}
