package search

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"strings"

	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine"
	"walakpussa/engine/atomicfile"
)

// The cache file: endgameMagic, K as a little-endian uint32, then for each
// level 1..K its lo, hi and fresh bytes, then the CRC-32 (IEEE) of all
// that precedes it.
const endgameMagic = "WPEG3\n"

// EndgamePath is where the table for rules and k is cached:
// walakpussa/endgame-...bin under the user's cache directory.
func EndgamePath(rules engine.Rules, k int) (string, error) {
	dir, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "walakpussa", endgameFileName(rules, k)), nil
}

// endgameFileName names the table for rules and k after K and the options
// the table depends on (TableRules): each option with a file tag as tag and
// value, as in endgame-v3-k12-skipfalse-rependtrue-cap200000-rep3.bin, and
// any other as -name=value when it differs from the standard, so that the
// standard rules keep the file name they have been cached under.
func endgameFileName(rules engine.Rules, k int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "endgame-v3-k%d", k)
	for _, opt := range engine.RuleOptions() {
		switch {
		case !opt.Affects.Values():
		case opt.FileTag != "":
			fmt.Fprintf(&b, "-%s%v", opt.FileTag, opt.Get(rules))
		case opt.Differs(rules):
			fmt.Fprintf(&b, "-%s=%s", opt.Name, opt.Format(rules))
		}
	}
	return b.String() + ".bin"
}

// LoadEndgame reads the cached table for rules and k, if there is one.
func LoadEndgame(rules engine.Rules, k int) (*Endgame, error) {
	if err := CheckEndgameRules(rules); err != nil {
		return nil, err
	}
	path, err := EndgamePath(rules, k)
	if err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	eg, err := readEndgame(bufio.NewReader(f), rules, k)
	if err != nil {
		return nil, sentence.Errorf("%s: %v", path, err)
	}
	return eg, nil
}

// LoadOrBuildEndgame returns the cached table for rules and k, building and
// caching it first when there is none (or it cannot be read). A table that
// cannot be cached still works.
func LoadOrBuildEndgame(rules engine.Rules, k int) (*Endgame, error) {
	if eg, err := LoadEndgame(rules, k); err == nil {
		return eg, nil
	}
	eg, err := BuildEndgame(rules, k, nil)
	if err != nil {
		return nil, err
	}
	_ = eg.Save() // when only the cache fails, the table still works
	return eg, nil
}

// Save writes the table to its place in the cache (EndgamePath).
func (e *Endgame) Save() error {
	path, err := EndgamePath(e.rules, e.K)
	if err != nil {
		return err
	}
	return e.save(path)
}

// save writes the table to path, all or nothing (atomicfile), so a
// reader never sees half a table.
func (e *Endgame) save(path string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return atomicfile.Write(path, func(out io.Writer) error {
		sum := crc32.NewIEEE()
		w := bufio.NewWriter(io.MultiWriter(out, sum))
		w.WriteString(endgameMagic)
		binary.Write(w, binary.LittleEndian, uint32(e.K))
		for n := 1; n <= e.K; n++ {
			for _, part := range [][]int8{e.lo[n], e.hi[n], e.fresh[n]} {
				binary.Write(w, binary.LittleEndian, part)
			}
		}
		if err := w.Flush(); err != nil {
			return err
		}
		return binary.Write(out, binary.LittleEndian, sum.Sum32())
	})
}

// readEndgame reads a table written by save and checks it: its size, its
// checksum, and that every bound lies within its level's seeds, lo ≤ hi.
func readEndgame(r io.Reader, rules engine.Rules, k int) (*Endgame, error) {
	sum := crc32.NewIEEE()
	body := io.TeeReader(r, sum)
	magic := make([]byte, len(endgameMagic))
	if _, err := io.ReadFull(body, magic); err != nil || string(magic) != endgameMagic {
		return nil, sentence.Errorf("not an endgame table file")
	}
	var stored uint32
	if err := binary.Read(body, binary.LittleEndian, &stored); err != nil || int(stored) != k {
		return nil, sentence.Errorf("the table is for another K than %d", k)
	}
	eg := newEndgame(rules, k)
	for n := 1; n <= k; n++ {
		eg.lo[n], eg.hi[n], eg.fresh[n] = make([]int8, levelSize(n)), make([]int8, levelSize(n)), make([]int8, levelSize(n))
		for _, part := range [][]int8{eg.lo[n], eg.hi[n], eg.fresh[n]} {
			if err := binary.Read(body, binary.LittleEndian, part); err != nil {
				return nil, sentence.Errorf("level %d is cut short: %v", n, err)
			}
		}
	}
	eg.K = k
	want := sum.Sum32()
	var got uint32
	if err := binary.Read(r, binary.LittleEndian, &got); err != nil || got != want {
		return nil, sentence.Errorf("the table's checksum does not match: the file is damaged")
	}
	for n := 1; n <= k; n++ {
		for i, lo := range eg.lo[n] {
			hi, fresh := eg.hi[n][i], eg.fresh[n][i]
			if int(lo) < -n || lo > fresh || fresh > hi || int(hi) > n {
				return nil, sentence.Errorf("level %d position %d: value %d within %d..%d is impossible", n, i, fresh, lo, hi)
			}
		}
	}
	return eg, nil
}
