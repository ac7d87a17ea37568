package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Look is one of the app's colour schemes.
type Look int

const (
	// Dark is the app's usual look: Fyne's dark theme.
	Dark Look = iota
	// Projector is light and high in contrast, readable on a washed-out
	// beamer: black text on white, strong blue, darker greys.
	Projector
)

// LookNamed is the look a preference names; anything else is Dark.
func LookNamed(name string) Look {
	if name == "projector" {
		return Projector
	}
	return Dark
}

// Name is how a look is kept in the preferences.
func (l Look) Name() string {
	if l == Projector {
		return "projector"
	}
	return "dark"
}

// Theme is the app's theme: a look, a zoom of the whole interface, and a
// further factor for the text alone (the presentation mode's large
// captions). The zero Theme's sizes are Fyne's; NewTheme gives the usual
// one.
type Theme struct {
	// Look is the colour scheme.
	Look Look
	// Zoom scales every size: text, padding, icons.
	Zoom float32
	// Text scales the text sizes again, on top of Zoom.
	Text float32
}

// NewTheme returns the theme of look l at zoom z, text unscaled beyond it.
func NewTheme(l Look, z float32) *Theme { return &Theme{Look: l, Zoom: z, Text: 1} }

// Presenting returns the theme of look l for a projector: text 2.5 times
// the usual size, and the rest of the interface 1.5 times.
func Presenting(l Look) *Theme { return &Theme{Look: l, Zoom: 1.5, Text: PresentationText / 1.5} }

// PresentationText is how many times the usual text size the text of the
// presentation mode is.
const PresentationText = 2.5

// textSizes are the theme sizes that are sizes of text.
var textSizes = map[fyne.ThemeSizeName]bool{
	theme.SizeNameText:           true,
	theme.SizeNameCaptionText:    true,
	theme.SizeNameHeadingText:    true,
	theme.SizeNameSubHeadingText: true,
}

// Size scales Fyne's size by the zoom, and text sizes by the text factor
// too.
func (t *Theme) Size(name fyne.ThemeSizeName) float32 {
	size := theme.DefaultTheme().Size(name) * orOne(t.Zoom)
	if textSizes[name] {
		size *= orOne(t.Text)
	}
	return size
}

// orOne is f, or 1 when f is unset.
func orOne(f float32) float32 {
	if f == 0 {
		return 1
	}
	return f
}

// Color is the dark theme's colour, or the projector's.
func (t *Theme) Color(name fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	if t.Look == Projector {
		if c, ok := projectorColors[name]; ok {
			return c
		}
		return theme.DefaultTheme().Color(name, theme.VariantLight)
	}
	return theme.DefaultTheme().Color(name, theme.VariantDark)
}

// projectorColors are the colours of the projector look that differ from
// Fyne's light theme: a pure white ground, black text, and greys dark
// enough to survive a beamer's glare.
var projectorColors = map[fyne.ThemeColorName]color.Color{
	theme.ColorNameBackground:          color.White,
	theme.ColorNameOverlayBackground:   color.White,
	theme.ColorNameMenuBackground:      color.White,
	theme.ColorNameHeaderBackground:    color.NRGBA{0xe4, 0xe4, 0xe4, 0xff},
	theme.ColorNameInputBackground:     color.NRGBA{0xee, 0xee, 0xee, 0xff},
	theme.ColorNameForeground:          color.Black,
	theme.ColorNameForegroundOnPrimary: color.White,
	theme.ColorNameForegroundOnError:   color.White,
	theme.ColorNameForegroundOnSuccess: color.White,
	theme.ColorNameForegroundOnWarning: color.White,
	theme.ColorNamePrimary:             color.NRGBA{0x00, 0x3d, 0xa5, 0xff},
	theme.ColorNameHyperlink:           color.NRGBA{0x00, 0x3d, 0xa5, 0xff},
	theme.ColorNameFocus:               color.NRGBA{0x00, 0x3d, 0xa5, 0x80},
	theme.ColorNameSelection:           color.NRGBA{0x00, 0x3d, 0xa5, 0x40},
	theme.ColorNameButton:              color.NRGBA{0xd6, 0xd6, 0xd6, 0xff},
	theme.ColorNameDisabledButton:      color.NRGBA{0xee, 0xee, 0xee, 0xff},
	theme.ColorNameDisabled:            color.NRGBA{0x5c, 0x5c, 0x5c, 0xff},
	theme.ColorNamePlaceHolder:         color.NRGBA{0x44, 0x44, 0x44, 0xff},
	theme.ColorNameInputBorder:         color.NRGBA{0x30, 0x30, 0x30, 0xff},
	theme.ColorNameSeparator:           color.NRGBA{0x60, 0x60, 0x60, 0xff},
	theme.ColorNameScrollBar:           color.NRGBA{0x30, 0x30, 0x30, 0xa0},
	theme.ColorNameScrollBarBackground: color.NRGBA{0x00, 0x00, 0x00, 0x18},
	theme.ColorNameHover:               color.NRGBA{0x00, 0x00, 0x00, 0x22},
	theme.ColorNamePressed:             color.NRGBA{0x00, 0x00, 0x00, 0x40},
	theme.ColorNameShadow:              color.NRGBA{0x00, 0x00, 0x00, 0x50},
	theme.ColorNameSuccess:             color.NRGBA{0x00, 0x6b, 0x2e, 0xff},
	theme.ColorNameWarning:             color.NRGBA{0x8a, 0x4b, 0x00, 0xff},
	theme.ColorNameError:               color.NRGBA{0xb0, 0x00, 0x20, 0xff},
}

// Font is Fyne's.
func (t *Theme) Font(style fyne.TextStyle) fyne.Resource { return theme.DefaultTheme().Font(style) }

// Icon is Fyne's.
func (t *Theme) Icon(name fyne.ThemeIconName) fyne.Resource {
	return theme.DefaultTheme().Icon(name)
}

// Zooms are the steps of the interface's zoom, from smallest to largest;
// 1 is the usual size.
var Zooms = []float32{0.8, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2}

// ZoomStep returns the zoom steps from z (up when steps > 0, down when
// below 0), staying within Zooms; a z between steps goes to the nearest.
func ZoomStep(z float32, steps int) float32 {
	i := nearestZoom(z) + steps
	i = max(0, min(i, len(Zooms)-1))
	return Zooms[i]
}

// nearestZoom is the index of the zoom step nearest z.
func nearestZoom(z float32) int {
	best := 0
	for i, step := range Zooms {
		if abs(step-z) < abs(Zooms[best]-z) {
			best = i
		}
	}
	return best
}

// abs is |f|.
func abs(f float32) float32 {
	if f < 0 {
		return -f
	}
	return f
}
