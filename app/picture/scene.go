package picture

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"walakpussa/app/board"
	"walakpussa/app/ui"
	"walakpussa/app/words"
	"walakpussa/engine"
)

// offscreen is the software driver's canvas: a fyne.Canvas that paints
// into an image at a size of its own.
type offscreen interface {
	fyne.Canvas
	Resize(fyne.Size)
	SetPadded(bool)
}

// scene is the picture of an event of one trace, laid out once: the
// background, the board's shapes and, under them, the caption that tells the
// event. It paints any rectangle of the picture on its own, on a canvas just
// that big, since the software painter's time grows with the canvas's area.
type scene struct {
	trace   *engine.Trace
	drawing *board.Drawing
	caption *widget.Label
	// boardAt is where the board's top-left corner lies in the picture.
	boardAt fyne.Position
	// captionBox holds every pixel the caption can paint: from its top to
	// the bottom of the picture, for a long sentence may run over.
	captionBox image.Rectangle

	// The canvas holds three layers: what lies below (the background or a
	// picture of it), some of the board's shapes, and perhaps the caption,
	// all moved so that the part painted lies at the canvas's corner.
	canvas     offscreen
	layers     *fyne.Container
	background *canvas.Rectangle
	below      *canvas.Image
	shapes     *fyne.Container
	captions   *fyne.Container
	// captionBlock is the caption in the room it is laid out in, placed
	// relative to captionAt.
	captionBlock fyne.CanvasObject
	captionAt    fyne.Position
}

// newScene lays the picture of trace t out, showing its first event: the
// board and the caption take the places they have in a padded border
// layout, the caption at the bottom.
func newScene(t *engine.Trace) *scene {
	s := &scene{trace: t, canvas: software.NewTransparentCanvas()}
	s.caption = widget.NewLabel("")
	s.caption.Wrapping = fyne.TextWrapWord
	s.caption.SizeName = theme.SizeNameSubHeadingText
	s.captionBlock = container.NewStack(ui.LinesHigh(2, theme.SizeNameSubHeadingText), s.caption)
	place := canvas.NewRectangle(color.Transparent)
	inner := container.NewBorder(nil, s.captionBlock, nil, nil, place)
	container.NewPadded(inner).Resize(Size)
	s.boardAt = inner.Position().Add(place.Position())
	s.captionAt = inner.Position()
	top := int(s.captionAt.Y + s.captionBlock.Position().Y)
	s.captionBox = image.Rect(0, top-1, int(Size.Width), int(Size.Height))
	s.drawing = board.NewDrawing(board.AtEvent(t, 0), place.Size())

	s.background = canvas.NewRectangle(theme.Color(theme.ColorNameBackground))
	s.background.Resize(Size)
	s.below = &canvas.Image{}
	s.below.Resize(Size)
	s.shapes = container.NewWithoutLayout()
	s.captions = container.NewWithoutLayout()
	s.layers = container.NewWithoutLayout(s.background, s.shapes, s.captions)
	s.canvas.SetPadded(false)
	s.canvas.SetContent(s.layers)
	return s
}

// show sets the board and the caption to event i; note, when not empty, is
// added to the caption.
func (s *scene) show(i int, note string) {
	s.drawing.SetState(board.AtEvent(s.trace, i))
	text := words.Event(s.trace, i)
	if note != "" {
		text += " " + note
	}
	s.caption.SetText(text)
}

// paintAll paints the whole picture of the event shown.
func (s *scene) paintAll() *image.NRGBA {
	return s.paint(bounds(), nil, visible(s.drawing.Objects()), true)
}

// paint paints part r of the picture: over below (the background when
// nil), the board's shapes given, which must include every visible shape
// above below that reaches into r, then the caption when withCaption.
func (s *scene) paint(r image.Rectangle, below *image.NRGBA, shapes []fyne.CanvasObject, withCaption bool) *image.NRGBA {
	origin := fyne.NewPos(float32(r.Min.X), float32(r.Min.Y))
	s.layers.Objects[0] = s.background
	if below != nil {
		s.below.Image = below
		s.layers.Objects[0] = s.below
	}
	s.layers.Objects[0].Move(fyne.Position{}.Subtract(origin))
	s.shapes.Objects = shapes
	s.shapes.Move(s.boardAt.Subtract(origin))
	s.captions.Objects = nil
	if withCaption {
		s.captions.Objects = []fyne.CanvasObject{s.captionBlock}
	}
	s.captions.Move(s.captionAt.Subtract(origin))
	s.canvas.Resize(fyne.NewSize(float32(r.Dx()), float32(r.Dy())))
	return s.canvas.Capture().(*image.NRGBA) // the software canvas paints in NRGBA
}

// visible returns the shapes not hidden.
func visible(shapes []fyne.CanvasObject) []fyne.CanvasObject {
	var shown []fyne.CanvasObject
	for _, o := range shapes {
		if o.Visible() {
			shown = append(shown, o)
		}
	}
	return shown
}
