package board

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"walakpussa/engine"
)

// BenchmarkDrawingSixMarks measures what a right-click costs the board:
// six marks of every colour and style laid out as shapes, then rubbed out.
func BenchmarkDrawingSixMarks(b *testing.B) {
	test.NewTempApp(b)
	board := New(AtRest(engine.Start()))
	board.Resize(fyne.NewSize(1100, 360))
	test.WidgetRenderer(board)
	marks := []Mark{Arrow(s3, n2, Green), Arrow(s1, s7, Red), Arrow(n5, s1, Blue), Arrow(s7, n2, Yellow), Ring(n5, Red), Ring(s7, Yellow)}
	for b.Loop() {
		board.SetMarks(marks)
		board.ClearMarks()
	}
}

// BenchmarkPaintingAnArrowhead measures painting one arrowhead at the size
// of a 1920-pixel-wide board.
func BenchmarkPaintingAnArrowhead(b *testing.B) {
	l := NewLayout(fyne.NewSize(1920, 630))
	head := headShape(l.MarkPlan(Arrow(s3, n2, Green)).Head, palette.marks[Green]).(*canvas.Raster)
	box := head.Size()
	for b.Loop() {
		head.Generator(int(box.Width), int(box.Height))
	}
}
