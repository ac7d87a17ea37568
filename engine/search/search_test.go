package search

import (
	"bufio"
	"context"
	"encoding/json"
	"math/rand/v2"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/engine"
)

func mustParse(t *testing.T, text string) engine.Position {
	t.Helper()
	p, err := engine.ParsePosition(text)
	require.NoError(t, err)
	return p
}

// bestOf returns the best value of a brute-force move map and its moves.
func bestOf(values map[engine.Hole]int) (int, []engine.Hole) {
	best, moves := -infinity, []engine.Hole(nil)
	for h, v := range values {
		switch {
		case v > best:
			best, moves = v, []engine.Hole{h}
		case v == best:
			moves = append(moves, h)
		}
	}
	slices.Sort(moves)
	return best, moves
}

// checkAgainstBrute compares Solve and Evaluate with brute force on p at
// depth; it returns false when brute force gave up or was not exact, and
// the repetitions brute force met.
func checkAgainstBrute(t *testing.T, rules engine.Rules, p engine.Position, history []engine.Key, depth int, eg *Endgame) (bool, int) {
	t.Helper()
	values, exact, reps, ok := bruteMovesCounted(rules, p, history, depth, 150_000)
	if !ok || !exact || len(values) == 0 {
		return false, 0
	}
	opt := Options{Depth: depth, History: history, TableBits: 12, Endgame: eg}
	res := Solve(context.Background(), rules, p, opt)
	best, moves := bestOf(values)
	require.True(t, res.Exact, "%s: brute force is exact at depth %d, so must the search be", p, depth)
	require.Equal(t, best, res.Value, "%s value", p)
	require.Equal(t, moves, res.Best, "%s best moves", p)
	require.NotEmpty(t, res.PV)
	require.Contains(t, moves, res.PV[0], "%s: the PV starts with a best move", p)
	for _, mv := range Evaluate(context.Background(), rules, p, opt) {
		require.True(t, mv.Exact, "%s %s exact", p, mv.Move)
		require.Equal(t, values[mv.Move], mv.Value, "%s %s value", p, mv.Move)
	}
	return true, reps
}

func TestSearchAgreesWithBruteForce(t *testing.T) {
	if testing.Short() {
		t.Skip("brute force over many positions, over 10 s; make test runs it")
	}
	rules := engine.Standard()
	rng := rand.New(rand.NewPCG(5, 7))
	checked, repeated := 0, 0
	for i := 0; i < 300/testScale; i++ {
		p := randomPosition(rng, 2+rng.IntN(7))
		if ok, reps := checkAgainstBrute(t, rules, p, nil, 24, nil); ok {
			checked++
			if reps > 0 {
				repeated++
			}
		}
	}
	t.Logf("%d positions checked, %d of them with repetitions in the tree", checked, repeated)
	assert.Greater(t, checked, 30/testScale)
}

func TestSearchAgreesWithBruteForceUnderOtherRules(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 4))
	for _, text := range []string{"repetition=2", "repetition=4", "skip-origin=yes", "move-limit=6 repetition=0"} {
		rules, err := engine.ParseRules(text)
		require.NoError(t, err)
		checked := 0
		for i := 0; i < 150/testScale; i++ {
			p := randomPosition(rng, 2+rng.IntN(7))
			if ok, _ := checkAgainstBrute(t, rules, p, nil, 12, nil); ok {
				checked++
			}
		}
		if testScale == 1 {
			assert.Greater(t, checked, 10, text)
		}
	}
}

func TestHistoryBeforeTheRootCounts(t *testing.T) {
	rules := engine.Standard()
	rng := rand.New(rand.NewPCG(3, 3))
	checked := 0
	for i := 0; i < 400/testScale; i++ {
		p := randomPosition(rng, 2+rng.IntN(6))
		// A history in which the root and one of its successors occurred
		// once, behind a position with more seeds (before a capture) that
		// must be ignored.
		var more engine.Position
		more.Board = p.Board
		more.Board[0]++
		history := []engine.Key{more.Key(), p.Key()}
		if moves := rules.LegalMoves(p); len(moves) > 0 {
			next, out, _ := rules.Play(p, moves[0])
			if out.Captured == 0 {
				history = append(history, next.Key())
			}
		}
		if ok, _ := checkAgainstBrute(t, rules, p, history, 12, nil); ok {
			checked++
		}
	}
	assert.Greater(t, checked, 20/testScale)
}

func TestRootRepeatedInTheHistoryEndsTheRound(t *testing.T) {
	p := mustParse(t, "1,0,0,0,0,0,2/1,0,0,0,0,0,0 S 3:4")
	other := p
	other.Turn = engine.North
	res := Solve(context.Background(), engine.Standard(), p, Options{Depth: 5, History: []engine.Key{p.Key(), other.Key(), p.Key()}})
	assert.True(t, res.Exact)
	assert.Empty(t, res.Best)
	assert.Equal(t, 3-1, res.Value, "each side takes its own row")
	assert.Nil(t, Evaluate(context.Background(), engine.Standard(), p, Options{Depth: 5, History: []engine.Key{p.Key(), p.Key()}}))
}

// TestCyclingPositions checks positions whose game tree holds lines that
// end by repetition, with and without earlier occurrences of the root.
func TestCyclingPositions(t *testing.T) {
	rules := engine.Standard()
	for _, text := range []string{
		"0,0,0,0,0,0,0/1,0,0,0,0,0,1 N 0:0",
		"0,1,0,0,0,0,0/0,1,0,0,0,0,0 N 0:0",
		"0,0,0,0,0,0,0/0,1,0,0,0,0,1 N 0:0",
		"0,0,0,0,1,0,0/0,0,0,0,1,0,0 S 0:0",
	} {
		p := mustParse(t, text)
		_, _, reps, ok := bruteMovesCounted(rules, p, nil, 30, 1_000_000)
		require.True(t, ok)
		require.Positive(t, reps, "%s: some lines end by repetition", text)
		ok, _ = checkAgainstBrute(t, rules, p, nil, 30, nil)
		assert.True(t, ok, text)
		ok, _ = checkAgainstBrute(t, rules, p, []engine.Key{p.Key()}, 30, nil)
		assert.True(t, ok, "%s seen once before", text)
	}
}

func TestEndlessMovesAreNeverChosen(t *testing.T) {
	rules := engine.Standard()
	// S4 is endless here (the engine's tests trace it to lap 85).
	p := mustParse(t, "0,2,1,1,2,1,0/1,0,1,2,1,0,1 S 0:0")
	res := Solve(context.Background(), rules, p, Options{Depth: 8})
	assert.NotContains(t, res.Best, engine.HoleOf(engine.South, 4))
	assert.NotEqual(t, engine.HoleOf(engine.South, 4), res.PV[0])
	for _, mv := range Evaluate(context.Background(), rules, p, Options{Depth: 4}) {
		assert.NotEqual(t, engine.HoleOf(engine.South, 4), mv.Move)
	}
	// A side whose only moves are endless has no legal move: the sweep.
	rng := rand.New(rand.NewPCG(1, 1))
	for i := 0; i < 200_000; i++ {
		q := randomPosition(rng, 9+rng.IntN(4))
		if q.Board.RowTotal(q.Turn) == 0 || !rules.NoLegalMove(q) {
			continue
		}
		res := Solve(context.Background(), rules, q, Options{Depth: 3})
		assert.Empty(t, res.Best, q.String())
		assert.True(t, res.Exact)
		assert.Equal(t, -q.Board.Total(), res.Value, q.String())
		return
	}
	t.Log("no position with only endless moves found")
}

func TestExactness(t *testing.T) {
	rules := engine.Standard()
	start := Solve(context.Background(), rules, engine.Start(), Options{Depth: 3})
	assert.False(t, start.Exact, "the start is not solved in 3 plies")
	assert.Equal(t, 3, start.Depth)
	// South to move with an empty row: the sweep, exact at once.
	p := mustParse(t, "0,0,0,0,0,0,0/1,2,0,0,0,0,0 S 0:0")
	res := Solve(context.Background(), rules, p, Options{Depth: 3})
	assert.True(t, res.Exact)
	assert.Equal(t, -3, res.Value)
	// One move ends it: S7 sows into N1, beyond the empty N2 lies N3.
	p = mustParse(t, "0,0,0,0,0,0,1/0,0,4,0,0,0,0 S 0:0")
	res = Solve(context.Background(), rules, p, Options{})
	assert.True(t, res.Exact)
	assert.Equal(t, []engine.Hole{engine.HoleOf(engine.South, 7)}, res.Best)
	// S7 captures N3's 4; North's N1 then goes to N2, South cannot move
	// and North sweeps that 1 seed: 4 - 1.
	assert.Equal(t, 3, res.Value)
	assert.Less(t, res.Depth, DefaultDepth, "iterative deepening stops once exact")
}

func TestTimeLimit(t *testing.T) {
	began := time.Now()
	res := Solve(context.Background(), engine.Standard(), engine.Start(), Options{Time: 200 * time.Millisecond})
	assert.Less(t, time.Since(began), 2*time.Second)
	assert.GreaterOrEqual(t, res.Depth, 1)
	assert.NotEmpty(t, res.Best)
}

// requireLegalBest checks that res names only legal moves of p, at least one.
func requireLegalBest(t *testing.T, rules engine.Rules, p engine.Position, res Result) {
	t.Helper()
	require.NotEmpty(t, res.Best)
	for _, h := range res.Best {
		require.Contains(t, rules.LegalMoves(p), h)
	}
}

func TestACancelledContextStopsAfterTheFirstIteration(t *testing.T) {
	rules := engine.Standard()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, opt := range []Options{{Depth: 6}, {Time: time.Hour}} {
		res := Solve(ctx, rules, engine.Start(), opt)
		require.Equal(t, 1, res.Depth, "%+v: only the first iteration", opt)
		assert.False(t, res.Exact)
		assert.LessOrEqual(t, res.Nodes, int64(engine.RowLength), "one node per move")
		requireLegalBest(t, rules, engine.Start(), res)
	}
	values := Evaluate(ctx, rules, engine.Start(), Options{Time: time.Hour})
	assert.Len(t, values, len(rules.LegalMoves(engine.Start())), "every move valued at depth 1")
	for _, mv := range values {
		assert.False(t, mv.Exact, mv.Move.String())
	}
}

func TestCancellingStopsARunningSearch(t *testing.T) {
	rules := engine.Standard()
	ctx, cancel := context.WithCancel(context.Background())
	stop := time.AfterFunc(5*time.Millisecond, cancel)
	defer stop.Stop()
	// Without the cancellation this would search for an hour: that it
	// returns at all is the test.
	res := Solve(ctx, rules, engine.Start(), Options{Time: time.Hour})
	require.Error(t, ctx.Err(), "it returned because it was cancelled")
	assert.False(t, res.Exact, "the start is not solved in a few milliseconds")
	assert.GreaterOrEqual(t, res.Depth, 1)
	requireLegalBest(t, rules, engine.Start(), res)
}

func TestVectorPositionsGetSaneBestMoves(t *testing.T) {
	rules := engine.Standard()
	f, err := os.Open("../testdata/vectors.jsonl")
	require.NoError(t, err)
	defer f.Close()
	sc := bufio.NewScanner(f)
	seen := map[string]bool{}
	for sc.Scan() {
		var v struct{ Position string }
		require.NoError(t, json.Unmarshal(sc.Bytes(), &v))
		if seen[v.Position] {
			continue
		}
		seen[v.Position] = true
		p := mustParse(t, v.Position)
		res := Solve(context.Background(), rules, p, Options{Depth: 5 - 2*(testScale/20)})
		legal := rules.LegalMoves(p)
		if len(legal) == 0 {
			assert.Empty(t, res.Best)
			continue
		}
		require.NotEmpty(t, res.Best, v.Position)
		for _, h := range res.Best {
			assert.Contains(t, legal, h, v.Position)
		}
		total := p.Board.Total()
		assert.LessOrEqual(t, res.Value, total)
		assert.GreaterOrEqual(t, res.Value, -total)
		if res.Exact {
			assert.Equal(t, (total+res.Value)%2, 0, "both sides' shares are whole seeds")
		}
	}
}
