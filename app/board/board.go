// Package board is the wooden Walak-pussa board: the widget, what it shows
// as one plain value (State), the geometry of its parts (Layout), its
// palette, and what it shows at each event of a move (AtEvent).
package board

import (
	"image/color"
	"slices"
	"strconv"
	"walakpussa/assets/i18n"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"walakpussa/app/words"
	"walakpussa/engine"
)

// traySeedPool is the most seeds a reserve tray draws; the count says the rest.
const traySeedPool = 40

// State is everything the board shows, as one plain value.
type State struct {
	// Board is the seed count of every hole.
	Board engine.Board
	// Held is the seeds each side holds off the board, indexed by engine.Side.
	Held [2]int
	// Turn is the side to move: its row and tray are highlighted.
	Turn engine.Side
	// Over reports that the round is over, so nobody is to move.
	Over bool
	// Current is the hole being lifted, sown, checked or captured, outlined;
	// engine.NoHole for none.
	Current engine.Hole
	// Hand is the number of seeds in hand, shown floating at Current; 0 hides it.
	Hand int
	// Marked are holes outlined in red, such as the holes captured in a move.
	Marked []engine.Hole
	// Trail are the holes sown so far in the current lap, ringed thinly.
	Trail [engine.HoleCount]bool
	// Tags are short words or numbers written across a hole: "lift",
	// "pussa", a pearl's number; "" for none. With the outlines they make sure
	// colour is never the only cue.
	Tags [engine.HoleCount]string
	// Chain lists the captured holes in the order they were taken; a cord
	// joins each to the next, so the necklace appears pearl by pearl.
	Chain []engine.Hole
	// ShowBreakpoints draws a breakpoint marker on every hole: filled where
	// Breakpoints is set, hollow elsewhere.
	ShowBreakpoints bool
	// Breakpoints are the holes with a breakpoint.
	Breakpoints [engine.HoleCount]bool
}

// AtRest returns the state that shows position p at rest: no hole
// outlined, nothing in hand.
func AtRest(p engine.Position) State {
	return State{Board: p.Board, Held: p.Held, Turn: p.Turn, Current: engine.NoHole}
}

// marks returns Marked as a set indexed by hole.
func (s State) marks() [engine.HoleCount]bool {
	var set [engine.HoleCount]bool
	for _, h := range s.Marked {
		if h.Valid() {
			set[h] = true
		}
	}
	return set
}

// Board is the wooden Walak-pussa board: two rows of seven holes with their
// seeds, counts and names, a reserve tray for each player, the side to move,
// and the outlines and hand badge a move's animation needs. Tapping a hole
// calls OnTapped. A right-drag from hole to hole draws an arrow, a right
// click on a hole a circle, again to rub it out (input.go). Pointing at a
// hole calls OnHover; SetPreview shows faintly what a move would do
// (previewdrawing.go).
type Board struct {
	widget.BaseWidget
	// OnTapped is called with the hole tapped; taps between holes are ignored.
	OnTapped func(engine.Hole)
	// OnBreakpointTapped is called with the hole whose breakpoint marker was
	// tapped, while the markers are shown.
	OnBreakpointTapped func(engine.Hole)
	// OnHover is called when the pointer comes onto a hole (h, true) and
	// when it leaves the holes, or the board (engine.NoHole, false).
	OnHover func(h engine.Hole, ok bool)
	state   State
	// direction shows the sowing direction whatever the state.
	direction bool
	// marks are the arrows and circles drawn on the board (SetMarks);
	// pen is the one being drawn with the right button, nil when none;
	// rightPressed is set by a right-button MouseDown, so that the
	// TappedSecondary after it draws nothing more.
	marks        []Mark
	pen          *Mark
	rightPressed bool
	// hovered is the hole under the pointer, engine.NoHole for none.
	hovered engine.Hole
	// preview is what a move would do, shown faintly while previewing.
	preview    Preview
	previewing bool
}

// New returns a board showing state.
func New(state State) *Board {
	b := &Board{hovered: engine.NoHole}
	b.ExtendBaseWidget(b)
	b.state = copyState(state)
	return b
}

// State returns what the board shows.
func (b *Board) State() State { return copyState(b.state) }

// SetState shows state; only the parts that differ from before are redrawn.
// A state of another moment (the next event, step or move: see sameMoment)
// rubs out the marks drawn and the preview.
func (b *Board) SetState(state State) {
	if !sameMoment(b.state, state) {
		b.marks = nil
		b.previewing = false
	}
	b.state = copyState(state)
	b.Refresh()
}

// ShowDirection draws arrows between the hole names, or hides them: the
// way seeds travel, S1 → S7 along South's row and N1 → N7 along North's,
// whatever the board shows.
func (b *Board) ShowDirection(on bool) {
	b.direction = on
	b.Refresh()
}

// DirectionShown reports whether the arrows of ShowDirection are drawn.
func (b *Board) DirectionShown() bool { return b.direction }

// copyState returns s with its own copies of Marked and Chain, so callers
// cannot change what the board shows behind its back.
func copyState(s State) State {
	s.Marked = append([]engine.Hole(nil), s.Marked...)
	s.Chain = append([]engine.Hole(nil), s.Chain...)
	return s
}

// Tapped toggles a breakpoint through OnBreakpointTapped when the tap is on
// a breakpoint marker, and otherwise plays the hole under it through
// OnTapped.
func (b *Board) Tapped(ev *fyne.PointEvent) {
	l := NewLayout(b.Size())
	if b.state.ShowBreakpoints && b.OnBreakpointTapped != nil {
		if h, ok := l.BreakpointAt(ev.Position); ok {
			b.OnBreakpointTapped(h)
			return
		}
	}
	if h, ok := l.HoleAt(ev.Position); ok && b.OnTapped != nil {
		b.OnTapped(h)
	}
}

// CreateRenderer builds the board's drawing.
func (b *Board) CreateRenderer() fyne.WidgetRenderer {
	r := &boardRenderer{board: b}
	r.build()
	return r
}

// seedShape is one seed: a body and a glint of light.
type seedShape struct{ body, shine *canvas.Circle }

// holeShapes are the drawing of one hole.
type holeShapes struct {
	rim, pit, floor, current, mark, trail, badge *canvas.Circle
	seeds                                        [maxDrawnSeeds]seedShape
	count, name                                  *canvas.Text
	tag                                          *canvas.Text
	tagBack                                      *canvas.Rectangle // keeps the tag readable over seeds
	breakpoint                                   *canvas.Circle
}

// maxCords is the most cords a necklace needs: a chain takes every other
// hole, so it has at most 7 pearls joined by 6 cords.
const maxCords = engine.HoleCount / 2

// trayShapes are the drawing of one player's reserve tray.
type trayShapes struct {
	box               *canvas.Rectangle
	name, turn, count *canvas.Text
	seeds             [traySeedPool]seedShape
}

// boardRenderer draws a Board. It remembers what it last drew and, on
// Refresh, redraws only what changed.
type boardRenderer struct {
	board  *Board
	layout Layout
	shadow *canvas.Rectangle
	frame  *canvas.Rectangle
	bevel  *canvas.Rectangle
	grain  []*canvas.Rectangle
	bands  [2]*canvas.Rectangle
	holes  [engine.HoleCount]holeShapes
	trays  [2]trayShapes
	cords  [maxCords]*canvas.Line
	// arrows point from each hole's name to the next one's in its row;
	// direction is whether they were last drawn.
	arrows    [engine.HoleCount]*canvas.Text
	direction bool
	hand      *canvas.Circle
	handCount *canvas.Text
	// markLayer holds the shapes of the marks drawn, rebuilt when they
	// change; shownMarks are the marks it shows.
	markLayer  *fyne.Container
	shownMarks []Mark
	// previewLayer holds the shapes of the preview, rebuilt when it
	// changes; shownPreview is the preview it shows, if previewing.
	previewLayer   *fyne.Container
	shownPreview   Preview
	shownPreviewOn bool
	objects        []fyne.CanvasObject
	shown          State
	drawn          bool
	nameColor      color.Color
}

// grainLines are the heights of the wood's grain lines, as fractions of the
// frame's height.
var grainLines = []float32{0.07, 0.16, 0.3, 0.47, 0.55, 0.69, 0.84, 0.93}

func (r *boardRenderer) build() {
	r.shadow = &canvas.Rectangle{FillColor: palette.shadow}
	r.frame = &canvas.Rectangle{FillColor: palette.frame, StrokeColor: palette.frameEdge}
	r.bevel = &canvas.Rectangle{StrokeColor: palette.bevel}
	r.add(r.shadow, r.frame, r.bevel)
	for range grainLines {
		line := &canvas.Rectangle{FillColor: palette.grain}
		r.grain = append(r.grain, line)
		r.add(line)
	}
	for side := range r.bands {
		r.bands[side] = &canvas.Rectangle{FillColor: palette.turnBand, StrokeColor: palette.turnEdge}
		r.add(r.bands[side])
	}
	for i := range r.trays {
		r.buildTray(&r.trays[i], engine.Side(i))
	}
	for h := range r.holes {
		r.buildHole(&r.holes[h], engine.Hole(h))
	}
	r.markLayer = container.NewWithoutLayout()
	r.previewLayer = container.NewWithoutLayout()
	r.add(r.markLayer, r.previewLayer)
	for h := range r.holes {
		s := &r.holes[h]
		r.add(s.badge, s.count, s.name)
	}
	for i := range r.cords {
		r.cords[i] = &canvas.Line{StrokeColor: palette.cord}
		r.add(r.cords[i])
	}
	for h := range r.holes {
		s := &r.holes[h]
		s.tag = &canvas.Text{Color: palette.tagText, TextStyle: fyne.TextStyle{Bold: true}}
		s.tagBack = &canvas.Rectangle{FillColor: palette.tagBack}
		r.add(s.tagBack)
		s.breakpoint = &canvas.Circle{StrokeColor: palette.breakpointEdge}
		r.add(s.tag, s.breakpoint)
	}
	for h := range r.arrows {
		r.arrows[h] = &canvas.Text{Text: sowingArrow(engine.Hole(h)), TextStyle: fyne.TextStyle{Bold: true}}
		r.arrows[h].Hide()
		r.add(r.arrows[h])
	}
	r.hand = &canvas.Circle{FillColor: palette.hand, StrokeColor: palette.handEdge}
	r.handCount = &canvas.Text{Color: palette.handText, TextStyle: fyne.TextStyle{Bold: true}}
	r.add(r.hand, r.handCount)
}

func (r *boardRenderer) buildTray(t *trayShapes, side engine.Side) {
	t.box = &canvas.Rectangle{FillColor: palette.tray, StrokeColor: palette.trayEdge}
	t.name = &canvas.Text{Text: words.Side(side), Color: palette.trayText, TextStyle: fyne.TextStyle{Bold: true}}
	t.turn = &canvas.Text{Text: i18n.L("to move"), Color: palette.turnText, TextStyle: fyne.TextStyle{Bold: true}}
	t.count = &canvas.Text{Color: palette.trayText, TextStyle: fyne.TextStyle{Bold: true}}
	r.add(t.box, t.name, t.turn)
	r.buildSeeds(t.seeds[:])
	r.add(t.count)
}

func (r *boardRenderer) buildHole(s *holeShapes, h engine.Hole) {
	s.rim = &canvas.Circle{FillColor: palette.holeRim}
	s.pit = &canvas.Circle{FillColor: palette.hole, StrokeColor: palette.frameEdge}
	s.floor = &canvas.Circle{FillColor: palette.holeFloor}
	r.add(s.rim, s.pit, s.floor)
	r.buildSeeds(s.seeds[:])
	s.mark = &canvas.Circle{StrokeColor: palette.marked}
	s.trail = &canvas.Circle{StrokeColor: palette.trail}
	s.current = &canvas.Circle{StrokeColor: palette.current}
	s.badge = &canvas.Circle{FillColor: palette.badge, StrokeColor: palette.frame}
	s.count = &canvas.Text{Color: palette.badgeText, TextStyle: fyne.TextStyle{Bold: true}}
	s.name = &canvas.Text{Text: h.String(), TextStyle: fyne.TextStyle{Bold: true}}
	r.add(s.mark, s.trail, s.current)
}

func (r *boardRenderer) buildSeeds(seeds []seedShape) {
	for i := range seeds {
		seeds[i] = seedShape{
			body:  &canvas.Circle{FillColor: palette.seeds[i%len(palette.seeds)], StrokeColor: palette.seedEdge},
			shine: &canvas.Circle{FillColor: palette.seedShine},
		}
		r.add(seeds[i].body, seeds[i].shine)
	}
}

func (r *boardRenderer) add(objects ...fyne.CanvasObject) {
	r.objects = append(r.objects, objects...)
}

// Objects returns every shape, back to front.
func (r *boardRenderer) Objects() []fyne.CanvasObject { return r.objects }

// Destroy has nothing to release: the board runs no timers.
func (r *boardRenderer) Destroy() {}

// MinSize keeps holes big enough to tap and counts big enough to read.
func (r *boardRenderer) MinSize() fyne.Size {
	return fyne.NewSize(widthCells*44, heightCells*44)
}

// Layout places the fixed parts for size, then draws the whole state.
func (r *boardRenderer) Layout(size fyne.Size) {
	r.layout = NewLayout(size)
	l := r.layout
	cell := l.Cell
	placeRect(r.shadow, Rect{Pos: l.Frame.Pos.AddXY(cell*0.05, cell*0.07), Size: l.Frame.Size}, cell*0.3)
	placeRect(r.frame, l.Frame, cell*0.3)
	r.frame.StrokeWidth = cell * 0.04
	inset := cell * 0.07
	placeRect(r.bevel, Rect{Pos: l.Frame.Pos.AddXY(inset, inset), Size: l.Frame.Size.SubtractWidthHeight(2*inset, 2*inset)}, cell*0.24)
	r.bevel.StrokeWidth = cell * 0.025
	for i, line := range r.grain {
		y := l.Frame.Pos.Y + l.Frame.Size.Height*grainLines[i]
		inset := cell * (0.3 + 0.2*float32(i%3))
		placeRect(line, Rect{Pos: fyne.NewPos(l.Frame.Pos.X+inset, y), Size: fyne.NewSize(l.Frame.Size.Width-2*inset, cell*0.035)}, cell*0.02)
	}
	for side, band := range r.bands {
		placeRect(band, l.Rows[side], l.Rows[side].Size.Height/2)
		band.StrokeWidth = cell * 0.035
	}
	for side := range r.trays {
		r.layoutTray(&r.trays[side], engine.Side(side))
	}
	for h := range r.holes {
		r.layoutHole(&r.holes[h], engine.Hole(h))
	}
	r.hand.StrokeWidth = cell * 0.035
	r.handCount.TextSize = cell * 0.24
	r.markLayer.Resize(size)
	r.previewLayer.Resize(size)
	r.draw(true)
}

func (r *boardRenderer) layoutTray(t *trayShapes, side engine.Side) {
	l, cell := r.layout, r.layout.Cell
	tray := l.Trays[side]
	placeRect(t.box, tray.Box, cell*0.22)
	t.box.StrokeWidth = cell * 0.04
	room := tray.Box.Size.Width * 0.86
	fitText(t.name, cell*0.22, room)
	fitText(t.turn, cell*0.18, room)
	placeText(t.name, tray.Name)
	placeText(t.turn, tray.Turn)
}

func (r *boardRenderer) layoutHole(s *holeShapes, h engine.Hole) {
	l, cell := r.layout, r.layout.Cell
	hole := l.Holes[h]
	placeCircle(s.rim, Circle{Center: hole.Center, Radius: hole.Radius * 1.1})
	placeCircle(s.pit, hole)
	placeCircle(s.floor, Circle{Center: hole.Center.AddXY(0, hole.Radius*0.09), Radius: hole.Radius * 0.84})
	s.pit.StrokeWidth = cell * 0.02
	placeCircle(s.mark, Circle{Center: hole.Center, Radius: hole.Radius - cell*0.02})
	s.mark.StrokeWidth = cell * 0.05
	placeCircle(s.trail, Circle{Center: hole.Center, Radius: hole.Radius * 0.96})
	s.trail.StrokeWidth = cell * 0.025
	placeCircle(s.current, Circle{Center: hole.Center, Radius: hole.Radius * 1.14})
	s.current.StrokeWidth = cell * 0.06
	placeCircle(s.breakpoint, l.Breakpoints[h])
	s.breakpoint.StrokeWidth = cell * 0.03
	s.tag.TextSize = cell * 0.2
	placeCircle(s.badge, l.Counts[h])
	s.badge.StrokeWidth = cell * 0.025
	s.count.TextSize = cell * 0.2
	s.name.TextSize = cell * 0.24
	placeText(s.name, l.Names[h])
	if arrow := r.arrows[h]; arrow.Text != "" {
		arrow.TextSize = cell * 0.24
		next := l.Names[h.Next()]
		placeText(arrow, fyne.NewPos((l.Names[h].X+next.X)/2, l.Names[h].Y))
	}
}

// sowingArrow is the arrow between hole h's name and the next hole's, in
// the way seeds travel: right along South's row, left along North's; ""
// after S7 and N7, where the sowing turns to the other row.
func sowingArrow(h engine.Hole) string {
	switch {
	case h.Next().Owner() != h.Owner():
		return ""
	case h.Owner() == engine.South:
		return "→"
	}
	return "←"
}

// Refresh redraws what changed since the last drawing.
func (r *boardRenderer) Refresh() {
	r.draw(false)
}

// draw brings the shapes up to the board's state: all of them when full,
// otherwise only those whose part of the state changed, each refreshed.
func (r *boardRenderer) draw(full bool) {
	s := r.board.state
	full = full || !r.drawn
	if fg := theme.Color(theme.ColorNameForeground); full || fg != r.nameColor {
		r.nameColor = fg
		for h := range r.holes {
			r.holes[h].name.Color = fg
			r.arrows[h].Color = fg
			canvas.Refresh(r.holes[h].name)
		}
	}
	oldMarks, newMarks := r.shown.marks(), s.marks()
	for h := range r.holes {
		if full || s.Board[h] != r.shown.Board[h] {
			r.drawHoleSeeds(engine.Hole(h), int(s.Board[h]))
		}
		if full || oldMarks[h] != newMarks[h] || (engine.Hole(h) == s.Current) != (engine.Hole(h) == r.shown.Current) {
			setVisible(r.holes[h].mark, newMarks[h])
			setVisible(r.holes[h].current, engine.Hole(h) == s.Current)
		}
	}
	if full || s.Turn != r.shown.Turn || s.Over != r.shown.Over {
		for side := range r.bands {
			mover := !s.Over && engine.Side(side) == s.Turn
			setVisible(r.bands[side], mover)
			setVisible(r.trays[side].turn, mover)
		}
	}
	for side := range r.trays {
		if full || s.Held[side] != r.shown.Held[side] {
			r.drawTraySeeds(engine.Side(side), s.Held[side])
		}
	}
	if full || s.Current != r.shown.Current || s.Hand != r.shown.Hand {
		r.drawHand(s.Current, s.Hand)
	}
	r.drawDebugMarks(s, full)
	if marks := r.board.shownMarks(); full || !slices.Equal(marks, r.shownMarks) {
		r.drawMarks(marks)
	}
	if b := r.board; full || b.previewing != r.shownPreviewOn || !b.preview.Equal(r.shownPreview) {
		r.drawPreview(b.preview, b.previewing)
	}
	r.shown, r.drawn = copyState(s), true
}

// drawDebugMarks draws what the debugger adds: the trail of the lap, the
// tags, the necklace's cords and the breakpoint markers.
func (r *boardRenderer) drawDebugMarks(s State, full bool) {
	for h := range r.holes {
		shapes := &r.holes[h]
		if full || s.Trail[h] != r.shown.Trail[h] {
			setVisible(shapes.trail, s.Trail[h])
		}
		if full || s.Tags[h] != r.shown.Tags[h] {
			shapes.tag.Text = s.Tags[h]
			shapes.tag.TextSize = r.layout.Cell * tagSize(s.Tags[h])
			placeText(shapes.tag, r.layout.Holes[h].Center)
			r.placeTagBack(shapes)
			setVisible(shapes.tag, s.Tags[h] != "")
			setVisible(shapes.tagBack, s.Tags[h] != "")
		}
		if full || s.ShowBreakpoints != r.shown.ShowBreakpoints || s.Breakpoints[h] != r.shown.Breakpoints[h] {
			shapes.breakpoint.FillColor = color.Transparent
			if s.Breakpoints[h] {
				shapes.breakpoint.FillColor = palette.breakpoint
			}
			setVisible(shapes.breakpoint, s.ShowBreakpoints)
		}
	}
	if direction := r.board.direction; full || direction != r.direction {
		r.direction = direction
		for _, arrow := range r.arrows {
			setVisible(arrow, direction && arrow.Text != "")
		}
	}
	if full || !slices.Equal(s.Chain, r.shown.Chain) {
		for i, cord := range r.cords {
			visible := i+1 < len(s.Chain)
			if visible {
				cord.Position1 = r.layout.Holes[s.Chain[i]].Center
				cord.Position2 = r.layout.Holes[s.Chain[i+1]].Center
				cord.StrokeWidth = r.layout.Cell * 0.05
			}
			setVisible(cord, visible)
		}
	}
}

// placeTagBack fits the dark pill behind a hole's tag to the tag's text.
func (r *boardRenderer) placeTagBack(shapes *holeShapes) {
	pad := r.layout.Cell * 0.04
	size := shapes.tag.MinSize()
	back := Rect{Pos: shapes.tag.Position().AddXY(-pad, pad), Size: fyne.NewSize(size.Width+2*pad, size.Height-2*pad)}
	placeRect(shapes.tagBack, back, back.Size.Height/2)
}

// tagSize is a tag's text size in cells: a pearl's number is written large,
// a word small enough to fit across the hole.
func tagSize(tag string) float32 {
	if len(tag) <= 2 {
		return 0.42
	}
	return 0.19
}

func (r *boardRenderer) drawHoleSeeds(h engine.Hole, n int) {
	s := &r.holes[h]
	drawSeeds(s.seeds[:], r.layout.HoleSeeds(h, n))
	s.count.Text = strconv.Itoa(n)
	placeText(s.count, r.layout.Counts[h].Center)
	canvas.Refresh(s.count)
}

func (r *boardRenderer) drawTraySeeds(side engine.Side, n int) {
	t := &r.trays[side]
	drawSeeds(t.seeds[:], r.layout.TraySeeds(side, min(n, traySeedPool)))
	t.count.Text = words.Seeds(n)
	fitText(t.count, r.layout.Cell*0.22, r.layout.Trays[side].Box.Size.Width*0.86)
	placeText(t.count, r.layout.Trays[side].Count)
	canvas.Refresh(t.count)
}

func (r *boardRenderer) drawHand(at engine.Hole, hand int) {
	show := at.Valid() && hand > 0
	if show {
		badge := r.layout.HandBadge(at)
		placeCircle(r.hand, badge)
		r.handCount.Text = strconv.Itoa(hand)
		placeText(r.handCount, badge.Center)
	}
	setVisible(r.hand, show)
	setVisible(r.handCount, show)
}

// drawSeeds shows one seed shape per spot and hides the rest.
func drawSeeds(shapes []seedShape, spots []Circle) {
	for i, shape := range shapes {
		visible := i < len(spots)
		if visible {
			seed := spots[i]
			placeCircle(shape.body, seed)
			shape.body.StrokeWidth = seed.Radius * 0.12
			shine := Circle{Center: seed.Center.AddXY(-seed.Radius*0.35, -seed.Radius*0.35), Radius: seed.Radius * 0.32}
			placeCircle(shape.shine, shine)
		}
		setVisible(shape.body, visible)
		setVisible(shape.shine, visible)
	}
}

// setVisible shows or hides o and refreshes it.
func setVisible(o fyne.CanvasObject, visible bool) {
	if visible {
		o.Show()
	} else {
		o.Hide()
	}
	canvas.Refresh(o)
}

func placeCircle(c *canvas.Circle, at Circle) {
	c.Move(at.Center.AddXY(-at.Radius, -at.Radius))
	c.Resize(fyne.NewSize(2*at.Radius, 2*at.Radius))
}

func placeRect(rect *canvas.Rectangle, at Rect, corner float32) {
	rect.CornerRadius = corner
	rect.Move(at.Pos)
	rect.Resize(at.Size)
}

// fitText gives t the text size size, or a smaller one at which it is no
// wider than width: a tray's words are longer in some languages.
func fitText(t *canvas.Text, size, width float32) {
	t.TextSize = size
	if w := t.MinSize().Width; w > width && w > 0 {
		t.TextSize = size * width / w
	}
}

// placeText centres t on center at its natural size.
func placeText(t *canvas.Text, center fyne.Position) {
	size := t.MinSize()
	t.Resize(size)
	t.Move(center.AddXY(-size.Width/2, -size.Height/2))
}
