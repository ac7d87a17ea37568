package engine

import "walakpussa/assets/i18n/sentence"

// MoveProblem says why a hole cannot be played.
type MoveProblem uint8

const (
	// NotAHole: the hole does not exist.
	NotAHole MoveProblem = iota + 1
	// NotYours: the hole is in the opponent's row.
	NotYours
	// EmptyHole: the hole holds no seeds to lift.
	EmptyHole
	// EndlessMove: the sowing would never end, so the move is not allowed.
	EndlessMove
	// RoundIsOver: the round has ended; no more moves are played in it.
	RoundIsOver
)

// MoveError reports a move that cannot be played, and why.
type MoveError struct {
	Hole    Hole
	Turn    Side
	Problem MoveProblem
}

// Error explains the problem in plain words, naming the hole.
func (e *MoveError) Error() string { return e.Tell(sentence.English) }

// Tell explains the problem in the language of sp.
func (e *MoveError) Tell(sp sentence.Speaker) string {
	switch e.Problem {
	case NotAHole:
		return sp.F("there is no such hole: holes are S1..S7 and N1..N7")
	case NotYours:
		return sp.F("%s is %v's hole: %v is to move", e.Hole, e.Hole.Owner(), e.Turn)
	case EmptyHole:
		return sp.F("%s is empty: there are no seeds to lift", e.Hole)
	case EndlessMove:
		return sp.F("%s is endless: its sowing would never end, so it is not a legal move", e.Hole)
	case RoundIsOver:
		return sp.F("the round is over: no more moves can be played")
	}
	return sp.F("%s cannot be played", e.Hole)
}

// check reports whether the side to move may lift hole h at all.
func (r *Rules) check(p Position, h Hole) error {
	switch {
	case !h.Valid():
		return &MoveError{Hole: h, Turn: p.Turn, Problem: NotAHole}
	case h.Owner() != p.Turn:
		return &MoveError{Hole: h, Turn: p.Turn, Problem: NotYours}
	case p.Board[h] == 0:
		return &MoveError{Hole: h, Turn: p.Turn, Problem: EmptyHole}
	}
	return nil
}

// Apply plays hole h for the side to move, without checking that the hole is
// the mover's and holds seeds: the fast path for search and self-play. An
// endless move returns p unchanged with Outcome.Endless set.
func (r *Rules) Apply(p Position, h Hole) (Position, Outcome) { return r.play(p, h, nil) }

// play sows hole h for the side to move, credits him with the captures and
// passes the turn; an endless move leaves p unchanged. The position after
// the move is written straight into the result, field by field.
func (r *Rules) play(p Position, h Hole, rec *recorder) (next Position, out Outcome) {
	w := r.sow(pack(&p.Board), h, rec, &out)
	if out.Endless {
		return p, out
	}
	w.unpack(&next.Board)
	next.Turn = p.Turn.Other()
	next.Held = p.Held
	next.Held[p.Turn] += out.Captured
	return next, out
}

// Play checks and plays hole h for the side to move. It returns a *MoveError
// for a hole of the opponent's, an empty hole or an endless move.
func (r *Rules) Play(p Position, h Hole) (Position, Outcome, error) {
	if err := r.check(p, h); err != nil {
		return p, Outcome{}, err
	}
	next, out := r.Apply(p, h)
	if out.Endless {
		return p, out, &MoveError{Hole: h, Turn: p.Turn, Problem: EndlessMove}
	}
	return next, out, nil
}

// LegalMoves returns the holes the side to move may play: his non-empty
// holes whose sowing is not endless, from hole 1 to hole 7.
func (r *Rules) LegalMoves(p Position) []Hole {
	var moves []Hole
	for _, h := range Holes(p.Turn) {
		if p.Board[h] == 0 {
			continue
		}
		if _, out := r.Apply(p, h); !out.Endless {
			moves = append(moves, h)
		}
	}
	return moves
}

// Greediest returns the legal moves of p that capture the most seeds, in
// hole order, and how many seeds each of them captures. When no move
// captures, it is every legal move, and 0; with no legal move, none.
func (r *Rules) Greediest(p Position) (moves []Hole, captured int) {
	for _, h := range Holes(p.Turn) {
		if p.Board[h] == 0 {
			continue
		}
		_, out := r.Apply(p, h)
		switch {
		case out.Endless:
		case len(moves) == 0 || out.Captured > captured:
			moves, captured = []Hole{h}, out.Captured
		case out.Captured == captured:
			moves = append(moves, h)
		}
	}
	return moves, captured
}

// NoLegalMove reports whether the side to move has no legal move: no seeds
// in his row, or only endless moves.
func (r *Rules) NoLegalMove(p Position) bool {
	first := HoleOf(p.Turn, 1)
	for h := first; h < first+RowLength; h++ {
		if p.Board[h] == 0 {
			continue
		}
		if _, out := r.Apply(p, h); !out.Endless {
			return false
		}
	}
	return true
}

// EndBySweep ends a round in which the side to move has no legal move: the
// opponent takes every seed still on the board.
func EndBySweep(p Position) Position {
	p.Held[p.Turn.Other()] += p.Board.Total()
	p.Board = Board{}
	return p
}

// EndByRepetition ends a round by repetition: each player takes the seeds in his
// own row.
func EndByRepetition(p Position) Position {
	p.Held[South] += p.Board.RowTotal(South)
	p.Held[North] += p.Board.RowTotal(North)
	p.Board = Board{}
	return p
}
