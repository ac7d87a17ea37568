//go:build !race

package lessons

// raceSlowdown is 1 without the race detector: the solver searches a puzzle
// for SolveTime as it is.
const raceSlowdown = 1
