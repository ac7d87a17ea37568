package app

import (
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/internal/testkit"
	"walakpussa/engine"
	"walakpussa/engine/search"
)

// atOnce runs background work and its answer at once.
func atOnce(work func() func()) { work()() }

func TestEndgameTableIsLoadedOrBuiltAndCached(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	t.Setenv("HOME", t.TempDir())
	loader := newEndgameLoader(4)
	loader.background = atOnce
	rules := engine.Standard()
	eg, building := loader.get(rules)
	require.NotNil(t, eg, "built at once by a background that does not wait")
	assert.False(t, building)
	assert.Equal(t, 4, eg.K)
	v, ok := eg.Fresh(testkit.Position(t, "0,0,0,0,0,0,1/0,0,3,0,0,0,0 S 0:0"))
	require.True(t, ok)
	assert.Equal(t, 2, v, "S7 takes N3's 3; South then has no move and North takes the last seed")
	path, err := search.EndgamePath(rules, 4)
	require.NoError(t, err)
	assert.FileExists(t, path, "the table is cached for the next start")
	none, building := newEndgameLoader(0).get(rules)
	assert.Nil(t, none, "no seeds, no table")
	assert.False(t, building)
}

// fakeBuilds is an endgame loader's builder, background and clock for a
// test: the builds wait until the test finishes them, and fail while
// failing is set.
type fakeBuilds struct {
	asked   []engine.Rules // the rules of each build started
	pending []func() func()
	failing bool
	now     time.Time
}

// loader returns an endgame loader of 12 seeds that builds through f.
func (f *fakeBuilds) loader() *endgameLoader {
	l := newEndgameLoader(12)
	f.now = time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC)
	l.now = func() time.Time { return f.now }
	l.background = func(work func() func()) { f.pending = append(f.pending, work) }
	l.build = func(rules engine.Rules, seeds int) (*search.Endgame, error) {
		if f.failing {
			return nil, errors.New("disk full")
		}
		return &search.Endgame{K: seeds}, nil
	}
	return l
}

// finish runs the build started i-th, then its answer.
func (f *fakeBuilds) finish(i int) { f.pending[i]()() }

// builds says how many builds were started.
func (f *fakeBuilds) builds() int { return len(f.pending) }

// skipping returns the standard rules with SkipOrigin set to on.
func skipping(on bool) engine.Rules {
	r := engine.Standard()
	r.SkipOrigin = on
	return r
}

// lapCapped returns the standard rules with a lap cap.
func lapCapped() engine.Rules {
	r := engine.Standard()
	r.LapCap = 3
	return r
}

func TestTheEndgameLoaderSaysItIsBuildingUntilTheTableIsReady(t *testing.T) {
	var f fakeBuilds
	l := f.loader()
	northFirst := engine.Standard()
	northFirst.Starter = engine.North
	eg, building := l.get(engine.Standard())
	assert.Nil(t, eg)
	assert.True(t, building, "building the endgame table…")
	_, building = l.get(northFirst)
	assert.True(t, building)
	assert.Equal(t, 1, f.builds(), "who opens does not change the table: one build")
	f.finish(0)
	eg, building = l.get(northFirst)
	require.NotNil(t, eg)
	assert.False(t, building)
	assert.Equal(t, 12, eg.K)
	assert.Equal(t, 1, f.builds())
}

func TestTheEndgameLoaderBuildsNothingWhereNoTableCanServe(t *testing.T) {
	var f fakeBuilds
	l := f.loader()
	limited := engine.Standard()
	limited.MoveLimit = 200
	endless := engine.Standard()
	endless.RepetitionLimit = 0
	for _, rules := range []engine.Rules{limited, endless} {
		eg, building := l.get(rules)
		assert.Nil(t, eg)
		assert.False(t, building)
	}
	assert.Zero(t, f.builds())
}

func TestTheEndgameLoaderKeepsTheTwoTablesUsedLast(t *testing.T) {
	var f fakeBuilds
	l := f.loader()
	l.get(skipping(false))
	l.get(skipping(true))
	f.finish(0)
	f.finish(1)
	standard, _ := l.get(skipping(false)) // used last: skip-origin is now the oldest
	require.NotNil(t, standard)
	l.get(lapCapped())
	require.Equal(t, 3, f.builds())
	f.finish(2)
	assert.Len(t, l.tables, maxEndgameTables)
	again, _ := l.get(skipping(false))
	assert.Same(t, standard, again, "the table used last stays")
	assert.Equal(t, 3, f.builds())
	eg, building := l.get(skipping(true))
	assert.Nil(t, eg, "the table used least recently was dropped")
	assert.True(t, building, "and is built again")
	assert.Equal(t, 4, f.builds())
	assert.Equal(t, []engine.Rules{skipping(false), skipping(true)}, tableRules(l), "lap-cap was the oldest now")
}

// tableRules lists the rules of the tables l keeps, the one used last at
// the end.
func tableRules(l *endgameLoader) []engine.Rules {
	var rules []engine.Rules
	for _, e := range l.tables {
		rules = append(rules, e.rules)
	}
	return rules
}

func TestATableDroppedWhileBeingBuiltIsNotKept(t *testing.T) {
	var f fakeBuilds
	l := f.loader()
	l.get(skipping(false))
	l.get(skipping(true))
	l.get(lapCapped()) // drops the standard table, still being built
	f.finish(0)
	assert.Equal(t, []engine.Rules{skipping(true), search.TableRules(lapCapped())}, tableRules(l))
	for _, e := range l.tables {
		assert.Nil(t, e.table, "the standard table came late and went nowhere")
	}
}

func TestAFailedBuildIsRetriedAfterACoolDown(t *testing.T) {
	var f fakeBuilds
	l := f.loader()
	f.failing = true
	l.get(engine.Standard())
	f.finish(0)
	eg, building := l.get(engine.Standard())
	assert.Nil(t, eg)
	assert.False(t, building, "failed: not building")
	f.now = f.now.Add(endgameRetry - time.Second)
	l.get(engine.Standard())
	assert.Equal(t, 1, f.builds(), "no retry before the cool-down")
	f.now = f.now.Add(time.Second)
	f.failing = false
	_, building = l.get(engine.Standard())
	assert.True(t, building, "retried once the cool-down is over")
	require.Equal(t, 2, f.builds())
	f.finish(1)
	eg, _ = l.get(engine.Standard())
	assert.NotNil(t, eg)
}

func TestStoppingTheEndgameLoaderDropsTheBuildUnderWay(t *testing.T) {
	var f fakeBuilds
	l := f.loader()
	l.get(engine.Standard())
	l.stop()
	f.finish(0)
	eg, building := l.get(engine.Standard())
	assert.Nil(t, eg, "the build's result is dropped")
	assert.True(t, building, "a later request builds again")
	assert.Equal(t, 2, f.builds())
}
