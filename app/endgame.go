package app

import (
	"sync"
	"sync/atomic"

	"fyne.io/fyne/v2"

	"walakpussa/engine"
	"walakpussa/engine/search"
)

// endgameLoader loads endgame tables in the background, one for each
// search.TableRules of the rule sets games are played under.
type endgameLoader struct {
	seeds  int // the tables' K; 0 leaves the tables out
	mu     sync.Mutex
	tables map[engine.Rules]*atomic.Pointer[search.Endgame]
}

// newEndgameLoader returns a loader of tables of up to seeds seeds; 0
// gives a loader that never has a table (the tests use it, so that no test
// waits for a table to build).
func newEndgameLoader(seeds int) *endgameLoader {
	return &endgameLoader{seeds: seeds, tables: map[engine.Rules]*atomic.Pointer[search.Endgame]{}}
}

// get returns the table for rules once it is ready, and nil until then or
// when no table can serve under rules (a move limit, no repetition rule).
// The first call for a rule set starts loading its table in the background
// from the cache, or building it (about 10 seconds, once per machine);
// searches meanwhile go on without it.
func (l *endgameLoader) get(rules engine.Rules) *search.Endgame {
	if l.seeds == 0 {
		return nil
	}
	key := search.TableRules(rules)
	l.mu.Lock()
	table, started := l.tables[key]
	if !started {
		table = &atomic.Pointer[search.Endgame]{}
		l.tables[key] = table
	}
	l.mu.Unlock()
	if !started {
		go func() {
			eg, err := search.LoadOrBuildEndgame(key, l.seeds)
			if err != nil {
				fyne.LogError("endgame table", err)
				return
			}
			table.Store(eg)
		}()
	}
	return table.Load()
}
