package editor_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/editor"
	"walakpussa/engine"
)

func TestChecksFlagWhatStopsThePositionFromBeingPlayed(t *testing.T) {
	rules := engine.Standard()
	assert.Empty(t, editor.Checks(rules, engine.Start()), "the start is fine")

	empty := editor.Checks(rules, position(t, "0,0,0,0,0,0,0/0,0,0,0,0,0,0 S 3:4"))
	require.Len(t, empty, 1)
	assert.Equal(t, editor.EmptyBoard, empty[0].Kind)

	stuck := editor.Checks(rules, position(t, "0,0,0,0,0,0,0/1,0,0,0,0,0,0 S 0:0"))
	require.Len(t, stuck, 1)
	assert.Equal(t, editor.NoSeedsToMove, stuck[0].Kind)
	assert.True(t, stuck[0].Blocking())
	assert.Contains(t, stuck[0].Text(position(t, "0,0,0,0,0,0,0/1,0,0,0,0,0,0 S 0:0")), "South has no seeds to move")

	some := position(t, "0,2,1,1,2,1,0/1,0,1,2,1,0,1 S 0:0")
	endless := editor.Checks(rules, some)
	require.Len(t, endless, 1)
	assert.Equal(t, editor.SomeEndless, endless[0].Kind)
	assert.Equal(t, []engine.Hole{hole(t, "S4")}, endless[0].Holes, "S4 is endless, the other moves end")
	assert.False(t, endless[0].Blocking())
	assert.Equal(t, "S4 would sow for ever: it is not a legal move.", endless[0].Text(some))
}

// TestEveryMoveEndlessIsFlagged uses the engine's own way to make every
// move endless (a cap of one lap: every opening move relays), as such
// positions are very rare under the standard rules.
func TestEveryMoveEndlessIsFlagged(t *testing.T) {
	rules := engine.Standard()
	rules.LapCap = 1
	checks := editor.Checks(rules, engine.Start())
	require.Len(t, checks, 1)
	assert.Equal(t, editor.AllEndless, checks[0].Kind)
	assert.Equal(t, engine.Holes(engine.South), checks[0].Holes)
	assert.True(t, checks[0].Blocking())
	assert.Contains(t, checks[0].Text(engine.Start()), "Every move of South is endless (S1, S2, S3, S4, S5, S6, S7)")
}
