package search

import "walakpussa/engine"

// The endgame table numbers positions level by level: level n holds the
// boards with n seeds, seen from the side to move. A position with North to
// move is stored as its mirror image, the board turned half round so that
// North's row becomes the first seven holes, with South to move. The rules
// treat both sides alike (only who opens a round differs), so a position
// and its mirror have the same value for the side to move.

// compositions[m][r] is the number of ways to put r seeds into m holes.
var compositions = func() (c [engine.HoleCount + 1][engine.MaxBoardSeeds + 1]uint64) {
	c[0][0] = 1
	for m := 1; m <= engine.HoleCount; m++ {
		for r := range c[m] {
			var sum uint64
			for k := 0; k <= r; k++ {
				sum += c[m-1][r-k]
			}
			c[m][r] = sum
		}
	}
	return
}()

// levelSize is the number of positions the table holds with n seeds.
func levelSize(n int) int { return int(compositions[engine.HoleCount][n]) }

// rank numbers the boards holding total seeds from 0 to levelSize(total)-1,
// in lexicographic order of the counts.
func rank(b *engine.Board, total int) int {
	var r uint64
	left := total
	for h := 0; h < engine.HoleCount-1; h++ {
		rest := engine.HoleCount - 1 - h // holes after h
		for c := 0; c < int(b[h]); c++ {
			r += compositions[rest][left-c]
		}
		left -= int(b[h])
	}
	return int(r)
}

// unrank is the inverse of rank.
func unrank(r, total int) engine.Board {
	var b engine.Board
	left, rem := total, uint64(r)
	for h := 0; h < engine.HoleCount-1; h++ {
		rest := engine.HoleCount - 1 - h
		c := 0
		for rem >= compositions[rest][left-c] {
			rem -= compositions[rest][left-c]
			c++
		}
		b[h] = uint8(c)
		left -= c
	}
	b[engine.HoleCount-1] = uint8(left)
	return b
}

// moverBoard returns p's board seen from the side to move: the board itself
// when South moves, its mirror image when North moves.
func moverBoard(p *engine.Position) engine.Board {
	if p.Turn == engine.South {
		return p.Board
	}
	var b engine.Board
	for h := range b {
		b[h] = p.Board[(h+engine.RowLength)%engine.HoleCount]
	}
	return b
}

// tableIndex returns p's level (seeds on the board) and its index there.
func tableIndex(p *engine.Position) (level, index int) {
	b := moverBoard(p)
	level = b.Total()
	return level, rank(&b, level)
}
