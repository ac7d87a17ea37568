//go:build !race

package engine

// propertyScale divides the number of random positions the property tests
// try; 1 without the race detector.
const propertyScale = 1
