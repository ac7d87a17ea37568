package engine

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRefilledStart covers docs/rules.md#refilling-the-rows: 4 a hole from
// hole 1, the rest in the next hole, seeds beyond 28 kept in reserve.
func TestRefilledStart(t *testing.T) {
	for _, c := range []struct {
		held   [2]int
		opener Side
		want   string
	}{
		{[2]int{30, 26}, North, "4,4,4,4,4,4,4/4,4,4,4,4,4,2 N 2:0"},  // 2 of South's 30 stay in reserve
		{[2]int{13, 43}, South, "4,4,4,1,0,0,0/4,4,4,4,4,4,4 S 0:15"}, // 13 = 4+4+4+1; 15 of 43 in reserve
		{[2]int{3, 53}, South, "3,0,0,0,0,0,0/4,4,4,4,4,4,4 S 0:25"},  // 3 all go to S1
		{[2]int{28, 28}, South, "4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0"},  // the start
		{[2]int{4, 52}, North, "4,0,0,0,0,0,0/4,4,4,4,4,4,4 N 0:24"},  // exactly one hole filled
		{[2]int{29, 27}, South, "4,4,4,4,4,4,4/4,4,4,4,4,4,3 S 1:0"},  // 1 in reserve; N7 under-filled
		{[2]int{0, 56}, North, "0,0,0,0,0,0,0/4,4,4,4,4,4,4 N 0:28"},  // nothing to refill with
	} {
		assert.Equal(t, c.want, RefilledStart(c.held, c.opener).String())
	}
}

// TestMatchFewerSeedsOpens: one-move rounds (MoveLimit 1). S1 leaves South
// 6 + 31 in his row = 37 and North 19, so North opens round 2.
func TestMatchFewerSeedsOpens(t *testing.T) {
	rules := Standard()
	rules.MoveLimit = 1
	m := NewMatch(rules)
	assert.Equal(t, ErrRoundNotOver, m.NextRound())
	_, err := m.Round().Play(hole(t, "S1"))
	require.NoError(t, err)
	assert.Equal(t, MoveLimitReached, m.Round().Result().Reason)
	assert.Equal(t, [2]int{37, 19}, m.Held())
	assert.False(t, m.Over())
	require.NoError(t, m.NextRound())
	assert.Equal(t, 2, m.RoundNumber())
	assert.Equal(t, "4,4,4,4,4,4,4/4,4,4,4,3,0,0 N 9:0", m.Round().Start().String())
}

// TestMatchEqualHoldings: with RepetitionLimit 1 each round ends at once by
// repetition, 28:28, so the opener alternates; MatchRounds ends the match.
func TestMatchEqualHoldings(t *testing.T) {
	rules := Standard()
	rules.RepetitionLimit = 1
	rules.MatchRounds = 3
	m := NewMatch(rules)
	for round, opener := range []Side{South, North, South} {
		res := m.Round().Result()
		require.Equal(t, Repetition, res.Reason)
		assert.Equal(t, [2]int{28, 28}, m.Held())
		assert.Equal(t, StartWith(opener), m.Round().Start(), "round %d", round+1)
		if round < 2 {
			assert.False(t, m.Over())
			require.NoError(t, m.NextRound())
		}
	}
	assert.True(t, m.Over(), "MatchRounds 3 ends the match after round 3")
	assert.Equal(t, ErrMatchOver, m.NextRound())
	_, draw := m.Winner()
	assert.True(t, draw)
}

// TestMatchAfterARound: one-move rounds from a start where S5 (or N5) sows
// its single seed and the opponent, left without a seed, gives the sweep to
// the mover, who then holds one more. Each row checks what
// docs/rules.md#rounds-and-the-match makes of the holdings: the end of the
// match, or who opens round 2 and how the rows are refilled.
func TestMatchAfterARound(t *testing.T) {
	const southMoves, northMoves = "0,0,0,0,1,0,0/0,0,0,0,0,0,0 S ", "0,0,0,0,0,0,0/0,0,0,0,1,0,0 N "
	alternate := Standard()
	alternate.MatchOpener = AlternateOpens
	oneRound := Standard()
	oneRound.MatchRounds = 1
	for _, c := range []struct {
		name   string
		rules  Rules
		start  string
		held   [2]int
		winner Side   // meaningless on equal holdings
		next   string // round 2's start; "" when the match is over
	}{
		{"3 seeds cannot fill a hole", Standard(), southMoves + "2:53", [2]int{3, 53}, North, ""},
		{"North with 3 seeds loses too", Standard(), northMoves + "53:2", [2]int{53, 3}, South, ""},
		{"both under 4", Standard(), southMoves + "0:3", [2]int{1, 3}, North, ""},
		{"exactly 4 seeds fill one hole", Standard(), southMoves + "3:52", [2]int{4, 52}, North, "4,0,0,0,0,0,0/4,4,4,4,4,4,4 S 0:24"},
		{"over 28 seeds keep a reserve", Standard(), southMoves + "29:26", [2]int{30, 26}, South, "4,4,4,4,4,4,4/4,4,4,4,4,4,2 N 2:0"},
		{"equal holdings: North, who did not open", Standard(), southMoves + "27:28", [2]int{28, 28}, South, "4,4,4,4,4,4,4/4,4,4,4,4,4,4 N 0:0"},
		{"equal holdings: South, who did not open", Standard(), northMoves + "28:27", [2]int{28, 28}, South, "4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0"},
		{"alternate: North opens though South holds fewer", alternate, southMoves + "19:36", [2]int{20, 36}, North, "4,4,4,4,4,0,0/4,4,4,4,4,4,4 N 0:8"},
		{"alternate: South opens though North holds fewer", alternate, northMoves + "36:19", [2]int{36, 20}, South, "4,4,4,4,4,4,4/4,4,4,4,4,0,0 S 8:0"},
		{"rounds=1 ends the match after round 1", oneRound, southMoves + "19:36", [2]int{20, 36}, North, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := NewMatchFrom(c.rules, pos(t, c.start))
			opener := m.Round().Start().Turn
			_, err := m.Round().Play(HoleOf(opener, 5))
			require.NoError(t, err)
			require.Equal(t, NoLegalMoveLeft, m.Round().Result().Reason)
			assert.Equal(t, c.held, m.Held())
			winner, draw := m.Winner()
			assert.Equal(t, c.held[South] == c.held[North], draw)
			if !draw {
				assert.Equal(t, c.winner, winner)
			}
			if c.next == "" {
				assert.True(t, m.Over())
				assert.Equal(t, ErrMatchOver, m.NextRound())
				assert.Equal(t, 1, m.RoundNumber())
				return
			}
			assert.False(t, m.Over())
			require.NoError(t, m.NextRound())
			assert.Equal(t, 2, m.RoundNumber())
			assert.Equal(t, c.next, m.Round().Start().String())
		})
	}
}

// greedyOrRandom picks South's move that captures most, North's at random,
// so that matches drift to an end.
func greedyOrRandom(g *Game, rng *rand.Rand) Hole {
	moves := g.LegalMoves()
	if g.Position().Turn == North {
		return moves[rng.IntN(len(moves))]
	}
	rules := g.Rules()
	best, most := moves[0], -1
	for _, h := range moves {
		if _, out := rules.Apply(g.Position(), h); out.Captured > most {
			best, most = h, out.Captured
		}
	}
	return best
}

// TestMatchPlayedOut plays matches until a player holds under 4 seeds and
// loses; every round's start follows from the last round's end.
func TestMatchPlayedOut(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 10 {
		m := NewMatch(Standard())
		for rounds := 0; !m.Over(); rounds++ {
			require.Less(t, rounds, 1000, "the match should end")
			g := m.Round()
			for !g.Result().Over() {
				_, err := g.Play(greedyOrRandom(g, rng))
				require.NoError(t, err)
			}
			held := m.Held()
			require.Equal(t, 56, held[South]+held[North], "seeds are conserved over a match")
			if m.Over() {
				break
			}
			require.GreaterOrEqual(t, min(held[South], held[North]), SeedsPerHole)
			opener := m.Round().Start().Turn.Other()
			if held[South] != held[North] {
				opener = South
				if held[North] < held[South] {
					opener = North
				}
			}
			require.NoError(t, m.NextRound())
			assert.Equal(t, RefilledStart(held, opener), m.Round().Start())
		}
		held := m.Held()
		loser := South
		if held[North] < SeedsPerHole {
			loser = North
		}
		assert.Less(t, held[loser], SeedsPerHole)
		winner, draw := m.Winner()
		assert.False(t, draw)
		assert.Equal(t, loser.Other(), winner)
		assert.Equal(t, ErrMatchOver, m.NextRound())
	}
}

func TestRetryAtKeepsTheRoundsBeforeAndDropsThoseAfter(t *testing.T) {
	m := NewMatchFrom(Standard(), pos(t, "3,1,0,0,0,0,0/0,0,0,0,0,0,0 S 26:26"))
	_, err := m.Round().Play(HoleOf(South, 2))
	require.NoError(t, err)
	require.NoError(t, m.NextRound())
	for range 3 {
		_, err := m.Round().Play(m.Round().LegalMoves()[0])
		require.NoError(t, err)
	}
	retry, err := m.RetryAt(1, 2)
	require.NoError(t, err)
	assert.Equal(t, 2, retry.RoundNumber())
	assert.Same(t, m.rounds[0], retry.rounds[0], "round 1 as it was")
	assert.Equal(t, m.Round().Moves()[:2], retry.Round().Moves())
	assert.Equal(t, m.Openers(), retry.Openers())
	assert.Len(t, m.Round().Moves(), 3, "the match retried is unchanged")

	first, err := m.RetryAt(0, 0)
	require.NoError(t, err)
	assert.Equal(t, 1, first.RoundNumber(), "the rounds after are dropped")
	assert.Empty(t, first.Round().Moves())

	_, err = m.RetryAt(1, 4)
	assert.EqualError(t, err, "round 2 has no move 4")
	_, err = m.RetryAt(2, 0)
	assert.Error(t, err)
}

// TestMatchRoundsCanOnlyBeRead: the rounds Rounds hands out are no *Game to
// play or undo, and the round Round gave stops undoing once the next round
// begins, so no earlier round can change under the later ones.
func TestMatchRoundsCanOnlyBeRead(t *testing.T) {
	m := NewMatchFrom(Standard(), pos(t, "3,1,0,0,0,0,0/0,0,0,0,0,0,0 S 26:26"))
	first := m.Round()
	_, err := first.Play(HoleOf(South, 2))
	require.NoError(t, err)
	require.True(t, first.Result().Over())
	require.True(t, first.CanUndo(), "the round's end can be taken back until the next round begins")
	require.NoError(t, m.NextRound())

	for i, round := range m.Rounds() {
		_, isGame := round.(*Game)
		assert.False(t, isGame, "round %d is handed out as a *Game", i+1)
		_, undoes := round.(interface{ Undo() bool })
		assert.False(t, undoes, "round %d can be undone", i+1)
	}
	assert.Equal(t, first.Moves(), m.Rounds()[0].Moves())
	assert.Equal(t, first.Result(), m.Rounds()[0].Result())
	assert.Equal(t, m.Round().Start(), m.Rounds()[1].Start())

	assert.False(t, first.CanUndo(), "round 1 is closed")
	assert.False(t, first.Undo())
	assert.Len(t, first.Moves(), 1)
	_, err = first.Play(HoleOf(North, 1))
	var me *MoveError
	require.ErrorAs(t, err, &me)
	assert.Equal(t, RoundIsOver, me.Problem)

	_, err = m.Round().Play(m.Round().LegalMoves()[0])
	require.NoError(t, err)
	assert.True(t, m.Round().CanUndo(), "the round being played undoes")
	assert.Len(t, m.Rounds()[1].Moves(), 1, "a round read shows the moves played since")
}
