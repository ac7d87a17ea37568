package board

import (
	"testing"

	"walakpussa/app/internal/testkit"
)

// BenchmarkAtEvent measures the board state of one event of the longest
// vector move.
func BenchmarkAtEvent(b *testing.B) {
	tr := testkit.Trace(b, "6,3,3,2,4,3,6/3,3,6,3,7,1,5 S 0:0", "S3")
	i := 0
	for b.Loop() {
		AtEvent(tr, i%len(tr.Events))
		i++
	}
}
