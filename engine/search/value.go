package search

import "walakpussa/engine"

// Values are counted in seeds, from the side to move: the seeds it will
// still win from the board minus those its opponent will win, under best
// play by both. Seeds already held do not count, so a value lies between
// minus and plus the seeds on the board, and the held seeds at the end of
// the round are the held seeds now plus the split of the board the value
// implies (mover gets (board+value)/2).

// infinity is beyond any value: a board holds at most 255 seeds.
const infinity = 1000

// sweepValue is the value when the side to move has no legal move: the
// opponent takes every seed on the board.
func sweepValue(p *engine.Position) int { return -p.Board.Total() }

// splitValue is the value when the round ends by repetition (or the move
// limit): each side takes the seeds in its own row.
func splitValue(p *engine.Position) int {
	return p.Board.RowTotal(p.Turn) - p.Board.RowTotal(p.Turn.Other())
}

// horizonValue estimates a node at the depth horizon whose game goes on.
// The value counts only seeds still to be won, and which side wins them is
// unknown, so the estimate is 0: a horizon value is never exact.
func horizonValue(*engine.Position) int { return 0 }

// Final returns the held seeds at the end of the round when p has value v:
// the side to move takes (board+v)/2 of the board, the opponent the rest.
func Final(p engine.Position, v int) [2]int {
	total := p.Board.Total()
	held := p.Held
	held[p.Turn] += (total + v) / 2
	held[p.Turn.Other()] += (total - v) / 2
	return held
}
