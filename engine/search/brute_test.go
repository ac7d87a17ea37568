package search

import (
	"math/rand/v2"

	"walakpussa/engine"
)

// brute is a plain minimax of the rules, written apart from the search: no
// pruning, no table, and repetition counted over the whole path of the
// round (every position since the root, plus the history), not only since
// the last capture. It gives up (ok false) after budget nodes.
type brute struct {
	rules  engine.Rules
	path   []engine.Key
	nodes  int
	budget int
	// repetitions counts the leaves ended by repetition.
	repetitions int
	// root is the index of the root in path: the moves played since are
	// len(path)-1-root (for Rules.MoveLimit).
	root int
}

func (b *brute) value(p engine.Position, depth int) (v int, exact, ok bool) {
	b.nodes++
	if b.nodes > b.budget {
		return 0, false, false
	}
	if lim := b.rules.RepetitionLimit; lim > 0 {
		n := 0
		for _, k := range b.path {
			if k == p.Key() {
				n++
			}
		}
		if n >= lim {
			b.repetitions++
			return p.Board.RowTotal(p.Turn) - p.Board.RowTotal(p.Turn.Other()), true, true
		}
	}
	moves := b.rules.LegalMoves(p)
	if len(moves) == 0 {
		return -p.Board.Total(), true, true
	}
	if lim := b.rules.MoveLimit; lim > 0 && len(b.path)-1-b.root >= lim {
		return p.Board.RowTotal(p.Turn) - p.Board.RowTotal(p.Turn.Other()), true, true
	}
	if depth == 0 {
		return 0, false, true
	}
	best, exact := -infinity, true
	for _, h := range moves {
		next, out, err := b.rules.Play(p, h)
		if err != nil {
			panic(err)
		}
		b.path = append(b.path, next.Key())
		v, ex, ok := b.value(next, depth-1)
		b.path = b.path[:len(b.path)-1]
		if !ok {
			return 0, false, false
		}
		exact = exact && ex
		best = max(best, out.Captured-v)
	}
	return best, exact, true
}

// bruteMovesCounted returns the value of every legal move of p, whether
// they are exact, the repetitions met, or ok false.
func bruteMovesCounted(rules engine.Rules, p engine.Position, history []engine.Key, depth, budget int) (map[engine.Hole]int, bool, int, bool) {
	b := &brute{rules: rules, path: append(append([]engine.Key(nil), history...), p.Key()), budget: budget, root: len(history)}
	values := map[engine.Hole]int{}
	exact := true
	for _, h := range rules.LegalMoves(p) {
		next, out, _ := rules.Play(p, h)
		b.path = append(b.path, next.Key())
		v, ex, ok := b.value(next, depth-1)
		b.path = b.path[:len(b.path)-1]
		if !ok {
			return nil, false, 0, false
		}
		exact = exact && ex
		values[h] = out.Captured - v
	}
	return values, exact, b.repetitions, true
}

// randomPosition scatters seeds seeds over the 14 holes.
func randomPosition(rng *rand.Rand, seeds int) engine.Position {
	var p engine.Position
	for range seeds {
		p.Board[rng.IntN(engine.HoleCount)]++
	}
	p.Turn = engine.Side(rng.IntN(2))
	return p
}
