//go:build race

package lessons

// raceSlowdown is how much longer the solver may search a puzzle in a build
// with the race detector, which slows it about tenfold.
const raceSlowdown = 10
