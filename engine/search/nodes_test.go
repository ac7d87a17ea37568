package search

import (
	"context"
	"math/rand/v2"
	"runtime"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/engine"
)

// withoutElapsed is res without the one field a node budget leaves to the
// clock.
func withoutElapsed(res Result) Result {
	res.Elapsed = 0
	return res
}

// underLoad runs f while every CPU is kept busy by goroutines spinning, as
// on a machine under load; the load stops when f returns.
func underLoad(f func()) {
	var wg sync.WaitGroup
	done := make(chan struct{})
	for range runtime.NumCPU() {
		wg.Go(func() {
			for n := 0; ; n++ {
				select {
				case <-done:
					return
				default:
				}
			}
		})
	}
	defer wg.Wait()
	defer close(done)
	f()
}

func TestANodeBudgetGivesTheSameResultUnderAnyLoad(t *testing.T) {
	rules := engine.Standard()
	opt := Options{Nodes: 60_000}
	first := Solve(context.Background(), rules, engine.Start(), opt)
	var loaded Result
	underLoad(func() { loaded = Solve(context.Background(), rules, engine.Start(), opt) })
	assert.Equal(t, withoutElapsed(first), withoutElapsed(loaded), "the same Result, Nodes and Depth included")
	assert.False(t, first.Exact, "the start is not solved in 60,000 nodes: the budget cut the search")

	values := Evaluate(context.Background(), rules, engine.Start(), opt)
	var again []MoveValue
	underLoad(func() { again = Evaluate(context.Background(), rules, engine.Start(), opt) })
	assert.Equal(t, values, again)
}

func TestANodeBudgetStopsTheSearch(t *testing.T) {
	rules := engine.Standard()
	small := Solve(context.Background(), rules, engine.Start(), Options{Nodes: 20_000})
	large := Solve(context.Background(), rules, engine.Start(), Options{Nodes: 200_000})
	assert.LessOrEqual(t, small.Nodes, int64(20_000))
	assert.Greater(t, small.Nodes, int64(10_000), "it searched until the budget was spent")
	assert.LessOrEqual(t, large.Nodes, int64(200_000))
	assert.Less(t, small.Depth, large.Depth, "a larger budget searches deeper")
	requireLegalBest(t, rules, engine.Start(), small)

	first := Solve(context.Background(), rules, engine.Start(), Options{Nodes: 1})
	assert.Equal(t, 1, first.Depth, "the first iteration always completes")
	requireLegalBest(t, rules, engine.Start(), first)
}

func TestANodeBudgetLeavesProvenResultsAlone(t *testing.T) {
	rules := engine.Standard()
	rng := rand.New(rand.NewPCG(31, 32))
	for tried := 0; tried < 6; {
		p := randomPosition(rng, 4+rng.IntN(5))
		budgeted := Solve(context.Background(), rules, p, Options{Nodes: 200_000, TableBits: 16})
		if !budgeted.Exact || budgeted.Depth < 2 {
			continue // endings that cycle are seldom proven in 200,000 nodes; the first iteration no budget cuts
		}
		tried++
		free := Solve(context.Background(), rules, p, Options{Depth: MaxDepth, TableBits: 16})
		assert.Equal(t, withoutElapsed(free), withoutElapsed(budgeted), "%v: a budget not spent changes nothing", p)
		tight := Solve(context.Background(), rules, p, Options{Nodes: free.Nodes, TableBits: 16})
		assert.Equal(t, withoutElapsed(free), withoutElapsed(tight), "%v: a budget of the nodes it needs changes nothing", p)
		short := Solve(context.Background(), rules, p, Options{Nodes: free.Nodes - 1, TableBits: 16})
		assert.False(t, short.Exact, "%v: one node fewer and the proof is cut short", p)
		assert.Less(t, short.Nodes, free.Nodes, "%v", p)
	}
}

func TestANodeBudgetMakesAReviewRepeatable(t *testing.T) {
	g := randomGame(t, rand.New(rand.NewPCG(8, 9)), engine.Standard(), engine.Start(), 12)
	opt := ReviewOptions{MoveNodes: 20_000, TotalNodes: 150_000, TableBits: 14}
	first, err := ReviewGame(context.Background(), g, opt, nil)
	require.NoError(t, err)
	var loaded Review
	underLoad(func() { loaded, err = ReviewGame(context.Background(), g, opt, nil) })
	require.NoError(t, err)
	assert.Equal(t, first, loaded)
	exact := 0
	for _, m := range first.Moves {
		if m.Exact {
			exact++
		}
	}
	assert.Less(t, exact, len(first.Moves), "the opening is not proven in 20,000 nodes a move: the budget cut the searches")
}
