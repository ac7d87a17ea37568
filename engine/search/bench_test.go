package search

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"walakpussa/engine"
)

func reportNodes(b *testing.B, nodes int64, began time.Time) {
	b.ReportMetric(float64(nodes)/time.Since(began).Seconds(), "nodes/s")
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}

// BenchmarkSolveStart solves the start position to depth 8.
func BenchmarkSolveStart(b *testing.B) {
	rules := engine.Standard()
	var nodes int64
	began := time.Now()
	for b.Loop() {
		nodes += Solve(context.Background(), rules, engine.Start(), Options{Depth: 8}).Nodes
	}
	reportNodes(b, nodes, began)
}

// BenchmarkSolveStartDepth10 solves the start position to depth 10.
func BenchmarkSolveStartDepth10(b *testing.B) {
	rules := engine.Standard()
	var nodes int64
	began := time.Now()
	for b.Loop() {
		nodes += Solve(context.Background(), rules, engine.Start(), Options{Depth: 10}).Nodes
	}
	reportNodes(b, nodes, began)
}

// BenchmarkSolve20Seeds solves positions with 20 seeds on the board to
// depth 12, a middle game.
func BenchmarkSolve20Seeds(b *testing.B) {
	rules := engine.Standard()
	rng := rand.New(rand.NewPCG(20, 20))
	positions := make([]engine.Position, 16)
	for i := range positions {
		positions[i] = randomPosition(rng, 20)
	}
	var nodes int64
	i := 0
	began := time.Now()
	for b.Loop() {
		nodes += Solve(context.Background(), rules, positions[i%len(positions)], Options{Depth: 12}).Nodes
		i++
	}
	reportNodes(b, nodes, began)
}

// BenchmarkBuildEndgame12 builds the endgame table up to 12 seeds.
func BenchmarkBuildEndgame12(b *testing.B) {
	for b.Loop() {
		if _, err := BuildEndgame(engine.Standard(), 12, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSolveEndings solves positions with 10 to 16 seeds on the board
// until exact or for 1.5 seconds (level 5's time), without and with the
// endgame table of DefaultEndgameSeeds (loaded from the cache, or built
// first): the share solved exactly and the time per position.
func BenchmarkSolveEndings(b *testing.B) {
	rules := engine.Standard()
	eg, err := LoadOrBuildEndgame(rules, DefaultEndgameSeeds)
	if err != nil {
		b.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(10, 16))
	positions := make([]engine.Position, 24)
	for i := range positions {
		positions[i] = randomPosition(rng, 10+rng.IntN(7))
	}
	for _, table := range []*Endgame{nil, eg} {
		name := "without-table"
		if table != nil {
			name = "with-table"
		}
		b.Run(name, func(b *testing.B) {
			exact, i := 0, 0
			for b.Loop() {
				res := Solve(context.Background(), rules, positions[i%len(positions)], Options{Time: TopLevelTime, Endgame: table})
				if res.Exact {
					exact++
				}
				i++
			}
			b.ReportMetric(float64(exact)/float64(i), "exact/op")
		})
	}
}
