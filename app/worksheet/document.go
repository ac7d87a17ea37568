package worksheet

import "walakpussa/engine"

// Style is how a run of text is set: its size and weight.
type Style uint8

const (
	// Body is the prose: questions, lesson text.
	Body Style = iota
	// Title is the sheet's title, on its first page.
	Title
	// Heading names a puzzle, a step or a lap.
	Heading
	// Caption is the small print under a heading: level, goal, theme.
	Caption
	// Footer is the page number at the foot of each page.
	Footer
)

// Points is the style's font size in points.
func (s Style) Points() float64 {
	switch s {
	case Title:
		return 18
	case Heading:
		return 12
	case Caption, Footer:
		return 9
	}
	return 10.5
}

// Bold reports whether the style is set in the bold font.
func (s Style) Bold() bool { return s == Title || s == Heading }

// lineHeight is the height of one line of the style, in millimetres.
func (s Style) lineHeight() float64 { return s.Points() * mmPerPoint * 1.35 }

// mmPerPoint converts points to millimetres.
const mmPerPoint = 25.4 / 72

// Diagram is a board to draw: a position and what to mark on it.
type Diagram struct {
	// Position is the board, the reserves and the side to move.
	Position engine.Position
	// Mover, when not engine.NoHole, is the hole the move lifts, marked
	// with a double ring.
	Mover engine.Hole
	// Captured are holes whose seeds were just captured, marked with a
	// dashed ring and a grey fill.
	Captured []engine.Hole
	// NoTurn leaves out the "to move" note (a board in the middle of a
	// move, where the mover is still sowing).
	NoTurn bool
}

// Block is one thing on a sheet: a run of text, a diagram or an answer line.
type Block struct {
	// Style and Text: a paragraph, wrapped to the text width.
	Style Style
	Text  string
	// Diagram, when set, makes the block a board diagram (Text is unused),
	// Width millimetres wide (DiagramWidth when 0).
	Diagram *Diagram
	Width   float64
	// Answer, when set, makes the block an answer line: the label, then a
	// line to write on.
	Answer string
}

// Group is blocks kept together on one page when they fit in one.
type Group struct {
	Blocks []Block
	// NewPage starts the group on a new page (the answer key).
	NewPage bool
	// Tight puts less space above the group (the answers of a key).
	Tight bool
}

// Document is a whole worksheet before layout.
type Document struct {
	// Name is the sheet's title, also the PDF's.
	Name   string
	Groups []Group
}
