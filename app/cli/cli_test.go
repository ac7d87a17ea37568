package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/launch"
	"walakpussa/assets/i18n"
	"walakpussa/engine"
	"walakpussa/engine/search"
)

// run runs the command line in English, unless args choose another
// language, and returns the exit code, stdout and stderr.
func run(args ...string) (int, string, string) {
	if !slices.ContainsFunc(args, func(a string) bool { return strings.HasPrefix(a, "--lang") }) {
		args = append(args, "--lang=en")
	}
	var out, errOut bytes.Buffer
	code := Run(args, &out, &errOut, func(launch.Start) error { return errors.New("no display in tests") })
	return code, out.String(), errOut.String()
}

func TestTraceTextFollowsTheWorkedExample(t *testing.T) {
	code, out, errOut := run("trace", "S1")
	require.Equal(t, 0, code, errOut)
	for _, line := range []string{
		"lift 4 from S1",
		"lap 1: sow S2..S5, last in S5; S6 holds 4 -> relay",
		"lap 3: sow N5..S1, last in S1; S2 holds 5 -> relay",
		"lap 7: sow S7, last in S7; N1 empty -> sowing ends",
		"N2 (beyond the empty N1) holds 6 -> captured",
		"N3 holds seeds -> chain stops",
		"result: 2,1,7,7,7,0,7/0,0,6,1,6,6,0 N 6:0   (7 laps, 28 seeds dropped, 6 captured)",
		"North 0 [ 0][ 6][ 6][ 1][ 6][ 0][ 0]",
	} {
		assert.Contains(t, out, line+"\n")
	}
}

func TestTraceTextTellsAHandThatGoesAllTheWayRound(t *testing.T) {
	code, out, _ := run("trace", "--position", "2,5,3,5,1,1,14/7,5,1,5,2,1,1 S 0:0", "S7")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "lap 1: sow 14 seeds N1..S7, all the way round, last in S7; N1 holds 8 -> relay\n")
}

func TestTraceTextNamesTheRepeatedLapOfAnEndlessMove(t *testing.T) {
	code, out, _ := run("trace", "--position", "0,2,1,1,2,1,0/1,0,1,2,1,0,1 S 0:0", "S4")
	assert.Equal(t, 0, code, "an endless move is traced, not refused")
	assert.Contains(t, out, "lap 85 would start just as lap 1 did")
	assert.Contains(t, out, "S4 is not a legal move")
}

func TestTraceTextTellsEveryPearlAndTheSweep(t *testing.T) {
	code, out, _ := run("trace", "N5", "--position", "5,1,1,1,1,1,1/1,0,1,1,1,1,1 N 0:0")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "S1 (beyond the empty N7) holds 6 -> captured, pearl 2 of the necklace\n")
	assert.Contains(t, out, "N4 (beyond the empty N3) holds 2 -> captured, pearl 7 of the necklace\n")
	assert.Contains(t, out, "N5 and N6 are both empty -> chain stops\n")
	assert.Contains(t, out, "South has no legal move -> the round ends and North takes every seed left on the board\n")
}

func TestTraceJSON(t *testing.T) {
	code, out, _ := run("trace", "--json", "S1")
	require.Equal(t, 0, code)
	var doc struct {
		Result   string `json:"result"`
		Captured int    `json:"captured"`
		Laps     int    `json:"laps"`
		Drops    int    `json:"drops"`
		Chain    int    `json:"chain"`
		Endless  bool   `json:"endless"`
		Events   []struct {
			Kind  string `json:"kind"`
			Hole  string `json:"hole"`
			Hand  int    `json:"hand"`
			Lap   int    `json:"lap"`
			Board []int  `json:"board"`
		} `json:"events"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &doc))
	assert.Equal(t, "2,1,7,7,7,0,7/0,0,6,1,6,6,0 N 6:0", doc.Result)
	assert.Equal(t, []int{6, 7, 28, 1}, []int{doc.Captured, doc.Laps, doc.Drops, doc.Chain})
	assert.False(t, doc.Endless)
	kinds := map[string]int{}
	for _, e := range doc.Events {
		kinds[e.Kind]++
		assert.Len(t, e.Board, 14)
	}
	assert.Equal(t, map[string]int{"lift": 1, "drop": 28, "relay": 6, "sowing-end": 1, "capture": 1, "chain-stop": 1, "turn-end": 1}, kinds)
	first, last := doc.Events[0], doc.Events[len(doc.Events)-1]
	assert.Equal(t, "S1", first.Hole)
	assert.Equal(t, 4, first.Hand)
	assert.Equal(t, []int{0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4}, first.Board)
	assert.Equal(t, []int{2, 1, 7, 7, 7, 0, 7, 0, 0, 6, 1, 6, 6, 0}, last.Board)
	assert.Equal(t, 7, last.Lap)
}

func TestTraceJSONOfAnEndlessMoveHasNoResult(t *testing.T) {
	code, out, _ := run("trace", "--json", "--position", "1,3,2,1,0,1,0/1,1,0,1,2,1,0 N 0:0", "N2")
	require.Equal(t, 0, code)
	var doc map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &doc))
	assert.Equal(t, "", doc["result"])
	assert.Equal(t, true, doc["endless"])
	assert.Equal(t, 0.0, doc["laps"])
	events := doc["events"].([]any)
	assert.Equal(t, "endless", events[len(events)-1].(map[string]any)["kind"])
}

func TestTraceRefusesBadInputWithOneLine(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"malformed position", []string{"trace", "--position", "4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0", "S1"}, "13 holes given, 14 expected"},
		{"not a number", []string{"trace", "--position", "4,4,x,4,4,4,4/4,4,4,4,4,4,4 S 0:0", "S1"}, `hole S3: "x" is not a number`},
		{"unknown hole", []string{"trace", "S8"}, `"S8" is not a hole`},
		{"empty hole", []string{"trace", "--position", "0,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0", "S1"}, "S1 is empty"},
		{"opponent's hole", []string{"trace", "N3"}, "N3 is North's hole: South is to move"},
		{"no move", []string{"trace"}, "give exactly one move"},
		{"unknown flag", []string{"trace", "--depth", "3", "S1"}, "-depth is not an option of this command"},
	} {
		t.Run(tc.name, func(t *testing.T) { assertRefused(t, tc.args, tc.want) })
	}
}

func TestSelfPlaySummary(t *testing.T) {
	code, out, _ := run("selfplay", "--games", "200", "--seed", "7")
	require.Equal(t, 0, code)
	assert.Regexp(t, regexp.MustCompile(`(?m)^games: 200$`), out)
	assert.Regexp(t, regexp.MustCompile(`(?m)^average length: \d+\.\d moves$`), out)
	assert.Regexp(t, regexp.MustCompile(`(?m)^South wins \d+\.\d%, North wins \d+\.\d%, draws \d+\.\d%$`), out)
	assert.Regexp(t, regexp.MustCompile(`(?m)^longest move: \d+ laps$`), out)
	assert.Regexp(t, regexp.MustCompile(`(?m)^largest chain: \d+ captures$`), out)
	assert.Regexp(t, regexp.MustCompile(`(?m)^speed: \d+(\.\d\d)? games per second$`), out)
}

func TestSelfPlayIsRepeatableAndAddsUp(t *testing.T) {
	random := [2]*search.Opponent{}
	a := selfPlay(engine.Standard(), 300, 42, random)
	b := selfPlay(engine.Standard(), 300, 42, random)
	assert.Equal(t, a, b, "the same seed plays the same games")
	assert.Equal(t, 300, a.wins[0]+a.wins[1]+a.draws)
	assert.Positive(t, a.moves)
	assert.NotEqual(t, a, selfPlay(engine.Standard(), 300, 43, random))
}

func TestHelpListsEveryCommand(t *testing.T) {
	code, out, _ := run("--help")
	assert.Equal(t, 0, code)
	for _, cmd := range commands(nil) {
		assert.Contains(t, out, "walakpussa "+cmd.usage)
	}
	code, out, _ = run("trace", "--help")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "usage: walakpussa trace")
}

func TestNoArgumentsOpensTheApp(t *testing.T) {
	opened := false
	code := Run(nil, &bytes.Buffer{}, &bytes.Buffer{}, func(launch.Start) error { opened = true; return nil })
	assert.True(t, opened)
	assert.Equal(t, 0, code)
}

func TestUnknownCommand(t *testing.T) {
	code, _, errOut := run("dance")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `unknown command "dance"`)
}

func TestSelfPlayWithComputerPlayers(t *testing.T) {
	code, out, errOut := run("selfplay", "--games", "20", "--south", "level:2", "--north", "random")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "South: level:2, North: random\n")
	assert.Regexp(t, regexp.MustCompile(`(?m)^South wins \d+\.\d%, North wins \d+\.\d%, draws \d+\.\d%$`), out)

	code, _, errOut = run("selfplay", "--north", "level:9")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `--north: player "level:9": expected random or level:N with N from 1 to 5`)
}

func TestLangChoosesTheLanguageBeforeOrAfterTheCommand(t *testing.T) {
	t.Cleanup(func() { require.NoError(t, i18n.Use(i18n.English)) })
	var opened launch.Start
	open := func(s launch.Start) error { opened = s; return nil }
	var out, errOut bytes.Buffer
	assert.Equal(t, 0, Run([]string{"--lang", "lv", "debug", "S1"}, &out, &errOut, open), errOut.String())
	assert.Equal(t, "lv", opened.Language, "the app opens in the language asked for")
	assert.Equal(t, "lv", i18n.Current())
	assert.Equal(t, 0, Run([]string{"lesson", "relay", "--lang=de"}, &out, &errOut, open), errOut.String())
	assert.Equal(t, "de", opened.Language)
	assert.Equal(t, "relay", opened.Lesson)

	code, _, errText := run("--lang", "fr", "trace", "S1")
	assert.Equal(t, 2, code)
	assert.Equal(t, "walakpussa: --lang fr: the languages are de|en|id|lv|pt\n", errText)
	code, _, errText = run("trace", "S1", "--lang")
	assert.Equal(t, 2, code)
	assert.Contains(t, errText, "--lang needs a language")
}

func TestEveryLanguageTellsTheTraceInItsOwnWordsButWritesTheSameJSON(t *testing.T) {
	t.Cleanup(func() { require.NoError(t, i18n.Use(i18n.English)) })
	_, english, _ := run("trace", "S1", "--lang", "en")
	_, englishJSON, _ := run("trace", "S1", "--json", "--lang", "en")
	_, englishSolve, _ := run("solve", "--depth", "4", "--json", "4,4,4,4,4,4,4/4,4,4,4,4,4,4", "S", "0:0", "--lang", "en")
	for _, l := range i18n.Languages() {
		if l.Code == i18n.English {
			continue
		}
		code, text, errOut := run("trace", "S1", "--lang", l.Code)
		require.Equal(t, 0, code, errOut)
		sp := i18n.In(l.Code)
		assert.Contains(t, text, sp.F("lift %d from %s", 4, "S1"), l.Code)
		assert.NotContains(t, text, "lift 4 from S1", l.Code)
		assert.Equal(t, strings.Count(english, "\n"), strings.Count(text, "\n"), "%s: line for line", l.Code)

		_, asJSON, _ := run("trace", "S1", "--json", "--lang", l.Code)
		assert.Equal(t, englishJSON, asJSON, "%s: --json is language-neutral", l.Code)
		_, solved, _ := run("solve", "--depth", "4", "--json", "4,4,4,4,4,4,4/4,4,4,4,4,4,4", "S", "0:0", "--lang", l.Code)
		assert.JSONEq(t, withoutNodes(t, englishSolve), withoutNodes(t, solved), l.Code)
	}
}

// withoutNodes is solve's JSON without its node count, which may differ
// between two runs of a search with a time limit.
func withoutNodes(t *testing.T, text string) string {
	t.Helper()
	var v map[string]any
	require.NoError(t, json.Unmarshal([]byte(text), &v))
	delete(v, "nodes")
	out, err := json.Marshal(v)
	require.NoError(t, err)
	return string(out)
}

func TestErrorsAreToldInTheChosenLanguage(t *testing.T) {
	t.Cleanup(func() { require.NoError(t, i18n.Use(i18n.English)) })
	for _, l := range i18n.Languages() {
		sp := i18n.In(l.Code)
		code, _, errOut := run("--lang", l.Code, "trace", "S9")
		assert.Equal(t, 2, code)
		assert.Equal(t, "walakpussa: "+sp.F("%q is not a hole: holes are S1..S7 and N1..N7", "S9")+"\n", errOut, l.Code)

		_, _, errOut = run("--lang", l.Code, "trace", "--position", "4,4,4,4,4,4,4/4,4,4,4,4,4,4 S", "S1")
		assert.Contains(t, errOut, "--position: "+sp.F("%q: expected three parts, the holes, the side to move and the held seeds, as in %q; found %d", "4,4,4,4,4,4,4/4,4,4,4,4,4,4 S", engine.Start().String(), 2), l.Code)
	}
}

// assertRefused runs the command line with args and checks that it exits
// with 2, prints nothing on stdout and one line on stderr that says want.
func assertRefused(t *testing.T, args []string, want string) {
	t.Helper()
	code, out, errOut := run(args...)
	assert.Equal(t, 2, code)
	assert.Empty(t, out)
	assert.Contains(t, errOut, want)
	assert.Equal(t, 1, strings.Count(errOut, "\n"), "exactly one line on stderr")
}
