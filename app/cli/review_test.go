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
	var doc reviewDoc
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
	code, out, errOut := run("review", file, "--nodes", "2000000")
	require.Equal(t, 0, code, errOut)
	for _, line := range []string{
		"each move searched through at most 2000000 positions, with the endgame table of up to 6 seeds",
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
	code, out, errOut := run("review", "--nodes", "20000", file)
	require.Equal(t, 0, code, errOut)
	assert.Regexp(t, `(?m)^  1  South  S1    \S.* ~[+-]\d+ +~[+-]\d+ +\d+  \S+$`, out, "the opening is not solved in 20,000 nodes")
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
		{"no nodes", []string{"review", "--nodes", "0", "a"}, "review: --nodes must be more than 0"},
		{"bad nodes", []string{"review", "--nodes", "many", "a"}, `-nodes "many": not a valid value`},
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

// smallMatch is a match of two rounds of two moves each (the move limit),
// which the solver proves at once.
const smallMatch = `walakpussa game 1
rules move-limit=2 rounds=2
start 4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0
S1
N3
# South, holding fewer seeds, opens the next round
round 2
S2
N2
`

func TestReviewMatchJSON(t *testing.T) {
	file := reviewSetUp(t, smallMatch)
	code, out, errOut := run("review", "--json", file)
	require.Equal(t, 0, code, errOut)
	var doc reviewDoc
	require.NoError(t, json.Unmarshal([]byte(out), &doc))
	require.Len(t, doc.Moves, 4)
	type row struct {
		round, ply int
		side, move string
		loss       int
	}
	want := []row{{1, 1, "S", "S1", 6}, {1, 2, "N", "N3", 0}, {2, 1, "S", "S2", 10}, {2, 2, "N", "N2", 22}}
	sums := map[string][2]int{} // moves, loss
	for i, m := range doc.Moves {
		require.NotNil(t, m.Round, "move %d names its round", i+1)
		assert.Equal(t, want[i], row{*m.Round, m.Ply, m.Side, m.Move, m.Loss})
		assert.True(t, m.Exact, "move %d is proven", i+1)
		s := sums[m.Side]
		sums[m.Side] = [2]int{s[0] + 1, s[1] + m.Loss}
	}
	for side, s := range sums {
		assert.Equal(t, s[0], doc.Players[side].Moves, "%s: moves of both rounds", side)
		assert.Equal(t, s[1], doc.Players[side].Loss, "%s: loss of both rounds", side)
	}
	assert.Equal(t, 0, doc.Players["S"].Best)
	assert.Equal(t, 1, doc.Players["N"].Best)

	single := reviewSetUp(t, smallGame)
	_, out, _ = run("review", "--json", single)
	assert.NotContains(t, out, `"round"`, "a single game's moves name no round")
	assert.Contains(t, out, `"ply": 8`)
}

func TestReviewMatchTextHasARoundHeadingBeforeEachRound(t *testing.T) {
	t.Cleanup(func() { require.NoError(t, i18n.Use(i18n.English)) })
	file := reviewSetUp(t, smallMatch)
	code, out, errOut := run("review", file)
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, `each move searched through at most 1000000 positions, without an endgame table
values: the seeds the mover will still win from the board minus those his opponent will, under best play; ~ marks an estimate

Round 1
ply  side   move  best moves  before  after  loss  mark
  1  South  S1    S4              +2     -4     6  inaccuracy
  2  North  N3    N3             +10    +10     0  best

Round 2
ply  side   move  best moves  before  after  loss  mark
  1  South  S2    S4              +4     -6    10  mistake
  2  North  N2    N1             +13     -9    22  blunder

South: 0 of 2 moves best (0%), loss 16 in all
North: 1 of 2 moves best (50%), loss 22 in all
`, out)
	for _, l := range i18n.Languages() {
		code, text, errOut := run("review", file, "--lang", l.Code)
		require.Equal(t, 0, code, errOut)
		sp := i18n.In(l.Code)
		heading := func(n int) int {
			return strings.Index(text, "\n"+sp.L("Round {{.Number}}", map[string]any{"Number": n})+"\n")
		}
		first, second := heading(1), heading(2)
		assert.True(t, 0 < first && first < second, "%s: the headings, in order:\n%s", l.Code, text)
		assert.Equal(t, strings.Count(out, "\n"), strings.Count(text, "\n"), "%s: line for line", l.Code)
	}
}

func TestReviewRefusesAMalformedRoundLine(t *testing.T) {
	dir := filepath.Dir(reviewSetUp(t, "x"))
	for _, tc := range []struct{ name, text, want string }{
		{"no number", strings.Replace(smallMatch, "round 2", "round", 1), `match.txt: line 7: expected "round" and the number of the round, for example "round 2"`},
		{"wrong number", strings.Replace(smallMatch, "round 2", "round 3", 1), "match.txt: line 7: expected round 2, not round 3"},
		{"round 1 not over", strings.Replace(smallMatch, "N3\n", "", 1), "match.txt: line 6: round 2 cannot start: round 1 is not over"},
		{"match over", smallMatch + "round 3\n", "match.txt: line 10: the match was over after round 2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, "match.txt")
			require.NoError(t, os.WriteFile(path, []byte(tc.text), 0o644))
			assertRefused(t, []string{"review", path}, "walakpussa: review: "+path+": "+tc.want[len("match.txt: "):])
		})
	}
}

// reviewDoc is what walakpussa review --json writes, read back.
type reviewDoc struct {
	Moves []struct {
		Round       *int     `json:"round"`
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
