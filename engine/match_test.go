package engine

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRefilledStart covers RULES.md 5: 4 a hole from hole 1, the rest in the
// next hole, seeds beyond 28 kept in reserve.
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
