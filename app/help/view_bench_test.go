package help

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

// BenchmarkHelpWindowOpens opens the Help window on its longest guide and
// lays it out, as the Help menu does.
func BenchmarkHelpWindowOpens(b *testing.B) {
	a := test.NewTempApp(b)
	for b.Loop() {
		w := NewWindow(a).Show("writing-lessons")
		w.Close()
	}
}
