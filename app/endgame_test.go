package app

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/internal/testkit"
	"walakpussa/engine"
	"walakpussa/engine/search"
)

func TestEndgameTableLoadsInTheBackground(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	t.Setenv("HOME", t.TempDir())
	loader := newEndgameLoader(4)
	rules := engine.Standard()
	var eg *search.Endgame
	require.Eventually(t, func() bool {
		eg = loader.get(rules)
		return eg != nil
	}, 30*time.Second, 10*time.Millisecond, "the table is ready after a while")
	assert.Equal(t, 4, eg.K)
	v, ok := eg.Fresh(testkit.Position(t, "0,0,0,0,0,0,1/0,0,3,0,0,0,0 S 0:0"))
	require.True(t, ok)
	assert.Equal(t, 2, v, "S7 takes N3's 3; South then has no move and North takes the last seed")
	path, err := search.EndgamePath(rules, 4)
	require.NoError(t, err)
	assert.FileExists(t, path, "the table is cached for the next start")
	assert.Nil(t, newEndgameLoader(0).get(rules), "no seeds, no table")
}

func TestEachRuleSetGetsItsOwnTableAndNoneIsBuiltWhereNoneCanServe(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	t.Setenv("HOME", t.TempDir())
	loader := newEndgameLoader(4)
	limited := engine.Standard()
	limited.MoveLimit = 200
	assert.Nil(t, loader.get(limited), "no table serves under a move limit")
	skipping := engine.Standard()
	skipping.SkipOrigin = true
	northFirst := engine.Standard()
	northFirst.Starter = engine.North
	var standard, skip *search.Endgame
	require.Eventually(t, func() bool {
		standard, skip = loader.get(northFirst), loader.get(skipping)
		return standard != nil && skip != nil
	}, 60*time.Second, 10*time.Millisecond, "the standard table still comes after a game under a move limit")
	assert.Same(t, standard, loader.get(engine.Standard()), "who opens does not change the table")
	assert.NotSame(t, standard, skip)
	assert.Nil(t, loader.get(limited))
}
