package picture

import (
	"image"
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/internal/testkit"
)

// differing returns how many pixels of a and b differ, and the smallest
// rectangle holding them.
func differing(a, b *image.NRGBA) (int, image.Rectangle) {
	n, box := 0, image.Rectangle{}
	for y := a.Rect.Min.Y; y < a.Rect.Max.Y; y++ {
		for x := a.Rect.Min.X; x < a.Rect.Max.X; x++ {
			if a.NRGBAAt(x, y) != b.NRGBAAt(x, y) {
				n++
				box = box.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return n, box
}

func TestEveryFrameIsTheWholePictureOfItsEvent(t *testing.T) {
	if testing.Short() {
		t.Skip("paints every frame of a move twice and compares them pixel by pixel, over 10 s; make test runs it")
	}
	test.NewTempApp(t)
	// A lap, a chain of captures into the tray, then the turn passes.
	tr := testkit.Trace(t, "5,1,1,1,1,1,1/1,0,1,1,1,1,1 N 0:0", "N5")
	frames, whole := newFramePainter(newScene(tr)), newScene(tr)
	for i := range tr.Events {
		frame, painted := frames.next(i, "")
		whole.show(i, "")
		n, box := differing(whole.paintAll(), frame)
		require.Zero(t, n, "event %d: %d pixels differ within %v (painted %v)", i+1, n, box, painted)
	}
}

func TestAFramePaintsAgainOnlyAroundWhatChanged(t *testing.T) {
	test.NewTempApp(t)
	tr := testkit.Trace(t, testkit.StartText, "S1")
	frames := newFramePainter(newScene(tr))
	_, painted := frames.next(0, "")
	assert.Equal(t, []image.Rectangle{bounds()}, painted, "the first frame is painted whole")
	_, painted = frames.next(1, "")
	area := 0
	for _, r := range painted {
		area += r.Dx() * r.Dy()
	}
	assert.Less(t, area, bounds().Dx()*bounds().Dy()/3, "a drop repaints a hole or two and the caption: %v", painted)
}
