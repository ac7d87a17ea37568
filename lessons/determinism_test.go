package lessons

import (
	"bytes"
	"runtime"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/engine"
)

// underLoad runs f while goroutines spinning keep every CPU busy, as on a
// machine under load; the load stops when f returns.
func underLoad(f func()) {
	var wg sync.WaitGroup
	done := make(chan struct{})
	for range runtime.NumCPU() {
		wg.Go(func() {
			for {
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

func TestGenerationIsTheSameUnderLoad(t *testing.T) {
	gen := func() string {
		var buf bytes.Buffer
		opt := GenerateOptions{Count: 2, Seed: 6, Goals: []GoalKind{BestMove, OnlyNotLosing}}
		require.NoError(t, WritePuzzleSteps(&buf, Generate(opt)))
		return buf.String()
	}
	quiet := gen()
	var loaded string
	underLoad(func() { loaded = gen() })
	assert.Equal(t, quiet, loaded, "the same seed writes the same file, busy or not")
	assert.Contains(t, quiet, "best-move", "the solver's goals, once bounded by the clock, are generated")
}

func TestVerdictsAreTheSameUnderLoad(t *testing.T) {
	course, errs := Builtin()
	require.Empty(t, errs)
	rules := engine.Standard()
	judged := 0
	for _, pz := range course.Puzzles() {
		if pz.Goal.Kind != BestMove && pz.Goal.Kind != OnlyNotLosing {
			continue
		}
		for _, h := range engine.Holes(pz.Position.Turn) {
			if pz.Position.Board[h] == 0 {
				continue
			}
			quiet := pz.Evaluate(rules, h)
			var loaded Attempt
			underLoad(func() { loaded = pz.Evaluate(rules, h) })
			assert.Equal(t, quiet, loaded, "%s: %s", pz.ID, h)
			assert.False(t, quiet.Unproven, "%s: %s is judged", pz.ID, h)
			assert.Equal(t, h == pz.Solution, quiet.Reached, "%s: %s", pz.ID, h)
			judged++
		}
	}
	assert.Greater(t, judged, 20, "the course's solver puzzles, every move of each")
}
