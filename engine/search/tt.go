package search

import "walakpussa/engine"

// Bound says what a stored value is: the exact value, a lower bound (the
// search failed high) or an upper bound (it failed low).
type bound uint8

const (
	boundNone bound = iota
	boundExact
	boundLower
	boundUpper
)

// provenDepth is the depth stored with a value that no horizon touched: it
// is the game's value (or a true bound on it) and serves at any depth.
const provenDepth = 1 << 14

// ttEntry is one slot of the transposition table. The position is checked
// in full (board and side to move), the context hash in full, so that two
// positions never share an entry; only two different repetition contexts
// with the same 64-bit context hash could (see the package comment).
type ttEntry struct {
	board engine.Board
	turn  engine.Side
	flag  bound
	move  engine.Hole
	value int16
	depth int16
	ctx   uint64
}

// table is a transposition table indexed by the position hash mixed with
// the repetition context (see context in search.go). Entries are replaced
// when the new search is at least as deep, or proven.
type table struct {
	entries []ttEntry
	mask    uint64
}

// DefaultTableBits gives the transposition table 1<<DefaultTableBits entries
// (32 bytes each) when Options.TableBits is 0.
const DefaultTableBits = 18

func newTable(bits int) *table {
	if bits <= 0 {
		bits = DefaultTableBits
	}
	n := 1 << bits
	return &table{entries: make([]ttEntry, n), mask: uint64(n - 1)}
}

func (t *table) slot(z, ctx uint64) *ttEntry {
	return &t.entries[(z^mix(ctx^0x51ed))&t.mask]
}

// probe returns the entry for position p in context ctx, or nil.
func (t *table) probe(p *engine.Position, z, ctx uint64) *ttEntry {
	e := t.slot(z, ctx)
	if e.flag == boundNone || e.ctx != ctx || e.board != p.Board || e.turn != p.Turn {
		return nil
	}
	return e
}

func (t *table) store(p *engine.Position, z, ctx uint64, depth int, value int, flag bound, move engine.Hole) {
	e := t.slot(z, ctx)
	same := e.flag != boundNone && e.ctx == ctx && e.board == p.Board && e.turn == p.Turn
	if e.flag != boundNone && !same && int(e.depth) > depth && e.depth == provenDepth {
		return // keep a proven value of another position over an unproven one
	}
	if same && int(e.depth) > depth {
		if move != engine.NoHole && e.move == engine.NoHole {
			e.move = move
		}
		return
	}
	*e = ttEntry{board: p.Board, turn: p.Turn, flag: flag, move: move, value: int16(value), depth: int16(depth), ctx: ctx}
}
