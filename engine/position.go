package engine

// SeedsPerHole is how many seeds every hole holds at the start.
const SeedsPerHole = 4

// MaxBoardSeeds is the most seeds a position may hold on the board. It keeps
// every hole's count within a byte; a game holds 56.
const MaxBoardSeeds = 255

// Board holds the seed count of each hole, indexed by Hole (S1..S7, N1..N7).
type Board [HoleCount]uint8

// Total returns the number of seeds on the board.
func (b *Board) Total() int {
	total := 0
	for _, n := range b {
		total += int(n)
	}
	return total
}

// RowTotal returns the number of seeds in side's row.
func (b *Board) RowTotal(side Side) int {
	total := 0
	for _, n := range b[int(side)*RowLength : int(side)*RowLength+RowLength] {
		total += int(n)
	}
	return total
}

// Counts returns the 14 counts as ints, in hole-name order S1..S7, N1..N7.
func (b *Board) Counts() []int {
	counts := make([]int, HoleCount)
	for i, n := range b {
		counts[i] = int(n)
	}
	return counts
}

// Position is everything needed to continue a round: the board, the side to
// move and the seeds each player holds off the board (captures and sweeps).
// Positions are values: playing a move returns a new one.
type Position struct {
	Board Board
	Turn  Side
	// Held counts the seeds each player holds off the board, indexed by Side.
	Held [2]int
}

// Start returns the start position: 4 seeds in every hole, South to move.
func Start() Position {
	return StartWith(South)
}

// StartWith returns the start position with first to move.
func StartWith(first Side) Position {
	var p Position
	for i := range p.Board {
		p.Board[i] = SeedsPerHole
	}
	p.Turn = first
	return p
}

// Seeds returns the number of seeds in hole h.
func (p Position) Seeds(h Hole) int { return int(p.Board[h]) }

// TotalSeeds returns the seeds on the board plus the seeds both players hold.
func (p Position) TotalSeeds() int { return p.Board.Total() + p.Held[South] + p.Held[North] }

// Key identifies the position for repetition: the 14 holes and the side to
// move, packed into one comparable value (held seeds do not count).
type Key struct {
	Board Board
	Turn  Side
}

// Key returns the position's repetition key.
func (p Position) Key() Key { return Key{p.Board, p.Turn} }
