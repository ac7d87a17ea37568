package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLessonsCheckPassesTheBuiltinCourse(t *testing.T) {
	code, out, errOut := run("lessons", "check")
	require.Equal(t, 0, code, out+errOut)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 1, "no errors, only the summary")
	assert.Regexp(t, `^1[2-9] lessons, \d+ steps, [1-9]\d\d puzzles, 0 errors$`, lines[0])
}

func TestLessonsCheckNamesFileAndLineOfEachError(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644))
	}
	write("01-good.yaml", "id: good\ntitle: Good\nsummary: fine\nsteps:\n  - kind: your-move\n    text: t\n"+
		"    position: 4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0\n    accept: S1\n    success: s\n")
	write("02-relay.yaml", "id: relay\ntitle: Relay\nsummary: s\nsteps:\n  - kind: predict\n    text: t\n"+
		"    position: 4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0\n    move: S1\n    ask: last-hole\n    captin: x\n")
	write("03-syntax.yaml", "id: x\ntitle: [\n")
	write("notes.txt", "not a lesson")
	code, out, errOut := run("lessons", "check", dir)
	assert.Equal(t, 2, code)
	assert.Equal(t, "walakpussa: lessons check: 3 errors found\n", errOut)
	assert.Equal(t, strings.Join([]string{
		`02-relay.yaml:7: step 1: position: 13 holes given, 14 expected`,
		`02-relay.yaml:10: step 1: unknown key "captin": a predict step takes kind, text, position, move, ask, answer, reveal`,
		`03-syntax.yaml:2: YAML: did not find expected node content`,
		`3 lessons, 1 steps, 0 puzzles, 3 errors`,
	}, "\n")+"\n", out)
}

func TestLessonsCheckCommandLine(t *testing.T) {
	code, _, errOut := run("lessons")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `expected "lessons check [DIR]"`)
	code, _, errOut = run("lessons", "check", filepath.Join(t.TempDir(), "nowhere"))
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "no such file or directory")
	code, out, _ := run("lessons", "check", t.TempDir())
	assert.Equal(t, 2, code)
	assert.Equal(t, ".: no lesson files (*.yaml) in this folder\n0 lessons, 0 steps, 0 puzzles, 1 errors\n", out)
	code, out, _ = run("--help")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "walakpussa lessons check [DIR]")
}
