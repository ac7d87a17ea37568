//go:build race

package search

// testScale divides the number of random positions the tests try: the race
// detector makes every move many times slower.
const testScale = 20
