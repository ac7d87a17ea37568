package play

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/internal/testkit"
	"walakpussa/app/stepper"
	"walakpussa/engine"
)

func openingTrace(t *testing.T) *engine.Trace {
	t.Helper()
	g := engine.NewGame(engine.Standard(), engine.Start())
	trace, err := g.Trace(engine.HoleOf(engine.South, 1))
	require.NoError(t, err)
	return trace
}

func TestFramesFollowTheTraceEventByEvent(t *testing.T) {
	trace := openingTrace(t)
	frames := Frames(trace, stepper.DefaultPace())
	require.Len(t, frames, len(trace.Events))

	lift := frames[0]
	assert.Equal(t, engine.Lift, lift.Event.Kind)
	assert.Equal(t, stepper.DefaultPace().Lift, lift.Hold)
	assert.Equal(t, engine.HoleOf(engine.South, 1), lift.State.Current)
	assert.Equal(t, 4, lift.State.Hand)
	assert.Equal(t, engine.South, lift.State.Turn)
	assert.Equal(t, "South lifts 4 seeds from S1.", lift.Text)

	drop := frames[1]
	assert.Equal(t, engine.Drop, drop.Event.Kind)
	assert.Equal(t, stepper.DefaultPace().Drop, drop.Hold, "28 drops fit the budget at the normal pace")
	assert.Equal(t, engine.HoleOf(engine.South, 2), drop.State.Current)
	assert.Equal(t, 5, int(drop.State.Board[engine.HoleOf(engine.South, 2)]))
	assert.Equal(t, "Lap 1: a seed into S2, 3 left in hand.", drop.Text)

	var kinds []engine.EventKind
	for _, f := range frames {
		kinds = append(kinds, f.Event.Kind)
		if f.Event.Kind == engine.Relay {
			assert.Equal(t, stepper.DefaultPace().Relay, f.Hold)
		}
	}
	assert.Equal(t, []engine.EventKind{engine.SowingEnd, engine.Capture, engine.ChainStop, engine.TurnEnd}, kinds[len(kinds)-4:])

	capture := frames[len(frames)-3]
	n2 := engine.HoleOf(engine.North, 2)
	assert.Equal(t, []engine.Hole{n2}, capture.State.Marked)
	assert.Equal(t, "Pussa kanawā (eating because of the empty hole): South captures 6 seeds from N2, beyond the pussa.", capture.Text)
	assert.Equal(t, stepper.DefaultPace().Capture, capture.Hold)

	last := frames[len(frames)-1]
	assert.Equal(t, trace.Result.Board, last.State.Board)
	assert.Equal(t, trace.Result.Held, last.State.Held)
	assert.Equal(t, engine.North, last.State.Turn, "after the move North is to move")
	assert.Equal(t, engine.NoHole, last.State.Current)
	assert.Equal(t, []engine.Hole{n2}, last.State.Marked, "captured holes stay marked")
	var total time.Duration
	for _, f := range frames {
		total += f.Hold
	}
	assert.Equal(t, 28*stepper.DefaultPace().Drop+6*stepper.DefaultPace().Relay+stepper.DefaultPace().Lift+stepper.DefaultPace().SowingEnd+stepper.DefaultPace().Capture+stepper.DefaultPace().ChainStop, total)
}

func TestAnimationShowsEachFrameForItsHoldThenEnds(t *testing.T) {
	frames := Frames(openingTrace(t), stepper.DefaultPace())
	clock := &testkit.Clock{}
	var shown []Frame
	done := 0
	a := newAnimation(frames, clock.After, func(f Frame) { shown = append(shown, f) }, func() { done++ })

	a.start()
	require.Len(t, shown, 1, "the lift shows at once")
	assert.Equal(t, []time.Duration{stepper.DefaultPace().Lift}, clock.Holds)
	assert.True(t, a.running())

	for len(clock.Pending) > 0 {
		clock.Fire()
	}
	assert.Equal(t, frames, shown, "every frame was shown, in order")
	assert.Equal(t, 1, done)
	assert.False(t, a.running())
	assert.Len(t, clock.Holds, len(frames)-1, "the last frame, the turn's end, is held for no time")
}

func TestFinishingAnAnimationSkipsToItsLastFrame(t *testing.T) {
	frames := Frames(openingTrace(t), stepper.DefaultPace())
	clock := &testkit.Clock{}
	var shown []Frame
	done := 0
	a := newAnimation(frames, clock.After, func(f Frame) { shown = append(shown, f) }, func() { done++ })
	a.start()
	clock.Fire()
	late := clock.Pending[len(clock.Pending)-1]

	a.finish()
	assert.Equal(t, 1, clock.Stopped, "the pending timer is stopped")
	assert.Equal(t, frames[len(frames)-1], shown[len(shown)-1])
	assert.Equal(t, 1, done)
	assert.False(t, a.running())
	assert.Len(t, clock.Holds, 2, "no timer after the end")

	late()
	a.finish()
	assert.Equal(t, 1, done, "a late timer or a second finish does nothing")
	assert.Len(t, shown, 3)
}

func TestTheZeroPaceShowsAMoveAtOnce(t *testing.T) {
	frames := Frames(openingTrace(t), stepper.Pace{})
	clock := &testkit.Clock{}
	shown, done := 0, 0
	newAnimation(frames, clock.After, func(Frame) { shown++ }, func() { done++ }).start()
	assert.Equal(t, len(frames), shown)
	assert.Equal(t, 1, done)
	assert.Empty(t, clock.Holds, "no timer at all")
}
