package stepper

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"walakpussa/engine"
)

func TestLongMovesDropFasterWithinTheBudget(t *testing.T) {
	p := DefaultPace()
	assert.Equal(t, p.Drop, p.Hold(engine.Drop, 10))
	assert.Equal(t, p.DropBudget/100, p.Hold(engine.Drop, 100))
	assert.Equal(t, p.MinDrop, p.Hold(engine.Drop, 10000))
	assert.Equal(t, time.Duration(0), Pace{}.Hold(engine.Drop, 50), "the zero pace does not animate")
}
