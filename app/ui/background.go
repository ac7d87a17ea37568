package ui

import (
	"time"

	"fyne.io/fyne/v2"
)

// Scheduler calls f after d, and returns a function that cancels the call.
// Views take one so that tests can drive time by hand.
type Scheduler func(d time.Duration, f func()) (cancel func())

// After is the Scheduler of the running app: the call comes back on the UI
// goroutine through fyne.Do.
func After(d time.Duration, f func()) func() {
	timer := time.AfterFunc(d, func() { fyne.Do(f) })
	return func() { timer.Stop() }
}

// Background runs work off the UI goroutine and the function work returns
// back on it. Views take one so that tests can run the work at once.
type Background func(work func() func())

// InBackground is the Background of the running app: work runs on its own
// goroutine, and what it returns through fyne.Do.
func InBackground(work func() func()) {
	go func() {
		done := work()
		fyne.Do(done)
	}()
}
