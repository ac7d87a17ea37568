package board

import (
	"math"

	"fyne.io/fyne/v2"
)

// Proportions of the marks, in cells.
const (
	markWidthCells    = 0.09 // the width of an arrow's shaft and a ring's line
	headLengthCells   = 0.34 // an arrowhead's length, from its base to its tip
	headWidthCells    = 0.3  // an arrowhead's width across its base
	markRingUnits     = 1.03 // a ring's radius, in hole radii
	shortestShaftCell = 0.2  // an arrow keeps at least this much shaft
)

// Segment is a straight line between two points, in widget coordinates.
type Segment struct{ From, To fyne.Position }

// Head is an arrowhead: a narrow triangle with its tip at the end of the
// arrow and its base across the shaft.
type Head struct {
	Tip, Left, Right fyne.Position
}

// Points returns the triangle's corners, the tip first.
func (h Head) Points() [3]fyne.Position { return [3]fyne.Position{h.Tip, h.Left, h.Right} }

// Bounds returns the smallest rectangle that holds the head.
func (h Head) Bounds() Rect {
	minX, minY := min(h.Tip.X, h.Left.X, h.Right.X), min(h.Tip.Y, h.Left.Y, h.Right.Y)
	maxX, maxY := max(h.Tip.X, h.Left.X, h.Right.X), max(h.Tip.Y, h.Left.Y, h.Right.Y)
	return Rect{Pos: fyne.NewPos(minX, minY), Size: fyne.NewSize(maxX-minX, maxY-minY)}
}

// Contains reports whether p lies inside the head or on its edge.
func (h Head) Contains(p fyne.Position) bool {
	side := func(a, b fyne.Position) float32 { return (b.X-a.X)*(p.Y-a.Y) - (b.Y-a.Y)*(p.X-a.X) }
	d1, d2, d3 := side(h.Tip, h.Left), side(h.Left, h.Right), side(h.Right, h.Tip)
	hasNeg := d1 < 0 || d2 < 0 || d3 < 0
	hasPos := d1 > 0 || d2 > 0 || d3 > 0
	return !(hasNeg && hasPos)
}

// MarkPlan is what one mark is drawn with: lines stroked Width wide,
// rings stroked Width wide, filled dots and, for an arrow, its head.
type MarkPlan struct {
	Lines []Segment
	Rings []Circle
	Dots  []Circle
	Width float32
	// Head is the arrowhead; HasHead is false for a circle.
	Head    Head
	HasHead bool
}

// MarkPlan returns how mark m is drawn: an arrow runs from the edge of its
// first hole to the edge of its second and ends in a head, a circle rings
// its hole just outside the pit; the line is solid, dashed, dotted or
// double after m's colour.
func (l Layout) MarkPlan(m Mark) MarkPlan {
	if m.IsCircle() {
		return l.ringPlan(m)
	}
	return l.arrowPlan(m)
}

// ArrowEnds returns where the arrow from hole from to hole to starts and
// where its tip is: on the line between the holes' centres, at each hole's
// edge, or nearer the centres when the holes are so close that the arrow
// would have no shaft left beside its head.
func (l Layout) ArrowEnds(from, to Circle) Segment {
	dx, dy := to.Center.X-from.Center.X, to.Center.Y-from.Center.Y
	dist := float32(math.Hypot(float64(dx), float64(dy)))
	if dist == 0 {
		return Segment{From: from.Center, To: to.Center}
	}
	ux, uy := dx/dist, dy/dist
	cut := min(from.Radius, (dist-l.headLength()-l.Cell*shortestShaftCell)/2)
	cut = max(cut, 0)
	return Segment{From: from.Center.AddXY(ux*cut, uy*cut), To: to.Center.AddXY(-ux*cut, -uy*cut)}
}

// headLength is the length of an arrowhead, from its base to its tip.
func (l Layout) headLength() float32 { return l.Cell * headLengthCells }

func (l Layout) arrowPlan(m Mark) MarkPlan {
	ends := l.ArrowEnds(l.Holes[m.From], l.Holes[m.To])
	dx, dy := ends.To.X-ends.From.X, ends.To.Y-ends.From.Y
	length := float32(math.Hypot(float64(dx), float64(dy)))
	ux, uy := dx/length, dy/length
	base := ends.To.AddXY(-ux*l.headLength(), -uy*l.headLength())
	half := l.Cell * headWidthCells / 2
	head := Head{Tip: ends.To, Left: base.AddXY(uy*half, -ux*half), Right: base.AddXY(-uy*half, ux*half)}
	plan := MarkPlan{Width: l.Cell * markWidthCells, Head: head, HasHead: true}
	plan.styleLine(Segment{From: ends.From, To: base}, m.Color.style())
	return plan
}

// styleLine draws shaft in style: one line, dashes, dots or two thin
// parallel lines.
func (p *MarkPlan) styleLine(shaft Segment, style lineStyle) {
	w := p.Width
	switch style {
	case solid:
		p.Lines = []Segment{shaft}
	case dashed:
		p.Lines = Dashes(shaft, 2.4*w, 1.5*w)
	case dotted:
		for _, c := range Dots(shaft, 2.2*w) {
			p.Dots = append(p.Dots, Circle{Center: c, Radius: 0.75 * w})
		}
	case double:
		a, b := Parallels(shaft, 0.8*w)
		p.Lines, p.Width = []Segment{a, b}, 0.55*w
	}
}

func (l Layout) ringPlan(m Mark) MarkPlan {
	hole := l.Holes[m.From]
	ring := Circle{Center: hole.Center, Radius: hole.Radius * markRingUnits}
	w := l.Cell * markWidthCells
	plan := MarkPlan{Width: w}
	switch m.Color.style() {
	case solid:
		plan.Rings = []Circle{ring}
	case dashed:
		plan.Lines = RingDashes(ring, 12)
	case dotted:
		for _, c := range RingDots(ring, 14) {
			plan.Dots = append(plan.Dots, Circle{Center: c, Radius: 0.75 * w})
		}
	case double:
		plan.Rings = []Circle{{Center: ring.Center, Radius: ring.Radius - 0.8*w}, {Center: ring.Center, Radius: ring.Radius + 0.8*w}}
		plan.Width = 0.55 * w
	}
	return plan
}

// Dashes cuts s into dashes dash long with gap between them, from s.From;
// a dash that would run past s.To is cut there.
func Dashes(s Segment, dash, gap float32) []Segment {
	dx, dy := s.To.X-s.From.X, s.To.Y-s.From.Y
	length := float32(math.Hypot(float64(dx), float64(dy)))
	if length == 0 || dash <= 0 {
		return nil
	}
	ux, uy := dx/length, dy/length
	var out []Segment
	for at := float32(0); at < length; at += dash + gap {
		end := min(at+dash, length)
		out = append(out, Segment{From: s.From.AddXY(ux*at, uy*at), To: s.From.AddXY(ux*end, uy*end)})
	}
	return out
}

// Dots returns points along s about spacing apart, the first at s.From and
// the last at s.To.
func Dots(s Segment, spacing float32) []fyne.Position {
	dx, dy := s.To.X-s.From.X, s.To.Y-s.From.Y
	length := float32(math.Hypot(float64(dx), float64(dy)))
	n := int(math.Round(float64(length/spacing))) + 1
	if spacing <= 0 || n < 2 {
		return []fyne.Position{s.From}
	}
	out := make([]fyne.Position, n)
	for i := range out {
		f := float32(i) / float32(n-1)
		out[i] = s.From.AddXY(dx*f, dy*f)
	}
	return out
}

// Parallels returns the two lines beside s, offset apart on either side.
func Parallels(s Segment, offset float32) (Segment, Segment) {
	dx, dy := s.To.X-s.From.X, s.To.Y-s.From.Y
	length := float32(math.Hypot(float64(dx), float64(dy)))
	if length == 0 {
		return s, s
	}
	nx, ny := -dy/length*offset, dx/length*offset
	return Segment{From: s.From.AddXY(nx, ny), To: s.To.AddXY(nx, ny)},
		Segment{From: s.From.AddXY(-nx, -ny), To: s.To.AddXY(-nx, -ny)}
}

// RingDashes returns n dashes around c, each a chord over half of its
// share of the circle.
func RingDashes(c Circle, n int) []Segment {
	out := make([]Segment, n)
	for i := range out {
		a := 2 * math.Pi * float64(i) / float64(n)
		b := a + math.Pi/float64(n)
		out[i] = Segment{From: onCircle(c, a), To: onCircle(c, b)}
	}
	return out
}

// RingDots returns n points evenly around c, the first straight up.
func RingDots(c Circle, n int) []fyne.Position {
	out := make([]fyne.Position, n)
	for i := range out {
		out[i] = onCircle(c, 2*math.Pi*float64(i)/float64(n))
	}
	return out
}

// onCircle returns the point of c at angle a radians clockwise from
// straight up.
func onCircle(c Circle, a float64) fyne.Position {
	return c.Center.AddXY(c.Radius*float32(math.Sin(a)), -c.Radius*float32(math.Cos(a)))
}
