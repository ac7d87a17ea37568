package search

import (
	"runtime"
	"slices"
	"sync"
	"time"

	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine"
)

// MaxEndgameSeeds bounds K: level 16 alone holds C(29,13) = 67 million
// positions.
const MaxEndgameSeeds = 16

// DefaultEndgameSeeds is the K the app and the command line use when not
// told otherwise: it builds in about 10 seconds on a 2-core machine and
// takes 29 MB on disk.
const DefaultEndgameSeeds = 12

// maxEndgameRepetition is the largest Rules.RepetitionLimit the table is
// built for: the exact search of a level may go round a cycle once for
// each occurrence the limit allows.
const maxEndgameRepetition = 8

// noExit marks a position none of whose legal moves captures.
const noExit int8 = -128

// BuildEndgame builds the table for positions of up to k seeds under
// rules. progress, when not nil, is called after each level with its seed
// count and the time spent so far.
func BuildEndgame(rules engine.Rules, k int, progress func(level int, elapsed time.Duration)) (*Endgame, error) {
	if err := CheckEndgameRules(rules); err != nil {
		return nil, err
	}
	if k < 0 || k > MaxEndgameSeeds {
		return nil, sentence.Errorf("endgame table: %d seeds is out of range 0..%d", k, MaxEndgameSeeds)
	}
	began := time.Now()
	eg := newEndgame(rules, k)
	for n := 1; n <= k; n++ {
		g := buildLevelGraph(rules, n, eg)
		eg.lo[n], eg.hi[n] = g.settle()
		eg.fresh[n] = g.freshValues(rules.RepetitionLimit, eg.lo[n], eg.hi[n])
		eg.K = n
		if progress != nil {
			progress(n, time.Since(began))
		}
	}
	return eg, nil
}

// CheckEndgameRules reports why no endgame table can serve under rules,
// if none can: its bounds rely on every endless play of a level ending by
// repetition, on values that do not depend on the moves played, and on a
// repetition limit small enough to search cycles exactly.
func CheckEndgameRules(rules engine.Rules) error {
	switch {
	case rules.MoveLimit != 0:
		return sentence.Errorf("endgame table: a move limit makes values depend on the moves played")
	case rules.RepetitionLimit == 0:
		return sentence.Errorf("endgame table: without the repetition rule a round can go on for ever")
	case rules.RepetitionLimit > maxEndgameRepetition:
		return sentence.Errorf("endgame table: a repetition limit above %d makes the exact search of cycles too long", maxEndgameRepetition)
	}
	return nil
}

// levelGraph is one level of the table as a game graph. Position i's
// moves that capture nothing lead to positions of the same level:
// edges[start[i]:start[i+1]] (indices in the level, seen from the new side
// to move). Its capturing moves leave the level for good, each to a
// position that begins its stretch on a finished lower level: exit[i] is
// the best of them for the mover, the seeds captured minus the fresh value
// reached (noExit when no move captures; minus the level's seeds when the
// mover has no legal move). split[i] is the value if the round ended at i
// by repetition.
type levelGraph struct {
	n     int
	start []int32
	edges []int32
	exit  []int8
	split []int8
}

// buildLevelGraph generates every move of every position with n seeds,
// spread over the machine's cores; lower holds levels 0..n-1.
func buildLevelGraph(rules engine.Rules, n int, lower *Endgame) *levelGraph {
	size := levelSize(n)
	g := &levelGraph{n: n, start: make([]int32, size+1), exit: make([]int8, size), split: make([]int8, size)}
	workers := min(runtime.GOMAXPROCS(0), 1+size/4096)
	parts := make([][]int32, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			parts[w] = g.generate(&rules, lower, w*size/workers, (w+1)*size/workers)
		}()
	}
	wg.Wait()
	total := 0
	for _, part := range parts {
		total += len(part)
	}
	g.edges = make([]int32, 0, total)
	for w, part := range parts {
		offset := int32(len(g.edges)) // the part's starts count from its own first edge
		for i := w * size / workers; i < (w+1)*size/workers; i++ {
			g.start[i] += offset
		}
		g.edges = append(g.edges, part...)
	}
	g.start[size] = int32(len(g.edges))
	return g
}

// generate fills positions from..to-1 of the level: their exits, their
// split values and (relative to from) their starts; it returns their edges.
func (g *levelGraph) generate(rules *engine.Rules, lower *Endgame, from, to int) []int32 {
	var edges []int32
	for i := from; i < to; i++ {
		g.start[i] = int32(len(edges))
		p := engine.Position{Board: unrank(i, g.n), Turn: engine.South}
		g.split[i] = int8(splitValue(&p))
		exit, moved := noExit, false
		for h := engine.Hole(0); h < engine.RowLength; h++ {
			if p.Board[h] == 0 {
				continue
			}
			next, out := rules.Apply(p, h)
			if out.Endless {
				continue
			}
			moved = true
			level, j := tableIndex(&next)
			if out.Captured == 0 {
				edges = append(edges, int32(j))
				continue
			}
			exit = max(exit, int8(out.Captured)-lower.fresh[level][j])
		}
		if !moved {
			exit = int8(-g.n) // the opponent sweeps the board
		}
		g.exit[i] = exit
	}
	return edges
}

// settle returns the bounds of every position of the level (see Endgame):
// it visits the strongly connected components of the graph, successors
// first (Tarjan's algorithm), and settles each as it completes.
func (g *levelGraph) settle() (lo, hi []int8) {
	size := len(g.exit)
	s := &settler{g: g, lo: make([]int8, size), hi: make([]int8, size),
		cyclic: make([]bool, size), index: make([]int32, size), low: make([]int32, size),
		onStack: make([]bool, size), slot: make([]int32, size)}
	for i := range s.index {
		s.index[i] = -1
	}
	for root := range size {
		if s.index[root] < 0 {
			s.visit(int32(root))
		}
	}
	return s.lo, s.hi
}

// settler holds the state of settle: Tarjan's numbering and stack, and the
// bounds found so far.
type settler struct {
	g          *levelGraph
	lo, hi     []int8
	cyclic     []bool // on a cycle: the round can end there by repetition
	index, low []int32
	onStack    []bool
	slot       []int32 // a member's place in its component, while it is settled
	stack      []int32
	calls      []tarjanCall
	counter    int32
}

// tarjanCall is one frame of the depth-first walk: a position and the next
// of its edges to follow.
type tarjanCall struct{ v, edge int32 }

// visit walks every position reachable from root that is not yet visited,
// without recursion, settling each component as it completes.
func (s *settler) visit(root int32) {
	s.push(root)
	for len(s.calls) > 0 {
		call := &s.calls[len(s.calls)-1]
		v := call.v
		if call.edge < s.g.start[v+1] {
			w := s.g.edges[call.edge]
			call.edge++
			if s.index[w] < 0 {
				s.push(w)
			} else if s.onStack[w] {
				s.low[v] = min(s.low[v], s.index[w])
			}
			continue
		}
		s.calls = s.calls[:len(s.calls)-1]
		if len(s.calls) > 0 {
			u := s.calls[len(s.calls)-1].v
			s.low[u] = min(s.low[u], s.low[v])
		}
		if s.low[v] == s.index[v] {
			at := len(s.stack) - 1
			for s.stack[at] != v {
				at--
			}
			members := s.stack[at:]
			s.settleComponent(members)
			for _, m := range members {
				s.onStack[m] = false
			}
			s.stack = s.stack[:at]
		}
	}
}

func (s *settler) push(v int32) {
	s.index[v], s.low[v] = s.counter, s.counter
	s.counter++
	s.stack = append(s.stack, v)
	s.onStack[v] = true
	s.calls = append(s.calls, tarjanCall{v, s.g.start[v]})
}

// settleComponent gives bounds to the positions of one strongly connected
// component, all of whose successors outside it are settled. A position
// on no cycle is settled by one look at its moves. The positions of a
// cycle start from the most their side could hope for (lo = n, hi = -n)
// and are looked at again, from a work list, whenever a successor's bounds
// change, until nothing changes: the greatest fixpoint, which is what each
// side can guarantee (see Endgame).
func (s *settler) settleComponent(members []int32) {
	v := members[0]
	if len(members) == 1 && !s.hasEdge(v, v) {
		s.lo[v], s.hi[v] = s.bounds(v)
		return
	}
	n := int8(s.g.n)
	for _, m := range members {
		s.cyclic[m] = true
		s.lo[m], s.hi[m] = n, -n
	}
	preds := s.predecessors(members)
	queued := make([]bool, len(members))
	queue := make([]int32, 0, len(members))
	for k := len(members) - 1; k >= 0; k-- { // successors first, roughly
		queue = append(queue, int32(k))
		queued[k] = true
	}
	for len(queue) > 0 {
		k := queue[0]
		queue = queue[1:]
		queued[k] = false
		m := members[k]
		lo, hi := s.bounds(m)
		if lo == s.lo[m] && hi == s.hi[m] {
			continue
		}
		s.lo[m], s.hi[m] = lo, hi
		for _, p := range preds.edges[preds.start[k]:preds.start[k+1]] {
			if !queued[p] {
				queued[p] = true
				queue = append(queue, p)
			}
		}
	}
}

// componentEdges lists, for each member of a component (by its place in
// the members list), edges[start[k]:start[k+1]].
type componentEdges struct{ start, edges []int32 }

// predecessors returns the component's moves reversed: for each member,
// the members with a move to it. While the component is settled its
// members are still marked on the stack, and no move of a member reaches
// a position on the stack outside it (that would join the component).
func (s *settler) predecessors(members []int32) componentEdges {
	for k, m := range members {
		s.slot[m] = int32(k)
	}
	c := componentEdges{start: make([]int32, len(members)+1)}
	for _, m := range members {
		for _, w := range s.g.edges[s.g.start[m]:s.g.start[m+1]] {
			if s.onStack[w] {
				c.start[s.slot[w]+1]++
			}
		}
	}
	for k := range members {
		c.start[k+1] += c.start[k]
	}
	c.edges = make([]int32, c.start[len(members)])
	fill := slices.Clone(c.start[:len(members)])
	for k, m := range members {
		for _, w := range s.g.edges[s.g.start[m]:s.g.start[m+1]] {
			if s.onStack[w] {
				c.edges[fill[s.slot[w]]] = int32(k)
				fill[s.slot[w]]++
			}
		}
	}
	return c
}

func (s *settler) hasEdge(v, w int32) bool {
	for _, e := range s.g.edges[s.g.start[v]:s.g.start[v+1]] {
		if e == w {
			return true
		}
	}
	return false
}

// bounds looks at v's moves once: the best bounds its exits and its
// capture-free moves give with the bounds known now. Arriving at a
// position on a cycle may end the round by repetition there, so its split
// value widens the bounds of the move that arrives.
func (s *settler) bounds(v int32) (lo, hi int8) {
	lo, hi = s.g.exit[v], s.g.exit[v]
	for _, w := range s.g.edges[s.g.start[v]:s.g.start[v+1]] {
		wlo, whi := -s.hi[w], -s.lo[w]
		if s.cyclic[w] {
			split := -s.g.split[w]
			wlo, whi = min(wlo, split), max(whi, split)
		}
		lo, hi = max(lo, wlo), max(hi, whi)
	}
	return lo, hi
}
