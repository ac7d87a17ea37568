package engine

import (
	"math/rand/v2"
	"testing"
)

// randomPosition scatters seeds uniformly over the 14 holes; the side to
// move is drawn too.
func randomPosition(rng *rand.Rand, seeds int) Position {
	var p Position
	for range seeds {
		p.Board[rng.IntN(HoleCount)]++
	}
	p.Turn = Side(rng.IntN(2))
	return p
}

// randomMoveOf picks one of the mover's non-empty holes, or NoHole.
func randomMoveOf(rng *rand.Rand, p Position) Hole {
	var holes []Hole
	for _, h := range Holes(p.Turn) {
		if p.Board[h] > 0 {
			holes = append(holes, h)
		}
	}
	if len(holes) == 0 {
		return NoHole
	}
	return holes[rng.IntN(len(holes))]
}

type positionAndMove struct {
	pos  Position
	move Hole
}

func randomPositionsWithMoves(rng *rand.Rand, count, seeds int) []positionAndMove {
	cases := make([]positionAndMove, 0, count)
	for len(cases) < count {
		p := randomPosition(rng, seeds)
		if h := randomMoveOf(rng, p); h != NoHole {
			cases = append(cases, positionAndMove{p, h})
		}
	}
	return cases
}

// BenchmarkApplyRandom: one op is one move on a random 56-seed position.
func BenchmarkApplyRandom(b *testing.B) {
	rules := Standard()
	cases := randomPositionsWithMoves(rand.New(rand.NewPCG(1, 2)), 1<<12, 56)
	for i := 0; b.Loop(); i++ {
		c := &cases[i&(len(cases)-1)]
		rules.Apply(c.pos, c.move)
	}
}

// BenchmarkPlayoutFromStart: one op is one whole round from the start with
// uniformly random legal moves.
func BenchmarkPlayoutFromStart(b *testing.B) {
	rules := Standard()
	rng := rand.New(rand.NewPCG(3, 4))
	for b.Loop() {
		rules.Playout(Start(), rng)
	}
}

// BenchmarkTraceLongestVector traces the longest vector move (52 laps).
func BenchmarkTraceLongestVector(b *testing.B) {
	rules := Standard()
	p, _ := ParsePosition("6,3,3,2,4,3,6/3,3,6,3,7,1,5 S 0:0")
	for b.Loop() {
		if _, err := rules.Trace(p, HoleOf(South, 3)); err != nil {
			b.Fatal(err)
		}
	}
}
