package picture

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/gif"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// noisy returns a paletted picture of bounds whose pixels follow no
// pattern, so that its LZW data runs over many sub-blocks.
func noisy(bounds image.Rectangle, palette color.Palette) *image.Paletted {
	m := image.NewPaletted(bounds, palette)
	seed := uint32(7)
	for i := range m.Pix {
		seed = seed*1664525 + 1013904223
		m.Pix[i] = uint8(seed>>24) % uint8(len(palette))
	}
	return m
}

func TestTheGIFWriterWritesFramesImageGIFReads(t *testing.T) {
	palette := color.Palette{color.RGBA{200, 10, 10, 255}, color.RGBA{10, 200, 10, 255}, color.RGBA{10, 10, 200, 255}}
	first := noisy(image.Rect(0, 0, 64, 40), palette)
	part := noisy(image.Rect(0, 0, 64, 40), palette).SubImage(image.Rect(5, 7, 30, 9)).(*image.Paletted)
	var out bytes.Buffer
	w := newGIFWriter(&out, image.Pt(64, 40), palette)
	require.NoError(t, w.frame(first, 45))
	require.NoError(t, w.frame(part, 20))
	require.NoError(t, w.close())

	anim, err := gif.DecodeAll(&out)
	require.NoError(t, err)
	assert.Equal(t, 64, anim.Config.Width)
	assert.Equal(t, 40, anim.Config.Height)
	assert.Equal(t, 0, anim.LoopCount, "it loops for ever")
	assert.Equal(t, []int{45, 20}, anim.Delay)
	assert.Equal(t, []byte{gif.DisposalNone, gif.DisposalNone}, anim.Disposal)
	require.Len(t, anim.Image, 2)
	assert.Len(t, anim.Image[0].Palette, 4, "the table is padded to a power of two")
	for i, want := range []*image.Paletted{first, part} {
		got := anim.Image[i]
		require.Equal(t, want.Bounds(), got.Bounds())
		for y := want.Rect.Min.Y; y < want.Rect.Max.Y; y++ {
			for x := want.Rect.Min.X; x < want.Rect.Max.X; x++ {
				require.Equal(t, want.ColorIndexAt(x, y), got.ColorIndexAt(x, y), "frame %d at %d,%d", i, x, y)
			}
		}
	}
}

// failingWriter fails every write after the first n bytes.
type failingWriter struct{ n int }

func (f *failingWriter) Write(p []byte) (int, error) {
	if len(p) > f.n {
		return 0, errors.New("disk full")
	}
	f.n -= len(p)
	return len(p), nil
}

func TestTheGIFWritersFirstErrorSticks(t *testing.T) {
	palette := color.Palette{color.Black, color.White}
	w := newGIFWriter(&failingWriter{n: 4096}, image.Pt(300, 300), palette)
	frame := noisy(image.Rect(0, 0, 300, 300), palette)
	assert.EqualError(t, w.frame(frame, 10), "disk full", "the frame's data does not fit")
	assert.EqualError(t, w.frame(frame, 10), "disk full")
	assert.EqualError(t, w.close(), "disk full")
}
