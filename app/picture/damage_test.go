package picture

import (
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"github.com/stretchr/testify/assert"
)

func TestAMovedShapeDamagesWhereItWasAndWhereItIs(t *testing.T) {
	bottom := canvas.NewRectangle(color.White)
	bottom.Resize(fyne.NewSize(100, 100))
	seed := &canvas.Circle{FillColor: color.Black, StrokeColor: color.White, StrokeWidth: 2}
	seed.Resize(fyne.NewSize(10, 10))
	w := newShapeWatch([]fyne.CanvasObject{bottom, seed}, fyne.NewPos(5, 0), image.Rect(0, 0, 200, 200))

	damage, unsettled := w.changes()
	assert.Empty(t, damage, "nothing changed")
	assert.False(t, unsettled)

	seed.Move(fyne.NewPos(50, 50))
	damage, unsettled = w.changes()
	assert.Equal(t, []image.Rectangle{image.Rect(0, 0, 20, 15), image.Rect(50, 45, 70, 65)}, damage,
		"the circle's box, placed at 5,0, grown by its stroke, the painter's margin and a pixel")
	assert.True(t, unsettled, "all shapes were settled")
	assert.Equal(t, []fyne.CanvasObject{bottom}, w.below())
	assert.Equal(t, []fyne.CanvasObject{seed}, w.above(image.Rect(60, 60, 61, 61)))
	assert.Empty(t, w.above(image.Rect(0, 0, 10, 10)), "the seed is no longer there")

	seed.Hide()
	damage, unsettled = w.changes()
	assert.Equal(t, []image.Rectangle{image.Rect(50, 45, 70, 65)}, damage, "a hidden shape covers nothing")
	assert.False(t, unsettled, "the seed was above the settled shapes")
}

func TestChangingASettledShapeUnsettlesItAndThoseAbove(t *testing.T) {
	shapes := []fyne.CanvasObject{canvas.NewRectangle(color.White), canvas.NewRectangle(color.Black), canvas.NewRectangle(color.White)}
	w := newShapeWatch(shapes, fyne.Position{}, image.Rect(0, 0, 10, 10))
	shapes[1].(*canvas.Rectangle).FillColor = color.Transparent
	_, unsettled := w.changes()
	assert.True(t, unsettled)
	assert.Equal(t, shapes[:1], w.below())
	assert.Len(t, w.above(image.Rect(0, 0, 10, 10)), 2)
}

func TestOtherKindsOfObjectsCountAsChangedEachTime(t *testing.T) {
	img := canvas.NewImageFromImage(image.NewNRGBA(image.Rect(0, 0, 4, 4)))
	img.Resize(fyne.NewSize(4, 4))
	w := newShapeWatch([]fyne.CanvasObject{img}, fyne.Position{}, image.Rect(0, 0, 10, 10))
	damage, _ := w.changes()
	assert.Equal(t, []image.Rectangle{image.Rect(0, 0, 7, 7), image.Rect(0, 0, 7, 7)}, damage)
}

func TestMergeJoinsTheRectanglesThatTouch(t *testing.T) {
	joined := merge([]image.Rectangle{image.Rect(0, 0, 10, 10), image.Rect(50, 50, 60, 60), image.Rect(10, 5, 20, 30), image.Rect(15, 29, 40, 40)})
	assert.Equal(t, []image.Rectangle{image.Rect(0, 0, 40, 40), image.Rect(50, 50, 60, 60)}, joined)
}
