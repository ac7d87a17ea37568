package engine

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"
	"time"
)

// This file holds the reference the engine's speed is measured against: a
// kernel of the standard rules written only to be fast, sharing no code with
// the engine. It plays a round from a position as Playout does, drawing the
// same random moves, with the same exact endless detection (the state at the
// start of a lap repeats; Brent's method; the lap cap) and the same
// repetition rule, and nothing else: no rule options, no recorder, no
// outcome beyond what PlayoutStats reports.

// kernelBoard holds South's row in bytes 0..6 of s and North's in bytes 0..6
// of n; byte 7 of each word is free for a tag (the turn in a repetition key,
// the lap's origin in a lap state).
type kernelBoard struct{ s, n uint64 }

// kernelRun is a hand of k seeds (k < 14) sown from the hole after from:
// the seeds it adds, and the hole after its last seed with that hole's word
// and shift.
type kernelRun struct {
	add   kernelBoard
	next  uint8
	north bool
	shift uint8
}

// kernelTables is everything the kernel looks up, in one block.
type kernelTables struct {
	run   [HoleCount][HoleCount]kernelRun // run[from][k]: k seeds sown after from
	unit  [HoleCount]kernelBoard          // unit[h]: one seed in hole h
	shift [HoleCount]uint8                // shift[h]: the bit position of hole h in its word
	next  [HoleCount]uint8                // next[h]: (h+1) mod 14
	all   kernelBoard                     // one seed in every hole
}

var kernel = func() (t kernelTables) {
	for h := range HoleCount {
		t.shift[h] = uint8(8 * (h % RowLength))
		if h < RowLength {
			t.unit[h].s = 1 << t.shift[h]
		} else {
			t.unit[h].n = 1 << t.shift[h]
		}
		t.next[h] = uint8((h + 1) % HoleCount)
		t.all.s += t.unit[h].s
		t.all.n += t.unit[h].n
	}
	for from := range HoleCount {
		h := from
		for k := range HoleCount {
			if k > 0 {
				h = (h + 1) % HoleCount
				prev := t.run[from][k-1].add
				t.run[from][k].add = kernelBoard{prev.s + t.unit[h].s, prev.n + t.unit[h].n}
			}
			next := (h + 1) % HoleCount
			t.run[from][k].next, t.run[from][k].north, t.run[from][k].shift = uint8(next), next >= RowLength, t.shift[next]
		}
	}
	return t
}()

// at returns the seeds of the hole at shift in n (when north) or s.
func (b kernelBoard) at(north bool, shift uint8) uint64 {
	word := b.s
	if north {
		word = b.n
	}
	return word >> (shift & 63) & 0xff
}

// clearAt empties the hole at shift in n (when north) or s.
func (b kernelBoard) clearAt(north bool, shift uint8) kernelBoard {
	mask := uint64(0xff) << (shift & 63)
	if north {
		b.n &^= mask
	} else {
		b.s &^= mask
	}
	return b
}

// get returns the seeds in hole h.
func (b kernelBoard) get(h uint8) uint64 { return b.at(h >= RowLength, kernel.shift[h]) }

// clear empties hole h.
func (b kernelBoard) clear(h uint8) kernelBoard { return b.clearAt(h >= RowLength, kernel.shift[h]) }

// kernelSow plays the move from origin on b; ok is false for an endless
// move. It returns the board after the sowing and the capture, the seeds
// captured, the laps sown and the holes captured.
func kernelSow(b kernelBoard, origin uint8) (after kernelBoard, captured uint64, laps, chain int, ok bool) {
	hand := b.get(origin)
	b = b.clear(origin)
	from := origin
	var saved kernelBoard
	lap, nextSave := 1, 1
	for {
		state := kernelBoard{b.s | uint64(from)<<56, b.n}
		if state == saved && lap > 1 {
			return b, 0, 0, 0, false
		}
		if lap == nextSave {
			saved, nextSave = state, nextSave*2
		}
		var run *kernelRun
		if hand < HoleCount {
			run = &kernel.run[from][hand]
			b.s, b.n = b.s+run.add.s, b.n+run.add.n
		} else {
			full, rest := hand/HoleCount, hand%HoleCount
			run = &kernel.run[from][rest]
			b.s, b.n = b.s+run.add.s+full*kernel.all.s, b.n+run.add.n+full*kernel.all.n
		}
		next := run.next
		hand = b.at(run.north, run.shift)
		if hand == 0 {
			target := kernel.next[next]
			for {
				seeds := b.get(target)
				if seeds == 0 {
					return b, captured, lap, chain, true
				}
				captured += seeds
				chain++
				b = b.clear(target)
				gap := kernel.next[target]
				if b.get(gap) != 0 {
					return b, captured, lap, chain, true
				}
				target = kernel.next[gap]
			}
		}
		if lap == DefaultLapCap {
			return b, 0, 0, 0, false
		}
		b = b.clearAt(run.north, run.shift)
		from = next
		lap++
	}
}

// kernelNonEmpty returns a byte mask with bit 8i+7 set where hole i of row
// (bytes 0..6) holds seeds.
func kernelNonEmpty(row uint64) uint64 {
	const low7, high = 0x007f7f7f7f7f7f7f, 0x0080808080808080
	return ((row & low7) + low7 | row) & high
}

// kernelPlayout plays a round from p as Playout does under the standard
// rules.
func kernelPlayout(p Position, rng *rand.Rand) PlayoutStats {
	var stats PlayoutStats
	var b kernelBoard
	for h := range HoleCount {
		if h < RowLength {
			b.s |= uint64(p.Board[h]) << (8 * h)
		} else {
			b.n |= uint64(p.Board[h]) << (8 * (h - RowLength))
		}
	}
	turn, held := p.Turn, p.Held
	var buffer [64]kernelBoard
	history := append(buffer[:0], kernelBoard{b.s | uint64(turn)<<56, b.n})
	seen := 1
	reason := NoLegalMoveLeft
	for {
		if seen >= 3 {
			reason = Repetition
			break
		}
		row, first := b.s, uint8(0)
		if turn == North {
			row, first = b.n, RowLength
		}
		var candidates [RowLength]uint8
		n := 0
		for m := kernelNonEmpty(row); m != 0; m &= m - 1 {
			candidates[n] = first + uint8(bits.TrailingZeros64(m)/8)
			n++
		}
		var after kernelBoard
		var captured uint64
		var laps, chain int
		ok := false
		for n > 0 {
			i := rng.IntN(n)
			if after, captured, laps, chain, ok = kernelSow(b, candidates[i]); ok {
				break
			}
			n--
			candidates[i] = candidates[n]
		}
		if !ok {
			break
		}
		b = after
		held[turn] += int(captured)
		turn ^= 1
		stats.Moves++
		stats.LongestMove = max(stats.LongestMove, laps)
		stats.LargestChain = max(stats.LargestChain, chain)
		if captured > 0 {
			history = history[:0]
		}
		key := kernelBoard{b.s | uint64(turn)<<56, b.n}
		seen = 1
		for _, k := range history {
			if k == key {
				seen++
			}
		}
		history = append(history, key)
	}
	var final Position
	for h := range HoleCount {
		final.Board[h] = uint8(b.get(uint8(h)))
	}
	final.Turn, final.Held = turn, held
	stats.Result = resultOf(reason, final)
	return stats
}

// TestKernelAgreesWithEngine: the kernel and Playout play the same rounds,
// move for move, from the start and from random positions, so the kernel is
// a fair reference.
func TestKernelAgreesWithEngine(t *testing.T) {
	rules := Standard()
	positions := rand.New(rand.NewPCG(5, 6))
	repetitions := 0
	for i := range 20000 {
		p := Start()
		if i%2 == 1 {
			p = randomPosition(positions, 9+positions.IntN(60))
		}
		want := rules.Playout(p, rand.New(rand.NewPCG(uint64(i), 7)))
		got := kernelPlayout(p, rand.New(rand.NewPCG(uint64(i), 7)))
		if got != want {
			t.Fatalf("round %d from %v: kernel %+v, engine %+v", i, p, got, want)
		}
		if want.Result.Reason == Repetition {
			repetitions++
		}
	}
	if repetitions == 0 {
		t.Fatal("no round ended by repetition: the test does not reach that rule")
	}
}

// TestKernelFindsEndlessMoves: the kernel's sowing calls endless exactly the
// moves the engine does, over random positions where endless moves are
// common.
func TestKernelFindsEndlessMoves(t *testing.T) {
	rules := Standard()
	rng := rand.New(rand.NewPCG(8, 9))
	endless := 0
	for range 200000 {
		p := randomPosition(rng, 9+rng.IntN(40))
		h := randomMoveOf(rng, p)
		if h == NoHole {
			continue
		}
		next, out := rules.Apply(p, h)
		var b kernelBoard
		for i := range HoleCount {
			if i < RowLength {
				b.s |= uint64(p.Board[i]) << (8 * i)
			} else {
				b.n |= uint64(p.Board[i]) << (8 * (i - RowLength))
			}
		}
		after, captured, laps, chain, ok := kernelSow(b, uint8(h))
		if ok == out.Endless || (ok && (int(captured) != out.Captured || laps != out.Laps || chain != out.Chain)) {
			t.Fatalf("%v %v: kernel ok %v captured %d laps %d chain %d, engine %+v", p, h, ok, captured, laps, chain, out)
		}
		if !ok {
			endless++
			continue
		}
		for i := range HoleCount {
			if after.get(uint8(i)) != uint64(next.Board[i]) {
				t.Fatalf("%v %v: kernel leaves %d in hole %d, engine %v", p, h, after.get(uint8(i)), i, next)
			}
		}
	}
	if endless == 0 {
		t.Fatal("no endless move met: the test does not reach endless sowing")
	}
}

// BenchmarkKernelPlayoutFromStart: one op is one whole round from the start
// played by the kernel, as BenchmarkPlayoutFromStart plays it with the
// engine.
func BenchmarkKernelPlayoutFromStart(b *testing.B) {
	rng := rand.New(rand.NewPCG(3, 4))
	for b.Loop() {
		kernelPlayout(Start(), rng)
	}
}

// BenchmarkKernelRatio measures the engine against the kernel side by side:
// each op plays a block of rounds from the start with Playout, then the
// same rounds (the same seeds) with the kernel, timing each block. It
// reports the median of the blocks' time ratios, engine over kernel: on a
// shared machine the two blocks of a pair meet the same load, and the
// median leaves out the pairs a preemption fell into.
func BenchmarkKernelRatio(b *testing.B) {
	const rounds = 32
	rules := Standard()
	forEngine, forKernel := rand.New(rand.NewPCG(3, 4)), rand.New(rand.NewPCG(3, 4))
	var ratios []float64
	for b.Loop() {
		began := time.Now()
		for range rounds {
			rules.Playout(Start(), forEngine)
		}
		between := time.Now()
		for range rounds {
			kernelPlayout(Start(), forKernel)
		}
		ratios = append(ratios, float64(between.Sub(began))/float64(time.Since(between)))
	}
	slices.Sort(ratios)
	b.ReportMetric(ratios[len(ratios)/2], "engine/kernel")
}
