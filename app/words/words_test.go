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
