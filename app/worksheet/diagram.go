package worksheet

import "walakpussa/engine"

// A diagram's proportions, in cells (the distance between the centres of
// two neighbouring holes): North's row on top (N7..N1 from left to right),
// South's below (S1..S7), North's reserve tray at the left end, South's at
// the right, as on screen.
const (
	diagramWidthCells  = 10.8
	diagramHeightCells = 3.4
	labelBandCells     = 0.55 // above and below the frame, for the hole names
	frameHeightCells   = 2.3
	framePadCells      = 0.2
	trayWidthCells     = 1.5
	trayGapCells       = 0.3
	holeRadiusCells    = 0.4
)

// DiagramHeight is the height of a diagram drawn width millimetres wide.
func DiagramHeight(width float64) float64 {
	return width * diagramHeightCells / diagramWidthCells
}

// Box is a rectangle in millimetres: its top left corner and size.
type Box struct{ X, Y, W, H float64 }

// Point is a position in millimetres.
type Point struct{ X, Y float64 }

// Geometry is where each part of a diagram goes when drawn in a box.
type Geometry struct {
	// Cell is the distance between two neighbouring holes' centres.
	Cell float64
	// Frame is the board; Rows the band behind each side's row, indexed by
	// engine.Side.
	Frame Box
	Rows  [2]Box
	// Holes are the holes' centres, indexed by engine.Hole, and Radius
	// their radius.
	Holes  [engine.HoleCount]Point
	Radius float64
	// Names are the centres of the hole names, outside the frame.
	Names [engine.HoleCount]Point
	// Trays are the reserve trays, indexed by engine.Side.
	Trays [2]Box
}

// NewGeometry lays a diagram out in the box whose top left corner is x, y
// and whose width is w (its height is DiagramHeight(w)).
func NewGeometry(x, y, w float64) Geometry {
	c := w / diagramWidthCells
	g := Geometry{Cell: c, Radius: c * holeRadiusCells}
	g.Frame = Box{X: x, Y: y + c*labelBandCells, W: w, H: c * frameHeightCells}
	trayY, trayH := g.Frame.Y+c*framePadCells, c*(frameHeightCells-2*framePadCells)
	g.Trays[engine.North] = Box{X: x + c*framePadCells, Y: trayY, W: c * trayWidthCells, H: trayH}
	g.Trays[engine.South] = Box{X: x + w - c*(framePadCells+trayWidthCells), Y: trayY, W: c * trayWidthCells, H: trayH}
	firstColumn := x + c*(framePadCells+trayWidthCells+trayGapCells+0.5)
	rowY := [2]float64{engine.South: g.Frame.Y + c*1.65, engine.North: g.Frame.Y + c*0.65}
	nameY := [2]float64{engine.South: g.Frame.Y + g.Frame.H + c*labelBandCells/2, engine.North: y + c*labelBandCells/2}
	for h := engine.Hole(0); h < engine.HoleCount; h++ {
		side := h.Owner()
		column := h.Number() - 1
		if side == engine.North {
			column = engine.RowLength - h.Number()
		}
		cx := firstColumn + c*float64(column)
		g.Holes[h] = Point{X: cx, Y: rowY[side]}
		g.Names[h] = Point{X: cx, Y: nameY[side]}
	}
	for _, side := range []engine.Side{engine.South, engine.North} {
		g.Rows[side] = Box{X: firstColumn - c*0.5, Y: rowY[side] - c*0.48, W: c * engine.RowLength, H: c * 0.96}
	}
	return g
}
