package engine

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pos parses a position written in the notation, failing the test if it is bad.
func pos(t testing.TB, text string) Position {
	t.Helper()
	p, err := ParsePosition(text)
	require.NoError(t, err)
	return p
}

// hole parses a hole name, failing the test if it is bad.
func hole(t testing.TB, name string) Hole {
	t.Helper()
	h, err := ParseHole(name)
	require.NoError(t, err)
	return h
}

// holes parses space-separated hole names.
func holes(t testing.TB, names string) []Hole {
	t.Helper()
	var hs []Hole
	for _, name := range strings.Fields(names) {
		hs = append(hs, hole(t, name))
	}
	return hs
}

// stdRules returns the standard rules, addressable for the pointer methods.
func stdRules() *Rules {
	r := Standard()
	return &r
}

// moveCase is one hand-worked move: every expected value below was worked
// out from RULES.md by hand, not by running the engine.
type moveCase struct {
	name   string
	pos    string
	move   string
	result string
	out    Outcome
}

func runMoveCases(t *testing.T, rules Rules, cases []moveCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := pos(t, c.pos)
			next, out, err := rules.Play(p, hole(t, c.move))
			require.NoError(t, err)
			assert.Equal(t, c.result, next.String())
			assert.Equal(t, c.out, out)
			tr, err := rules.Trace(p, hole(t, c.move))
			require.NoError(t, err)
			assert.Equal(t, c.result, tr.Result.String(), "Trace agrees with Play")
			assert.Equal(t, c.out, tr.Outcome, "Trace agrees with Play")
		})
	}
}

// TestRuleSowing covers docs/rules.md#lift-and-sow, docs/rules.md#relay-sowing
// and docs/rules.md#the-end-of-sowing: lift, sow into the following
// holes, relay from the hole after the last seed, end at the empty hole.
func TestRuleSowing(t *testing.T) {
	runMoveCases(t, Standard(), []moveCase{
		// Lift 3 from S1, one seed each into S2, S3, S4; S5 is empty so the
		// sowing ends, and S6 beyond it is empty: no capture. Turn passes.
		{"lift and sow", "3,0,0,0,0,0,0/0,0,0,0,0,0,1 S 0:0", "S1",
			"0,1,1,1,0,0,0/0,0,0,0,0,0,1 N 0:0", Outcome{Laps: 1, Drops: 3}},
		// Sowing runs on from S7 into N1, N2: counter-clockwise.
		{"sow across S7 to N1", "0,0,0,0,0,3,0/0,0,0,0,0,0,0 S 0:0", "S6",
			"0,0,0,0,0,0,1/1,1,0,0,0,0,0 N 0:0", Outcome{Laps: 1, Drops: 3}},
		// North sows N7 then S1: the board wraps from N7 to S1.
		{"sow across N7 to S1", "0,0,0,0,0,0,0/0,0,0,0,0,2,0 N 0:0", "N6",
			"1,0,0,0,0,0,0/0,0,0,0,0,0,1 S 0:0", Outcome{Laps: 1, Drops: 2}},
		// Last seed in S3, S4 holds 3: relay lifts S4 (not S3, where the seed
		// fell) and sows S5, S6, S7; N1 is empty, N2 beyond it is captured.
		{"relay from the hole after the last seed", "2,0,0,3,0,0,0/0,2,0,0,0,0,1 S 0:0", "S1",
			"0,1,1,0,1,1,1/0,0,0,0,0,0,1 N 2:0", Outcome{Captured: 2, Laps: 2, Drops: 5, Chain: 1}},
		// Last seed in S3, S4 empty: the sowing ends; S5 is empty too, so
		// nothing is eaten, though S6 further on holds 5.
		{"no capture when L+2 is empty", "2,0,0,0,0,5,0/0,0,0,0,0,0,1 S 0:0", "S1",
			"0,1,1,0,0,5,0/0,0,0,0,0,0,1 N 0:0", Outcome{Laps: 1, Drops: 2}},
	})
}

// TestRuleOriginHand covers docs/rules.md#origin-skipping: a hand of 14
// seeds drops into its own origin; Rules.SkipOrigin makes it skip the origin
// instead.
func TestRuleOriginHand(t *testing.T) {
	const start = "14,0,0,0,0,0,0/0,0,0,0,0,0,0 S 0:0"
	// No skip: every hole gets 1, the 14th seed in S1. Relays S2, S4, S6,
	// N1, N3, N5, N7 each move one seed on (8 laps, 21 drops); the last
	// seed falls in S1, S2 is empty, and the necklace S3, S5, S7, N2, N4,
	// N6, S1 (2 seeds each) is eaten.
	runMoveCases(t, Standard(), []moveCase{{"into the origin", start, "S1",
		"0,0,0,0,0,0,0/0,0,0,0,0,0,0 N 14:0", Outcome{Captured: 14, Laps: 8, Drops: 21, Chain: 7}}})
	// Skip: the 14th seed goes to S2; relays S3, S5, S7, N2, N4, N6 (7 laps,
	// 20 drops); S1 stays empty and the necklace S2, S4, S6, N1, N3, N5,
	// N7 is eaten.
	skip := Standard()
	skip.SkipOrigin = true
	runMoveCases(t, skip, []moveCase{{"skipping the origin", start, "S1",
		"0,0,0,0,0,0,0/0,0,0,0,0,0,0 N 14:0", Outcome{Captured: 14, Laps: 7, Drops: 20, Chain: 7}}})

	// The 14th drop of lap 1 is S1 without the option, S2 with it.
	for _, c := range []struct {
		rules Rules
		want  string
	}{{Standard(), "S1"}, {skip, "S2"}} {
		tr, err := c.rules.Trace(pos(t, start), hole(t, "S1"))
		require.NoError(t, err)
		var drops []Event
		for _, e := range tr.Events {
			if e.Kind == Drop {
				drops = append(drops, e)
			}
		}
		require.GreaterOrEqual(t, len(drops), 14)
		assert.Equal(t, c.want, drops[13].Hole.String())
		assert.Equal(t, 0, drops[13].Hand)
	}
}

// TestRuleCapture covers docs/rules.md#capture-beyond-the-pussa,
// docs/rules.md#the-pearl-necklace and docs/rules.md#the-end-of-the-turn:
// pussa kanawā, the pearl necklace, captures in either row, the turn
// passing, held seeds growing.
func TestRuleCapture(t *testing.T) {
	runMoveCases(t, Standard(), []moveCase{
		// Last seed in S3, S4 empty, S5 holds 3: eaten; S6 and S7 are both
		// empty so the chain stops.
		{"pussa kanawa", "2,0,0,0,3,0,0/0,0,0,0,0,0,1 S 0:0", "S1",
			"0,1,1,0,0,0,0/0,0,0,0,0,0,1 N 3:0", Outcome{Captured: 3, Laps: 1, Drops: 2, Chain: 1}},
		// Same move with seeds already held: South's grow by 3, North's stay.
		{"captures go to the mover's held seeds", "2,0,0,0,3,0,0/0,0,0,0,0,0,1 S 5:9", "S1",
			"0,1,1,0,0,0,0/0,0,0,0,0,0,1 N 8:9", Outcome{Captured: 3, Laps: 1, Drops: 2, Chain: 1}},
		// S5 eaten; S6 empty, S7 holds 2: eaten; N1 empty, N2 holds 2:
		// eaten (chain crosses S7 to N1); N3 and N4 both empty: stop.
		{"chain continues across S7 to N1", "2,0,0,0,3,0,2/0,2,0,0,0,0,1 S 0:0", "S1",
			"0,1,1,0,0,0,0/0,0,0,0,0,0,1 N 7:0", Outcome{Captured: 7, Laps: 1, Drops: 2, Chain: 3}},
		// S5 eaten; S6 holds 1, so the chain stops and S7 is not eaten.
		{"chain stops when the gap holds seeds", "2,0,0,0,3,1,2/0,0,0,0,0,0,1 S 0:0", "S1",
			"0,1,1,0,0,1,2/0,0,0,0,0,0,1 N 3:0", Outcome{Captured: 3, Laps: 1, Drops: 2, Chain: 1}},
		// South's last seed in N1, N2 empty: N3 in North's row is eaten.
		{"capture in the opponent's row", "0,0,0,0,0,0,1/0,0,4,0,0,0,0 S 0:0", "S7",
			"0,0,0,0,0,0,0/1,0,0,0,0,0,0 N 4:0", Outcome{Captured: 4, Laps: 1, Drops: 1, Chain: 1}},
		// Last seed in N1; N3, N5, N7 eaten, then S1 empty and S2 eaten
		// (chain crosses N7 to S1), then S3 and S4 empty: stop.
		{"chain across N7 to S1 in both rows", "0,3,0,0,0,0,1/0,0,1,0,2,0,2 S 0:0", "S7",
			"0,0,0,0,0,0,0/1,0,0,0,0,0,0 N 8:0", Outcome{Captured: 8, Laps: 1, Drops: 1, Chain: 4}},
		// North: last seed in N6, N7 empty, S1 eaten, S2 empty, S3 eaten,
		// S4 and S5 empty: stop. North's held seeds grow.
		{"north captures in south's row", "2,0,5,0,0,0,0/0,0,0,2,0,3,0 N 1:2", "N4",
			"0,0,0,0,0,0,0/0,0,0,0,1,4,0 S 1:9", Outcome{Captured: 7, Laps: 1, Drops: 2, Chain: 2}},
	})
}

// TestRuleChainStopReasons checks the reason the trace gives for each stop.
func TestRuleChainStopReasons(t *testing.T) {
	for _, c := range []struct {
		pos, move string
		hole      string
		stop      ChainStopReason
	}{
		{"2,0,0,0,0,5,0/0,0,0,0,0,0,1 S 0:0", "S1", "S5", NothingBeyond}, // L+2 empty
		{"2,0,0,0,3,1,2/0,0,0,0,0,0,1 S 0:0", "S1", "S6", GapHoldsSeeds}, // gap S6 holds 1
		{"2,0,0,0,3,0,0/0,0,0,0,0,0,1 S 0:0", "S1", "S6", BothEmpty},     // S6 and S7 empty
	} {
		tr, err := stdRules().Trace(pos(t, c.pos), hole(t, c.move))
		require.NoError(t, err)
		var stops []Event
		for _, e := range tr.Events {
			if e.Kind == ChainStop {
				stops = append(stops, e)
			}
		}
		require.Len(t, stops, 1, c.pos)
		assert.Equal(t, c.stop, stops[0].Stop, c.pos)
		assert.Equal(t, c.hole, stops[0].Hole.String(), c.pos)
	}
}

// endlessVectors are the two endless moves of vectors.jsonl.
var endlessVectors = []struct{ pos, move string }{
	{"0,2,1,1,2,1,0/1,0,1,2,1,0,1 S 0:0", "S4"},
	{"1,3,2,1,0,1,0/1,1,0,1,2,1,0 N 0:0", "N2"},
}

// TestRuleEndless covers docs/rules.md#endless-sowing: endless moves are
// not legal.
func TestRuleEndless(t *testing.T) {
	capOnly := Standard()
	capOnly.RepeatIsEndless = false
	capOnly.LapCap = 1000
	for _, v := range endlessVectors {
		p, h := pos(t, v.pos), hole(t, v.move)
		next, _, err := stdRules().Play(p, h)
		var me *MoveError
		require.ErrorAs(t, err, &me, v.pos)
		assert.Equal(t, EndlessMove, me.Problem)
		assert.Equal(t, h, me.Hole)
		assert.Contains(t, err.Error(), v.move)
		assert.Equal(t, p, next, "an endless move leaves the position as it was")
		assert.NotContains(t, stdRules().LegalMoves(p), h)
		assert.NotEmpty(t, stdRules().LegalMoves(p), "the other moves stay legal")

		// Without the repeat test the lap cap still catches it.
		_, out := capOnly.Apply(p, h)
		assert.Equal(t, Outcome{Endless: true}, out, v.pos)
		tr, err := capOnly.Trace(p, h)
		require.NoError(t, err)
		final := tr.Final()
		assert.Equal(t, Endless, final.Kind)
		assert.Equal(t, 1000, final.Lap, "the cap stops the sowing at lap LapCap")
		assert.Zero(t, final.Repeats, "no earlier lap is named when the cap ends it")
	}
}

// TestRuleLapCapBoundary: a move of exactly LapCap laps finishes; one lap
// more is endless.
func TestRuleLapCapBoundary(t *testing.T) {
	for _, c := range []struct {
		pos, move string
		laps      int
	}{
		{"2,0,0,3,0,0,0/0,2,0,0,0,0,1 S 0:0", "S1", 2},  // hand-worked above
		{"6,3,3,2,4,3,6/3,3,6,3,7,1,5 S 0:0", "S3", 52}, // the long vector
	} {
		rules := Standard()
		rules.LapCap = c.laps
		_, out := rules.Apply(pos(t, c.pos), hole(t, c.move))
		assert.False(t, out.Endless, "LapCap %d", c.laps)
		assert.Equal(t, c.laps, out.Laps)
		rules.LapCap = c.laps - 1
		_, out = rules.Apply(pos(t, c.pos), hole(t, c.move))
		assert.True(t, out.Endless, "LapCap %d", c.laps-1)
	}
}

// TestRuleOnlyEndlessMoves: with LapCap 1 every opening move relays, so
// every move is endless and South has no legal move; the round ends and
// North sweeps the board (docs/rules.md#endless-sowing and
// docs/rules.md#the-sweep).
func TestRuleOnlyEndlessMoves(t *testing.T) {
	rules := Standard()
	rules.LapCap = 1
	p := Start()
	for _, h := range Holes(South) {
		_, out := rules.Apply(p, h)
		assert.True(t, out.Endless, h.String())
	}
	assert.True(t, rules.NoLegalMove(p))
	assert.Empty(t, rules.LegalMoves(p))
	assert.False(t, stdRules().NoLegalMove(p))

	g := NewGame(rules, p)
	res := g.Result()
	assert.Equal(t, NoLegalMoveLeft, res.Reason)
	assert.Equal(t, "0,0,0,0,0,0,0/0,0,0,0,0,0,0 S 0:56", res.Final.String())
	assert.Equal(t, North, res.Winner)
	assert.False(t, res.Draw)
	assert.Empty(t, g.LegalMoves())
}

// TestGreediestMovesCaptureTheMost: the legal moves capturing the most, in
// hole order; every legal move when none captures; never an endless move.
func TestGreediestMovesCaptureTheMost(t *testing.T) {
	moves, captured := stdRules().Greediest(Start())
	assert.Equal(t, Holes(South), moves, "every opening move captures 6")
	assert.Equal(t, 6, captured)

	necklace := pos(t, "5,1,1,1,1,1,1/1,0,1,1,1,1,1 N 0:0")
	moves, captured = stdRules().Greediest(necklace)
	assert.Equal(t, holes(t, "N1 N3 N5 N7"), moves, "N5 strings seven pearls; N1, N3 and N7 take as many seeds")
	_, out := stdRules().Apply(necklace, hole(t, "N5"))
	assert.Equal(t, out.Captured, captured)

	quiet := pos(t, "1,0,0,0,0,0,1/1,1,1,1,1,1,1 S 0:0")
	moves, captured = stdRules().Greediest(quiet)
	assert.Equal(t, stdRules().LegalMoves(quiet), moves, "nothing captures: every legal move")
	assert.Equal(t, 0, captured)

	rules := Standard()
	rules.LapCap = 1
	moves, captured = rules.Greediest(Start())
	assert.Empty(t, moves, "only endless moves: none is legal")
	assert.Equal(t, 0, captured)
}

// TestEventKindsListsEveryKindOnce: from Lift to Sweep, each named.
func TestEventKindsListsEveryKindOnce(t *testing.T) {
	kinds := EventKinds()
	require.Len(t, kinds, EventKindCount)
	assert.Equal(t, Lift, kinds[0])
	assert.Equal(t, Sweep, kinds[len(kinds)-1])
	names := map[string]bool{}
	for i, k := range kinds {
		assert.Equal(t, EventKind(i), k)
		assert.NotEqual(t, "unknown", k.String())
		names[k.String()] = true
	}
	assert.Len(t, names, EventKindCount, "every kind has a name of its own")
	assert.Equal(t, "unknown", EventKind(EventKindCount).String())
}

// TestRuleNoLegalMoveWithEmptyRow: a side with no seeds has no legal move.
func TestRuleNoLegalMoveWithEmptyRow(t *testing.T) {
	assert.True(t, stdRules().NoLegalMove(pos(t, "1,2,0,0,0,0,0/0,0,0,0,0,0,0 N 0:0")))
	assert.False(t, stdRules().NoLegalMove(pos(t, "1,2,0,0,0,0,0/0,0,0,0,0,0,0 S 0:0")))
}

// TestRuleSweepAndSplit covers the two ways seeds leave the board at the end.
func TestRuleSweepAndSplit(t *testing.T) {
	// South to move and stuck: North takes all 10 board seeds.
	assert.Equal(t, "0,0,0,0,0,0,0/0,0,0,0,0,0,0 S 5:16",
		EndBySweep(pos(t, "1,2,0,0,0,0,0/0,0,3,0,0,0,4 S 5:6")).String())
	// North to move and stuck: South takes them.
	assert.Equal(t, "0,0,0,0,0,0,0/0,0,0,0,0,0,0 N 15:6",
		EndBySweep(pos(t, "1,2,0,0,0,0,0/0,0,3,0,0,0,4 N 5:6")).String())
	// Repetition: South takes his row's 3, North his row's 7.
	assert.Equal(t, "0,0,0,0,0,0,0/0,0,0,0,0,0,0 S 8:13",
		EndByRepetition(pos(t, "1,2,0,0,0,0,0/0,0,3,0,0,0,4 S 5:6")).String())
}

// TestGameEndsWithNoLegalMove: after S5 North's row is empty, so the round
// ends and South sweeps the one seed left; winner by held seeds.
func TestGameEndsWithNoLegalMove(t *testing.T) {
	for _, c := range []struct {
		start, final string
		winner       Side
		draw         bool
	}{
		{"0,0,0,0,1,0,0/0,0,0,0,0,0,0 S 0:0", "0,0,0,0,0,0,0/0,0,0,0,0,0,0 N 1:0", South, false}, // South wins 1:0
		{"0,0,0,0,1,0,0/0,0,0,0,0,0,0 S 0:1", "0,0,0,0,0,0,0/0,0,0,0,0,0,0 N 1:1", South, true},  // 1:1 is a draw
		{"0,0,0,0,1,0,0/0,0,0,0,0,0,0 S 0:2", "0,0,0,0,0,0,0/0,0,0,0,0,0,0 N 1:2", North, false}, // North wins on held seeds
	} {
		g := NewGame(Standard(), pos(t, c.start))
		assert.False(t, g.Result().Over())
		_, err := g.Play(hole(t, "S5"))
		require.NoError(t, err)
		res := g.Result()
		assert.Equal(t, NoLegalMoveLeft, res.Reason)
		assert.Equal(t, c.final, res.Final.String())
		assert.Equal(t, c.draw, res.Draw)
		if !c.draw {
			assert.Equal(t, c.winner, res.Winner)
		}
		// The trace of the last move shows the sweep.
		tr, err := stdRules().Trace(pos(t, c.start), hole(t, "S5"))
		require.NoError(t, err)
		assert.True(t, tr.RoundOver)
		assert.Equal(t, Sweep, tr.Final().Kind)
		assert.Equal(t, res.Final.Held, tr.Final().Held)
		assert.Equal(t, Board{}, tr.Final().Board)

		// No move is played once the round is over.
		_, err = g.Play(hole(t, "N1"))
		var me *MoveError
		require.ErrorAs(t, err, &me)
		assert.Equal(t, RoundIsOver, me.Problem)
		assert.Len(t, g.Moves(), 1)
	}
}

// cycleStart and cycleMoves make a 14-move cycle with no capture: three
// single seeds step round the board one hole a move (found by searching
// with the engine, checked by hand).
const (
	cycleStart = "0,1,0,0,0,0,1/0,0,0,1,0,0,0 N 6:4"
	cycleMoves = "N4 S2 N5 S7 N6 S3 N1 S4 N7 S1 N2 S5 N3 S6"
)

// TestGameRepetition: the third occurrence of a position ends the round and
// each player takes his own row (docs/rules.md#repetition).
func TestGameRepetition(t *testing.T) {
	moves := holes(t, cycleMoves)
	g := NewGame(Standard(), pos(t, cycleStart))
	for lap := 1; lap <= 2; lap++ {
		for i, h := range moves {
			require.False(t, g.Result().Over(), "lap %d move %d", lap, i)
			_, err := g.Play(h)
			require.NoError(t, err, "lap %d move %d", lap, i)
		}
		if lap == 1 {
			assert.Equal(t, cycleStart, g.Position().String(), "the cycle is back")
			assert.False(t, g.Result().Over(), "the second occurrence does not end the round")
		}
	}
	res := g.Result()
	assert.Equal(t, Repetition, res.Reason, "the third occurrence ends the round")
	// South holds 6 and takes S2, S7; North holds 4 and takes N4.
	assert.Equal(t, "0,0,0,0,0,0,0/0,0,0,0,0,0,0 N 8:5", res.Final.String())
	assert.Equal(t, South, res.Winner)

	// RepetitionLimit 2 ends it on the second occurrence.
	two := Standard()
	two.RepetitionLimit = 2
	g = NewGame(two, pos(t, cycleStart))
	for _, h := range moves {
		_, err := g.Play(h)
		require.NoError(t, err)
	}
	assert.Equal(t, Repetition, g.Result().Reason)
}

// TestGameMoveLimit: with repetition off, MoveLimit ends the cycling round as
// a repetition does.
func TestGameMoveLimit(t *testing.T) {
	rules := Standard()
	rules.RepetitionLimit = 0
	rules.MoveLimit = 20
	moves := holes(t, cycleMoves)
	g := NewGame(rules, pos(t, cycleStart))
	for i := 0; i < 20; i++ {
		require.False(t, g.Result().Over(), "move %d", i)
		_, err := g.Play(moves[i%len(moves)])
		require.NoError(t, err)
	}
	res := g.Result()
	assert.Equal(t, MoveLimitReached, res.Reason)
	assert.Equal(t, EndByRepetition(g.Position()), res.Final)
	assert.Equal(t, Board{}, res.Final.Board)
	assert.Equal(t, 13, res.Final.TotalSeeds())
}

// TestGameUndoRedo checks undo, redo and the redo list being cleared.
func TestGameUndoRedo(t *testing.T) {
	g := NewGame(Standard(), Start())
	assert.False(t, g.Undo(), "nothing to undo at the start")
	assert.False(t, g.Redo(), "nothing to redo at the start")

	_, err := g.Play(hole(t, "S1"))
	require.NoError(t, err)
	afterS1 := g.Position()
	assert.Equal(t, "2,1,7,7,7,0,7/0,0,6,1,6,6,0 N 6:0", afterS1.String())

	require.True(t, g.Undo())
	assert.Equal(t, Start(), g.Position())
	assert.Empty(t, g.Moves())
	assert.True(t, g.CanRedo())
	require.True(t, g.Redo())
	assert.Equal(t, afterS1, g.Position())
	assert.Equal(t, holes(t, "S1"), g.Moves())
	assert.False(t, g.CanRedo())

	// Undo then a new move: the redo list is gone.
	require.True(t, g.Undo())
	_, err = g.Play(hole(t, "S2"))
	require.NoError(t, err)
	assert.False(t, g.CanRedo())
	assert.False(t, g.Redo())
	assert.Equal(t, holes(t, "S2"), g.Moves())
	assert.Len(t, g.Positions(), 2)

	// A failed move leaves the redo list alone.
	require.True(t, g.Undo())
	_, err = g.Play(hole(t, "N1"))
	var me *MoveError
	require.ErrorAs(t, err, &me)
	assert.Equal(t, NotYours, me.Problem)
	assert.True(t, g.CanRedo())
}

// TestMoveErrors: holes the mover may not lift.
func TestMoveErrors(t *testing.T) {
	p := pos(t, "0,1,0,0,0,0,0/1,0,0,0,0,0,0 S 0:0")
	for _, c := range []struct {
		h    Hole
		want MoveProblem
	}{{HoleOf(North, 1), NotYours}, {HoleOf(South, 1), EmptyHole}, {NoHole, NotAHole}, {14, NotAHole}} {
		_, _, err := stdRules().Play(p, c.h)
		var me *MoveError
		require.ErrorAs(t, err, &me)
		assert.Equal(t, c.want, me.Problem, c.h.String())
		_, err = stdRules().Trace(p, c.h)
		assert.Error(t, err)
	}
}
