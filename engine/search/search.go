// Package search is the game-tree solver of Walak-pussa: negamax alpha-beta
// (principal variation search) with iterative deepening, a transposition
// table, move ordering and an optional endgame table. It follows the end
// rules of engine.Game.Result exactly: before each turn a position arising
// for the Rules.RepetitionLimit-th time ends the round and each side takes
// its own row; then a side with no legal move (no seeds, or only endless
// moves) loses every seed on the board to the opponent; then Rules.MoveLimit,
// when set, ends the round as a repetition does. Endless moves are never
// played.
//
// # Repetition and the transposition table
//
// Only positions since the last capture can repeat: a capture takes seeds off
// the board and the board never gains any, so an earlier position with more
// seeds cannot come back. The search keeps the keys of the path since the
// last capture (with the game history before the root when given) and
// counts a node's occurrences along that path exactly.
//
// The value of a node therefore depends on the node and on the multiset of
// positions earlier in its capture-free segment (its "context"): how often
// each of them has occurred decides where later repetitions end the round.
// It depends on nothing else (with Rules.MoveLimit set, also on the number
// of moves played, which is then added to the context). The transposition
// table is keyed by the position and a hash of that context: the sum over
// the context's positions of a mixed Zobrist hash (an order-free multiset
// hash, 0 for an empty context). An entry is only reused by a node with the
// same position (checked in full) and the same context hash, whose subtree
// is then the same game, so reusing its value or bound is sound; the only
// assumption is that two different contexts never share a 64-bit hash.
// Right after a capture the context is empty, so positions reached after a
// capture share entries whatever the path: that is where most
// transpositions are.
//
// # Exactness
//
// A value is exact (proven) when every leaf of the tree the search explored
// was a terminal position, a proven table entry or an endgame table value
// or bound:
// alpha-beta then returns true bounds on the game value, and the game value
// itself when it lies inside the window. Each node reports whether its
// result is proven; a horizon leaf (depth exhausted, game not over) is not,
// and nor is any node above one whose result it could have changed.
// Proven results are stored with an unlimited depth. Endgame table entries
// are proven too: a position's fresh value where it begins its stretch, and
// otherwise its bounds, which hold for any history (see Endgame).
package search

import (
	"context"
	"math"
	"slices"
	"time"

	"walakpussa/engine"
)

// Options sets how far and how long Solve searches.
type Options struct {
	// Depth is the most plies to search; 0 means no depth limit (search
	// until the value is exact or Time or Nodes runs out; DefaultDepth when
	// both are 0 too).
	Depth int
	// Time bounds the search; 0 means no time limit. The first iteration
	// (depth 1) always completes, even when the search's context is
	// cancelled. What a search cut off by the clock finds depends on the
	// machine and its load: interactive callers only (the opponent, hints).
	Time time.Duration
	// Nodes bounds the positions the search visits; 0 means no bound. The
	// search stops as at the deadline before it would visit more (the first
	// iteration always completes), so the same inputs give the same Result,
	// but Elapsed, on any machine at any load: what judges uses it.
	Nodes int64
	// History holds the keys of the round's positions before the root,
	// oldest first, the root excluded (Game.Positions() without its last).
	// The root's earlier occurrences count towards repetition; positions
	// before the last capture are ignored, as they cannot come back.
	History []engine.Key
	// Moves is the number of moves played in the round before the root; it
	// only matters when Rules.MoveLimit is set.
	Moves int
	// Endgame, when not nil, gives exact values and bounds for positions
	// with few seeds (see Endgame). It is ignored when built under other
	// sowing rules, under Rules.MoveLimit, or without a repetition rule.
	Endgame *Endgame
	// TableBits sizes the transposition table: 1<<TableBits entries of 32
	// bytes; 0 means DefaultTableBits.
	TableBits int
}

// DefaultDepth is the depth searched when Options gives neither a depth nor
// a time.
const DefaultDepth = 10

// MaxDepth bounds iterative deepening when Options.Depth is 0.
const MaxDepth = 400

// Result is what Solve found.
type Result struct {
	// Best lists every move with the best value, in hole order; empty when
	// the round is over at the root.
	Best []engine.Hole
	// Value is the root's value for the side to move (see value.go).
	Value int
	// Exact reports that Value is the game value under best play, not an
	// estimate from a depth-limited search.
	Exact bool
	// PV is the principal variation: the first best move and the best replies
	// after it as far as the search knows them.
	PV []engine.Hole
	// Depth is the depth of the last completed iteration.
	Depth int
	// Nodes counts the positions visited.
	Nodes int64
	// Elapsed is the time the search took.
	Elapsed time.Duration
}

// MoveValue is the value of one legal move: the seeds the mover captures
// with it plus the value of the position it leads to for him.
type MoveValue struct {
	Move     engine.Hole
	Value    int
	Exact    bool
	Captured int
}

// pathEntry is one position on the path since the last capture.
type pathEntry struct {
	z   uint64
	key engine.Key
}

type searcher struct {
	rules    engine.Rules
	tt       *table
	eg       *Endgame
	path     []pathEntry
	frames   []*[engine.RowLength]child
	pv       [][]engine.Hole
	killer   [][2]engine.Hole
	history  [engine.HoleCount]int32
	nodes    int64
	moveBase int
	// caller is the context Solve or Evaluate was called with: its
	// cancellation stops the search as the deadline does.
	caller   context.Context
	deadline time.Time // the zero Time: no time limit
	maxNodes int64     // math.MaxInt64: no node budget
	armed    bool      // the first iteration is done: the search may stop
	stopped  bool
}

func newSearcher(caller context.Context, rules engine.Rules, opt Options) *searcher {
	s := &searcher{rules: rules, tt: newTable(opt.TableBits), moveBase: opt.Moves, caller: caller, maxNodes: math.MaxInt64}
	if opt.Nodes > 0 {
		s.maxNodes = opt.Nodes
	}
	if opt.Endgame != nil && opt.Endgame.compatible(rules) {
		s.eg = opt.Endgame
	}
	return s
}

// start sets the path to the root's segment of history and the root; it
// returns the root's hash and context.
func (s *searcher) start(p *engine.Position, history []engine.Key) (uint64, uint64) {
	total := p.Board.Total()
	first := len(history)
	for first > 0 && history[first-1].Board.Total() == total {
		first--
	}
	s.path = s.path[:0]
	var ctx uint64
	for _, key := range history[first:] {
		q := engine.Position{Board: key.Board, Turn: key.Turn}
		z := Hash(&q)
		s.path = append(s.path, pathEntry{z, key})
		ctx += mix(z)
	}
	z := Hash(p)
	s.path = append(s.path, pathEntry{z, p.Key()})
	return z, ctx
}

// frame returns the move buffer of ply.
func (s *searcher) frame(ply int) *[engine.RowLength]child {
	for len(s.frames) <= ply {
		s.frames = append(s.frames, new([engine.RowLength]child))
	}
	return s.frames[ply]
}

func (s *searcher) pvAt(ply int) []engine.Hole {
	for len(s.pv) <= ply+1 {
		s.pv = append(s.pv, nil)
	}
	return s.pv[ply]
}

// ttContext is the context under which a node's value is stored: the
// multiset hash of the path since the last capture, and the moves played
// when a move limit makes the value depend on them.
func (s *searcher) ttContext(ctx uint64, ply int) uint64 {
	if s.rules.MoveLimit > 0 {
		return ctx ^ mix(uint64(s.moveBase+ply)+0x9e37)
	}
	return ctx
}

// terminal decides the end rules that come before any move generation for
// the node on top of the path: repetition.
func (s *searcher) repeated(p *engine.Position, z uint64, seg int) bool {
	limit := s.rules.RepetitionLimit
	if limit <= 0 {
		return false
	}
	key := p.Key()
	n := 0
	for i := len(s.path) - 1; i >= seg; i-- {
		if s.path[i].z == z && s.path[i].key == key {
			n++
		}
	}
	return n >= limit
}

// endgame looks p up in the endgame table, if any. When p begins its
// stretch (it is alone on its segment of the path) the table's fresh value
// is exact. Otherwise the table's bounds hold for any history: they give
// the value when equal, and a proven cutoff when outside (alpha, beta).
func (s *searcher) endgame(p *engine.Position, seg, alpha, beta int) (int, bool) {
	if s.eg == nil {
		return 0, false
	}
	if seg == len(s.path)-1 {
		return s.eg.Fresh(*p)
	}
	lo, hi, ok := s.eg.Bounds(*p)
	switch {
	case !ok:
		return 0, false
	case lo == hi, lo >= beta:
		return lo, true
	case hi <= alpha:
		return hi, true
	}
	return 0, false
}

func (s *searcher) moveLimitReached(ply int) bool {
	return s.rules.MoveLimit > 0 && s.moveBase+ply >= s.rules.MoveLimit
}

// interrupted reports whether the search must stop: its context is
// cancelled or its time is up. The search asks every 1024 nodes, well under
// a millisecond apart.
func (s *searcher) interrupted() bool {
	return s.caller.Err() != nil || (!s.deadline.IsZero() && time.Now().After(s.deadline))
}

// spent reports whether the search has visited all the nodes it may.
func (s *searcher) spent() bool { return s.nodes >= s.maxNodes }

// search returns the value of p (on top of the path, its segment starting
// at path[seg], context hash ctx) searched to depth, within (alpha, beta)
// fail-soft, and whether that result is proven.
func (s *searcher) search(p *engine.Position, z, ctx uint64, seg, depth, alpha, beta, ply int) (int, bool) {
	if s.armed && !s.stopped && (s.spent() || s.nodes&1023 == 0 && s.interrupted()) {
		s.stopped = true
	}
	if s.stopped {
		return 0, false
	}
	s.nodes++
	pv := s.pvAt(ply)[:0]
	s.pv[ply] = pv
	if s.repeated(p, z, seg) {
		return splitValue(p), true
	}
	if v, ok := s.endgame(p, seg, alpha, beta); ok {
		return v, true
	}
	tctx := s.ttContext(ctx, ply)
	ttMove := engine.NoHole
	if e := s.tt.probe(p, z, tctx); e != nil {
		ttMove = e.move
		if int(e.depth) >= depth {
			v, proven := int(e.value), e.depth == provenDepth
			switch {
			case e.flag == boundExact,
				e.flag == boundLower && v >= beta,
				e.flag == boundUpper && v <= alpha:
				return v, proven
			}
		}
	}
	if depth <= 0 {
		if !s.hasLegalMove(p) {
			return sweepValue(p), true
		}
		if s.moveLimitReached(ply) {
			return splitValue(p), true
		}
		return horizonValue(p), false
	}
	frame := s.frame(ply)
	n := s.generate(p, frame)
	if n == 0 {
		return sweepValue(p), true
	}
	if s.moveLimitReached(ply) {
		return splitValue(p), true
	}
	moves := frame[:n]
	s.order(moves, ttMove, ply)
	best, bestMove, proven, origAlpha := -infinity, engine.NoHole, true, alpha
	for i := range moves {
		c := &moves[i]
		v, pr := s.child(c, z, ctx, seg, depth, alpha, beta, ply, i == 0)
		if s.stopped {
			return 0, false
		}
		proven = proven && pr
		if v > best {
			best, bestMove = v, c.move
			if v > alpha {
				alpha = v
				s.pv[ply] = append(append(s.pv[ply][:0], c.move), s.pv[ply+1]...)
			}
		}
		if alpha >= beta {
			s.cutoff(c, ply, depth)
			break
		}
	}
	flag := boundExact
	switch {
	case best <= origAlpha:
		flag = boundUpper
	case best >= beta:
		flag = boundLower
	}
	stored := depth
	if proven {
		stored = provenDepth
	}
	s.tt.store(p, z, tctx, stored, best, flag, bestMove)
	return best, proven
}

// child searches move c of the node p (hash z, context ctx, segment seg)
// and returns its value for the mover: the seeds it captures minus the
// child's value. The first move gets the full window; the others a null
// window first (principal variation search).
func (s *searcher) child(c *child, z, ctx uint64, seg, depth, alpha, beta, ply int, first bool) (int, bool) {
	cz := Hash(&c.pos)
	cctx, cseg := ctx+mix(z), seg
	if c.captured > 0 {
		cctx, cseg = 0, len(s.path)
	}
	s.path = append(s.path, pathEntry{cz, c.pos.Key()})
	defer func() { s.path = s.path[:len(s.path)-1] }()
	cap := c.captured
	if !first {
		v, pr := s.search(&c.pos, cz, cctx, cseg, depth-1, cap-alpha-1, cap-alpha, ply+1)
		v = cap - v
		if v <= alpha || v >= beta || s.stopped {
			return v, pr
		}
	}
	v, pr := s.search(&c.pos, cz, cctx, cseg, depth-1, cap-beta, cap-alpha, ply+1)
	return cap - v, pr
}

// rootMoves searches every legal move of the root to depth. With all set
// each move gets the full window and an exact value (at that depth);
// otherwise each gets the window (best-1, ∞), enough to find every move
// that ties for the best value. It returns the values, whether all of them
// are proven, and the principal variation.
func (s *searcher) rootMoves(p *engine.Position, z, ctx uint64, depth int, order []engine.Hole, all bool) ([]MoveValue, bool, []engine.Hole) {
	frame := s.frame(0)
	n := s.generate(p, frame)
	moves := frame[:n]
	for i := range moves {
		moves[i].score = int32(len(order) - slices.Index(order, moves[i].move))
		if !slices.Contains(order, moves[i].move) {
			moves[i].score = int32(-moves[i].move)
		}
	}
	slices.SortStableFunc(moves, func(a, b child) int { return int(b.score - a.score) })
	values := make([]MoveValue, 0, n)
	best, proven := -infinity, true
	var pv []engine.Hole
	for i := range moves {
		c := &moves[i]
		alpha := -infinity
		if !all && best > -infinity {
			alpha = best - 1
		}
		v, pr := s.child(c, z, ctx, 0, depth, alpha, infinity, 0, true)
		if s.stopped {
			return nil, false, nil
		}
		proven = proven && pr
		values = append(values, MoveValue{Move: c.move, Value: v, Exact: pr, Captured: c.captured})
		if v > best {
			best = v
			pv = append([]engine.Hole{c.move}, s.pvAt(1)...)
		}
	}
	return values, proven, pv
}

// rootOver reports whether the round is over at the root, and its value.
func (s *searcher) rootOver(p *engine.Position, z uint64) (int, bool) {
	if s.repeated(p, z, 0) {
		return splitValue(p), true
	}
	if !s.hasLegalMove(p) {
		return sweepValue(p), true
	}
	if s.moveLimitReached(0) {
		return splitValue(p), true
	}
	return 0, false
}

// deepen runs iterative deepening from p and calls done after each
// completed iteration with its move values; it stops when the depth, time
// or node budget is reached, the context is cancelled, or the values are
// proven.
func (s *searcher) deepen(p *engine.Position, opt Options, all bool, done func(depth int, values []MoveValue, proven bool, pv []engine.Hole)) {
	z, ctx := s.start(p, opt.History)
	maxDepth := opt.Depth
	if maxDepth <= 0 {
		maxDepth = MaxDepth
		if opt.Time <= 0 && opt.Nodes <= 0 {
			maxDepth = DefaultDepth
		}
	}
	var order []engine.Hole
	if opt.Time > 0 {
		s.deadline = time.Now().Add(opt.Time)
	}
	for depth := 1; depth <= maxDepth; depth++ {
		values, proven, pv := s.rootMoves(p, z, ctx, depth, order, all)
		if s.stopped {
			return
		}
		done(depth, values, proven, pv)
		if proven {
			return
		}
		sorted := slices.Clone(values)
		slices.SortStableFunc(sorted, func(a, b MoveValue) int { return b.Value - a.Value })
		order = order[:0]
		for _, mv := range sorted {
			order = append(order, mv.Move)
		}
		s.armed = true
		if s.spent() || s.interrupted() {
			return
		}
	}
}

// Solve searches p and returns its best moves, value and principal
// variation, by iterative deepening to opt.Depth, for opt.Time or for
// opt.Nodes. When ctx
// is cancelled the search stops within 1024 nodes and returns what its last
// completed iteration found, not exact unless proven (the first iteration,
// a few nodes, always completes, so a position with a legal move always
// gets a best move).
func Solve(ctx context.Context, rules engine.Rules, p engine.Position, opt Options) Result {
	began := time.Now()
	s := newSearcher(ctx, rules, opt)
	z, _ := s.start(&p, opt.History)
	if v, over := s.rootOver(&p, z); over {
		return Result{Value: v, Exact: true, Nodes: 1, Elapsed: time.Since(began)}
	}
	var res Result
	s.deepen(&p, opt, false, func(depth int, values []MoveValue, proven bool, pv []engine.Hole) {
		res = Result{Value: -infinity, Exact: proven, PV: pv, Depth: depth}
		for _, mv := range values {
			if mv.Value > res.Value {
				res.Value, res.Best = mv.Value, []engine.Hole{mv.Move}
			} else if mv.Value == res.Value {
				res.Best = append(res.Best, mv.Move)
			}
		}
		slices.Sort(res.Best)
	})
	res.Nodes, res.Elapsed = s.nodes, time.Since(began)
	return res
}

// Evaluate returns the value of every legal move of p (for the side to move)
// at the depth, time or node budget of opt, best first; ties keep hole
// order. It costs more than Solve: every move gets a full window. Values are
// exact when Exact says so. It returns nil when the round is over at p.
// Cancelling ctx stops it as it stops Solve, with the values of the last
// completed iteration.
func Evaluate(ctx context.Context, rules engine.Rules, p engine.Position, opt Options) []MoveValue {
	s := newSearcher(ctx, rules, opt)
	z, _ := s.start(&p, opt.History)
	if _, over := s.rootOver(&p, z); over {
		return nil
	}
	var result []MoveValue
	s.deepen(&p, opt, true, func(_ int, values []MoveValue, _ bool, _ []engine.Hole) {
		result = slices.Clone(values)
	})
	slices.SortStableFunc(result, func(a, b MoveValue) int {
		if a.Value != b.Value {
			return b.Value - a.Value
		}
		return int(a.Move) - int(b.Move)
	})
	return result
}
