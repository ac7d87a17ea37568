//go:build !race

package search

// testScale divides the number of random positions the tests try; 1
// without the race detector.
const testScale = 1
