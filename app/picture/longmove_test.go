//go:build !race

// The race detector makes painting some ten times slower: 1,500 frames would
// take minutes, and the race run paints the same code with short moves.

package picture

import (
	"bytes"
	"image"
	"image/color"
	"image/gif"
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/internal/testkit"
)

func TestTheGIFOfALongMoveStopsAtTheCapAndSaysSo(t *testing.T) {
	if testing.Short() {
		t.Skip("paints a GIF of an endless move up to the frame cap, one to two minutes; make test runs it")
	}
	test.NewTempApp(t)
	tr := testkit.Trace(t, "5,1,3,4,5,6,3/4,3,2,4,9,2,5 S 0:0", "S1")
	require.Equal(t, 3187, len(tr.Events))
	var out bytes.Buffer
	require.NoError(t, WriteGIF(&out, tr))
	anim, err := gif.DecodeAll(&out)
	require.NoError(t, err)
	require.Len(t, anim.Image, MaxGIFFrames)
	assert.Equal(t, 400, anim.Delay[MaxGIFFrames-1], "the last frame stays 4 s")
	v := newViewer(anim)
	var last *image.Paletted
	for range anim.Image {
		last = v.step(t)
	}
	s := newScene(tr)
	colors := &nearest{palette: anim.Image[0].Palette, seen: map[color.NRGBA]color.Color{}}
	note := noteAt(tr, MaxGIFFrames-1, MaxGIFFrames)
	assert.Equal(t, "(The picture stops here: the move has 3187 events.)", note)
	s.show(MaxGIFFrames-1, note)
	_, wrong := compare(last, s.paintAll(), colors)
	assert.Zero(t, wrong, "the last frame shows its event with the note")
	s.show(MaxGIFFrames-1, "")
	_, wrong = compare(last, s.paintAll(), colors)
	assert.NotZero(t, wrong, "without the note the caption would differ")
}
