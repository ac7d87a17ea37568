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

// appEndgame is the table the computer's top level and the coach use. The
// tests replace it with one that has no table.
var appEndgame = &endgameLoader{seeds: search.DefaultEndgameSeeds}

// endgameTable returns the app's endgame table for rules once it is ready,
// and nil until then (see endgameLoader.get).
func endgameTable(rules engine.Rules) *search.Endgame { return appEndgame.get(rules) }

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
