package engine

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestGameHistoryListsTheEarlierPositions(t *testing.T) {
	g := NewGame(Standard(), Start())
	assert.Empty(t, g.History(), "no position before the start")
	_, err := g.Play(HoleOf(South, 1))
	require.NoError(t, err)
	_, err = g.Play(HoleOf(North, 3))
	require.NoError(t, err)
	positions := g.Positions()
	assert.Equal(t, []Key{positions[0].Key(), positions[1].Key()}, g.History())
}

func TestPlayTracedPlaysAndTraces(t *testing.T) {
	g := NewGame(Standard(), Start())
	tr, err := g.PlayTraced(HoleOf(South, 1))
	require.NoError(t, err)
	assert.Equal(t, "2,1,7,7,7,0,7/0,0,6,1,6,6,0 N 6:0", g.Position().String())
	assert.Equal(t, tr.Result, g.Position())
	_, err = g.PlayTraced(HoleOf(South, 2))
	var me *MoveError
	require.ErrorAs(t, err, &me)
	assert.Equal(t, NotYours, me.Problem)

	endless, _ := ParsePosition("0,2,1,1,2,1,0/1,0,1,2,1,0,1 S 0:0")
	g = NewGame(Standard(), endless)
	_, err = g.PlayTraced(HoleOf(South, 4))
	require.ErrorAs(t, err, &me)
	assert.Equal(t, EndlessMove, me.Problem)
	assert.Empty(t, g.Moves(), "an endless move is not played")
}

// longGame is a random round of 105 moves from the start, the longest of
// the first few hundred seeds, with its last move undone so that it goes on.
func longGame(tb testing.TB) *Game {
	g := replayPlayout(Standard(), Start(), rand.New(rand.NewPCG(256, 7)))
	require.Len(tb, g.Moves(), 105)
	require.True(tb, g.Undo())
	return g
}

// BenchmarkGameResult: one op is Result of a round 104 moves long.
func BenchmarkGameResult(b *testing.B) {
	g := longGame(b)
	for b.Loop() {
		g.Result()
	}
}

// BenchmarkGamePlayedOut: one op plays the long round's 104 moves on a new
// game, asking Result after each as the views do.
func BenchmarkGamePlayedOut(b *testing.B) {
	moves := longGame(b).Moves()
	for b.Loop() {
		g := NewGame(Standard(), Start())
		for _, h := range moves {
			if _, err := g.Play(h); err != nil {
				b.Fatal(err)
			}
			g.Result()
		}
	}
}

// scannedResult is how the round g stands, worked out from scratch by
// scanning its positions: the reference for the Result that Game settles
// as moves are made.
func scannedResult(g *Game) Result {
	current := g.Position()
	occurrences := 0
	for _, p := range g.Positions() {
		if p.Key() == current.Key() {
			occurrences++
		}
	}
	if limit := g.rules.RepetitionLimit; limit > 0 && occurrences >= limit {
		return resultOf(Repetition, current)
	}
	if g.rules.NoLegalMove(current) {
		return resultOf(NoLegalMoveLeft, current)
	}
	if limit := g.rules.MoveLimit; limit > 0 && len(g.Moves()) >= limit {
		return resultOf(MoveLimitReached, current)
	}
	return resultOf(NotOver, current)
}

// TestGameResultFollowsEveryMoveUndoAndRedo plays random rounds under end
// rules of every kind, from the start and from random positions, with
// random undos (several at a time) and redos, through Play, PlayTraced and
// Redo; after each step the Result that Game keeps equals the one worked
// out from scratch.
func TestGameResultFollowsEveryMoveUndoAndRedo(t *testing.T) {
	two := Standard()
	two.RepetitionLimit = 2
	one := Standard()
	one.RepetitionLimit = 1
	limited := Standard()
	limited.RepetitionLimit, limited.MoveLimit = 0, 25
	both := Standard()
	both.MoveLimit = 30
	rulesets := []Rules{Standard(), two, one, limited, both}
	reasons := map[EndReason]int{}
	steps := 0
	for i := range 400 {
		r := rulesets[i%len(rulesets)]
		rng := rand.New(rand.NewPCG(uint64(i), 19))
		start := Start()
		if i%2 == 1 {
			start = randomPosition(rng, 3+rng.IntN(30))
		}
		g := NewGame(r, start)
		check := func(what string) {
			t.Helper()
			steps++
			require.Equal(t, scannedResult(g), g.Result(), "round %d under %v after %s at move %d: %v", i, r, what, len(g.Moves()), g.Moves())
		}
		check("the start")
		for range 200 {
			switch pick := rng.IntN(10); {
			case pick < 2:
				for n := 1 + rng.IntN(3); n > 0 && g.Undo(); n-- {
				}
				check("undo")
			case pick < 4 && g.CanRedo():
				require.True(t, g.Redo())
				check("redo")
			case g.Result().Over():
				reasons[g.Result().Reason]++
				require.True(t, g.Undo() || len(g.Moves()) == 0)
				check("undo at the end")
			default:
				moves := g.LegalMoves()
				require.NotEmpty(t, moves)
				h := moves[rng.IntN(len(moves))]
				var err error
				if pick%2 == 0 {
					_, err = g.PlayTraced(h)
				} else {
					_, err = g.Play(h)
				}
				require.NoError(t, err)
				check("move " + h.String())
			}
		}
	}
	for _, reason := range []EndReason{NoLegalMoveLeft, Repetition, MoveLimitReached} {
		assert.Positive(t, reasons[reason], "no round ended by reason %d: the test proves little", reason)
	}
	t.Logf("%d steps checked; ends by reason: %v", steps, reasons)
}
