package search

// freshValues returns the value of every position of the level when it
// begins its capture-free stretch (right after a capture, or with no
// earlier position that can come back): the bounds give it when they are
// equal; otherwise an exact search of the level's graph with the
// repetition counted along the path finds it.
func (g *levelGraph) freshValues(limit int, lo, hi []int8) []int8 {
	fresh := make([]int8, len(lo))
	f := &freshSearcher{g: g, lo: lo, hi: hi, limit: limit, count: make([]uint8, len(lo))}
	for i := range fresh {
		if lo[i] == hi[i] {
			fresh[i] = lo[i]
			continue
		}
		f.count[i] = 1
		fresh[i] = int8(f.value(int32(i), -infinity, infinity))
		f.count[i] = 0
	}
	return fresh
}

// freshSearcher searches one level of the table exactly, counting each
// position's occurrences along the path, to find fresh values.
type freshSearcher struct {
	g      *levelGraph
	lo, hi []int8
	limit  int
	count  []uint8 // occurrences of each position on the path
}

// value returns v's value with the path's occurrences in count, fail-soft
// within (alpha, beta).
func (f *freshSearcher) value(v int32, alpha, beta int) int {
	lo, hi := int(f.lo[v]), int(f.hi[v])
	if lo == hi || lo >= beta || hi <= alpha {
		if lo >= beta {
			return lo
		}
		return hi
	}
	best := -infinity
	if e := f.g.exit[v]; e != noExit {
		best = int(e)
	}
	alpha = max(alpha, best)
	for _, w := range f.g.edges[f.g.start[v]:f.g.start[v+1]] {
		if alpha >= beta {
			break
		}
		var x int
		if int(f.count[w])+1 >= f.limit {
			x = -int(f.g.split[w])
		} else {
			f.count[w]++
			x = -f.value(w, -beta, -alpha)
			f.count[w]--
		}
		best = max(best, x)
		alpha = max(alpha, x)
	}
	return best
}
