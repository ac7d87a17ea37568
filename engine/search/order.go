package search

import "walakpussa/engine"

// child is one legal move of a node and the position it leads to.
type child struct {
	pos      engine.Position
	move     engine.Hole
	captured int
	score    int32
}

// generate fills buf with the legal moves of p (non-empty holes of the side
// to move whose sowing is not endless) and returns how many there are.
func (s *searcher) generate(p *engine.Position, buf *[engine.RowLength]child) int {
	n := 0
	first := engine.HoleOf(p.Turn, 1)
	for h := first; h < first+engine.RowLength; h++ {
		if p.Board[h] == 0 {
			continue
		}
		next, out := s.rules.Apply(*p, h)
		if out.Endless {
			continue
		}
		buf[n] = child{pos: next, move: h, captured: out.Captured}
		n++
	}
	return n
}

// hasLegalMove reports whether the side to move has a move that is not
// endless; it stops at the first one (usually the first non-empty hole).
func (s *searcher) hasLegalMove(p *engine.Position) bool {
	first := engine.HoleOf(p.Turn, 1)
	for h := first; h < first+engine.RowLength; h++ {
		if p.Board[h] == 0 {
			continue
		}
		if _, out := s.rules.Apply(*p, h); !out.Endless {
			return true
		}
	}
	return false
}

// order sorts the moves best first: the transposition table's move, then
// captures by size, then the two killer moves of this ply, then the
// history counts (how often a hole caused a cut-off).
func (s *searcher) order(moves []child, ttMove engine.Hole, ply int) {
	k := s.killers(ply)
	for i := range moves {
		c := &moves[i]
		switch {
		case c.move == ttMove:
			c.score = 1 << 30
		case c.captured > 0:
			c.score = 1<<24 + int32(c.captured)<<8
		case c.move == k[0]:
			c.score = 1 << 22
		case c.move == k[1]:
			c.score = 1<<22 - 1
		default:
			c.score = min(s.history[c.move], 1<<21)
		}
	}
	for i := 1; i < len(moves); i++ {
		for j := i; j > 0 && moves[j].score > moves[j-1].score; j-- {
			moves[j], moves[j-1] = moves[j-1], moves[j]
		}
	}
}

// killers returns the killer moves of ply, growing the table as needed.
func (s *searcher) killers(ply int) *[2]engine.Hole {
	for len(s.killer) <= ply {
		s.killer = append(s.killer, [2]engine.Hole{engine.NoHole, engine.NoHole})
	}
	return &s.killer[ply]
}

// cutoff remembers a quiet move that made a beta cut-off.
func (s *searcher) cutoff(c *child, ply, depth int) {
	if c.captured > 0 {
		return
	}
	k := s.killers(ply)
	if k[0] != c.move {
		k[1], k[0] = k[0], c.move
	}
	s.history[c.move] += int32(depth * depth)
}
