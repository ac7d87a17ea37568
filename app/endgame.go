package app

import (
	"sync"
	"sync/atomic"

	"fyne.io/fyne/v2"

	"walakpussa/engine"
	"walakpussa/engine/search"
)

// endgameLoader loads endgame tables in the background, one for each rule
// set a game is played under that changes the table: the sowing, endless
// sowing, the repetition limit and the move limit. Who opens and how a
// match goes on do not change it.
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
	key := tableKey(rules)
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

// tableKey is rules with what does not change the table set to the
// standard, so that games differing only there share a table.
func tableKey(rules engine.Rules) engine.Rules {
	std := engine.Standard()
	rules.Starter, rules.MatchRounds, rules.MatchOpener = std.Starter, std.MatchRounds, std.MatchOpener
	return rules
}
