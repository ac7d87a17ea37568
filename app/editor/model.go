// Package editor is the board editor: a teacher sets up any position by
// clicking, scrolling, typing and dragging on the board, sees its notation
// and the checks as she goes, and takes the position on to play, debug,
// solve or a lesson step. Model is its state machine, in plain Go; View
// draws it.
package editor

import (
	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine"
)

// MaxHeld is the most seeds a player may hold in the editor: the most the
// engine's notation reads back.
const MaxHeld = 1_000_000

// Model is a position being edited, with the undo and redo history of
// every change made to it. An operation that changes nothing leaves the
// history as it is; one refused (too many seeds on the board) changes
// nothing and says why.
type Model struct {
	pos  engine.Position
	undo []engine.Position
	redo []engine.Position
	// choices are what the editor's view had chosen, kept for a view built
	// anew over the model.
	choices choices
}

// choices are the editor's choices besides the position: the hole with
// the focus for typing, the opponent Play from here starts, the move and
// the kind of lesson step chosen.
type choices struct {
	focus          engine.Hole
	opponent, kind int
	move           string
}

// NewModel returns a model editing p, with no history.
func NewModel(p engine.Position) *Model { return &Model{pos: p} }

// Position returns the position being edited.
func (m *Model) Position() engine.Position { return m.pos }

// Notation returns the position in the engine's notation.
func (m *Model) Notation() string { return m.pos.String() }

// set makes next the position, remembering the one before for Undo.
func (m *Model) set(next engine.Position) {
	if next == m.pos {
		return
	}
	m.undo = append(m.undo, m.pos)
	m.redo = m.redo[:0]
	m.pos = next
}

// withBoard checks that b keeps within the engine's limit and makes it the
// board.
func (m *Model) withBoard(b engine.Board, total int) error {
	if total > engine.MaxBoardSeeds {
		return sentence.Errorf("the board holds at most %d seeds: %d would be too many", engine.MaxBoardSeeds, total)
	}
	next := m.pos
	next.Board = b
	m.set(next)
	return nil
}

// Add puts one more seed into hole h.
func (m *Model) Add(h engine.Hole) error { return m.SetCount(h, m.pos.Seeds(h)+1) }

// Take takes one seed out of hole h; an empty hole stays empty.
func (m *Model) Take(h engine.Hole) {
	if n := m.pos.Seeds(h); n > 0 {
		_ = m.SetCount(h, n-1) // fewer seeds always fit
	}
}

// SetCount puts n seeds into hole h. A negative count, or one that would
// put more than engine.MaxBoardSeeds on the board, is refused.
func (m *Model) SetCount(h engine.Hole, n int) error {
	if n < 0 {
		return sentence.Errorf("hole %s: %d seeds: a hole holds 0 seeds or more", h, n)
	}
	total := m.pos.Board.Total() - m.pos.Seeds(h) + n
	b := m.pos.Board
	b[h] = uint8(min(n, engine.MaxBoardSeeds)) // refused by withBoard when it does not fit
	return m.withBoard(b, total)
}

// Move moves every seed of hole from into hole to.
func (m *Model) Move(from, to engine.Hole) {
	if from == to {
		return
	}
	b := m.pos.Board
	b[to] += b[from] // the total stays the same, so within a byte
	b[from] = 0
	_ = m.withBoard(b, b.Total())
}

// ClearBoard empties every hole.
func (m *Model) ClearBoard() { _ = m.withBoard(engine.Board{}, 0) }

// ClearRow empties side's row.
func (m *Model) ClearRow(side engine.Side) {
	b := m.pos.Board
	for _, h := range engine.Holes(side) {
		b[h] = 0
	}
	_ = m.withBoard(b, b.Total())
}

// Fill puts engine.SeedsPerHole seeds into every hole, as at the start.
func (m *Model) Fill() {
	_ = m.withBoard(engine.Start().Board, engine.SeedsPerHole*engine.HoleCount)
}

// SetTurn makes side the side to move.
func (m *Model) SetTurn(side engine.Side) {
	next := m.pos
	next.Turn = side
	m.set(next)
}

// SetHeld makes n the seeds side holds off the board, from 0 to MaxHeld.
func (m *Model) SetHeld(side engine.Side, n int) error {
	if n < 0 || n > MaxHeld {
		return sentence.Errorf("seeds held by %v: %d: a player holds from 0 to %d seeds", side, n, MaxHeld)
	}
	next := m.pos
	next.Held[side] = n
	m.set(next)
	return nil
}

// SetNotation sets the position from its notation. A malformed one is
// refused with the parser's error, and the position stays as it was.
func (m *Model) SetNotation(text string) error {
	p, err := engine.ParsePosition(text)
	if err != nil {
		return err
	}
	m.set(p)
	return nil
}

// CanUndo reports whether there is a change to undo.
func (m *Model) CanUndo() bool { return len(m.undo) > 0 }

// CanRedo reports whether there is an undone change to make again.
func (m *Model) CanRedo() bool { return len(m.redo) > 0 }

// Undo takes the last change back; it reports whether there was one.
func (m *Model) Undo() bool { return m.travel(&m.undo, &m.redo) }

// Redo makes the last change undone again; it reports whether there was
// one.
func (m *Model) Redo() bool { return m.travel(&m.redo, &m.undo) }

// travel goes back to the last position of from, keeping the one shown on
// to; it reports whether from held one.
func (m *Model) travel(from, to *[]engine.Position) bool {
	if len(*from) == 0 {
		return false
	}
	*to = append(*to, m.pos)
	m.pos = (*from)[len(*from)-1]
	*from = (*from)[:len(*from)-1]
	return true
}
