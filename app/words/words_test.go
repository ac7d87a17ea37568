package words

import (
	"testing"
	"walakpussa/app/internal/testkit"
	"walakpussa/engine"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPluralsPickTheSingular(t *testing.T) {
	assert.Equal(t, "1 seed", Seeds(1))
	assert.Equal(t, "2 seeds", Seeds(2))
	assert.Equal(t, "0 seeds", Seeds(0))
}

func TestASweepOfAnEmptyBoardSaysSo(t *testing.T) {
	rules := engine.Standard()
	tr, err := rules.Trace(testkit.Position(t, "5,1,1,1,1,1,1/1,0,1,1,1,1,1 N 0:0"), testkit.Hole("N5"))
	require.NoError(t, err)
	last := len(tr.Events) - 1
	require.Equal(t, engine.Sweep, tr.Events[last].Kind)
	assert.Equal(t, "South has no legal move and the board is empty.", Event(tr, last), "not \"takes the 0 seeds\"")
}

func TestRuleDifferencesNameEveryOptionThatDiffers(t *testing.T) {
	assert.Empty(t, RuleDifferences(engine.Standard()))
	r, err := engine.ParseRules("starter=N skip-origin=yes repeat-is-endless=no lap-cap=500 repetition=0 move-limit=300 rounds=1 opener=alternate")
	require.NoError(t, err)
	assert.Equal(t, []string{
		"North opens the first round.",
		"A hand of 14 or more seeds skips the hole it was lifted from.",
		"A sowing is endless only after 500 laps.",
		"A repeated position does not end the round.",
		"A round ends after 300 moves.",
		"One round only: no match.",
		"The players take turns to open the later rounds.",
	}, RuleDifferences(r))
	r, err = engine.ParseRules("repetition=4")
	require.NoError(t, err)
	assert.Equal(t, []string{"A position arising 4 times ends the round."}, RuleDifferences(r))
}
