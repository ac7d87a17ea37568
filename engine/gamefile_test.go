package engine

import (
	"bytes"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// randomGame plays up to n random legal moves from start.
func randomGame(t *testing.T, rules Rules, start Position, n int, rng *rand.Rand) *Game {
	g := NewGame(rules, start)
	for range n {
		moves := g.LegalMoves()
		if len(moves) == 0 {
			break
		}
		_, err := g.Play(moves[rng.IntN(len(moves))])
		require.NoError(t, err)
	}
	return g
}

func TestGameFileRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	north := Standard()
	north.Starter, north.SkipOrigin, north.MoveLimit = North, true, 400
	for _, c := range []struct {
		rules Rules
		start Position
	}{
		{Standard(), Start()},
		{north, StartWith(North)},
		{Standard(), pos(t, "1,2,3,4,5,6,7/8,9,10,11,12,13,14 S 3:4")},
	} {
		g := randomGame(t, c.rules, c.start, 12, rng)
		require.GreaterOrEqual(t, len(g.Moves()), 10)
		var buf bytes.Buffer
		require.NoError(t, g.Save(&buf))
		lines := strings.Split(buf.String(), "\n")
		assert.Equal(t, GameFileHeader, lines[0])
		assert.Equal(t, "rules "+c.rules.String(), lines[1])
		assert.Equal(t, "start "+c.start.String(), lines[2])
		assert.Equal(t, g.Moves()[0].String(), lines[3])

		loaded, err := LoadGame(&buf)
		require.NoError(t, err)
		assert.Equal(t, c.rules, loaded.Rules())
		assert.Equal(t, g.Start(), loaded.Start())
		assert.Equal(t, g.Moves(), loaded.Moves())
		assert.Equal(t, g.Positions(), loaded.Positions())
	}
}

// TestGameFileUndoneMovesNotSaved: Save writes the moves played, not the
// undone ones.
func TestGameFileUndoneMovesNotSaved(t *testing.T) {
	g := NewGame(Standard(), Start())
	_, err := g.Play(hole(t, "S1"))
	require.NoError(t, err)
	require.True(t, g.Undo())
	var buf bytes.Buffer
	require.NoError(t, g.Save(&buf))
	assert.Equal(t, "walakpussa game 1\nrules standard\nstart "+startString+"\n", buf.String())
}

// TestGameFileCommentsAndBlankLines: comments, blank lines, indentation and
// lower-case moves are accepted.
func TestGameFileCommentsAndBlankLines(t *testing.T) {
	text := "# a saved game\n\nwalakpussa game 1\n   \n# the rules\nrules standard\n  start 4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0  \n\ns1\n  # North's reply\n\tN3\n\n"
	g, err := LoadGame(strings.NewReader(text))
	require.NoError(t, err)
	assert.Equal(t, holes(t, "S1 N3"), g.Moves())
	p, _, _ := stdRules().Play(Start(), hole(t, "S1"))
	p, _, _ = stdRules().Play(p, hole(t, "N3"))
	assert.Equal(t, p, g.Position())
}

// TestGameFileErrors: each broken file names the line at fault.
func TestGameFileErrors(t *testing.T) {
	const head = "walakpussa game 1\nrules standard\nstart " + startString + "\n"
	for _, c := range []struct {
		name, text string
		line       int
		want       string
	}{
		{"wrong header", "walakpussa game 2\nrules standard\n", 1, `expected "walakpussa game 1"`},
		{"header after a comment", "# mine\n\nmancala\n", 3, `expected "walakpussa game 1"`},
		{"missing rules", "walakpussa game 1\nstart " + startString + "\n", 2, `expected "rules"`},
		{"bad rules option", "walakpussa game 1\nrules lap-cap=0\n", 2, `lap-cap: "0"`},
		{"unknown rules option", "walakpussa game 1\n\nrules speed=9\n", 3, `"speed" is unknown`},
		{"missing start", "walakpussa game 1\nrules standard\nS1\n", 3, `expected "start"`},
		{"bad start position", "walakpussa game 1\nrules standard\nstart 4,4,4/4,4,4 S 0:0\n", 3, "6 holes given, 14 expected"},
		{"bad start held seeds", "walakpussa game 1\nrules standard\nstart 4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:x\n", 3, `seeds held by North: "x"`},
		{"unknown hole", head + "S1\nN8\n", 5, `"N8" is not a hole`},
		{"hole of the wrong side", head + "N1\n", 4, "N1 is North's hole: South is to move"},
		{"empty hole", head + "S1\n\nN1\n", 6, "N1 is empty"}, // after S1, N1 holds none
		{"endless move", "walakpussa game 1\nrules standard\nstart " + endlessVectors[0].pos + "\nS4\n", 4, "S4 is endless"},
		{"moves after the round is over", "walakpussa game 1\nrules standard\nstart 0,0,0,0,1,0,0/0,0,0,0,0,0,0 S 0:0\nS5\nN1\n", 5, "the round is over"},
		{"line too long", head + strings.Repeat("S", 5000) + "\n", 4, "unreadable"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, err := LoadGame(strings.NewReader(c.text))
			assert.Nil(t, g)
			assertFileError(t, err, c.line, c.want)
		})
	}
}

// TestGameFileMoveErrorsUnwrap: a refused move keeps its *MoveError.
func TestGameFileMoveErrorsUnwrap(t *testing.T) {
	_, err := LoadGame(strings.NewReader("walakpussa game 1\nrules standard\nstart " + startString + "\nN1\n"))
	var me *MoveError
	require.ErrorAs(t, err, &me)
	assert.Equal(t, NotYours, me.Problem)
}

// TestGameFileEndsEarly: a file cut short names the line where the missing
// part was due (the line after the last one), never a line 0 or a good line.
func TestGameFileEndsEarly(t *testing.T) {
	for _, c := range []struct {
		text    string
		line    int
		missing string
	}{
		{"", 1, `the header line "walakpussa game 1"`},               // empty: the header is due on line 1
		{"walakpussa game 1\n", 2, "the rules line"},                 // the rules are due on line 2
		{"walakpussa game 1\nrules standard\n", 3, "the start line"}, // the start is due on line 3
		{"walakpussa game 1\nrules standard", 3, "the start line"},   // no final newline
	} {
		_, err := LoadGame(strings.NewReader(c.text))
		var gfe *GameFileError
		require.ErrorAs(t, err, &gfe, "%q", c.text)
		assert.Contains(t, err.Error(), "the file ends early: "+c.missing+" is missing", "%q", c.text)
		assert.Equal(t, c.line, gfe.Line, "%q: %v", c.text, err)
	}
}

// assertFileError checks that err is a *GameFileError naming line, whose
// message starts with the line and says want.
func assertFileError(t *testing.T, err error, line int, want string) {
	t.Helper()
	var gfe *GameFileError
	require.ErrorAs(t, err, &gfe)
	assert.Equal(t, line, gfe.Line)
	assert.True(t, strings.HasPrefix(err.Error(), "line "+strconv.Itoa(line)+": "), err.Error())
	assert.Contains(t, err.Error(), want)
}
