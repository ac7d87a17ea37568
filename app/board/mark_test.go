package board

import (
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"

	"walakpussa/engine"
)

var (
	s1, s3, s7 = engine.HoleOf(engine.South, 1), engine.HoleOf(engine.South, 3), engine.HoleOf(engine.South, 7)
	n2, n5     = engine.HoleOf(engine.North, 2), engine.HoleOf(engine.North, 5)
)

func TestTogglingAMarkDrawsRecoloursAndRubsItOut(t *testing.T) {
	var marks []Mark
	marks = ToggleMark(marks, Arrow(s3, n2, Green))
	marks = ToggleMark(marks, Ring(n5, Red))
	assert.Equal(t, []Mark{Arrow(s3, n2, Green), Ring(n5, Red)}, marks)

	recoloured := ToggleMark(marks, Arrow(s3, n2, Blue))
	assert.Equal(t, []Mark{Arrow(s3, n2, Blue), Ring(n5, Red)}, recoloured, "the same arrow in another colour takes that colour")
	assert.Equal(t, Green, marks[0].Color, "the list given is not changed")

	assert.Equal(t, []Mark{Ring(n5, Red)}, ToggleMark(marks, Arrow(s3, n2, Green)), "the same arrow again is rubbed out")
	assert.Equal(t, []Mark{Arrow(s3, n2, Green)}, ToggleMark(marks, Ring(n5, Red)))
	assert.Len(t, ToggleMark(marks, Arrow(n2, s3, Green)), 3, "an arrow the other way is another arrow")
}

func TestAMarkIsACircleWhenItStartsAndEndsOnOneHole(t *testing.T) {
	assert.True(t, Ring(n5, Green).IsCircle())
	assert.False(t, Arrow(s3, n2, Green).IsCircle())
}

func TestModifierKeysChooseTheColour(t *testing.T) {
	for mod, want := range map[fyne.KeyModifier]MarkColor{
		0:                     Green,
		fyne.KeyModifierShift: Red,
		fyne.KeyModifierAlt:   Blue,
		fyne.KeyModifierShift | fyne.KeyModifierAlt:     Yellow,
		fyne.KeyModifierControl:                         Yellow,
		fyne.KeyModifierControl | fyne.KeyModifierShift: Yellow,
		fyne.KeyModifierSuper:                           Green,
	} {
		assert.Equal(t, want, ColorFor(mod), "modifiers %b", mod)
	}
}

func TestEveryColourHasItsOwnLineStyle(t *testing.T) {
	seen := map[lineStyle]MarkColor{}
	for c := MarkColor(0); c < markColorCount; c++ {
		_, dup := seen[c.style()]
		assert.False(t, dup, "colour %d shares its line style", c)
		seen[c.style()] = c
		assert.NotNil(t, palette.marks[c], "colour %d is in the palette", c)
	}
}

func TestCleanMarksDropsMarksOffTheBoardAndKeepsEachShapeOnce(t *testing.T) {
	marks := cleanMarks([]Mark{Arrow(s3, n2, Green), {From: engine.NoHole, To: s1}, Ring(n5, Blue), Arrow(s3, n2, Red), {From: s1, To: s7, Color: markColorCount}})
	assert.Equal(t, []Mark{Arrow(s3, n2, Red), Ring(n5, Blue)}, marks)
}
