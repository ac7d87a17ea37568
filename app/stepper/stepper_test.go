package stepper

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/engine"
)

// traceOf traces move from the position written in the notation.
func traceOf(t *testing.T, position, move string) *engine.Trace {
	t.Helper()
	p, err := engine.ParsePosition(position)
	require.NoError(t, err)
	h, err := engine.ParseHole(move)
	require.NoError(t, err)
	rules := engine.Standard()
	tr, err := rules.Trace(p, h)
	require.NoError(t, err)
	return tr
}

const start = "4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0"

// The opening S1: lift (0), 4 drops, relay at S6 (5), ... 7 laps, 28 drops,
// 6 relays, sowing end, 1 capture, chain stop, turn end: 39 events.
func TestForwardBackAndEnds(t *testing.T) {
	s := New(traceOf(t, start, "S1"))
	require.Equal(t, 39, s.Len())
	assert.True(t, s.AtStart())
	assert.False(t, s.Back(), "nothing before the first event")
	assert.Equal(t, engine.Lift, s.Event().Kind)
	assert.True(t, s.Forward())
	assert.Equal(t, engine.Drop, s.Event().Kind)
	assert.Equal(t, engine.HoleOf(engine.South, 2), s.Event().Hole)
	s.ToEnd()
	assert.True(t, s.AtEnd())
	assert.Equal(t, engine.TurnEnd, s.Event().Kind)
	assert.False(t, s.Forward(), "nothing after the last event")
	assert.True(t, s.Back())
	assert.Equal(t, engine.ChainStop, s.Event().Kind)
	s.ToStart()
	assert.Equal(t, 0, s.Index())
}

func TestSeekClamps(t *testing.T) {
	s := New(traceOf(t, start, "S1"))
	s.Seek(5)
	assert.Equal(t, engine.Relay, s.Event().Kind)
	assert.Equal(t, engine.HoleOf(engine.South, 6), s.Event().Hole)
	s.Seek(-3)
	assert.Equal(t, 0, s.Index())
	s.Seek(1000)
	assert.Equal(t, s.Len()-1, s.Index())
}

func TestLapJumps(t *testing.T) {
	s := New(traceOf(t, start, "S1"))
	s.NextLap()
	assert.Equal(t, engine.Relay, s.Event().Kind)
	assert.Equal(t, 2, s.Event().Lap)
	s.NextLap()
	assert.Equal(t, 3, s.Event().Lap)
	s.Forward()
	s.Forward()
	s.PrevLap()
	assert.Equal(t, engine.Relay, s.Event().Kind, "back to the start of the current lap")
	assert.Equal(t, 3, s.Event().Lap)
	s.PrevLap()
	assert.Equal(t, 2, s.Event().Lap, "then to the start of the lap before")
	assert.Equal(t, engine.Relay, s.Event().Kind)
	for range 10 {
		s.NextLap()
	}
	assert.True(t, s.AtEnd(), "past the last lap the cursor rests at the end")
}

func TestNextCaptureWalksThePearls(t *testing.T) {
	s := New(traceOf(t, "5,1,1,1,1,1,1/1,0,1,1,1,1,1 N 0:0", "N5"))
	for pearl := 1; pearl <= 7; pearl++ {
		require.True(t, s.NextCapture())
		assert.Equal(t, engine.Capture, s.Event().Kind)
		assert.Equal(t, pearl, s.Event().Pearl)
	}
	assert.False(t, s.NextCapture())
	assert.True(t, s.AtEnd())
}

func TestKindBreakpointsStopContinue(t *testing.T) {
	s := New(traceOf(t, start, "S1"))
	s.SetKindBreak(engine.Relay, true)
	assert.True(t, s.KindBreak(engine.Relay))
	for lap := 2; lap <= 7; lap++ {
		require.True(t, s.Continue())
		assert.Equal(t, engine.Relay, s.Event().Kind)
		assert.Equal(t, lap, s.Event().Lap)
	}
	assert.False(t, s.Continue(), "no relay after lap 7: run to the end")
	assert.True(t, s.AtEnd())
	s.ToStart()
	s.SetKindBreak(engine.Relay, false)
	s.SetKindBreak(engine.SowingEnd, true)
	require.True(t, s.Continue())
	assert.Equal(t, engine.SowingEnd, s.Event().Kind)
	assert.Equal(t, engine.HoleOf(engine.North, 1), s.Event().Hole, "N1 is the pussa")
}

func TestHoleBreakpointsStopOnDropsAndLifts(t *testing.T) {
	s := New(traceOf(t, start, "S1"))
	n4 := engine.HoleOf(engine.North, 4)
	s.SetHoleBreak(n4, true)
	assert.True(t, s.HoleBreak(n4))
	assert.False(t, s.HoleBreak(engine.NoHole))
	var stops []engine.EventKind
	for s.Continue() {
		assert.Equal(t, n4, s.Event().Hole)
		stops = append(stops, s.Event().Kind)
	}
	// N4 is lifted by the relay that starts lap 3, and sown into once more,
	// in lap 5 (N2..N6); it ends the move holding that one seed.
	assert.Equal(t, []engine.EventKind{engine.Relay, engine.Drop}, stops)
}

func TestPlayerPausesAtBreakpointsAndTheEnd(t *testing.T) {
	p := NewPlayer(New(traceOf(t, start, "S1")))
	assert.False(t, p.Tick(), "a paused player does not move")
	p.SetKindBreak(engine.Capture, true)
	p.Play()
	ticks := 0
	for p.Tick() {
		ticks++
	}
	assert.False(t, p.Playing())
	assert.Equal(t, engine.Capture, p.Event().Kind)
	assert.Equal(t, 36, ticks, "the capture is event 36")
	p.Play()
	for p.Tick() {
	}
	assert.True(t, p.AtEnd())
	p.Play()
	assert.True(t, p.AtStart(), "play at the end starts again")
}

func TestPlayerSpeed(t *testing.T) {
	p := NewPlayer(New(traceOf(t, start, "S1")))
	assert.Equal(t, Speeds[DefaultSpeed], 4.0)
	assert.Equal(t, "250ms", p.Interval().String())
	p.SetSpeed(100)
	assert.Equal(t, len(Speeds)-1, p.Speed())
	p.SetSpeed(-1)
	assert.Equal(t, "1s", p.Interval().String())
	p.Play()
	assert.True(t, p.Playing())
	p.Pause()
	assert.False(t, p.Playing())
}

func TestEventBreakpoints(t *testing.T) {
	s := New(traceOf(t, start, "S1"))
	s.SetEventBreak(12, true)
	s.SetEventBreak(30, true)
	require.True(t, s.Continue())
	assert.Equal(t, 12, s.Index())
	s.SetEventBreak(30, false)
	assert.False(t, s.Continue(), "a cleared breakpoint no longer stops")
	assert.True(t, s.AtEnd())
}
