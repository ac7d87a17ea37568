package board

import "fyne.io/fyne/v2"

// Drawing is the board's shapes without a widget around them: the very
// shapes a Board draws, laid out at a size and kept up to its state. A
// picture painter can look at each shape and paint the board part by part,
// only where a shape changed.
type Drawing struct {
	renderer *boardRenderer
	// shapes are the renderer's shapes but the mark and preview layers: a
	// picture shows no marks drawn by hand and no move previewed.
	shapes []fyne.CanvasObject
}

// NewDrawing returns the shapes of a board showing state, laid out at size.
func NewDrawing(state State, size fyne.Size) *Drawing {
	r := &boardRenderer{board: New(state)}
	r.build()
	r.Layout(size)
	var shapes []fyne.CanvasObject
	for _, o := range r.Objects() {
		if o != r.markLayer && o != r.previewLayer {
			shapes = append(shapes, o)
		}
	}
	return &Drawing{renderer: r, shapes: shapes}
}

// SetState shows state; only the shapes whose part of it changed move.
func (d *Drawing) SetState(state State) {
	d.renderer.board.state = copyState(state)
	d.renderer.draw(false)
}

// Objects returns every shape, back to front, the hidden ones included,
// placed relative to the board's top-left corner; the marks and the
// preview a Board draws (SetMarks, SetPreview) are not among them.
func (d *Drawing) Objects() []fyne.CanvasObject { return d.shapes }
