// Package picture paints a move without a window: any event as a PNG, the
// whole move as an animated GIF, each frame held as long as the Play tab
// shows it. It draws with Fyne's software painter; a GIF is painted,
// mapped onto its palette and written one frame at a time, so its memory
// does not grow with the move.
package picture

import (
	"image"
	"image/color"
	"image/png"
	"io"
	"time"
	"walakpussa/assets/i18n"
	"walakpussa/assets/i18n/sentence"

	"fyne.io/fyne/v2"

	"walakpussa/app/stepper"
	"walakpussa/engine"
)

// Size is the size of an exported picture: the board and, under it,
// the sentence that tells the event.
var Size = fyne.NewSize(800, 380)

// bounds is the whole picture, in pixels.
func bounds() image.Rectangle {
	return image.Rect(0, 0, int(Size.Width), int(Size.Height))
}

// MaxGIFFrames bounds the frames of an exported GIF: an endless move can run
// to millions of events. A longer move is cut, and its last frame says so.
const MaxGIFFrames = 1500

// WritePNG writes event k (counted from 0) of the move as a PNG picture.
func WritePNG(w io.Writer, t *engine.Trace, k int) error {
	if k < 0 || k >= len(t.Events) {
		return sentence.Errorf("event %d: the move has events 1 to %d", k+1, len(t.Events))
	}
	s := newScene(t)
	s.show(k, "")
	return png.Encode(w, s.paintAll())
}

// WriteGIF writes the move as an animated GIF, one frame per event (at most
// MaxGIFFrames), each shown about as long as the game view shows it.
func WriteGIF(w io.Writer, t *engine.Trace) error {
	return WriteGIFWithProgress(w, t, func(paint func()) { paint() }, func(int, int) bool { return true })
}

// ErrCancelled is what WriteGIFWithProgress returns when progress stops it.
var ErrCancelled = sentence.Errorf("export cancelled")

// WriteGIFWithProgress is WriteGIF for a running app: onUI runs each step that draws
// widgets (on the UI goroutine, where Fyne wants them drawn), and progress
// hears after each frame how many of how many are written; when it returns
// false the export stops at once with ErrCancelled, leaving a part of the
// GIF written, which the caller deletes.
func WriteGIFWithProgress(w io.Writer, t *engine.Trace, onUI func(func()), progress func(done, total int) bool) error {
	count := min(len(t.Events), MaxGIFFrames)
	var painter *framePainter
	var palette color.Palette
	// The palette comes first in the file: the colours of the first and the
	// last frame, the last painted ahead of the others.
	onUI(func() {
		s := newScene(t)
		s.show(count-1, noteAt(t, count-1, count))
		last := s.paintAll()
		s.show(0, "")
		palette = commonColors(s.paintAll(), last)
		painter = newFramePainter(s)
	})
	frames := newGIFFrames(bounds(), palette)
	out := newGIFWriter(w, bounds().Size(), palette)
	for i := range count {
		var frame *image.NRGBA
		var painted []image.Rectangle
		onUI(func() { frame, painted = painter.next(i, noteAt(t, i, count)) })
		if err := out.frame(frames.next(frame, painted), frameDelay(t, i, i == count-1)); err != nil {
			return err
		}
		if !progress(i+1, count) {
			return ErrCancelled
		}
	}
	return out.close()
}

// noteAt is what frame i of the count framed of t adds to its caption:
// the last frame of a cut move says so.
func noteAt(t *engine.Trace, i, count int) string {
	if i < count-1 || count == len(t.Events) {
		return ""
	}
	return i18n.L("(The picture stops here: the move has {{.Count}} events.)", map[string]any{"Count": len(t.Events)})
}

// frameDelay is how long frame i of the GIF of t stays, in hundredths of
// a second: as long as the Play tab shows the event (stepper.DefaultPace),
// the last frame four seconds.
func frameDelay(t *engine.Trace, i int, last bool) int {
	if last {
		return 400
	}
	hold := stepper.DefaultPace().Hold(t.Events[i].Kind, t.Outcome.Drops)
	return max(2, int(hold/(10*time.Millisecond)))
}
