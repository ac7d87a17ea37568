package engine

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// playRound plays random legal moves until the round is over, or n of them
// when n >= 0.
func playRound(t *testing.T, g *Game, n int, rng *rand.Rand) {
	t.Helper()
	for i := 0; !g.Result().Over() && i != n; i++ {
		moves := g.LegalMoves()
		_, err := g.Play(moves[rng.IntN(len(moves))])
		require.NoError(t, err)
	}
}

// randomMatch plays whole rounds of random moves until round `rounds`
// begins (or the match is over, when rounds is 0), then `last` random
// moves of it.
func randomMatch(t *testing.T, m *Match, rounds, last int, rng *rand.Rand) *Match {
	t.Helper()
	for rounds == 0 && !m.Over() || m.RoundNumber() < rounds {
		playRound(t, m.Round(), -1, rng)
		if rounds == 0 && m.Over() {
			break
		}
		require.NoError(t, m.NextRound(), "after round %d", m.RoundNumber())
	}
	playRound(t, m.Round(), last, rng)
	return m
}

// saveMatch returns the file Match.Save writes.
func saveMatch(t *testing.T, m *Match) string {
	t.Helper()
	var sb strings.Builder
	require.NoError(t, m.Save(&sb))
	return sb.String()
}

// assertSameMatch checks that got has want's rules, rounds, moves and
// positions.
func assertSameMatch(t *testing.T, want, got *Match) {
	t.Helper()
	assert.Equal(t, want.Rules(), got.Rules())
	require.Equal(t, want.RoundNumber(), got.RoundNumber())
	for i, w := range want.Rounds() {
		g := got.Rounds()[i]
		assert.Equal(t, w.Start(), g.Start(), "round %d", i+1)
		assert.Equal(t, w.Moves(), g.Moves(), "round %d", i+1)
		assert.Equal(t, w.Positions(), g.Positions(), "round %d", i+1)
		assert.Equal(t, w.Result(), g.Result(), "round %d", i+1)
	}
	assert.Equal(t, want.Over(), got.Over())
}

func TestMatchFileRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 13))
	north := Standard()
	north.Starter, north.SkipOrigin = North, true
	three := Standard()
	three.MatchRounds, three.MatchOpener = 3, AlternateOpens
	for _, c := range []struct {
		name   string
		match  *Match
		rounds int
		last   int
		over   bool
	}{
		{"3 rounds, the third going on", NewMatch(Standard()), 3, 9, false},
		{"North starts, skip-origin, round 3 not begun", NewMatch(north), 3, 0, false},
		{"a match of 3 rounds played out", NewMatch(three), 0, -1, true},
		{"from a position", NewMatchFrom(Standard(), pos(t, "1,2,3,4,5,6,7/8,9,10,11,12,13,14 N 3:4")), 3, 5, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := randomMatch(t, c.match, c.rounds, c.last, rng)
			require.Equal(t, 3, m.RoundNumber())
			assert.Equal(t, c.over, m.Over())
			for _, g := range m.Rounds()[:2] {
				require.NotEmpty(t, g.Moves(), "rounds 1 and 2 are played")
			}
			text := saveMatch(t, m)

			var want strings.Builder
			require.NoError(t, m.rounds[0].Save(&want))
			for i, g := range m.Rounds()[1:] {
				want.WriteString("round " + strconv.Itoa(i+2) + "\n")
				for _, h := range g.Moves() {
					want.WriteString(h.String() + "\n")
				}
			}
			assert.Equal(t, want.String(), text, "round 1 as a saved game, then each round's line and moves")

			loaded, err := LoadMatch(strings.NewReader(text))
			require.NoError(t, err)
			assertSameMatch(t, m, loaded)
			assert.Equal(t, text, saveMatch(t, loaded))
		})
	}
}

// TestMatchFileOfOneRoundIsASavedGame: a match of one round saves the bytes
// Game.Save writes, and a saved game loads as a match of one round.
func TestMatchFileOfOneRoundIsASavedGame(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	for _, start := range []Position{Start(), pos(t, "0,1,0,0,0,0,1/0,0,0,1,0,0,0 N 6:4")} {
		m := NewMatchFrom(Standard(), start)
		playRound(t, m.Round(), 12, rng)
		var game strings.Builder
		require.NoError(t, m.Round().Save(&game))
		assert.Equal(t, game.String(), saveMatch(t, m))

		loaded, err := LoadMatch(strings.NewReader(game.String()))
		require.NoError(t, err)
		assertSameMatch(t, m, loaded)
		g, err := LoadGame(strings.NewReader(game.String()))
		require.NoError(t, err)
		assert.Equal(t, m.Round().Positions(), g.Positions())
	}
	commented := "# a saved game\n\nwalakpussa game 1\n   \n# the rules\nrules standard\n  start " + startString + "  \n\ns1\n  # North's reply\n\tN3\n\n"
	m, err := LoadMatch(strings.NewReader(commented))
	require.NoError(t, err)
	assert.Equal(t, 1, m.RoundNumber())
	assert.Equal(t, holes(t, "S1 N3"), m.Round().Moves())
}

// TestMatchFileUndoneMovesNotSaved: a move taken back in the last round is
// not in the file.
func TestMatchFileUndoneMovesNotSaved(t *testing.T) {
	m := NewMatch(oneMoveRounds())
	_, err := m.Round().Play(hole(t, "S1"))
	require.NoError(t, err)
	require.NoError(t, m.NextRound())
	_, err = m.Round().Play(hole(t, "N1"))
	require.NoError(t, err)
	require.True(t, m.Round().Undo())
	assert.Equal(t, oneMoveFile+"round 2\n", saveMatch(t, m))
}

// oneMoveRounds are rules whose rounds end after one move.
func oneMoveRounds() Rules {
	r := Standard()
	r.MoveLimit = 1
	return r
}

// oneMoveFile is round 1 of a match of oneMoveRounds: S1, after which
// North, holding 19 to South's 37, opens round 2.
const oneMoveFile = "walakpussa game 1\nrules move-limit=1\nstart " + startString + "\nS1\n"

// TestMatchFileErrors: each broken match file names the line at fault.
func TestMatchFileErrors(t *testing.T) {
	const head = "walakpussa game 1\nrules standard\nstart " + startString + "\n"
	const swept = "walakpussa game 1\nrules standard\nstart 0,0,0,0,1,0,0/0,0,0,0,0,0,0 S 0:0\nS5\n" // South ends with 1 seed, North with 0
	for _, c := range []struct {
		name, text string
		line       int
		want       string
	}{
		{"round 1 not over", head + "S1\nround 2\n", 5, "round 2 cannot start: round 1 is not over"},
		{"round 1 not over, any number", head + "# soon\nround 7\n", 5, "round 7 cannot start: round 1 is not over"},
		{"round 2 not over", oneMoveFile + "round 2\nround 3\n", 6, "round 3 cannot start: round 2 is not over"},
		{"a round skipped", oneMoveFile + "round 3\n", 5, "expected round 2, not round 3"},
		{"round 1 again", oneMoveFile + "\nround 1\n", 6, "expected round 2, not round 1"},
		{"the match was won", swept + "\nround 2\n", 6, "the match was over after round 1"},
		{"the round limit", "walakpussa game 1\nrules move-limit=1 rounds=2\nstart " + startString + "\nS1\nround 2\nN1\nround 3\n", 7, "the match was over after round 2"},
		{"no number", oneMoveFile + "round\n", 5, `expected "round" and the number of the round, for example "round 2"`},
		{"not a number", oneMoveFile + "round two\n", 5, `expected "round" and the number of the round`},
		{"two numbers", oneMoveFile + "round 2 3\n", 5, `expected "round" and the number of the round`},
		{"a round before the start", "walakpussa game 1\nrules standard\nround 2\n", 3, `expected "start"`},
		{"a move of the wrong side in round 2", oneMoveFile + "round 2\nS1\n", 6, "S1 is South's hole: North is to move"},
		{"round 2 went on too long", oneMoveFile + "round 2\nN1\n  \nS2\n", 8, "the round is over"},
		{"not a hole in round 2", oneMoveFile + "round 2\nN9\n", 6, `"N9" is not a hole`},
	} {
		t.Run(c.name, func(t *testing.T) {
			m, err := LoadMatch(strings.NewReader(c.text))
			assert.Nil(t, m)
			assertFileError(t, err, c.line, c.want)
		})
	}
}

// TestLoadGameRefusesAMatch: LoadGame reads one round; a match of several
// is refused at its first "round" line, whatever follows.
func TestLoadGameRefusesAMatch(t *testing.T) {
	for _, c := range []struct {
		text string
		line int
	}{
		{oneMoveFile + "# round 2 follows\nround 2\nN1\n", 6},
		{oneMoveFile + "round 2\nS9\nround 5\n", 5},
		{"walakpussa game 1\nrules standard\nstart " + startString + "\nround 2\n", 4},
	} {
		g, err := LoadGame(strings.NewReader(c.text))
		assert.Nil(t, g)
		var gfe *GameFileError
		require.ErrorAs(t, err, &gfe, c.text)
		assert.Equal(t, c.line, gfe.Line, c.text)
		assert.Equal(t, "line "+strconv.Itoa(c.line)+": this file holds a match of several rounds", err.Error())
	}
}

// TestMatchFileRoundOneStaysAsRoundTwoBegan: once round 2 has begun, round 1
// can be neither taken back nor played on, so the match saves as it was
// and the file loads.
func TestMatchFileRoundOneStaysAsRoundTwoBegan(t *testing.T) {
	m := NewMatch(oneMoveRounds())
	first := m.Round()
	_, err := first.Play(hole(t, "S1"))
	require.NoError(t, err)
	require.NoError(t, m.NextRound())
	_, err = m.Round().Play(hole(t, "N1"))
	require.NoError(t, err)
	good := saveMatch(t, m)

	assert.False(t, first.Undo(), "round 1 taken back")
	assert.False(t, first.Redo())
	_, err = first.Play(hole(t, "S2"))
	assert.Error(t, err, "round 1 played on")
	assert.Equal(t, good, saveMatch(t, m))
	loaded, err := LoadMatch(strings.NewReader(good))
	require.NoError(t, err)
	assertSameMatch(t, m, loaded)
}
