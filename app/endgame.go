package app

import (
	"sync"
	"sync/atomic"

	"fyne.io/fyne/v2"

	"walakpussa/engine"
	"walakpussa/engine/search"
)

// endgameLoader loads an endgame table once, in the background.
type endgameLoader struct {
	seeds int // the table's K; 0 leaves the table out
	once  sync.Once
	table atomic.Pointer[search.Endgame]
}

// newEndgameLoader returns a loader of the table of up to seeds seeds; 0
// gives a loader that never has a table (the tests use it, so that no test
// waits for a table to build).
func newEndgameLoader(seeds int) *endgameLoader { return &endgameLoader{seeds: seeds} }

// get returns the table once it is ready, and nil until then. The first
// call starts loading it in the background from the cache, or building it
// (about 10 seconds, once per machine); searches meanwhile go on without
// it. A table built under other rules is ignored by the search.
func (l *endgameLoader) get(rules engine.Rules) *search.Endgame {
	if l.seeds == 0 {
		return nil
	}
	l.once.Do(func() {
		go func() {
			eg, err := search.LoadOrBuildEndgame(rules, l.seeds)
			if err != nil {
				fyne.LogError("endgame table", err)
				return
			}
			l.table.Store(eg)
		}()
	})
	return l.table.Load()
}
