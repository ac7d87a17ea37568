package app

import (
	"context"
	"time"

	"fyne.io/fyne/v2"

	"walakpussa/app/ui"
	"walakpussa/engine"
	"walakpussa/engine/search"
)

// maxEndgameTables is how many endgame tables the loader keeps: the
// table of the rules played and of one other rule set (a game opened, a
// lesson's rules); the one used least recently goes first.
const maxEndgameTables = 2

// endgameRetry is how long a table whose build failed is left alone
// before a later request tries again.
const endgameRetry = 30 * time.Second

// endgameLoader loads endgame tables in the background, one for each
// search.TableRules of the rule sets games are played under, and keeps
// the last maxEndgameTables used. Its methods are called on the UI
// goroutine.
type endgameLoader struct {
	seeds int // the tables' K; 0 leaves the tables out
	// build loads a table from the cache or builds it
	// (search.LoadOrBuildEndgame); now is the clock the retries go by;
	// background runs the builds. Tests replace them.
	build      func(rules engine.Rules, seeds int) (*search.Endgame, error)
	now        func() time.Time
	background ui.Background
	tables     []*endgameEntry // the one used last at the end
}

// endgameEntry is the table of one rule set: ready, being built, or
// failed at a time.
type endgameEntry struct {
	rules  engine.Rules // its search.TableRules
	table  *search.Endgame
	build  ui.Tasks
	failed time.Time // when the last build failed; zero when none did
}

// newEndgameLoader returns a loader of tables of up to seeds seeds; 0
// gives a loader that never has a table (the tests use it, so that no test
// waits for a table to build).
func newEndgameLoader(seeds int) *endgameLoader {
	return &endgameLoader{seeds: seeds, build: search.LoadOrBuildEndgame, now: time.Now, background: ui.InBackground}
}

// get returns the table for rules once it is ready, and nil until then or
// when no table can serve under rules (a move limit, no repetition rule);
// building reports that the table is being loaded or built meanwhile. The
// first call for a rule set starts loading its table from the cache, or
// building it (about 10 seconds, once per machine); searches meanwhile go
// on without it. A build that failed is tried again by a call at least
// endgameRetry later.
func (l *endgameLoader) get(rules engine.Rules) (table *search.Endgame, building bool) {
	if l.seeds == 0 || search.CheckEndgameRules(rules) != nil {
		return nil, false
	}
	e := l.use(search.TableRules(rules))
	if e.table == nil && !e.build.Running() && l.now().Sub(e.failed) >= endgameRetry {
		l.start(e)
	}
	return e.table, e.build.Running()
}

// use returns the entry of the table rules, new or not, as the one used
// last, and drops the one used least recently when there are too many:
// a build still running for it is dropped too.
func (l *endgameLoader) use(rules engine.Rules) *endgameEntry {
	for i, e := range l.tables {
		if e.rules == rules {
			l.tables = append(append(l.tables[:i:i], l.tables[i+1:]...), e)
			return e
		}
	}
	e := &endgameEntry{rules: rules}
	l.tables = append(l.tables, e)
	if len(l.tables) > maxEndgameTables {
		l.tables[0].build.Stop()
		l.tables = l.tables[1:]
	}
	return e
}

// start loads or builds e's table in the background. The build cannot be
// interrupted (search.LoadOrBuildEndgame takes no context): a table
// dropped or stopped meanwhile goes on being built, and its result is
// dropped.
func (l *endgameLoader) start(e *endgameEntry) {
	e.build.Background = l.background
	e.build.Start(func(context.Context) func() {
		table, err := l.build(e.rules, l.seeds)
		return func() {
			if err != nil {
				e.failed = l.now()
				fyne.LogError("endgame table", err)
				return
			}
			e.table, e.failed = table, time.Time{}
		}
	})
}

// stop drops the builds under way, at the window's close; a later call
// of get starts them again.
func (l *endgameLoader) stop() {
	for _, e := range l.tables {
		e.build.Stop()
	}
}
