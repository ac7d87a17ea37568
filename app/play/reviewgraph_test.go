package play

import (
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"
)

func TestGraphGeometryPlacesLeadsAroundTheMiddle(t *testing.T) {
	points, zeroY := GraphGeometry([]int{0, 10, -5}, []bool{true, false, true}, 106, 106)
	assert.Equal(t, float32(53), zeroY)
	assert.Equal(t, []GraphPoint{
		{At: fyne.NewPos(3, 53), Exact: true},
		{At: fyne.NewPos(53, 3)},
		{At: fyne.NewPos(103, 78), Exact: true},
	}, points)
}

func TestGraphGeometryOfAnEvenGameIsFlat(t *testing.T) {
	points, zeroY := GraphGeometry([]int{0}, nil, 50, 20)
	assert.Equal(t, []GraphPoint{{At: fyne.NewPos(3, zeroY)}}, points)
}
