package search

import "walakpussa/engine"

// Endgame is an endgame table: for every position with up to K seeds on the
// board (either side to move), its exact value when it begins a
// capture-free stretch, and two bounds on its value, lo ≤ value ≤ hi, that
// hold whatever the history of the round. When the bounds are equal the
// table knows the value exactly, at any node of any game.
//
// # What the bounds mean
//
// The value of a position can depend on the round's history: under the
// repetition rule, which position arises for the Rules.RepetitionLimit-th
// time first, and so ends the round, depends on how often each position of
// the capture-free stretch has already occurred. The table therefore does
// not store one number for a position that can cycle. It stores what each
// side can guarantee:
//
//   - lo is the most the side to move can make sure of, against every
//     defence and under every history: a strategy exists that never ends
//     the round below lo.
//   - hi is the least the opponent can hold him to in the same way.
//
// A position on no cycle (in the graph of moves that capture nothing)
// cannot occur twice in a stretch, so it can never end the round by
// repetition. A position on a cycle can, and when play arrives there the
// round may end with its split (each side takes its own row). Each side's
// guarantee counts that possibility against it. A position's bounds are
// equal when both sides have strategies that fix the result whatever the
// history: most often because the best play leaves the cycles by a capture,
// or because every way the round can end there gives the same result.
//
// The table also stores each position's fresh value (see Fresh): its value
// when it begins its stretch, so that nothing earlier can come back. That
// value is exact for every position, cycles or not.
//
// # How it is built
//
// Level by level, 1 seed to K. A capture lowers the seeds on the board, so
// a level's moves either stay in the level (they capture nothing) or leave
// it for a settled lower level for good. Within a level the positions are
// visited by strongly connected components, successors first. A position on
// no cycle is settled at once from its moves. The positions of a cycle
// start from their side's best hope and are revised until nothing changes:
// this greatest fixpoint is exactly what each side can guarantee by a
// strategy that never lets the round end badly (a safety game), and every
// play in a finite level ends by a capture, a sweep or a repetition.
//
// The table needs a repetition rule, and is built for one repetition
// limit; it cannot serve under Rules.MoveLimit, where the value depends on
// the moves played.
type Endgame struct {
	// K is the most seeds on the board the table covers.
	K      int
	rules  engine.Rules
	lo, hi [][]int8 // lo[n][i], hi[n][i]: bounds of position i of level n
	fresh  [][]int8 // fresh[n][i]: its value when it begins its stretch
}

// newEndgame returns a table of level 0 alone (the empty board, value 0),
// with room for levels up to k.
func newEndgame(rules engine.Rules, k int) *Endgame {
	e := &Endgame{rules: rules, lo: make([][]int8, k+1), hi: make([][]int8, k+1), fresh: make([][]int8, k+1)}
	e.lo[0], e.hi[0], e.fresh[0] = []int8{0}, []int8{0}, []int8{0}
	return e
}

// TableRules is the part of r an endgame table depends on: every option
// whose effect decides the values of positions (engine.Effect.Values), the
// other options as the standard has them. Rule sets with the same
// TableRules share a table.
func TableRules(r engine.Rules) engine.Rules {
	t := engine.Standard()
	for _, opt := range engine.RuleOptions() {
		if opt.Affects.Values() {
			opt.Copy(&t, r)
		}
	}
	return t
}

// compatible reports whether the table serves under rules: the same
// TableRules, and rules a table can serve at all (no move limit).
func (e *Endgame) compatible(r engine.Rules) bool {
	return TableRules(e.rules) == TableRules(r) && CheckEndgameRules(r) == nil
}

// Bounds returns the table's bounds on p's value for the side to move (see
// Endgame), and whether the table covers p.
func (e *Endgame) Bounds(p engine.Position) (lo, hi int, ok bool) {
	level, i, ok := e.find(&p)
	if !ok {
		return 0, 0, false
	}
	return int(e.lo[level][i]), int(e.hi[level][i]), true
}

// find returns p's level and index in the table, and whether the table
// covers p. The seeds are counted first: the search looks up every node,
// and most hold more than K.
func (e *Endgame) find(p *engine.Position) (level, index int, ok bool) {
	if p.Board.Total() > e.K {
		return 0, 0, false
	}
	level, index = tableIndex(p)
	return level, index, true
}

// Fresh returns p's value for the side to move when p begins its
// capture-free stretch: right after a capture, or when no earlier position
// of the round can come back. This value is exact for every covered
// position; it is the value Solve gives a position set up on its own.
func (e *Endgame) Fresh(p engine.Position) (int, bool) {
	level, i, ok := e.find(&p)
	if !ok {
		return 0, false
	}
	return int(e.fresh[level][i]), true
}

// Value returns p's value for the side to move when the table knows it
// exactly (its bounds are equal).
func (e *Endgame) Value(p engine.Position) (int, bool) {
	lo, hi, ok := e.Bounds(p)
	return lo, ok && lo == hi
}

// Exact returns the number of positions with n seeds whose value the table
// knows exactly, and all positions with n seeds it holds (each stands for
// itself and its mirror image with the other side to move).
func (e *Endgame) Exact(n int) (exact, all int) {
	if n < 0 || n > e.K {
		return 0, 0
	}
	for i, lo := range e.lo[n] {
		if lo == e.hi[n][i] {
			exact++
		}
	}
	return exact, len(e.lo[n])
}

// Size returns the number of positions the table holds with 1 to K seeds.
func (e *Endgame) Size() int {
	n := 0
	for _, level := range e.lo[1:] {
		n += len(level)
	}
	return n
}
