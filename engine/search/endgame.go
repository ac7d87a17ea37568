package search

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"walakpussa/engine"
)

// Endgame is an endgame table: the exact value of every position with 1..K
// seeds on the board (both sides to move) from which no repetition can
// ever arise, under one rule set.
//
// What a value means, and where it holds. A position is covered when no
// position reachable from it, by any sequence of legal moves, lies on a
// cycle (can come back to itself). From a covered position p no position
// can ever occur twice, so p's value does not depend on the history: for
// any path that led to p, the positions earlier in p's capture-free
// stretch reach p, and one of them coming back after p would close a cycle
// through p. The stored value is then the value of p under best play for
// every history, with endless moves never played and the sweep as the
// rules say; the repetition limit never comes into play. Solve uses it at
// any node. Positions that can reach a cycle are not covered (Value says
// so): their value depends on the path, and the search handles them.
//
// The table is built level by level, 1 seed to K: a depth-first walk over
// the positions with n seeds (the moves that capture lead to level n-1 or
// below), marking a position uncovered when it reaches a position still on
// the walk's stack (a cycle) or an uncovered one. It does not depend on
// Rules.RepetitionLimit; it cannot serve under Rules.MoveLimit, where the
// value depends on the moves played.
type Endgame struct {
	// K is the most seeds on the board the table covers.
	K      int
	rules  engine.Rules
	values [][]int8 // values[n][2*rank+turn] for n seeds on the board
}

// Codes of values[n] during and after the build; values are within ±K.
const (
	egUnvisited int8 = -128
	egOnStack   int8 = -127
	egUncovered int8 = -126
)

// compatible reports whether the table was built under rules.
func (e *Endgame) compatible(r engine.Rules) bool {
	return e.rules.SkipOrigin == r.SkipOrigin && e.rules.RepeatIsEndless == r.RepeatIsEndless &&
		e.rules.LapCap == r.LapCap && r.MoveLimit == 0
}

// Covered returns the number of covered positions with n seeds, and all
// positions with n seeds (both sides to move).
func (e *Endgame) Covered(n int) (covered, all int) {
	if n < 1 || n > e.K {
		return 0, 0
	}
	for _, v := range e.values[n] {
		if v != egUncovered {
			covered++
		}
	}
	return covered, len(e.values[n])
}

// Value returns the table's value of p (see Endgame for its meaning) and
// whether the table covers p.
func (e *Endgame) Value(p engine.Position) (int, bool) {
	total := p.Board.Total()
	if total > e.K {
		return 0, false
	}
	if total == 0 {
		return 0, true
	}
	v := e.values[total][2*rank(&p.Board, total)+int(p.Turn)]
	if v <= egUncovered {
		return 0, false
	}
	return int(v), true
}

// Size returns the number of positions the table holds.
func (e *Endgame) Size() int {
	n := 0
	for _, level := range e.values {
		n += len(level)
	}
	return n
}

// compositions[m][r] is the number of ways to put r seeds into m holes.
var compositions = func() (c [engine.HoleCount + 1][engine.MaxBoardSeeds + 1]uint64) {
	for r := range c[0] {
		c[0][r] = 0
	}
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

// rank numbers the boards holding total seeds from 0 to
// compositions[14][total]-1, in lexicographic order of the counts.
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

// MaxEndgameSeeds bounds K: level 16 alone holds 2*C(29,13) = 135 million
// positions.
const MaxEndgameSeeds = 16

// BuildEndgame builds the table for positions of up to k seeds under
// rules. progress, when not nil, is called after each level with its seed
// count and the time spent so far.
func BuildEndgame(rules engine.Rules, k int, progress func(level int, elapsed time.Duration)) (*Endgame, error) {
	if rules.MoveLimit != 0 {
		return nil, errors.New("endgame table: a move limit makes values depend on the moves played")
	}
	if k < 0 || k > MaxEndgameSeeds {
		return nil, fmt.Errorf("endgame table: %d seeds is out of range 0..%d", k, MaxEndgameSeeds)
	}
	began := time.Now()
	eg := &Endgame{K: 0, rules: rules, values: make([][]int8, k+1)}
	for n := 1; n <= k; n++ {
		level := make([]int8, 2*compositions[engine.HoleCount][n])
		for i := range level {
			level[i] = egUnvisited
		}
		eg.values[n] = level
		b := builder{rules: rules, eg: eg, n: n}
		for i := range level {
			if level[i] == egUnvisited {
				p := engine.Position{Board: unrank(i/2, n), Turn: engine.Side(i % 2)}
				b.visit(&p, i)
			}
		}
		eg.K = n
		if progress != nil {
			progress(n, time.Since(began))
		}
	}
	return eg, nil
}

// builder walks one level of the table.
type builder struct {
	rules engine.Rules
	eg    *Endgame
	n     int
}

// visit settles position p (index i of level n) and every position of the
// level it reaches: its value, or uncovered.
func (b *builder) visit(p *engine.Position, i int) int8 {
	level := b.eg.values[b.n]
	level[i] = egOnStack
	best, covered, moved := -infinity, true, false
	first := engine.HoleOf(p.Turn, 1)
	for h := first; h < first+engine.RowLength; h++ {
		if p.Board[h] == 0 {
			continue
		}
		next, out := b.rules.Apply(*p, h)
		if out.Endless {
			continue
		}
		moved = true
		var v int8
		if out.Captured > 0 {
			v = egUncovered
			if total := b.n - out.Captured; total == 0 {
				v = 0
			} else if w := b.eg.values[total][2*rank(&next.Board, total)+int(next.Turn)]; w > egUncovered {
				v = w
			}
		} else {
			j := 2*rank(&next.Board, b.n) + int(next.Turn)
			switch v = level[j]; v {
			case egUnvisited:
				v = b.visit(&next, j)
			case egOnStack:
				v = egUncovered
			}
		}
		if v == egUncovered {
			covered = false
			continue // settle the other children anyway: the walk must finish them
		}
		best = max(best, out.Captured-int(v))
	}
	switch {
	case !moved:
		level[i] = int8(-b.n)
	case !covered:
		level[i] = egUncovered
	default:
		level[i] = int8(best)
	}
	return level[i]
}

// EndgamePath is where the table for rules and k is cached:
// walakpussa/endgame-...bin under the user's cache directory.
func EndgamePath(rules engine.Rules, k int) (string, error) {
	dir, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	name := fmt.Sprintf("endgame-v2-k%d-skip%t-repend%t-cap%d.bin",
		k, rules.SkipOrigin, rules.RepeatIsEndless, rules.LapCap)
	return filepath.Join(dir, "walakpussa", name), nil
}

// LoadEndgame reads the cached table for rules and k, if there is one.
func LoadEndgame(rules engine.Rules, k int) (*Endgame, error) {
	path, err := EndgamePath(rules, k)
	if err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readEndgame(bufio.NewReader(f), rules, k)
}

// LoadOrBuildEndgame returns the cached table for rules and k, building and
// caching it first when there is none (or it cannot be read).
func LoadOrBuildEndgame(rules engine.Rules, k int) (*Endgame, error) {
	if eg, err := LoadEndgame(rules, k); err == nil {
		return eg, nil
	}
	eg, err := BuildEndgame(rules, k, nil)
	if err != nil {
		return nil, err
	}
	path, err := EndgamePath(rules, k)
	if err != nil {
		return eg, nil
	}
	if err := eg.save(path); err != nil {
		return eg, nil // the table works; only the cache failed
	}
	return eg, nil
}

const endgameMagic = "WPEG1\n"

func (e *Endgame) save(path string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".endgame-*")
	if err != nil {
		return err
	}
	w := bufio.NewWriter(tmp)
	w.WriteString(endgameMagic)
	binary.Write(w, binary.LittleEndian, uint32(e.K))
	for n := 1; n <= e.K; n++ {
		for _, v := range e.values[n] {
			w.WriteByte(byte(v))
		}
	}
	if err := w.Flush(); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), path)
}

func readEndgame(r io.Reader, rules engine.Rules, k int) (*Endgame, error) {
	magic := make([]byte, len(endgameMagic))
	if _, err := io.ReadFull(r, magic); err != nil || string(magic) != endgameMagic {
		return nil, errors.New("endgame table: not a table file")
	}
	var stored uint32
	if err := binary.Read(r, binary.LittleEndian, &stored); err != nil || int(stored) != k {
		return nil, errors.New("endgame table: wrong size")
	}
	eg := &Endgame{K: k, rules: rules, values: make([][]int8, k+1)}
	for n := 1; n <= k; n++ {
		level := make([]byte, 2*compositions[engine.HoleCount][n])
		if _, err := io.ReadFull(r, level); err != nil {
			return nil, fmt.Errorf("endgame table: %v", err)
		}
		eg.values[n] = make([]int8, len(level))
		for i, b := range level {
			eg.values[n][i] = int8(b)
		}
	}
	return eg, nil
}
