package board

import (
	"math"

	"fyne.io/fyne/v2"

	"walakpussa/engine"
)

// Proportions of the board, in cells: one cell is the distance between the
// centres of two neighbouring holes.
const (
	holeRadiusCells  = 0.40 // a hole's radius
	rowGapCells      = 1.02 // between the centres of the two rows
	nameBandCells    = 0.42 // the band outside the frame that holds the hole names
	frameMarginCells = 0.72 // from a row's centre to the frame's outer edge
	framePadCells    = 0.22 // between the frame's side and a reserve tray
	trayWidthCells   = 1.34 // a reserve tray's width
	trayGapCells     = 0.22 // between a reserve tray and the nearest hole's cell
	traySeedUnits    = 0.18 // a seed's radius in a reserve tray, in hole radii
	maxDrawnSeeds    = 12   // a hole with more seeds shows this many, as a pile
	widthCells       = 2*framePadCells + 2*trayWidthCells + 2*trayGapCells + engine.RowLength
	heightCells      = 2*nameBandCells + 2*frameMarginCells + rowGapCells
)

// HeightFor is the height of a board drawn width wide at its natural
// proportions.
func HeightFor(width float32) float32 { return width * heightCells / widthCells }

// Circle is a circle in widget coordinates.
type Circle struct {
	Center fyne.Position
	Radius float32
}

// Contains reports whether p lies inside the circle or on its edge.
func (c Circle) Contains(p fyne.Position) bool {
	dx, dy := p.X-c.Center.X, p.Y-c.Center.Y
	return dx*dx+dy*dy <= c.Radius*c.Radius
}

// Rect is an axis-aligned rectangle in widget coordinates.
type Rect struct {
	Pos  fyne.Position
	Size fyne.Size
}

// Center returns the middle of the rectangle.
func (r Rect) Center() fyne.Position {
	return fyne.NewPos(r.Pos.X+r.Size.Width/2, r.Pos.Y+r.Size.Height/2)
}

// Tray is where a player's reserve (the seeds he holds off the board) is drawn:
// a tray at one end of the board, with his name, the "to move" note, the seeds
// and their count.
type Tray struct {
	Box   Rect          // the tray itself
	Name  fyne.Position // centre of the player's name
	Turn  fyne.Position // centre of the "to move" note
	Seeds Rect          // the area the seeds are piled in
	Count fyne.Position // centre of the count
}

// Layout is the geometry of the board drawn in a given size: plain
// numbers, computed once per size, shared by drawing and hit-testing. North's
// row is on top (N7..N1 from left to right), South's below (S1..S7); North's
// reserve tray is at the left end, South's at the right end, each beside the
// end of his row where his sowing leaves it.
type Layout struct {
	// Cell is the distance between the centres of two neighbouring holes.
	Cell float32
	// Frame is the wooden board.
	Frame Rect
	// Holes are the 14 holes, indexed by engine.Hole.
	Holes [engine.HoleCount]Circle
	// Counts are the badges showing each hole's seed count, on the rim of the
	// hole toward the frame's edge.
	Counts [engine.HoleCount]Circle
	// Names are the centres of the hole names, outside the frame.
	Names [engine.HoleCount]fyne.Position
	// Rows are the bands behind each side's row, indexed by engine.Side.
	Rows [2]Rect
	// Trays hold each side's reserve, indexed by engine.Side.
	Trays [2]Tray
	// Breakpoints are the debugger's breakpoint markers, one on each hole's
	// inner rim, opposite the hand badge.
	Breakpoints [engine.HoleCount]Circle
}

// NewLayout fits the board into size, centred, keeping its proportions.
func NewLayout(size fyne.Size) Layout {
	cell := float32(math.Min(float64(size.Width)/widthCells, float64(size.Height)/heightCells))
	width, height := cell*widthCells, cell*heightCells
	origin := fyne.NewPos((size.Width-width)/2, (size.Height-height)/2)

	l := Layout{Cell: cell}
	l.Frame = Rect{
		Pos:  fyne.NewPos(origin.X, origin.Y+cell*nameBandCells),
		Size: fyne.NewSize(width, height-2*cell*nameBandCells),
	}
	rowY := [2]float32{
		engine.South: l.Frame.Pos.Y + cell*(frameMarginCells+rowGapCells),
		engine.North: l.Frame.Pos.Y + cell*frameMarginCells,
	}
	firstColumn := origin.X + cell*(framePadCells+trayWidthCells+trayGapCells+0.5)
	radius := cell * holeRadiusCells
	for h := engine.Hole(0); h < engine.HoleCount; h++ {
		side := h.Owner()
		column := columnOf(h)
		center := fyne.NewPos(firstColumn+cell*float32(column), rowY[side])
		outward := outwardOf(side)
		l.Holes[h] = Circle{Center: center, Radius: radius}
		l.Counts[h] = Circle{
			Center: fyne.NewPos(center.X, center.Y+outward*(radius+cell*0.03)),
			Radius: cell * 0.17,
		}
		l.Names[h] = fyne.NewPos(center.X, center.Y+outward*cell*(frameMarginCells+nameBandCells/2))
		l.Breakpoints[h] = Circle{
			Center: fyne.NewPos(center.X-radius*0.72, center.Y-outward*radius*0.72),
			Radius: cell * 0.12,
		}
	}
	for _, side := range []engine.Side{engine.South, engine.North} {
		l.Rows[side] = l.rowBand(side)
		l.Trays[side] = l.tray(side, origin.X)
	}
	return l
}

// columnOf returns the screen column of h, 0 at the left: S1..S7 and N7..N1.
func columnOf(h engine.Hole) int {
	if h.Owner() == engine.North {
		return engine.RowLength - h.Number()
	}
	return h.Number() - 1
}

// outwardOf is -1 for North (its outside is up) and +1 for South.
func outwardOf(side engine.Side) float32 {
	if side == engine.North {
		return -1
	}
	return 1
}

// rowBand returns the pill-shaped band around side's seven holes.
func (l Layout) rowBand(side engine.Side) Rect {
	left := l.Holes[engine.HoleOf(side, 1)]
	if side == engine.North {
		left = l.Holes[engine.HoleOf(side, engine.RowLength)]
	}
	pad := l.Cell * 0.07
	top := left.Center.Y - left.Radius - pad
	return Rect{
		Pos:  fyne.NewPos(left.Center.X-left.Radius-pad, top),
		Size: fyne.NewSize(l.Cell*(engine.RowLength-1)+2*(left.Radius+pad), 2*(left.Radius+pad)),
	}
}

// tray returns side's reserve tray: North's at the left end, South's at the
// right end, spanning both rows.
func (l Layout) tray(side engine.Side, boardLeft float32) Tray {
	cell := l.Cell
	x := boardLeft + cell*framePadCells
	if side == engine.South {
		x = boardLeft + cell*(widthCells-framePadCells-trayWidthCells)
	}
	top := l.Holes[engine.HoleOf(engine.North, 1)].Center.Y - cell*holeRadiusCells
	box := Rect{Pos: fyne.NewPos(x, top), Size: fyne.NewSize(cell*trayWidthCells, cell*(rowGapCells+2*holeRadiusCells))}
	mid := box.Pos.X + box.Size.Width/2
	seedsTop := top + cell*0.58
	seedsBottom := box.Pos.Y + box.Size.Height - cell*0.46
	return Tray{
		Box:   box,
		Name:  fyne.NewPos(mid, top+cell*0.2),
		Turn:  fyne.NewPos(mid, top+cell*0.43),
		Seeds: Rect{Pos: fyne.NewPos(x+cell*0.12, seedsTop), Size: fyne.NewSize(box.Size.Width-cell*0.24, seedsBottom-seedsTop)},
		Count: fyne.NewPos(mid, seedsBottom+cell*0.23),
	}
}

// HoleAt returns the hole under p, or engine.NoHole and false when p is not
// on a hole (its count badge counts as part of it).
func (l Layout) HoleAt(p fyne.Position) (engine.Hole, bool) {
	for h := engine.Hole(0); h < engine.HoleCount; h++ {
		if l.Holes[h].Contains(p) || l.Counts[h].Contains(p) {
			return h, true
		}
	}
	return engine.NoHole, false
}

// BreakpointAt returns the hole whose breakpoint marker is under p, or
// engine.NoHole and false.
func (l Layout) BreakpointAt(p fyne.Position) (engine.Hole, bool) {
	for h := engine.Hole(0); h < engine.HoleCount; h++ {
		if l.Breakpoints[h].Contains(p) {
			return h, true
		}
	}
	return engine.NoHole, false
}

// HoleSeeds returns where the seeds of hole h are drawn when it holds n:
// a deterministic packing, at most maxDrawnSeeds (a pile) however many.
func (l Layout) HoleSeeds(h engine.Hole, n int) []Circle {
	hole := l.Holes[h]
	seeds := seedPattern(n)
	for i, s := range seeds {
		seeds[i] = Circle{
			Center: hole.Center.AddXY(s.Center.X*hole.Radius, s.Center.Y*hole.Radius),
			Radius: s.Radius * hole.Radius,
		}
	}
	return seeds
}

// TraySeeds returns where side's held seeds are drawn when he holds n:
// hexagonal rows filled from the bottom of the tray up, as many as fit.
func (l Layout) TraySeeds(side engine.Side, n int) []Circle {
	area := l.Trays[side].Seeds
	r := l.Cell * holeRadiusCells * traySeedUnits
	step, rise := 2.15*r, 2.15*r*0.87
	columns := int((area.Size.Width-2*r-step/2)/step) + 1
	rows := int((area.Size.Height-2*r)/rise) + 1
	left := area.Pos.X + (area.Size.Width-float32(columns-1)*step-step/2)/2
	n = min(n, columns*rows)
	seeds := make([]Circle, n)
	for i := range seeds {
		row, col := i/columns, i%columns
		shift := float32(row%2) * step / 2
		seeds[i] = Circle{
			Center: fyne.NewPos(left+shift+float32(col)*step, area.Pos.Y+area.Size.Height-r-float32(row)*rise),
			Radius: r,
		}
	}
	return seeds
}

// HandBadge returns where the hand (the seeds being sown) floats when it is at
// hole h: on the hole's inner rim, toward the other row.
func (l Layout) HandBadge(h engine.Hole) Circle {
	hole := l.Holes[h]
	inward := -outwardOf(h.Owner())
	return Circle{
		Center: fyne.NewPos(hole.Center.X+hole.Radius*0.7, hole.Center.Y+inward*hole.Radius*0.7),
		Radius: l.Cell * 0.21,
	}
}

// ring is a circle of seeds within a hole, in hole radii.
type ring struct {
	count  int
	radius float32
}

// packing is how n seeds lie in a hole: their radius and the rings they form,
// in hole radii.
type packing struct {
	seed  float32
	rings []ring
}

// packings lists, for 1..maxDrawnSeeds seeds, how they lie in a hole: big
// seeds while there is room, smaller ones in a full hole; no two seeds overlap
// and all stay inside the hole.
var packings = [maxDrawnSeeds + 1]packing{
	1:  {0.23, []ring{{1, 0}}},
	2:  {0.23, []ring{{2, 0.27}}},
	3:  {0.23, []ring{{3, 0.3}}},
	4:  {0.23, []ring{{4, 0.34}}},
	5:  {0.22, []ring{{5, 0.39}}},
	6:  {0.22, []ring{{1, 0}, {5, 0.46}}},
	7:  {0.22, []ring{{1, 0}, {6, 0.46}}},
	8:  {0.21, []ring{{1, 0}, {7, 0.5}}},
	9:  {0.19, []ring{{3, 0.25}, {6, 0.65}}},
	10: {0.19, []ring{{3, 0.25}, {7, 0.65}}},
	11: {0.18, []ring{{4, 0.28}, {7, 0.66}}},
	12: {0.18, []ring{{4, 0.28}, {8, 0.68}}},
}

// seedPattern returns the seeds of a hole of radius 1 holding n, at most
// maxDrawnSeeds of them. Each count has its own twist so the seeds do not
// line up like a grid.
func seedPattern(n int) []Circle {
	n = min(n, maxDrawnSeeds)
	pack := packings[n]
	spots := make([]Circle, 0, n)
	for i, rg := range pack.rings {
		twist := float64(n)*0.61 + float64(i)*0.4 - math.Pi/2
		for k := 0; k < rg.count; k++ {
			angle := twist + 2*math.Pi*float64(k)/float64(rg.count)
			center := fyne.NewPos(rg.radius*float32(math.Cos(angle)), rg.radius*float32(math.Sin(angle)))
			spots = append(spots, Circle{Center: center, Radius: pack.seed})
		}
	}
	return spots
}
