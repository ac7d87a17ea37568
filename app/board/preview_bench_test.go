package board

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"walakpussa/app/internal/testkit"
	"walakpussa/engine"
)

// benchmarkPreview measures the preview of move from position, traced
// afresh each time as the first pointing at a hole does.
func benchmarkPreview(b *testing.B, position, move string) {
	p, h, rules := testkit.Position(b, position), testkit.Hole(move), engine.Standard()
	for b.Loop() {
		PreviewOf(rules, p, h)
	}
}

// BenchmarkPreviewOfS1FromTheStart measures an opening move: 7 laps, 28
// seeds dropped, one capture.
func BenchmarkPreviewOfS1FromTheStart(b *testing.B) {
	benchmarkPreview(b, testkit.StartText, "S1")
}

// BenchmarkPreviewOfTheLongestVectorMove measures the longest move of the
// worked vectors.
func BenchmarkPreviewOfTheLongestVectorMove(b *testing.B) {
	benchmarkPreview(b, "6,3,3,2,4,3,6/3,3,6,3,7,1,5 S 0:0", "S3")
}

// BenchmarkPreviewOfALongEndlessMove measures an endless move whose lap
// 177,059 repeats lap 1.
func BenchmarkPreviewOfALongEndlessMove(b *testing.B) {
	benchmarkPreview(b, "2,1,2,7,2,1,2/1,2,4,2,3,2,1 N 0:0", "N4")
}

// BenchmarkPreviewOfAMoveStoppedByTheLapCap measures the worst case: a
// sowing still running after 200,000 laps.
func BenchmarkPreviewOfAMoveStoppedByTheLapCap(b *testing.B) {
	benchmarkPreview(b, "4,3,1,3,2,5,0/3,2,1,2,3,4,3 S 0:0", "S3")
}

// BenchmarkPreviewFromTheCache measures the pointer moving over holes
// already previewed in the position.
func BenchmarkPreviewFromTheCache(b *testing.B) {
	var cache PreviewCache
	rules, p := engine.Standard(), engine.Start()
	holes := engine.Holes(engine.South)
	i := 0
	for b.Loop() {
		cache.Of(rules, p, holes[i%len(holes)])
		i++
	}
}

// BenchmarkDrawingAPreview measures what pointing at a hole costs the
// board: the preview of a seven-pearl necklace laid out as shapes, then
// rubbed out.
func BenchmarkDrawingAPreview(b *testing.B) {
	test.NewTempApp(b)
	position := testkit.Position(b, "5,1,1,1,1,1,1/1,0,1,1,1,1,1 N 0:0")
	board := New(AtRest(position))
	board.Resize(fyne.NewSize(1100, 360))
	test.WidgetRenderer(board)
	p, _ := PreviewOf(engine.Standard(), position, n5)
	for b.Loop() {
		board.SetPreview(p)
		board.ClearPreview()
	}
}
