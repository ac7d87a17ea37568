package picture

import (
	"bytes"
	"image"
	"image/color"
	"image/gif"
	"image/png"
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/internal/testkit"
)

func TestAGIFHasAFramePerEventHeldAsThePlayTabHoldsIt(t *testing.T) {
	test.NewTempApp(t)
	tr := testkit.Trace(t, testkit.StartText, "S1")
	var out bytes.Buffer
	require.NoError(t, WriteGIF(&out, tr))
	anim, err := gif.DecodeAll(&out)
	require.NoError(t, err)
	require.Len(t, anim.Image, len(tr.Events))
	assert.Equal(t, int(Size.Width), anim.Config.Width)
	assert.Equal(t, int(Size.Height), anim.Config.Height)
	assert.Equal(t, 45, anim.Delay[0], "the lift stays 0.45 s")
	assert.Equal(t, 20, anim.Delay[1], "a drop 0.2 s")
	assert.Equal(t, 400, anim.Delay[len(anim.Delay)-1], "the last frame 4 s")
	for i := range anim.Image {
		assert.Equal(t, frameDelay(tr, i, i == len(tr.Events)-1), anim.Delay[i], "frame %d", i+1)
	}
}

// viewer shows a GIF's frames as a viewer does when each frame's disposal
// is "none": each drawn over the picture left by the ones before.
type viewer struct {
	anim  *gif.GIF
	shown *image.Paletted
	next  int
}

func newViewer(anim *gif.GIF) *viewer {
	b := image.Rect(0, 0, anim.Config.Width, anim.Config.Height)
	return &viewer{anim: anim, shown: image.NewPaletted(b, anim.Image[0].Palette)}
}

// step draws the next frame and returns the picture shown.
func (v *viewer) step(t *testing.T) *image.Paletted {
	frame := v.anim.Image[v.next]
	require.Equal(t, byte(gif.DisposalNone), v.anim.Disposal[v.next])
	b := frame.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		copy(v.shown.Pix[v.shown.PixOffset(b.Min.X, y):v.shown.PixOffset(b.Max.X, y)], frame.Pix[frame.PixOffset(b.Min.X, y):])
	}
	v.next++
	return v.shown
}

// nearest maps colours to the nearest colour of a palette, remembering.
type nearest struct {
	palette color.Palette
	seen    map[color.NRGBA]color.Color
}

func (n *nearest) of(c color.NRGBA) color.Color {
	if found, ok := n.seen[c]; ok {
		return found
	}
	n.seen[c] = n.palette.Convert(c)
	return n.seen[c]
}

// compare returns how many pixels of shown, a GIF's picture, hold
// painted's colour exactly, and how many are not even the palette colour
// nearest to the painted one.
func compare(shown *image.Paletted, painted *image.NRGBA, colors *nearest) (exact, wrong int) {
	b := painted.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c, got := painted.NRGBAAt(x, y), shown.At(x, y)
			if got != colors.of(c) {
				wrong++
			}
			if got == color.RGBAModel.Convert(c) {
				exact++
			}
		}
	}
	return exact, wrong
}

// The GIF has 256 colours and the painter anti-aliases, so edge pixels may
// take the palette's nearest colour: every pixel must be exactly that, and
// the board's flat colours, most of the picture, come out exact (about 96%
// of the pixels of this move).
func TestEveryFrameOfTheGIFShowsItsEventInThePalettesNearestColours(t *testing.T) {
	test.NewTempApp(t)
	tr := testkit.Trace(t, "5,1,1,1,1,1,1/1,0,1,1,1,1,1 N 0:0", "N5")
	var out bytes.Buffer
	require.NoError(t, WriteGIF(&out, tr))
	anim, err := gif.DecodeAll(&out)
	require.NoError(t, err)
	require.Len(t, anim.Image, len(tr.Events))
	require.Len(t, anim.Image[0].Palette, 256)
	s, v := newScene(tr), newViewer(anim)
	colors := &nearest{palette: anim.Image[0].Palette, seen: map[color.NRGBA]color.Color{}}
	allExact, pixels := 0, 0
	for i := range anim.Image {
		s.show(i, "")
		painted := s.paintAll()
		exact, wrong := compare(v.step(t), painted, colors)
		require.Zero(t, wrong, "event %d", i+1)
		allExact += exact
		pixels += len(painted.Pix) / 4
	}
	assert.Greater(t, float64(allExact)/float64(pixels), 0.95, "the palette holds the colour of most pixels")
}

func TestAPNGShowsOneEvent(t *testing.T) {
	test.NewTempApp(t)
	tr := testkit.Trace(t, testkit.StartText, "S1")
	var out bytes.Buffer
	require.NoError(t, WritePNG(&out, tr, 3))
	img, err := png.Decode(&out)
	require.NoError(t, err)
	assert.Equal(t, int(Size.Width), img.Bounds().Dx())
	assert.Error(t, WritePNG(&out, tr, len(tr.Events)), "there is no such event")
}

func TestWriteGIFStopsAtOnceWhenProgressSaysSo(t *testing.T) {
	test.NewTempApp(t)
	tr := testkit.Trace(t, testkit.StartText, "S1")
	var out bytes.Buffer
	frames, paints := 0, 0
	err := WriteGIFWithProgress(&out, tr, func(f func()) { paints++; f() }, func(done, total int) bool {
		frames = done
		assert.Equal(t, len(tr.Events), total)
		return done < 3
	})
	assert.ErrorIs(t, err, ErrCancelled)
	assert.Equal(t, 3, frames, "progress hears of no frame after it said stop")
	assert.Equal(t, 1+3, paints, "the setting up and three frames are painted, no more")
}
