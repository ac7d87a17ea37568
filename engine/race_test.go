//go:build race

package engine

// propertyScale divides the number of random positions the property tests
// try: the race detector makes every move many times slower.
const propertyScale = 50
