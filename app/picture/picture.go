// Package picture paints a move without a window: any event as a PNG, the
// whole move as an animated GIF, each frame held as long as the Play tab
// shows it. It draws with Fyne's software painter.
package picture

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/gif"
	"image/png"
	"io"
	"sort"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"walakpussa/app/board"
	"walakpussa/app/stepper"
	"walakpussa/app/ui"
	"walakpussa/app/words"
	"walakpussa/engine"
)

// Size is the size of an exported picture: the board and, under it,
// the sentence that tells the event.
var Size = fyne.NewSize(800, 380)

// MaxGIFFrames bounds the frames of an exported GIF: an endless move can run
// to millions of events. A longer move is cut, and its last frame says so.
const MaxGIFFrames = 1500

// offscreen is the software driver's canvas: a fyne.Canvas that paints
// into an image at a size of its own.
type offscreen interface {
	fyne.Canvas
	Resize(fyne.Size)
	SetPadded(bool)
}

// eventPainter draws the events of one trace as pictures, reusing one
// off-screen canvas.
type eventPainter struct {
	trace   *engine.Trace
	canvas  offscreen
	board   *board.Board
	caption *widget.Label
}

func newEventPainter(t *engine.Trace) *eventPainter {
	p := &eventPainter{trace: t, canvas: software.NewCanvas()}
	p.board = board.New(board.AtEvent(t, 0))
	p.caption = widget.NewLabel("")
	p.caption.Wrapping = fyne.TextWrapWord
	p.caption.SizeName = theme.SizeNameSubHeadingText
	background := canvas.NewRectangle(theme.Color(theme.ColorNameBackground))
	p.canvas.SetPadded(false)
	caption := container.NewStack(ui.LinesHigh(2, theme.SizeNameSubHeadingText), p.caption)
	p.canvas.Resize(Size)
	p.canvas.SetContent(container.NewStack(background, container.NewPadded(container.NewBorder(nil, caption, nil, nil, p.board))))
	return p
}

// paint draws event i; note, when not empty, is added to the caption.
func (p *eventPainter) paint(i int, note string) image.Image {
	p.board.SetState(board.AtEvent(p.trace, i))
	text := words.Event(p.trace, i)
	if note != "" {
		text += " " + note
	}
	p.caption.SetText(text)
	return p.canvas.Capture()
}

// WritePNG writes event k (counted from 0) of the move as a PNG picture.
func WritePNG(w io.Writer, t *engine.Trace, k int) error {
	if k < 0 || k >= len(t.Events) {
		return fmt.Errorf("event %d: the move has events 1 to %d", k+1, len(t.Events))
	}
	return png.Encode(w, newEventPainter(t).paint(k, ""))
}

// WriteGIF writes the move as an animated GIF, one frame per event (at most
// MaxGIFFrames), each shown about as long as the game view shows it.
func WriteGIF(w io.Writer, t *engine.Trace) error {
	return WriteGIFWithProgress(w, t, func(paint func()) { paint() }, func(int, int) bool { return true })
}

// ErrCancelled is what WriteGIFWithProgress returns when progress stops it.
var ErrCancelled = errors.New("export cancelled")

// WriteGIFWithProgress is WriteGIF for a running app: onUI runs each step that draws
// widgets (on the UI goroutine, where Fyne wants them drawn), and progress
// hears after each frame how many of how many are painted; when it returns
// false the export stops with errExportCancelled, writing nothing.
func WriteGIFWithProgress(w io.Writer, t *engine.Trace, onUI func(func()), progress func(done, total int) bool) error {
	var painter *eventPainter
	onUI(func() { painter = newEventPainter(t) })
	count := min(len(t.Events), MaxGIFFrames)
	pictures := make([]image.Image, count)
	for i := range pictures {
		note := ""
		if i == count-1 && count < len(t.Events) {
			note = lang.L("(The picture stops here: the move has {{.Count}} events.)", map[string]any{"Count": len(t.Events)})
		}
		onUI(func() { pictures[i] = painter.paint(i, note) })
		if !progress(i+1, count) {
			return ErrCancelled
		}
	}
	anim := &gif.GIF{LoopCount: 0}
	palette := commonColors(pictures[0], pictures[count-1])
	index := map[color.Color]uint8{}
	var previous *image.Paletted
	for i, picture := range pictures {
		frame := toPaletted(picture, palette, index)
		anim.Image = append(anim.Image, changedPart(previous, frame))
		anim.Delay = append(anim.Delay, frameDelay(t, i, i == count-1))
		anim.Disposal = append(anim.Disposal, gif.DisposalNone)
		previous = frame
	}
	return gif.EncodeAll(w, anim)
}

// changedPart returns the smallest part of frame that differs from the
// frame before, which a GIF draws over it: a drop changes a hole or two and
// the caption, so the file stays small.
func changedPart(before, frame *image.Paletted) *image.Paletted {
	if before == nil {
		return frame
	}
	b := frame.Bounds()
	changed := image.Rectangle{}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		row := frame.Pix[(y-b.Min.Y)*frame.Stride : (y-b.Min.Y)*frame.Stride+b.Dx()]
		old := before.Pix[(y-b.Min.Y)*before.Stride : (y-b.Min.Y)*before.Stride+b.Dx()]
		for x := range row {
			if row[x] != old[x] {
				changed = changed.Union(image.Rect(b.Min.X+x, y, b.Min.X+x+1, y+1))
			}
		}
	}
	if changed.Empty() {
		changed = image.Rect(b.Min.X, b.Min.Y, b.Min.X+1, b.Min.Y+1)
	}
	return frame.SubImage(changed).(*image.Paletted)
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

// commonColors returns the 256 colours that cover most of the pictures:
// the board's flat colours exactly, so the frames stay crisp.
func commonColors(pictures ...image.Image) color.Palette {
	counts := map[color.RGBA]int{}
	for _, picture := range pictures {
		b := picture.Bounds()
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				r, g, bl, a := picture.At(x, y).RGBA()
				counts[color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(bl >> 8), uint8(a >> 8)}]++
			}
		}
	}
	colors := make([]color.RGBA, 0, len(counts))
	for c := range counts {
		colors = append(colors, c)
	}
	sort.Slice(colors, func(i, j int) bool {
		if counts[colors[i]] != counts[colors[j]] {
			return counts[colors[i]] > counts[colors[j]]
		}
		return fmt.Sprint(colors[i]) < fmt.Sprint(colors[j])
	})
	palette := make(color.Palette, 0, 256)
	for _, c := range colors[:min(len(colors), 256)] {
		palette = append(palette, c)
	}
	return palette
}

// toPaletted maps picture onto palette, remembering in index the palette
// entry chosen for each colour met, since most pixels repeat.
func toPaletted(picture image.Image, palette color.Palette, index map[color.Color]uint8) *image.Paletted {
	b := picture.Bounds()
	out := image.NewPaletted(b, palette)
	rgba, ok := picture.(*image.NRGBA)
	if !ok {
		draw.Draw(out, b, picture, b.Min, draw.Src)
		return out
	}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := rgba.NRGBAAt(x, y)
			i, seen := index[c]
			if !seen {
				i = uint8(palette.Index(c))
				index[c] = i
			}
			out.SetColorIndex(x, y, i)
		}
	}
	return out
}
