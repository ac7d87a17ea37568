package play

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"walakpussa/app/internal/testkit"
	"walakpussa/app/stepper"
)

func TestTheMovesListShowsWhatEachMoveCaptured(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	v.SetPace(stepper.Pace{})
	v.Play(testkit.Hole("S1"))
	assert.Equal(t, "1. South S1 +6", v.historyLine(0), "S1 from the start captures 6")

	v, _ = newTestView(t, "3,1,0,0,0,0,0/0,0,0,0,0,0,0 S 26:26")
	v.SetPace(stepper.Pace{})
	tapHole(v, s2)
	assert.Equal(t, "1. South S2", v.historyLine(0), "no capture, no count")
}
