package lessons

import (
	"context"
	"testing"

	"walakpussa/engine"
	"walakpussa/engine/search"
)

// BenchmarkSolveCoursePuzzles solves every puzzle position of the built-in
// course with the solver until its value is exact or SolveNodes are
// visited (one sub-benchmark per puzzle: the time to solve each puzzle).
func BenchmarkSolveCoursePuzzles(b *testing.B) {
	course, errs := Builtin()
	if len(errs) > 0 {
		b.Fatal(errs)
	}
	rules := engine.Standard()
	for _, p := range course.Puzzles() {
		b.Run(p.ID, func(b *testing.B) {
			var res search.Result
			for b.Loop() {
				res = search.Solve(context.Background(), rules, p.Position, search.Options{Depth: search.MaxDepth, Nodes: SolveNodes})
			}
			b.ReportMetric(float64(res.Nodes), "nodes")
			if res.Exact {
				b.ReportMetric(1, "exact")
			}
		})
	}
}

// BenchmarkProveWinInPuzzles proves every win-in puzzle of the course the
// way the loader does: every move of the side to move searched against
// every defence.
func BenchmarkProveWinInPuzzles(b *testing.B) {
	course, errs := Builtin()
	if len(errs) > 0 {
		b.Fatal(errs)
	}
	var wins []*Puzzle
	for _, pz := range course.Puzzles() {
		if pz.Goal.Kind == WinIn {
			wins = append(wins, pz)
		}
	}
	b.ResetTimer()
	for range b.N {
		for _, pz := range wins {
			if err := uniqueSolution(engine.Standard(), pz, SolveNodes); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkValidateCourse loads and validates the built-in course, as
// `walakpussa lessons check` and the app's start do.
func BenchmarkValidateCourse(b *testing.B) {
	for b.Loop() {
		if _, errs := Builtin(); len(errs) > 0 {
			b.Fatal(errs)
		}
	}
}
