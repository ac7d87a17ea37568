package picture

import (
	"fmt"
	"image"
	"image/color"
	"sort"
)

// commonColors returns the 256 colours that cover most of the pictures:
// the board's flat colours exactly, so the frames stay crisp.
func commonColors(pictures ...*image.NRGBA) color.Palette {
	counts := map[color.RGBA]int{}
	for _, picture := range pictures {
		b := picture.Bounds()
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				r, g, bl, a := picture.NRGBAAt(x, y).RGBA()
				counts[color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(bl >> 8), uint8(a >> 8)}]++
			}
		}
	}
	colors := make([]color.RGBA, 0, len(counts))
	for c := range counts {
		colors = append(colors, c)
	}
	sort.Slice(colors, func(i, j int) bool {
		if counts[colors[i]] != counts[colors[j]] {
			return counts[colors[i]] > counts[colors[j]]
		}
		return fmt.Sprint(colors[i]) < fmt.Sprint(colors[j])
	})
	palette := make(color.Palette, 0, 256)
	for _, c := range colors[:min(len(colors), 256)] {
		palette = append(palette, c)
	}
	return palette
}

// gifFrames turns painted frames into the frames of a GIF over one
// palette. It keeps the picture the GIF shows so far, as palette indices,
// and gives each frame as the part of it that changed, which the GIF draws
// over the frame before.
type gifFrames struct {
	palette color.Palette
	// index remembers the palette entry chosen for each colour met, since
	// most pixels repeat.
	index map[color.NRGBA]uint8
	shown *image.Paletted
	begun bool
}

// newGIFFrames returns frames of bounds over palette.
func newGIFFrames(bounds image.Rectangle, palette color.Palette) *gifFrames {
	return &gifFrames{palette: palette, index: map[color.NRGBA]uint8{}, shown: image.NewPaletted(bounds, palette)}
}

// next takes in frame, painted again within the rectangles painted, and
// returns the smallest part of the picture that differs from the frame
// before: a drop changes a hole or two and the caption, so the file stays
// small. The first frame is the whole picture.
func (g *gifFrames) next(frame *image.NRGBA, painted []image.Rectangle) *image.Paletted {
	changed := image.Rectangle{}
	for _, r := range painted {
		changed = changed.Union(g.take(frame, r))
	}
	if !g.begun {
		g.begun = true
		return g.shown
	}
	if changed.Empty() {
		b := g.shown.Bounds()
		changed = image.Rect(b.Min.X, b.Min.Y, b.Min.X+1, b.Min.Y+1)
	}
	return g.shown.SubImage(changed).(*image.Paletted)
}

// take maps the part r of frame onto the palette and returns the smallest
// rectangle holding the pixels whose entry changed.
func (g *gifFrames) take(frame *image.NRGBA, r image.Rectangle) image.Rectangle {
	minX, minY, maxX, maxY := r.Max.X, r.Max.Y, r.Min.X, r.Min.Y
	last, lastIndex := color.NRGBA{}, g.entry(color.NRGBA{})
	for y := r.Min.Y; y < r.Max.Y; y++ {
		pix := frame.Pix[frame.PixOffset(r.Min.X, y):]
		row := g.shown.Pix[g.shown.PixOffset(r.Min.X, y):]
		for x := 0; x < r.Dx(); x++ {
			c := color.NRGBA{pix[4*x], pix[4*x+1], pix[4*x+2], pix[4*x+3]}
			if c != last {
				last, lastIndex = c, g.entry(c)
			}
			if row[x] != lastIndex {
				row[x] = lastIndex
				minX, minY = min(minX, r.Min.X+x), min(minY, y)
				maxX, maxY = max(maxX, r.Min.X+x+1), max(maxY, y+1)
			}
		}
	}
	if maxX <= minX {
		return image.Rectangle{}
	}
	return image.Rect(minX, minY, maxX, maxY)
}

// entry returns the palette entry for c: the nearest colour.
func (g *gifFrames) entry(c color.NRGBA) uint8 {
	i, seen := g.index[c]
	if !seen {
		i = uint8(g.palette.Index(c))
		g.index[c] = i
	}
	return i
}
