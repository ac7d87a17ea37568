package cli

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/lessons"
)

func TestPuzzlesGenerateWritesPuzzlesThatLoad(t *testing.T) {
	code, out, errOut := run("puzzles", "generate", "--count", "4", "--seed", "3")
	require.Equal(t, 0, code, errOut)
	l, errs := lessons.Parse("gen.yaml", []byte("id: gen\ntitle: Gen\nsummary: s\nsteps:\n"+out))
	require.Empty(t, errs)
	assert.Len(t, l.Puzzles(), 4)
	_, again, _ := run("puzzles", "generate", "--count", "4", "--seed", "3")
	assert.Equal(t, out, again, "the same seed writes the same puzzles")
}

func TestPuzzlesGenerateOutFileAndGoals(t *testing.T) {
	file := filepath.Join(t.TempDir(), "p.yaml")
	code, out, errOut := run("puzzles", "generate", "--count", "2", "--seed", "1", "--goals", "win-in", "--prefix", "w", "--out", file)
	require.Equal(t, 0, code, errOut)
	assert.Empty(t, out)
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	l, errs := lessons.Parse("p.yaml", append([]byte("id: gen\ntitle: Gen\nsummary: s\nsteps:\n"), data...))
	require.Empty(t, errs)
	require.Len(t, l.Puzzles(), 2)
	for _, pz := range l.Puzzles() {
		assert.Equal(t, lessons.WinIn, pz.Goal.Kind)
		assert.Regexp(t, `^w-\d+$`, pz.ID)
	}
}

func TestPuzzlesGenerateRejectsBadArguments(t *testing.T) {
	for _, args := range [][]string{
		{"puzzles"},
		{"puzzles", "make"},
		{"puzzles", "generate", "--count", "0"},
		{"puzzles", "generate", "--goals", "win"},
	} {
		code, _, errOut := run(args...)
		assert.Equal(t, 2, code, args)
		assert.Contains(t, errOut, "walakpussa: puzzles", args)
	}
}
