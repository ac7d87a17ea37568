package picture

import (
	"io"
	"testing"
	"walakpussa/app/internal/testkit"

	"fyne.io/fyne/v2/test"
)

// BenchmarkWriteGIFLongestVector exports the longest vector move (285 events).
func BenchmarkWriteGIFLongestVector(b *testing.B) {
	test.NewTempApp(b)
	tr := testkit.Trace(b, "6,3,3,2,4,3,6/3,3,6,3,7,1,5 S 0:0", "S3")
	for b.Loop() {
		if err := WriteGIF(io.Discard, tr); err != nil {
			b.Fatal(err)
		}
	}
}
