package cli

import (
	"image/gif"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/launch"
	"walakpussa/app/picture"
	"walakpussa/engine"
)

func TestExportGIFHasAFramePerEvent(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s1.gif")
	code, out, errOut := run("export", "S1", "--gif", path)
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, "wrote "+path+" (39 frames)\n", out)
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	anim, err := gif.DecodeAll(f)
	require.NoError(t, err)
	assert.Len(t, anim.Image, 39, "one frame per event of the opening S1")
	assert.Len(t, anim.Delay, 39)
	bounds := anim.Image[0].Bounds()
	assert.Equal(t, int(picture.Size.Width), bounds.Dx())
	assert.NotEqual(t, anim.Image[0].Pix, anim.Image[1].Pix, "a seed falls between the first two frames")
}

func TestExportPNGOfOneEvent(t *testing.T) {
	path := filepath.Join(t.TempDir(), "chain.png")
	code, out, errOut := run("export", "--position", "5,1,1,1,1,1,1/1,0,1,1,1,1,1 N 0:0", "N5", "--png", path, "--event", "18")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "(event 18 of 25)")
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	img, err := png.Decode(f)
	require.NoError(t, err)
	assert.Equal(t, int(picture.Size.Height), img.Bounds().Dy())
}

func TestExportRefusesBadRequests(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"export", "S1"}, "give either --gif FILE or --png FILE"},
		{[]string{"export", "S1", "--gif", "a.gif", "--png", "a.png"}, "give either --gif FILE or --png FILE"},
		{[]string{"export", "S1", "--png", filepath.Join(dir, "x.png"), "--event", "40"}, "the move has events 1 to 39"},
		{[]string{"export", "S1", "--gif", filepath.Join(dir, "x.gif"), "--event", "3"}, "--event goes with --png"},
		{[]string{"export", "N1", "--gif", filepath.Join(dir, "x.gif")}, "N1 is North's hole"},
		{[]string{"export", "S1", "--png", filepath.Join(dir, "missing", "x.png")}, "export:"},
	} {
		code, _, errOut := run(tc.args...)
		assert.Equal(t, 2, code, tc.args)
		assert.Contains(t, errOut, tc.want, tc.args)
	}
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Empty(t, entries, "nothing half-written is left behind")
}

func TestDebugOpensTheAppOnTheMove(t *testing.T) {
	var opened launch.Start
	code := Run([]string{"debug", "--position", "5,1,1,1,1,1,1/1,0,1,1,1,1,1 N 0:0", "n5"}, os.Stdout, os.Stderr,
		func(s launch.Start) error { opened = s; return nil })
	require.Equal(t, 0, code)
	require.NotNil(t, opened.Debug)
	assert.Equal(t, "5,1,1,1,1,1,1/1,0,1,1,1,1,1 N 0:0", opened.Debug.Position.String())
	assert.Equal(t, engine.HoleOf(engine.North, 5), opened.Debug.Move)

	code, _, errOut := run("debug", "S9")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `"S9" is not a hole`)
}
