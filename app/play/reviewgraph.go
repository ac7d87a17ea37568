package play

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// graphHeight is the height of the value graph.
const graphHeight = 90

// graphDot is the diameter of a point of the value graph.
const graphDot = 6

// GraphPoint is one point of the value graph: where it is drawn and
// whether its value is proven.
type GraphPoint struct {
	At    fyne.Position
	Exact bool
}

// GraphGeometry places values (South's lead before each move and after the
// last) across width and height: the first at the left edge, the last at
// the right, the largest lead (at least 1 either way) half a dot from the
// top and its opposite from the bottom, so that 0 is the middle line at
// zeroY. South's lead is up.
func GraphGeometry(values []int, exact []bool, width, height float32) (points []GraphPoint, zeroY float32) {
	zeroY = height / 2
	top := 1
	for _, v := range values {
		top = max(top, v, -v)
	}
	scale := (height/2 - graphDot/2) / float32(top)
	step := float32(0)
	if len(values) > 1 {
		step = (width - graphDot) / float32(len(values)-1)
	}
	for i, v := range values {
		points = append(points, GraphPoint{At: fyne.NewPos(graphDot/2+step*float32(i), zeroY-scale*float32(v)), Exact: i < len(exact) && exact[i]})
	}
	return points, zeroY
}

// ValueGraph draws South's expected lead across a reviewed game: a line
// through a dot a position, filled where the value is proven, hollow where
// it is an estimate, over a middle line for an even game.
type ValueGraph struct {
	widget.BaseWidget
	values []int
	exact  []bool
}

// NewValueGraph returns an empty graph.
func NewValueGraph() *ValueGraph {
	g := &ValueGraph{}
	g.ExtendBaseWidget(g)
	return g
}

// SetValues shows values, South's lead before each move and after the
// last, exact telling which are proven (as search.Review.Margins gives).
func (g *ValueGraph) SetValues(values []int, exact []bool) {
	g.values, g.exact = values, exact
	g.Refresh()
}

// CreateRenderer draws the graph.
func (g *ValueGraph) CreateRenderer() fyne.WidgetRenderer {
	r := &graphRenderer{graph: g, zero: canvas.NewLine(theme.Color(theme.ColorNameSeparator))}
	r.background = canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	return r
}

// graphRenderer draws a ValueGraph with a line and a circle a point.
type graphRenderer struct {
	graph      *ValueGraph
	background *canvas.Rectangle
	zero       *canvas.Line
	objects    []fyne.CanvasObject
}

// Layout redraws the graph at size.
func (r *graphRenderer) Layout(size fyne.Size) {
	r.background.Resize(size)
	points, zeroY := GraphGeometry(r.graph.values, r.graph.exact, size.Width, size.Height)
	r.zero.Position1, r.zero.Position2 = fyne.NewPos(0, zeroY), fyne.NewPos(size.Width, zeroY)
	r.objects = []fyne.CanvasObject{r.background, r.zero}
	lineColour, dotColour := theme.Color(theme.ColorNamePrimary), theme.Color(theme.ColorNameForeground)
	for i := 1; i < len(points); i++ {
		l := canvas.NewLine(lineColour)
		l.StrokeWidth = 2
		l.Position1, l.Position2 = points[i-1].At, points[i].At
		r.objects = append(r.objects, l)
	}
	for _, p := range points {
		dot := canvas.NewCircle(color.Transparent)
		dot.StrokeColor, dot.StrokeWidth = dotColour, 1.5
		if p.Exact {
			dot.FillColor = dotColour
		} else {
			dot.FillColor = theme.Color(theme.ColorNameInputBackground)
		}
		dot.Resize(fyne.NewSquareSize(graphDot))
		dot.Move(p.At.SubtractXY(graphDot/2, graphDot/2))
		r.objects = append(r.objects, dot)
	}
}

// MinSize is the graph's height, as wide as it is put.
func (r *graphRenderer) MinSize() fyne.Size { return fyne.NewSize(graphDot*4, graphHeight) }

// Refresh redraws the graph at its size.
func (r *graphRenderer) Refresh() {
	r.Layout(r.graph.Size())
	canvas.Refresh(r.graph)
}

// Objects are the background, the middle line, the lines and the dots.
func (r *graphRenderer) Objects() []fyne.CanvasObject {
	if r.objects == nil {
		return []fyne.CanvasObject{r.background, r.zero}
	}
	return r.objects
}

// Destroy has nothing to free.
func (r *graphRenderer) Destroy() {}
