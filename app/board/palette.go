package board

import "image/color"

// boardPalette holds every colour the board is painted with. A wooden board
// stays wooden in a light or dark theme, so these do not follow the theme;
// only the hole names, drawn outside the frame, take the theme's foreground.
type boardPalette struct {
	shadow, frame, frameEdge, grain color.Color
	bevel, holeRim, hole, holeFloor color.Color
	seeds                           [3]color.Color
	seedEdge, seedShine             color.Color
	badge, badgeText                color.Color
	tray, trayEdge, trayText        color.Color
	turnBand, turnEdge, turnText    color.Color
	current, marked, trail          color.Color
	cord, tagText, tagBack          color.Color
	breakpoint, breakpointEdge      color.Color
	hand, handEdge, handText        color.Color
	// previewRing, previewCapture, previewText and previewBack paint a
	// move's preview: faint, so that it never passes for a move played.
	previewRing, previewCapture, previewText, previewBack color.Color
	// marks are the colours of the arrows and circles drawn on the board,
	// indexed by MarkColor: translucent, so seeds show through.
	marks [markColorCount]color.Color
}

// palette is the board's one palette.
var palette = boardPalette{
	shadow:    color.NRGBA{0, 0, 0, 70},
	frame:     color.NRGBA{0xc8, 0x8a, 0x4e, 0xff},
	frameEdge: color.NRGBA{0x6e, 0x3a, 0x16, 0xff},
	grain:     color.NRGBA{0x8a, 0x4e, 0x1e, 0x38},
	holeRim:   color.NRGBA{0xa0, 0x62, 0x2e, 0xff},
	bevel:     color.NRGBA{0xff, 0xdc, 0xa8, 0x60},
	hole:      color.NRGBA{0x3c, 0x1e, 0x0a, 0xff},
	holeFloor: color.NRGBA{0x55, 0x2e, 0x12, 0xff},
	seeds: [3]color.Color{
		color.NRGBA{0xf1, 0xe6, 0xc8, 0xff},
		color.NRGBA{0xe6, 0xd3, 0xa8, 0xff},
		color.NRGBA{0xf6, 0xee, 0xdc, 0xff},
	},
	seedEdge:       color.NRGBA{0x8c, 0x74, 0x52, 0xff},
	seedShine:      color.NRGBA{0xff, 0xff, 0xff, 0xc0},
	badge:          color.NRGBA{0x3a, 0x1c, 0x08, 0xff},
	badgeText:      color.NRGBA{0xfb, 0xf1, 0xdc, 0xff},
	tray:           color.NRGBA{0x5a, 0x30, 0x12, 0xff},
	trayEdge:       color.NRGBA{0x3a, 0x1c, 0x08, 0xff},
	trayText:       color.NRGBA{0xfb, 0xf1, 0xdc, 0xff},
	turnBand:       color.NRGBA{0xff, 0xe8, 0xa0, 0x55},
	turnEdge:       color.NRGBA{0xff, 0xd0, 0x40, 0xff},
	turnText:       color.NRGBA{0xff, 0xd8, 0x50, 0xff},
	current:        color.NRGBA{0xff, 0xd0, 0x40, 0xff},
	marked:         color.NRGBA{0xe0, 0x30, 0x28, 0xff},
	trail:          color.NRGBA{0xff, 0xf4, 0xd8, 0xd0},
	cord:           color.NRGBA{0xf4, 0xf0, 0xe8, 0xe8},
	tagText:        color.NRGBA{0xff, 0xf4, 0xd8, 0xff},
	tagBack:        color.NRGBA{0x2a, 0x12, 0x04, 0xa8},
	breakpoint:     color.NRGBA{0xd0, 0x20, 0x20, 0xff},
	breakpointEdge: color.NRGBA{0xff, 0xf4, 0xd8, 0x90},
	hand:           color.NRGBA{0xff, 0xd0, 0x40, 0xff},
	handEdge:       color.NRGBA{0x3a, 0x1c, 0x08, 0xff},
	handText:       color.NRGBA{0x2a, 0x12, 0x04, 0xff},
	previewRing:    color.NRGBA{0xff, 0xf4, 0xd8, 0xa0},
	previewCapture: color.NRGBA{0xff, 0x90, 0x7c, 0xe0},
	previewText:    color.NRGBA{0xff, 0xf4, 0xd8, 0xe0},
	previewBack:    color.NRGBA{0x2a, 0x12, 0x04, 0x78},
	marks: [markColorCount]color.Color{
		Green:  color.NRGBA{0x3c, 0xd0, 0x5a, 0xc8},
		Red:    color.NRGBA{0xff, 0x3c, 0x3c, 0xc8},
		Blue:   color.NRGBA{0x4a, 0x9a, 0xff, 0xd0},
		Yellow: color.NRGBA{0xff, 0xe4, 0x30, 0xc8},
	},
}
