package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/assets/i18n"
	"walakpussa/engine"
	"walakpussa/engine/search"
)

// smallGame is an ending of six seeds that the solver proves in a moment,
// with two inaccuracies and a good move among best ones.
const smallGame = `walakpussa game 1
rules standard
start 1,1,0,1,1,0,0/0,0,1,1,0,0,0 S 44:45
S2
N4
S5
N3
S6
N6
S7
N1
`

// reviewSetUp makes review use a small endgame table built into an empty
// cache, and writes files into a temporary folder: it returns the path of
// the first.
func reviewSetUp(t *testing.T, files ...string) string {
	t.Helper()
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	seeds := reviewEndgameSeeds
	reviewEndgameSeeds = 6
	t.Cleanup(func() { reviewEndgameSeeds = seeds })
	dir := t.TempDir()
	var first string
	for i, text := range files {
		name := filepath.Join(dir, "game"+string(rune('a'+i))+".txt")
		require.NoError(t, os.WriteFile(name, []byte(text), 0o644))
		if first == "" {
			first = name
		}
	}
	return first
}

func TestReviewJSON(t *testing.T) {
	file := reviewSetUp(t, smallGame)
	code, out, errOut := run("review", "--json", file)
	require.Equal(t, 0, code, errOut)
	assert.Empty(t, errOut)
	var doc struct {
		Moves []struct {
			Ply         int      `json:"ply"`
			Side        string   `json:"side"`
			Move        string   `json:"move"`
			Best        []string `json:"best"`
			ValueBefore int      `json:"value_before"`
			ValueAfter  int      `json:"value_after"`
			Loss        int      `json:"loss"`
			Mark        string   `json:"mark"`
			Exact       bool     `json:"exact"`
		} `json:"moves"`
		Players map[string]struct {
			Moves     int     `json:"moves"`
			Best      int     `json:"best"`
			BestShare float64 `json:"best_share"`
			Loss      int     `json:"loss"`
		} `json:"players"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &doc))
	require.Len(t, doc.Moves, 8)
	type row struct {
		ply                 int
		side, move          string
		best                string
		before, after, loss int
		mark                string
	}
	want := []row{
		{1, "S", "S2", "S4", 4, -2, 6, "inaccuracy"},
		{2, "N", "N4", "N4", 2, 2, 0, "best"},
		{3, "S", "S5", "S1 S3", -2, -6, 4, "inaccuracy"},
		{4, "N", "N3", "N3", 6, 6, 0, "best"},
		{5, "S", "S6", "S6 S7", -4, -4, 0, "best"},
		{6, "N", "N6", "N4", 4, 2, 2, "good"},
		{7, "S", "S7", "S7", -2, -2, 0, "best"},
		{8, "N", "N1", "N1 N2 N7", 3, 3, 0, "best"},
	}
	for i, m := range doc.Moves {
		got := row{m.Ply, m.Side, m.Move, strings.Join(m.Best, " "), m.ValueBefore, m.ValueAfter, m.Loss, m.Mark}
		assert.Equal(t, want[i], got)
		assert.True(t, m.Exact, "ply %d is proven", m.Ply)
	}
	assert.Equal(t, 4, doc.Players["S"].Moves)
	assert.Equal(t, 2, doc.Players["S"].Best)
	assert.InDelta(t, 0.5, doc.Players["S"].BestShare, 1e-9)
	assert.Equal(t, 10, doc.Players["S"].Loss)
	assert.Equal(t, 3, doc.Players["N"].Best)
	assert.Equal(t, 2, doc.Players["N"].Loss)
}

func TestReviewText(t *testing.T) {
	file := reviewSetUp(t, smallGame)
	code, out, errOut := run("review", file, "--time", "2s")
	require.Equal(t, 0, code, errOut)
	for _, line := range []string{
		"each move searched for at most 2s, with the endgame table of up to 6 seeds",
		"ply  side   move  best moves  before  after  loss  mark",
		"  1  South  S2    S4              +4     -2     6  inaccuracy",
		"  6  North  N6    N4              +4     +2     2  good",
		"  8  North  N1    N1 N2 N7        +3     +3     0  best",
		"South: 2 of 4 moves best (50%), loss 10 in all",
		"North: 3 of 4 moves best (75%), loss 2 in all",
	} {
		assert.Contains(t, out, line+"\n")
	}
	assert.NotRegexp(t, `~[+-]`, out, "every value is proven")
}

func TestReviewTextMarksEstimates(t *testing.T) {
	game := engine.NewGame(engine.Standard(), engine.Start())
	s1, err := engine.ParseHole("S1")
	require.NoError(t, err)
	_, err = game.Play(s1)
	require.NoError(t, err)
	var sb strings.Builder
	require.NoError(t, game.Save(&sb))
	file := reviewSetUp(t, sb.String())
	code, out, errOut := run("review", "--time", "20ms", file)
	require.Equal(t, 0, code, errOut)
	assert.Regexp(t, `(?m)^  1  South  S1    \S.* ~[+-]\d+ +~[+-]\d+ +\d+  \S+$`, out, "the opening is not solved in 20 ms")
}

func TestReviewRefusesABadGameFileWithOneLineNamingTheLine(t *testing.T) {
	illegal := strings.Replace(smallGame, "N3\n", "S3\n", 1)
	dir := filepath.Dir(reviewSetUp(t, "x"))
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
		return path
	}
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"illegal move", []string{"review", write("illegal.txt", illegal)}, "illegal.txt: line 7: S3 is South's hole: North is to move"},
		{"not a game", []string{"review", write("header.txt", "walakpussa gam 1\n")}, `header.txt: line 1: expected "walakpussa game 1"`},
		{"bad position", []string{"review", write("start.txt", "walakpussa game 1\nrules standard\nstart 4,4/4 S 0:0\n")}, "start.txt: line 3: "},
		{"not a hole", []string{"review", write("hole.txt", "walakpussa game 1\nrules standard\nstart 4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0\nS9\n")}, `hole.txt: line 4: "S9" is not a hole`},
		{"no such file", []string{"review", filepath.Join(dir, "missing.txt")}, "missing.txt cannot be read: no such file or directory"},
		{"no file", []string{"review"}, "review: give one saved game file"},
		{"two files", []string{"review", "a", "b"}, "review: give one saved game file"},
		{"no time", []string{"review", "--time", "0s", "a"}, "review: --time must be more than 0"},
		{"bad time", []string{"review", "--time", "soon", "a"}, `-time "soon": not a valid value`},
	} {
		t.Run(tc.name, func(t *testing.T) { assertRefused(t, tc.args, tc.want) })
	}
}

func TestReviewTellsItsTableInEveryLanguageButWritesTheSameJSON(t *testing.T) {
	t.Cleanup(func() { require.NoError(t, i18n.Use(i18n.English)) })
	file := reviewSetUp(t, smallGame)
	_, english, _ := run("review", file, "--lang", "en")
	_, englishJSON, _ := run("review", "--json", file, "--lang", "en")
	for _, l := range i18n.Languages() {
		if l.Code == i18n.English {
			continue
		}
		code, text, errOut := run("review", file, "--lang", l.Code)
		require.Equal(t, 0, code, errOut)
		sp := i18n.In(l.Code)
		for _, word := range []string{sp.F("ply"), sp.F("best moves"), sp.F("loss"), search.MarkInaccuracy.Tell(sp), engine.North.Tell(sp)} {
			assert.Contains(t, text, word, l.Code)
		}
		assert.Contains(t, text, sp.F("%v: %d of %d moves best (%.0f%%), loss %d in all", engine.South, 2, 4, 50.0, 10), l.Code)
		assert.NotContains(t, text, "inaccuracy", l.Code)
		assert.Equal(t, strings.Count(english, "\n"), strings.Count(text, "\n"), "%s: line for line", l.Code)

		_, asJSON, _ := run("review", "--json", file, "--lang", l.Code)
		assert.Equal(t, englishJSON, asJSON, "%s: --json is language-neutral", l.Code)
	}
}
