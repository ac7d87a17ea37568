package picture

import "image"

// framePainter paints the events of a trace one after another, each frame
// over the one before: only around the shapes that changed, and the caption
// when its sentence did. Under them it lays one picture of the settled
// shapes (the frame, the grain, the empty holes…), painted again only when
// one of them changes, so a frame costs a few small paints.
type framePainter struct {
	scene   *scene
	watch   *shapeWatch
	under   *image.NRGBA
	frame   *image.NRGBA
	caption string
}

// newFramePainter returns a painter for the frames of the scene's trace.
func newFramePainter(s *scene) *framePainter {
	return &framePainter{scene: s}
}

// next paints the frame of event i, with note added to its caption, and
// returns the frame and the parts of it painted again. The frame is the
// painter's own, painted over by the next call.
func (f *framePainter) next(i int, note string) (*image.NRGBA, []image.Rectangle) {
	s := f.scene
	s.show(i, note)
	if f.frame == nil {
		f.watch = newShapeWatch(s.drawing.Objects(), s.boardAt, bounds())
		f.paintUnder()
		f.caption = s.caption.Text
		f.frame = s.paint(bounds(), f.under, nil, true)
		return f.frame, []image.Rectangle{bounds()}
	}
	damage, unsettled := f.watch.changes()
	if unsettled {
		f.paintUnder()
	}
	if s.caption.Text != f.caption {
		f.caption = s.caption.Text
		damage = append(damage, s.captionBox)
	}
	damage = merge(damage)
	for _, r := range damage {
		part := s.paint(r, f.under, f.watch.above(r), r.Overlaps(s.captionBox))
		copyInto(f.frame, r, part)
	}
	return f.frame, damage
}

// paintUnder paints the background and the settled shapes.
func (f *framePainter) paintUnder() {
	f.under = f.scene.paint(bounds(), nil, f.watch.below(), false)
}

// copyInto copies part, painted for the rectangle r of frame, into frame.
func copyInto(frame *image.NRGBA, r image.Rectangle, part *image.NRGBA) {
	for y := r.Min.Y; y < r.Max.Y; y++ {
		row := part.Pix[(y-r.Min.Y)*part.Stride:]
		copy(frame.Pix[frame.PixOffset(r.Min.X, y):frame.PixOffset(r.Max.X, y)], row[:4*r.Dx()])
	}
}
