package play

import (
	"walakpussa/app/board"
	"walakpussa/engine"
	"walakpussa/engine/search"
)

// Model is the Play tab's state that outlives its views: the match with
// its rounds, the setup New game starts from, the computer's level and
// side, the tutor and the move preview on or off, where the board looks
// (the cursor), the marks drawn on the board, and the last review finished
// with the line chosen in it. The main window owns one; a view built anew
// over it (in another language, zoom or colour scheme, presenting or not)
// shows the same.
type Model struct {
	match *engine.Match
	setup Setup
	// level is the computer's level, 0 when two people play; side is the
	// side it plays.
	level int
	side  engine.Side
	// tutoring and previewing are the tutor and the move preview on.
	tutoring, previewing bool
	cursor               Cursor
	marks                []board.Mark
	// review is the last review finished, nil when none; reviewChosen the
	// line of the list chosen last, -1 when none.
	review       *search.Review
	reviewChosen int
	// shown is set once a view has shown the model: a view built over it
	// again says where the game stands rather than how to begin.
	shown bool
}

// NewModel is the Play tab on game, two people playing, the computer's
// side North when it plays.
func NewModel(game *engine.Game) *Model {
	return &Model{match: engine.MatchOf(game), setup: Setup{Rules: game.Rules(), Side: engine.South},
		side: engine.North, cursor: LiveCursor(), reviewChosen: -1}
}

// Cursor is where the board looks in the match.
func (m *Model) Cursor() Cursor { return m.cursor }

// Tutoring reports whether the tutor is on.
func (m *Model) Tutoring() bool { return m.tutoring }
