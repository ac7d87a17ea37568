package search

import (
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
		nodes += Solve(rules, engine.Start(), Options{Depth: 8}).Nodes
	}
	reportNodes(b, nodes, began)
}

// BenchmarkSolveStartDepth10 solves the start position to depth 10.
func BenchmarkSolveStartDepth10(b *testing.B) {
	rules := engine.Standard()
	var nodes int64
	began := time.Now()
	for b.Loop() {
		nodes += Solve(rules, engine.Start(), Options{Depth: 10}).Nodes
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
		nodes += Solve(rules, positions[i%len(positions)], Options{Depth: 12}).Nodes
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
