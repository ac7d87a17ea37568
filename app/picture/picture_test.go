package picture

import (
	"bytes"
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

func TestWriteGIFStopsWhenProgressSaysSo(t *testing.T) {
	test.NewTempApp(t)
	tr := testkit.Trace(t, testkit.StartText, "S1")
	var out bytes.Buffer
	frames := 0
	err := WriteGIFWithProgress(&out, tr, func(f func()) { f() }, func(done, total int) bool {
		frames = done
		assert.Equal(t, len(tr.Events), total)
		return done < 3
	})
	assert.ErrorIs(t, err, ErrCancelled)
	assert.Equal(t, 3, frames)
}
