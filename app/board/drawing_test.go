package board

import (
	"testing"

	"fyne.io/fyne/v2"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/internal/testkit"
	"walakpussa/engine"
)

func TestADrawingHasTheShapesOfTheWidgetButItsMarksAtEveryEvent(t *testing.T) {
	b := newTestBoard(t, AtRest(engine.Start()))
	d := NewDrawing(AtRest(engine.Start()), b.Size())
	tr := testkit.Trace(t, "5,1,1,1,1,1,1/1,0,1,1,1,1,1 N 0:0", "N5")
	for i := range tr.Events {
		b.SetState(AtEvent(tr, i))
		d.SetState(AtEvent(tr, i))
		var want []fyne.CanvasObject
		for _, o := range test.WidgetRenderer(b).Objects() {
			if _, layer := o.(*fyne.Container); !layer {
				want = append(want, o)
			}
		}
		require.Len(t, d.Objects(), len(want), "the widget's shapes but its marks")
		for k, shape := range d.Objects() {
			require.Equal(t, want[k], shape, "event %d, shape %d", i+1, k)
		}
	}
	assert.NotEqual(t, NewDrawing(AtRest(engine.Start()), b.Size()).Objects(), d.Objects(), "the shapes follow the state")
}
