package app

import (
	"sync"
	"sync/atomic"

	"fyne.io/fyne/v2"

	"walakpussa/engine"
	"walakpussa/engine/search"
)

// endgameSeeds is the K of the endgame table the computer's top level and
// the coach use; 0 leaves the table out (the tests do).
var endgameSeeds = search.DefaultEndgameSeeds

// sharedEndgame is the app's one endgame table, loaded once.
var sharedEndgame struct {
	once  sync.Once
	table atomic.Pointer[search.Endgame]
}

// endgameTable returns the endgame table for rules once it is ready, and
// nil until then. The first call starts loading it in the background from
// the cache, or building it (about 8 seconds, once per machine); searches
// meanwhile go on without it. A table built under other rules is ignored
// by the search.
func endgameTable(rules engine.Rules) *search.Endgame {
	if endgameSeeds == 0 {
		return nil
	}
	sharedEndgame.once.Do(func() {
		go func() {
			eg, err := search.LoadOrBuildEndgame(rules, endgameSeeds)
			if err != nil {
				fyne.LogError("endgame table", err)
				return
			}
			sharedEndgame.table.Store(eg)
		}()
	})
	return sharedEndgame.table.Load()
}
