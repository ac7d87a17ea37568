package search

import (
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine"
)

// randomGame plays uniformly random legal moves from start until the round
// is over or moves have been played.
func randomGame(t *testing.T, rng *rand.Rand, rules engine.Rules, start engine.Position, moves int) *engine.Game {
	t.Helper()
	g := engine.NewGame(rules, start)
	for len(g.Moves()) < moves && !g.Result().Over() {
		legal := g.LegalMoves()
		_, err := g.Play(legal[rng.IntN(len(legal))])
		require.NoError(t, err)
	}
	return g
}

// bruteReview is what brute force says of every move of g: the review's
// values worked out from the values of every legal move, with the whole
// history (and the moves played, for Rules.MoveLimit). It returns ok false
// when brute force gave up, and the repetitions it met.
func bruteReview(g *engine.Game) (want []MoveReview, repetitions int, ok bool) {
	positions := g.Positions()
	keys := make([]engine.Key, len(positions))
	for i, p := range positions {
		keys[i] = p.Key()
	}
	b := &brute{rules: g.Rules(), budget: 30_000}
	for i, move := range g.Moves() {
		p := positions[i]
		b.nodes = 0
		values := map[engine.Hole]int{}
		for _, h := range b.rules.LegalMoves(p) {
			next, out, err := b.rules.Play(p, h)
			if err != nil {
				panic(err)
			}
			b.path = append(b.path[:0], keys[:i+1]...)
			b.path = append(b.path, next.Key())
			v, exact, done := b.value(next, 200)
			if !done || !exact {
				return nil, 0, false
			}
			values[h] = out.Captured - v
		}
		before, best := bestOf(values)
		loss := before - values[move]
		want = append(want, MoveReview{Ply: i + 1, Position: p, Move: move, Best: best,
			Before: before, After: values[move], Loss: loss, Mark: MarkOf(loss), Exact: true})
	}
	return want, b.repetitions, true
}

// withoutSearchDetails is m without what brute force does not know: the
// captures and the search's depth.
func withoutSearchDetails(m MoveReview) MoveReview {
	m.Captured, m.Depth = 0, 0
	return m
}

func TestReviewAgreesWithBruteForce(t *testing.T) {
	if testing.Short() {
		t.Skip("reviews games against brute force, about 7 s; make test runs it")
	}
	rng := rand.New(rand.NewPCG(13, 21))
	marked := map[Mark]int{}
	for _, tc := range []struct {
		rules string
		games int // the random games to try
		least int // the games without a cycle brute force must solve
	}{
		{"standard", 200, 25},
		{"repetition=2", 200, 25},
		{"move-limit=6 repetition=0", 80, 40},
	} {
		rules, err := engine.ParseRules(tc.rules)
		require.NoError(t, err)
		// Random games are tried until enough without a cycle are checked
		// (fewer under the race detector), at most tc.games of them.
		acyclic, cyclic, need := 0, 0, max(1, tc.least/testScale)
		for tried := 0; tried < tc.games && acyclic < need; tried++ {
			g := randomGame(t, rng, rules, randomPosition(rng, 2+rng.IntN(6)), 12)
			want, reps, ok := bruteReview(g)
			if !ok || len(want) == 0 {
				continue
			}
			got, err := ReviewGame(context.Background(), g, ReviewOptions{Depth: 200, TableBits: 12}, nil)
			require.NoError(t, err)
			require.Len(t, got.Moves, len(want))
			for i, m := range got.Moves {
				require.Equal(t, want[i], withoutSearchDetails(m), "%s: %s, ply %d", tc.rules, g.Start(), i+1)
				marked[m.Mark]++
			}
			if reps == 0 {
				acyclic++
			} else {
				cyclic++
			}
		}
		t.Logf("%s: games checked: %d without a cycle, %d with repetitions", tc.rules, acyclic, cyclic)
		assert.GreaterOrEqual(t, acyclic, need, "%s: enough games without a cycle are checked", tc.rules)
	}
	t.Logf("marks: %v", marked)
	if testScale == 1 {
		// A blunder needs more seeds than brute force can take.
		for m := MarkBest; m <= MarkMistake; m++ {
			assert.Positive(t, marked[m], "some move is marked %v", m)
		}
	}
}

func TestMarksByLoss(t *testing.T) {
	for _, tc := range []struct {
		loss int
		want Mark
	}{
		{0, MarkBest}, {1, MarkGood}, {2, MarkGood}, {3, MarkInaccuracy}, {6, MarkInaccuracy},
		{7, MarkMistake}, {14, MarkMistake}, {15, MarkBlunder}, {98, MarkBlunder},
	} {
		assert.Equal(t, tc.want, MarkOf(tc.loss), "loss %d", tc.loss)
	}
	var names []string
	for m := MarkBest; m <= MarkBlunder; m++ {
		names = append(names, m.String())
		assert.Equal(t, m.String(), m.Tell(sentence.English), "English says the name")
	}
	assert.Equal(t, []string{"best", "good", "inaccuracy", "mistake", "blunder"}, names)
}

func TestLossIsNeverBelowZeroAndBestMeansNoLoss(t *testing.T) {
	rules := engine.Standard()
	rng := rand.New(rand.NewPCG(3, 8))
	checked, games := 0, max(2, 6/testScale)
	for range games {
		g := randomGame(t, rng, rules, engine.Start(), 40)
		review, err := ReviewGame(context.Background(), g, ReviewOptions{Depth: 3, TableBits: 12}, nil)
		require.NoError(t, err)
		for _, m := range review.Moves {
			assert.GreaterOrEqual(t, m.Loss, 0)
			assert.Equal(t, m.Before-m.After, m.Loss)
			assert.Equal(t, slices.Contains(m.Best, m.Move), m.Mark == MarkBest, "ply %d", m.Ply)
			assert.True(t, slices.IsSorted(m.Best))
			checked++
		}
	}
	assert.Greater(t, checked, 3*games, "the games have moves to check")
}

func TestReviewReportsProgressPerMoveAndSumsUpEachPlayer(t *testing.T) {
	g := randomGame(t, rand.New(rand.NewPCG(1, 2)), engine.Standard(), engine.Start(), 9)
	var calls []int
	var seen []MoveReview
	review, err := ReviewGame(context.Background(), g, ReviewOptions{Depth: 2, TableBits: 12}, func(done, total int, m MoveReview) {
		assert.Equal(t, 9, total)
		calls = append(calls, done)
		seen = append(seen, m)
	})
	require.NoError(t, err)
	assert.Equal(t, []int{1, 2, 3, 4, 5, 6, 7, 8, 9}, calls)
	assert.Equal(t, review.Moves, seen, "each call brings its move's review")
	var sum [2]PlayerReview
	for i, m := range review.Moves {
		assert.Equal(t, i+1, m.Ply)
		assert.Equal(t, g.Moves()[i], m.Move)
		assert.Equal(t, engine.Side(i%2), m.Side(), "South opens and the sides take turns")
		p := &sum[m.Side()]
		p.Moves++
		p.Loss += m.Loss
		if m.Mark == MarkBest {
			p.Best++
		}
	}
	assert.Equal(t, sum, review.Players)
	assert.Equal(t, [2]int{5, 4}, [2]int{review.Players[engine.South].Moves, review.Players[engine.North].Moves})
	assert.InDelta(t, float64(sum[engine.North].Best)/4, review.Players[engine.North].BestShare(), 1e-9)
	assert.Zero(t, PlayerReview{}.BestShare())
}

func TestACancelledReviewStopsAndSaysSo(t *testing.T) {
	g := randomGame(t, rand.New(rand.NewPCG(4, 4)), engine.Standard(), engine.Start(), 10)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	review, err := ReviewGame(ctx, g, ReviewOptions{Depth: 2, TableBits: 12}, func(done, _ int, _ MoveReview) {
		if done == 3 {
			cancel()
		}
	})
	var stopped *ReviewStopped
	require.ErrorAs(t, err, &stopped)
	assert.Equal(t, ReviewStopped{Done: 3, Total: 10, Cause: context.Canceled}, *stopped)
	assert.True(t, errors.Is(err, context.Canceled))
	assert.Equal(t, "the review was cancelled after 3 of 10 moves", err.Error())
	assert.Len(t, review.Moves, 3, "the moves reviewed so far are kept")
	assert.Equal(t, 3, review.Players[engine.South].Moves+review.Players[engine.North].Moves)
}

func TestCancellingStopsARunningReview(t *testing.T) {
	g := randomGame(t, rand.New(rand.NewPCG(4, 5)), engine.Standard(), engine.Start(), 10)
	ctx, cancel := context.WithCancel(context.Background())
	stop := time.AfterFunc(5*time.Millisecond, cancel)
	defer stop.Stop()
	// Without the cancellation this would search each move for hours: that
	// it returns at all is the test.
	review, err := ReviewGame(ctx, g, ReviewOptions{MoveNodes: 1 << 50}, func(int, int, MoveReview) {
		t.Error("no move of the opening is solved in a few milliseconds")
	})
	var stopped *ReviewStopped
	require.ErrorAs(t, err, &stopped)
	assert.Equal(t, 0, stopped.Done)
	assert.Empty(t, review.Moves)
}

func TestMoveBudgetSharesTheTotalNodes(t *testing.T) {
	const m = 1_000_000
	for _, tc := range []struct {
		name        string
		opt         ReviewOptions
		spent       int64
		left        int
		want        int64
		description string
	}{
		{"per move", ReviewOptions{MoveNodes: 2 * m}, 30 * m, 5, 2 * m, "the same for every move"},
		{"no budget", ReviewOptions{Depth: 4}, 0, 5, 0, "a depth alone"},
		{"in all", ReviewOptions{TotalNodes: 40 * m}, 0, 40, m, "an equal share"},
		{"in all, nodes saved", ReviewOptions{TotalNodes: 40 * m}, 10 * m, 20, 1500_000, "what was saved goes to the later moves"},
		{"both, share smaller", ReviewOptions{MoveNodes: 2 * m, TotalNodes: 10 * m}, 0, 10, m, "the smaller"},
		{"both, move nodes smaller", ReviewOptions{MoveNodes: m / 2, TotalNodes: 10 * m}, 0, 10, m / 2, "the smaller"},
		{"over budget", ReviewOptions{TotalNodes: 10 * m}, 11 * m, 3, leastMoveNodes, "still a little"},
	} {
		assert.Equal(t, tc.want, moveBudget(tc.opt, tc.spent, tc.left), "%s: %s", tc.name, tc.description)
	}
}

func TestMarginsFollowTheLosses(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 1))
	checked := 0
	for range 100 {
		start := randomPosition(rng, 2+rng.IntN(6))
		start.Held = [2]int{rng.IntN(30), rng.IntN(30)}
		g := randomGame(t, rng, engine.Standard(), start, 10)
		if _, _, ok := bruteReview(g); !ok {
			continue // a game too big to solve in a moment
		}
		review, err := ReviewGame(context.Background(), g, ReviewOptions{Depth: 200, TableBits: 12}, nil)
		require.NoError(t, err)
		if len(review.Moves) == 0 || slices.ContainsFunc(review.Moves, func(m MoveReview) bool { return !m.Exact }) {
			continue
		}
		margins, exact := review.Margins()
		require.Len(t, margins, len(review.Moves)+1)
		require.Len(t, exact, len(review.Moves)+1)
		for i, m := range review.Moves {
			lost := m.Loss
			if m.Side() == engine.North {
				lost = -lost
			}
			require.Equal(t, margins[i]-lost, margins[i+1], "%s ply %d", start, m.Ply)
		}
		if end := g.Result(); end.Over() {
			final := finalLead(g)
			require.Equal(t, final, margins[len(margins)-1], "%s: the last margin is the end's", start)
		}
		checked++
	}
	assert.Greater(t, checked, 15)
	margins, exact := Review{}.Margins()
	assert.Empty(t, margins)
	assert.Empty(t, exact)
}

// finalLead is South's lead at the end of a finished game g: after the
// sweep or the split of the board that ended it.
func finalLead(g *engine.Game) int {
	p := g.Position()
	v := splitValue(&p)
	if g.Result().Reason == engine.NoLegalMoveLeft {
		v = sweepValue(&p)
	}
	held := Final(p, v)
	return held[engine.South] - held[engine.North]
}

func TestTheEndgameTableMakesAReviewExact(t *testing.T) {
	if testing.Short() {
		t.Skip("builds an endgame table and reviews 80 games against brute force, about 6 s; make test runs it")
	}
	rules := engine.Standard()
	eg, err := BuildEndgame(rules, 8, nil)
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(2, 9))
	var exact [2]int // moves proven by a one-ply search without and with the table
	checked := 0
	for range 80 {
		g := randomGame(t, rng, rules, randomPosition(rng, 3+rng.IntN(6)), 8)
		want, _, solved := bruteReview(g)
		for i, table := range []*Endgame{nil, eg} {
			review, err := ReviewGame(context.Background(), g, ReviewOptions{Depth: 1, Endgame: table, TableBits: 12}, nil)
			require.NoError(t, err)
			for j, m := range review.Moves {
				if !m.Exact {
					continue
				}
				exact[i]++
				if solved {
					require.Equal(t, want[j], withoutSearchDetails(m), "%s ply %d", g.Start(), m.Ply)
					checked++
				}
			}
		}
	}
	t.Logf("moves proven in one ply: %d without the table, %d with it; %d checked by brute force", exact[0], exact[1], checked)
	assert.Greater(t, exact[1], exact[0]+50, "the table proves what one ply cannot")
	assert.Greater(t, checked, 10)
}

func TestReviewOfAGameWithoutMoves(t *testing.T) {
	review, err := ReviewGame(context.Background(), engine.NewGame(engine.Standard(), engine.Start()), ReviewOptions{Depth: 2}, nil)
	require.NoError(t, err)
	assert.Empty(t, review.Moves)
	assert.Equal(t, [2]PlayerReview{}, review.Players)
}

// BenchmarkReviewGame reviews a game of 41 moves between the computer's
// levels 4 and 3 at a second a move (the command line's default), with the
// endgame table of DefaultEndgameSeeds (loaded from the cache, or built
// first): the time of a whole review and the share of moves proven.
func BenchmarkReviewGame(b *testing.B) {
	f, err := os.Open("testdata/review-41-moves.game")
	require.NoError(b, err)
	defer f.Close()
	g, err := engine.LoadGame(f)
	require.NoError(b, err)
	eg, err := LoadOrBuildEndgame(g.Rules(), DefaultEndgameSeeds)
	require.NoError(b, err)
	exact, moves := 0, 0
	for b.Loop() {
		review, err := ReviewGame(context.Background(), g, ReviewOptions{MoveNodes: 1_000_000, Endgame: eg}, nil)
		require.NoError(b, err)
		for _, m := range review.Moves {
			if m.Exact {
				exact++
			}
			moves++
		}
	}
	b.ReportMetric(float64(exact)/float64(moves), "exact/move")
}
