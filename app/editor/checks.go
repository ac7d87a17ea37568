package editor

import (
	"strings"
	"walakpussa/assets/i18n"

	"walakpussa/app/words"
	"walakpussa/engine"
)

// CheckKind names a problem, or a fact worth knowing, about a position
// being edited.
type CheckKind int

const (
	// NoSeedsToMove: the side to move has no seeds in his row, so he has
	// no legal move and the round is over.
	NoSeedsToMove CheckKind = iota + 1
	// AllEndless: every non-empty hole of the side to move is endless, so
	// he has no legal move and the round is over.
	AllEndless
	// SomeEndless: some holes of the side to move are endless, so they
	// are not legal moves (Holes names them); others are.
	SomeEndless
	// EmptyBoard: there are no seeds on the board at all.
	EmptyBoard
)

// Check is one thing the editor tells about the position as it is edited.
type Check struct {
	Kind CheckKind
	// Holes are the holes it is about: the endless ones.
	Holes []engine.Hole
}

// Blocking reports whether the check means the position cannot be played:
// the side to move has no legal move.
func (c Check) Blocking() bool { return c.Kind != SomeEndless }

// Checks looks at p under rules as the editor shows it: an empty board, a
// side to move with no seeds or only endless moves, and endless holes.
func Checks(rules engine.Rules, p engine.Position) []Check {
	if p.Board.Total() == 0 {
		return []Check{{Kind: EmptyBoard}}
	}
	if p.Board.RowTotal(p.Turn) == 0 {
		return []Check{{Kind: NoSeedsToMove}}
	}
	var endless []engine.Hole
	playable := 0
	for _, h := range engine.Holes(p.Turn) {
		if p.Board[h] == 0 {
			continue
		}
		if _, out := rules.Apply(p, h); out.Endless {
			endless = append(endless, h)
		} else {
			playable++
		}
	}
	switch {
	case playable == 0:
		return []Check{{Kind: AllEndless, Holes: endless}}
	case len(endless) > 0:
		return []Check{{Kind: SomeEndless, Holes: endless}}
	}
	return nil
}

// Text says the check in the language in use.
func (c Check) Text(p engine.Position) string {
	names := make([]string, len(c.Holes))
	for i, h := range c.Holes {
		names[i] = h.String()
	}
	data := map[string]any{"Side": words.Side(p.Turn), "Holes": strings.Join(names, ", ")}
	switch c.Kind {
	case NoSeedsToMove:
		return i18n.L("{{.Side}} has no seeds to move: the round is over, the other side takes the seeds on the board.", data)
	case AllEndless:
		return i18n.L("Every move of {{.Side}} is endless ({{.Holes}}): {{.Side}} has no legal move, the round is over.", data)
	case SomeEndless:
		return i18n.N("{{.Holes}} would sow for ever: they are not legal moves.", len(c.Holes), data)
	}
	return i18n.L("The board is empty: add seeds by clicking the holes.")
}
