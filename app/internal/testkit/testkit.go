// Package testkit holds what the front end's tests share: a clock driven by
// hand, the translations loaded as the app loads them, and positions,
// holes and traces written in the notation. Only tests import it.
package testkit

import (
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"walakpussa/assets/i18n"
	"walakpussa/engine"
)

// StartText is the start position in the notation.
const StartText = "4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0"

// Main runs a package's tests in English, so that every string a test
// compares comes from en.json. Call it from TestMain.
func Main(m *testing.M) {
	if err := i18n.Use(i18n.English); err != nil {
		panic(err)
	}
	os.Exit(m.Run())
}

// Clock collects the calls a view schedules, so a test runs them one by one.
type Clock struct {
	// Pending are the calls not run yet, in the order they were scheduled.
	Pending []func()
	// Holds are the delays asked for, one per call ever scheduled.
	Holds []time.Duration
	// Stopped counts the calls cancelled.
	Stopped int
}

// After schedules f; it has the shape of ui.Scheduler.
func (c *Clock) After(d time.Duration, f func()) func() {
	c.Pending = append(c.Pending, f)
	c.Holds = append(c.Holds, d)
	return func() { c.Stopped++ }
}

// Fire runs the latest call scheduled.
func (c *Clock) Fire() {
	f := c.Pending[len(c.Pending)-1]
	c.Pending = c.Pending[:len(c.Pending)-1]
	f()
}

// AtOnce runs background work and its answer at once; it has the shape of
// ui.Background.
func AtOnce(work func() func()) { work()() }

// Position reads a position written in the notation.
func Position(t testing.TB, text string) engine.Position {
	t.Helper()
	p, err := engine.ParsePosition(text)
	require.NoError(t, err)
	return p
}

// Hole reads a hole name such as "S1".
func Hole(name string) engine.Hole {
	h, err := engine.ParseHole(name)
	if err != nil {
		panic(err)
	}
	return h
}

// Trace traces move from the position written in the notation, under the
// standard rules.
func Trace(t testing.TB, position, move string) *engine.Trace {
	t.Helper()
	rules := engine.Standard()
	tr, err := rules.Trace(Position(t, position), Hole(move))
	require.NoError(t, err)
	return tr
}
