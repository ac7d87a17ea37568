package debugger

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"walakpussa/engine"
)

const longestVector = "6,3,3,2,4,3,6/3,3,6,3,7,1,5 S 0:0" // S3: 52 laps, 285 events

// BenchmarkDebuggerStep measures one step of the debugger on the longest
// vector move: the stepper moves, and the board, caption, log, scrubber,
// variables and buttons are brought up to date (one op = one event).
func BenchmarkDebuggerStep(b *testing.B) {
	v, _ := benchDebugger(b)
	for b.Loop() {
		stepOrRewind(v)
	}
}

// benchDebugger returns a debugger in a window, on the longest vector move.
func benchDebugger(b *testing.B) (*DebuggerView, fyne.Window) {
	a := test.NewTempApp(b)
	w := a.NewWindow("bench")
	b.Cleanup(w.Close)
	v := NewDebuggerView(w, NewModel(engine.Standard()))
	w.SetContent(v.Content())
	w.Resize(fyne.NewSize(1100, 760))
	if err := v.OpenText(longestVector, "S3"); err != nil {
		b.Fatal(err)
	}
	return v, w
}

// stepOrRewind steps forward, or back to the start at the end.
func stepOrRewind(v *DebuggerView) {
	if v.Player().AtEnd() {
		v.ToStart()
	} else {
		v.Forward()
	}
}

// BenchmarkDebuggerFrame measures painting the whole debugger window in
// software after a step, the slowest way a frame can be drawn (the desktop
// app draws with OpenGL).
func BenchmarkDebuggerFrame(b *testing.B) {
	v, w := benchDebugger(b)
	for b.Loop() {
		stepOrRewind(v)
		w.Canvas().Capture()
	}
}
