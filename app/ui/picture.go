package ui

import (
	"bytes"
	"image"
	_ "image/png" // the screenshots are PNGs
	"path"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"walakpussa/assets"
)

// pictureWidth is the width a picture of a guide is drawn at, at most: its
// height follows from its proportions.
const pictureWidth = 560

// pictureSegment is a picture of the app's screenshots in a RichText, with
// its caption (the Markdown's alt text) under it in italics.
type pictureSegment struct {
	caption string
	image   fyne.Resource
	// size is the picture's own size, in pixels.
	size image.Point
}

// newPictureSegment returns the picture link points at, when it is one of
// the app's screenshots (assets/screenshots/NAME.png, from wherever the
// text is); nil otherwise.
func newPictureSegment(caption, link string) *pictureSegment {
	dir, name := path.Split(link)
	if !strings.HasSuffix(strings.TrimSuffix(dir, "/"), "assets/screenshots") {
		return nil
	}
	data, err := assets.Screenshots.ReadFile(path.Join("screenshots", name))
	if err != nil {
		return nil
	}
	config, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || config.Width == 0 {
		return nil
	}
	return &pictureSegment{caption: caption, image: fyne.NewStaticResource(name, data), size: image.Pt(config.Width, config.Height)}
}

// Inline reports false: a picture is a block.
func (p *pictureSegment) Inline() bool { return false }

// Textual is the picture's caption.
func (p *pictureSegment) Textual() string { return p.caption }

// Visual draws the picture, no wider than pictureWidth, its caption under
// it.
func (p *pictureSegment) Visual() fyne.CanvasObject {
	img := canvas.NewImageFromResource(p.image)
	img.FillMode = canvas.ImageFillContain
	width := min(float32(pictureWidth), float32(p.size.X))
	img.SetMinSize(fyne.NewSize(0, width*float32(p.size.Y)/float32(p.size.X)))
	caption := widget.NewRichText(&widget.TextSegment{Style: widget.RichTextStyleEmphasis, Text: p.caption})
	caption.Wrapping = fyne.TextWrapWord
	return container.NewVBox(img, caption)
}

// Update has nothing to redo: the picture does not change.
func (p *pictureSegment) Update(fyne.CanvasObject) {}

// Select does nothing: a picture is not selected.
func (p *pictureSegment) Select(_, _ fyne.Position) {}

// SelectedText is empty.
func (p *pictureSegment) SelectedText() string { return "" }

// Unselect does nothing.
func (p *pictureSegment) Unselect() {}
