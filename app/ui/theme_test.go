package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"github.com/stretchr/testify/assert"
)

func TestZoomGoesByStepsAndStopsAtBothEnds(t *testing.T) {
	assert.Equal(t, float32(1.1), ZoomStep(1, 1))
	assert.Equal(t, float32(0.9), ZoomStep(1, -1))
	assert.Equal(t, float32(1), ZoomStep(1.04, 0), "between steps, the nearest")
	assert.Equal(t, Zooms[len(Zooms)-1], ZoomStep(2, 3), "no larger than the largest")
	assert.Equal(t, Zooms[0], ZoomStep(0.8, -1), "no smaller than the smallest")
}

func TestTheThemeScalesEverySizeAndTheTextAgain(t *testing.T) {
	base := theme.DefaultTheme()
	zoomed := NewTheme(Dark, 1.5)
	assert.InDelta(t, 1.5*base.Size(theme.SizeNameText), zoomed.Size(theme.SizeNameText), 0.001)
	assert.InDelta(t, 1.5*base.Size(theme.SizeNamePadding), zoomed.Size(theme.SizeNamePadding), 0.001)
	presenting := Presenting(Projector)
	for _, n := range []fyne.ThemeSizeName{theme.SizeNameText, theme.SizeNameHeadingText, theme.SizeNameSubHeadingText, theme.SizeNameCaptionText} {
		assert.InDelta(t, PresentationText*base.Size(n), presenting.Size(n), 0.001, string(n))
	}
	assert.InDelta(t, 1.5*base.Size(theme.SizeNameInlineIcon), presenting.Size(theme.SizeNameInlineIcon), 0.001, "icons grow less than text")
}

func TestTheProjectorLookIsBlackOnWhite(t *testing.T) {
	projector, dark := NewTheme(Projector, 1), NewTheme(Dark, 1)
	r, g, b, _ := projector.Color(theme.ColorNameBackground, theme.VariantDark).RGBA()
	assert.Equal(t, [3]uint32{0xffff, 0xffff, 0xffff}, [3]uint32{r, g, b}, "white, whatever the system's variant")
	r, g, b, _ = projector.Color(theme.ColorNameForeground, theme.VariantDark).RGBA()
	assert.Equal(t, [3]uint32{0, 0, 0}, [3]uint32{r, g, b})
	assert.Equal(t, theme.DefaultTheme().Color(theme.ColorNameBackground, theme.VariantDark),
		dark.Color(theme.ColorNameBackground, theme.VariantLight), "dark, whatever the system's variant")
	assert.Equal(t, Projector, LookNamed(Projector.Name()))
	assert.Equal(t, Dark, LookNamed(Dark.Name()))
	assert.Equal(t, Dark, LookNamed("something else"))
}
