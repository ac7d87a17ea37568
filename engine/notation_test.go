package engine

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"walakpussa/assets/i18n/sentence"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const startString = "4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0"

func TestStartString(t *testing.T) {
	assert.Equal(t, startString, Start().String())
	assert.Equal(t, Start(), pos(t, startString))
	assert.Equal(t, "4,4,4,4,4,4,4/4,4,4,4,4,4,4 N 0:0", StartWith(North).String())
	assert.Equal(t, 56, Start().TotalSeeds())
}

// TestPositionString checks the hole order: S1..S7 then N1..N7.
func TestPositionString(t *testing.T) {
	var p Position
	for h := range p.Board {
		p.Board[h] = uint8(h + 1)
	}
	p.Turn, p.Held = North, [2]int{12, 345}
	assert.Equal(t, "1,2,3,4,5,6,7/8,9,10,11,12,13,14 N 12:345", p.String())
	assert.Equal(t, 8, p.Seeds(HoleOf(North, 1)))
	assert.Equal(t, p, pos(t, p.String()))
}

func TestPositionRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	for range 2000 {
		p := randomPosition(rng, rng.IntN(MaxBoardSeeds+1))
		p.Held = [2]int{rng.IntN(1000), rng.IntN(maxHeld + 1)}
		q, err := ParsePosition(p.String())
		require.NoError(t, err, p.String())
		assert.Equal(t, p, q)
	}
}

// TestParsePositionLenient: lower-case side and extra spaces are accepted.
func TestParsePositionLenient(t *testing.T) {
	p := pos(t, "  4,4,4,4,4,4,4/4,4,4,4,4,4,4   n  3:5 ")
	assert.Equal(t, "4,4,4,4,4,4,4/4,4,4,4,4,4,4 N 3:5", p.String())
	// Exactly 255 seeds is the most a board may hold.
	p = pos(t, "255,0,0,0,0,0,0/0,0,0,0,0,0,0 S 0:0")
	assert.Equal(t, 255, p.Board.Total())
}

// TestParsePositionErrors: each error names the part that is wrong.
func TestParsePositionErrors(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"4,4,4,4,4,4,4/4,4,4,4,4,4 S 0:0", "13 holes given, 14 expected"},                                // one hole short
		{"4,4,4,4,4,4,4/4,4,4,4,4,4,4,4 S 0:0", "15 holes given, 14 expected"},                            // one too many
		{"4,4,4,4,4,4,4/4,4,x,4,4,4,4 S 0:0", `hole N3: "x" is not a number`},                             // not a number
		{"-1,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0", `hole S1: -1 seeds: a hole holds 0 seeds or more`},         // negative
		{"4,,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0", `hole S2: "" is not a number`},                               // empty cell
		{"4,4,4,4,4,4,4/4,4,4,4,4,4,4.5 S 0:0", `hole N7: "4.5" is not a number`},                         // fraction
		{"200,56,0,0,0,0,0/0,0,0,0,0,0,0 S 0:0", "hole S2: too many seeds, the board holds at most 255"},  // 256 seeds
		{"0,0,0,0,0,0,0/0,0,0,0,0,0,300 S 0:0", "hole N7: too many seeds"},                                // one hole over a byte
		{"4,4,4,4,4,4,4,4,4,4,4,4,4,4 S 0:0", `one "/" must separate`},                                    // missing slash
		{"4,4,4,4,4,4,4/4,4,4,4,4,4/4 S 0:0", `one "/" must separate`},                                    // two slashes
		{"4,4,4,4,4,4/4,4,4,4,4,4,4,4 S 0:0", "South's row has 6 holes and North's 8"},                    // slash misplaced
		{"4,4,4,4,4,4,4/4,4,4,4,4,4,4 X 0:0", `side to move "X"`},                                         // bad side
		{"4,4,4,4,4,4,4/4,4,4,4,4,4,4 SN 0:0", `side to move "SN"`},                                       // bad side
		{"4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0", `held seeds "0": expected SOUTH:NORTH`},                       // held without colon
		{"4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0:0", `held seeds "0:0:0"`},                                     // three held counts
		{"4,4,4,4,4,4,4/4,4,4,4,4,4,4 S x:0", `seeds held by South: "x"`},                                 // bad South held
		{"4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:-2", `seeds held by North: -2: a player holds 0 seeds or more`}, // negative North held
		{"4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:1000001", `seeds held by North: "1000001"`},                     // too many held
		{"4,4,4,4,4,4,4/4,4,4,4,4,4,4 S", "expected three parts"},                                         // held missing
		{"4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0 extra", "found 4"},                                            // a fourth part
		{"", "found 0"}, // nothing
	} {
		_, err := ParsePosition(c.text)
		if assert.Error(t, err, c.text) {
			assert.Contains(t, err.Error(), c.want, c.text)
		}
	}
}

// TestDiagram: the start position drawn exactly as
// docs/rules.md#the-plain-text-board (and RULES.md) shows it.
func TestDiagram(t *testing.T) {
	const want = "" +
		"        N7 N6 N5 N4 N3 N2 N1\n" +
		"North 0 [ 4][ 4][ 4][ 4][ 4][ 4][ 4]\n" +
		"        [ 4][ 4][ 4][ 4][ 4][ 4][ 4] South 0\n" +
		"        S1 S2 S3 S4 S5 S6 S7          South to move\n"
	assert.Equal(t, want, Start().Diagram(sentence.English))

	// N7 is drawn top left, N1 top right; S1 bottom left.
	p := pos(t, "1,2,3,4,5,6,7/8,9,10,11,12,13,14 N 3:5")
	lines := strings.Split(p.Diagram(sentence.English), "\n")
	assert.Equal(t, "North 5 [14][13][12][11][10][ 9][ 8]", lines[1])
	assert.Equal(t, "        [ 1][ 2][ 3][ 4][ 5][ 6][ 7] South 3", lines[2])
	assert.True(t, strings.HasSuffix(lines[3], "North to move"))
}

func TestParseHole(t *testing.T) {
	for i := range HoleCount {
		h := Hole(i)
		name := h.String()
		for _, text := range []string{name, strings.ToLower(name)} {
			got, err := ParseHole(text)
			require.NoError(t, err, text)
			assert.Equal(t, h, got, text)
		}
	}
	assert.Equal(t, "S1", Hole(0).String())
	assert.Equal(t, "S7", Hole(6).String())
	assert.Equal(t, "N1", Hole(7).String())
	assert.Equal(t, "N7", Hole(13).String())
	assert.Equal(t, "-", NoHole.String())
	assert.Equal(t, Hole(0), Hole(13).Next(), "N7 is followed by S1")
	assert.Equal(t, Hole(7), Hole(6).Next(), "S7 is followed by N1")
	for i := range HoleCount {
		assert.Equal(t, Hole(i), Hole(i).Next().Prev(), "Prev undoes Next")
	}
	assert.Equal(t, Hole(13), Hole(0).Prev(), "S1 comes after N7")

	for _, bad := range []string{"", "S", "S0", "S8", "N9", "X1", "S11", "1S", "SS", "N-1", "S 1"} {
		h, err := ParseHole(bad)
		if assert.Error(t, err, bad) {
			assert.Contains(t, err.Error(), `"`+bad+`" is not a hole`)
		}
		assert.Equal(t, NoHole, h)
	}
}

func TestParseSide(t *testing.T) {
	for text, want := range map[string]Side{"S": South, "s": South, "N": North, "n": North} {
		got, err := ParseSide(text)
		require.NoError(t, err)
		assert.Equal(t, want, got)
	}
	_, err := ParseSide("E")
	assert.ErrorContains(t, err, `side "E"`)
	assert.Equal(t, North, South.Other())
	assert.Equal(t, South, North.Other())
}

// TestRulesRoundTrip sets each option away from its default in turn, then
// all at once: String names just those options and ParseRules reads it back.
func TestRulesRoundTrip(t *testing.T) {
	assert.Equal(t, "standard", Standard().String())
	r, err := ParseRules("standard")
	require.NoError(t, err)
	assert.Equal(t, Standard(), r)

	all := Standard()
	for _, c := range []struct {
		text string
		set  func(r *Rules)
	}{
		{"starter=N", func(r *Rules) { r.Starter = North }},
		{"skip-origin=yes", func(r *Rules) { r.SkipOrigin = true }},
		{"repeat-is-endless=no", func(r *Rules) { r.RepeatIsEndless = false }},
		{"lap-cap=1000", func(r *Rules) { r.LapCap = 1000 }},
		{"repetition=0", func(r *Rules) { r.RepetitionLimit = 0 }},
		{"move-limit=500", func(r *Rules) { r.MoveLimit = 500 }},
		{"rounds=5", func(r *Rules) { r.MatchRounds = 5 }},
		{"opener=alternate", func(r *Rules) { r.MatchOpener = AlternateOpens }},
	} {
		one := Standard()
		c.set(&one)
		c.set(&all)
		assert.Equal(t, c.text, one.String())
		parsed, err := ParseRules(c.text)
		require.NoError(t, err, c.text)
		assert.Equal(t, one, parsed, c.text)
	}
	assert.Equal(t, "starter=N skip-origin=yes repeat-is-endless=no lap-cap=1000 repetition=0 move-limit=500 rounds=5 opener=alternate", all.String())
	parsed, err := ParseRules(all.String())
	require.NoError(t, err)
	assert.Equal(t, all, parsed)

	// Options given at their default values read back as the defaults.
	parsed, err = ParseRules("starter=S skip-origin=no repeat-is-endless=yes lap-cap=200000 repetition=3 move-limit=0 rounds=0 opener=fewer-seeds")
	require.NoError(t, err)
	assert.Equal(t, Standard(), parsed)
	assert.Len(t, RuleOptionNames(), 8, "one name per option")
}

func TestParseRulesErrors(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"colour=red", `rule option "colour" is unknown`},                                 // unknown name
		{"lap-cap", `rule option "lap-cap": expected name=value`},                         // no value
		{"starter=E", `rule option starter: side "E"`},                                    // bad side
		{"skip-origin=maybe", `skip-origin: "maybe": expected yes or no`},                 // bad bool
		{"repeat-is-endless=1", `repeat-is-endless: "1"`},                                 // bool as a number
		{"lap-cap=0", `lap-cap: "0": expected a whole number from 1 to 10000000`},         // cap below 1
		{"lap-cap=10000001", `lap-cap: "10000001"`},                                       // a cap that would sow for hours
		{"repetition=1", `repetition: "1": expected 0 (off) or a whole number from 2 up`}, // ends every round at once
		{"repetition=-1", `repetition: "-1"`},                                             // negative
		{"move-limit=x", `move-limit: "x"`},                                               // not a number
		{"rounds=", `rounds: ""`},                                                         // empty value
		{"opener=random", `opener: "random": expected fewer-seeds or alternate`},          // bad opener
		{"standard lap-cap=-5", `lap-cap: "-5"`},                                          // after a good part
	} {
		_, err := ParseRules(c.text)
		if assert.Error(t, err, c.text) {
			assert.Contains(t, err.Error(), c.want, c.text)
		}
	}
}

// latvian names the sides as the Latvian translation does, and says
// every other format as written.
type latvian struct{}

func (latvian) F(format string, args ...any) string {
	switch format {
	case "North":
		return "Ziemeļi"
	case "South":
		return "Dienvidi"
	}
	for i, a := range args {
		if t, ok := a.(sentence.Teller); ok {
			args[i] = t.Tell(latvian{})
		}
	}
	return fmt.Sprintf(format, args...)
}
func (latvian) Say(err error) string { return err.Error() }
func (latvian) Language() string     { return "lv" }

// TestDiagramMakesRoomForLongerSideNames: the rows stay under the hole
// names whatever the length of North's name and its reserve.
func TestDiagramMakesRoomForLongerSideNames(t *testing.T) {
	lines := strings.Split(pos(t, "1,2,3,4,5,6,7/8,9,10,11,12,13,14 N 3:15").Diagram(latvian{}), "\n")
	assert.Equal(t, "           N7 N6 N5 N4 N3 N2 N1", lines[0])
	assert.Equal(t, "Ziemeļi 15 [14][13][12][11][10][ 9][ 8]", lines[1])
	assert.Equal(t, "           [ 1][ 2][ 3][ 4][ 5][ 6][ 7] Dienvidi 3", lines[2])
	assert.Equal(t, "           S1 S2 S3 S4 S5 S6 S7          Ziemeļi to move", lines[3])
}
