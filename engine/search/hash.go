package search

import "walakpussa/engine"

// zobrist[h][n] is the random word for hole h holding n seeds; zobristTurn is
// added for North to move. A position's hash is the XOR of its words.
var (
	zobrist     [engine.HoleCount][engine.MaxBoardSeeds + 1]uint64
	zobristTurn uint64
)

func init() {
	state := uint64(0x5eed_0a1a_cafe_0001)
	for h := range zobrist {
		for n := range zobrist[h] {
			zobrist[h][n] = splitmix(&state)
		}
	}
	zobristTurn = splitmix(&state)
}

// splitmix advances state and returns the next word of the SplitMix64
// generator: a fixed, well-mixed sequence for the Zobrist words.
func splitmix(state *uint64) uint64 {
	*state += 0x9e3779b97f4a7c15
	return mix(*state)
}

// mix is the SplitMix64 finaliser: a bijection of 64-bit words with mix(0) = 0.
func mix(z uint64) uint64 {
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Hash returns the Zobrist hash of p's repetition key: the 14 counts and the
// side to move (held seeds do not count).
func Hash(p *engine.Position) uint64 {
	var z uint64
	for h, n := range p.Board {
		z ^= zobrist[h][n]
	}
	if p.Turn == engine.North {
		z ^= zobristTurn
	}
	return z
}
