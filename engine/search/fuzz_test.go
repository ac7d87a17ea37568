package search

import (
	"bytes"
	"os"
	"testing"

	"walakpussa/engine"
)

// FuzzReadEndgame reads arbitrary bytes as a cached endgame table of up to
// 2 seeds (a small file, so that the fuzzer's minimising stays quick): a
// damaged cache file is refused with an error, never a panic, and whatever
// is accepted answers lookups within its bounds.
func FuzzReadEndgame(f *testing.F) {
	rules := engine.Standard()
	eg, err := BuildEndgame(rules, 2, nil)
	if err != nil {
		f.Fatal(err)
	}
	path := f.TempDir() + "/table.bin"
	if err := eg.save(path); err != nil {
		f.Fatal(err)
	}
	var valid bytes.Buffer
	valid.ReadFrom(mustOpen(f, path))
	f.Add(valid.Bytes())
	f.Add([]byte(endgameMagic))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		table, err := readEndgame(bytes.NewReader(data), rules, 2)
		if err != nil {
			return
		}
		p := engine.Position{Board: engine.Board{1, 0, 0, 0, 0, 0, 0, 0, 0, 1}}
		lo, hi, ok := table.Bounds(p)
		fresh, _ := table.Fresh(p)
		if !ok || lo > fresh || fresh > hi || lo < -2 || hi > 2 {
			t.Fatalf("accepted a table with impossible values %d <= %d <= %d", lo, fresh, hi)
		}
	})
}

// mustOpen opens path for reading, failing the test if it cannot.
func mustOpen(tb testing.TB, path string) *os.File {
	tb.Helper()
	file, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { file.Close() })
	return file
}
