package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestWorksheetWritesEachKindAsAPDF(t *testing.T) {
	for name, args := range map[string][]string{
		"puzzles": {"--puzzles", "eat-1,pearls-2,win-1"},
		"lesson":  {"--lesson", "all-the-way-round", "--paper", "letter"},
		"move":    {"--position", "3,2,0,5,1,3,2/1,2,0,4,0,2,3 S 10:10", "--move", "S6"},
		"latvian": {"--lang", "lv", "--puzzles", "eat-1"},
	} {
		dir := t.TempDir()
		path := filepath.Join(dir, name+".pdf")
		code, out, errOut := run(append([]string{"worksheet", "--out", path}, args...)...)
		require.Equal(t, 0, code, "%s: %s", name, errOut)
		assert.Empty(t, out+errOut, name)
		data, err := os.ReadFile(path)
		require.NoError(t, err, name)
		assert.True(t, strings.HasPrefix(string(data), "%PDF-1."), name)
		assert.True(t, strings.HasSuffix(strings.TrimSpace(string(data)), "%%EOF"), "%s: a whole PDF", name)
		entries, err := os.ReadDir(dir)
		require.NoError(t, err)
		assert.Len(t, entries, 1, "%s: no temporary file left", name)
	}
}

func TestWorksheetRefusesBadRequestsWithOneLineAndNoFile(t *testing.T) {
	dir := t.TempDir()
	taken := filepath.Join(dir, "taken")
	require.NoError(t, os.Mkdir(taken, 0o755))
	out := filepath.Join(dir, "sheet.pdf")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--puzzles", "eat-1,nope", "--out", out}, `puzzle "nope": no such puzzle`},
		{[]string{"--lesson", "nope", "--out", out}, `lesson "nope": no such lesson`},
		{[]string{"--position", "4,4,4/4 S 0:0", "--move", "S1", "--out", out}, "--position:"},
		{[]string{"--position", "4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0", "--move", "N1", "--out", out}, "N1"},
		{[]string{"--position", "0,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0", "--move", "S1", "--out", out}, "S1"},
		{[]string{"--position", "4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0", "--move", "S9", "--out", out}, "--move:"},
		{[]string{"--position", "4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0", "--out", out}, "needs both --position and --move"},
		{[]string{"--out", out}, "give exactly one of --puzzles, --lesson, or --position with --move"},
		{[]string{"--puzzles", "eat-1", "--lesson", "all-the-way-round", "--out", out}, "give exactly one of"},
		{[]string{"--puzzles", "eat-1"}, "--out FILE.pdf is missing"},
		{[]string{"--puzzles", "eat-1", "--paper", "a5", "--out", out}, `--paper "a5": expected a4 or letter`},
		{[]string{"--puzzles", "eat-1", "--out", filepath.Join(dir, "missing", "x.pdf")}, "cannot write"},
		{[]string{"--puzzles", "eat-1", "--out", taken}, "cannot write " + taken},
	} {
		code, stdout, errOut := run(append([]string{"worksheet"}, tc.args...)...)
		assert.Equal(t, 2, code, "%v", tc.args)
		assert.Empty(t, stdout, "%v", tc.args)
		assert.Equal(t, 1, strings.Count(errOut, "\n"), "%v: one line: %q", tc.args, errOut)
		assert.True(t, strings.HasPrefix(errOut, "walakpussa: "), "%v: %q", tc.args, errOut)
		assert.Contains(t, errOut, tc.want, "%v", tc.args)
		entries, err := os.ReadDir(dir)
		require.NoError(t, err)
		require.Len(t, entries, 1, "%v: nothing written beside the folder taken", tc.args)
	}
}

func TestWorksheetHelpShowsItsUsage(t *testing.T) {
	code, out, _ := run("worksheet", "--help")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "usage: walakpussa worksheet [--lang L] [--paper a4|letter] (--puzzles ID,ID,… | --lesson ID | --position POS --move M) --out FILE.pdf")
	code, out, _ = run("--help")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "walakpussa worksheet [--lang L] [--paper a4|letter]")
}
