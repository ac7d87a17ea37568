package app

import (
	"time"

	"walakpussa/engine"
)

// Pace says how long each kind of event of a move stays on screen. The zero
// Pace shows a move at once, without animating it.
type Pace struct {
	Lift, Drop, Relay, SowingEnd, Capture, ChainStop, Sweep time.Duration
	// DropBudget caps the time all the drops of a move take: a long move
	// drops faster, but never faster than one seed per MinDrop.
	DropBudget, MinDrop time.Duration
}

// DefaultPace is readable in front of a class: about 5 drops a second, with
// pauses where something happens (a relay, the pussa, each capture).
var DefaultPace = Pace{
	Lift:       450 * time.Millisecond,
	Drop:       200 * time.Millisecond,
	Relay:      550 * time.Millisecond,
	SowingEnd:  800 * time.Millisecond,
	Capture:    900 * time.Millisecond,
	ChainStop:  700 * time.Millisecond,
	Sweep:      1200 * time.Millisecond,
	DropBudget: 8 * time.Second,
	MinDrop:    60 * time.Millisecond,
}

// dropHold returns how long each drop stays on screen in a move of drops
// seeds.
func (p Pace) dropHold(drops int) time.Duration {
	if drops > 0 && p.Drop*time.Duration(drops) > p.DropBudget {
		return max(p.MinDrop, p.DropBudget/time.Duration(drops))
	}
	return p.Drop
}

// hold returns how long an event of kind stays on screen.
func (p Pace) hold(kind engine.EventKind, dropHold time.Duration) time.Duration {
	switch kind {
	case engine.Lift:
		return p.Lift
	case engine.Drop:
		return dropHold
	case engine.Relay:
		return p.Relay
	case engine.SowingEnd:
		return p.SowingEnd
	case engine.Capture:
		return p.Capture
	case engine.ChainStop:
		return p.ChainStop
	case engine.Sweep:
		return p.Sweep
	}
	return 0
}

// Frame is one picture of a move's animation: the event, what the board
// shows after it, what the status line says, and how long it stays.
type Frame struct {
	Event engine.Event
	State BoardState
	Text  string
	Hold  time.Duration
}

// Frames turns the trace of a move into the frames that animate it, one per
// event: the hole each event happens at is outlined, the hand floats there,
// and the holes captured so far are marked.
func Frames(t *engine.Trace, pace Pace) []Frame {
	mover := t.Start.Turn
	dropHold := pace.dropHold(t.Outcome.Drops)
	frames := make([]Frame, len(t.Events))
	var captured []engine.Hole
	var prev engine.Event
	for i, e := range t.Events {
		state := BoardState{Board: e.Board, Held: e.Held, Turn: mover, Current: e.Hole, Hand: e.Hand}
		switch e.Kind {
		case engine.Capture:
			captured = append(captured, e.Hole)
		case engine.TurnEnd:
			state.Turn, state.Current = t.Result.Turn, engine.NoHole
		case engine.Sweep:
			state.Over = true
		}
		state.Marked = append([]engine.Hole(nil), captured...)
		frames[i] = Frame{Event: e, State: state, Text: eventText(mover, prev, e), Hold: pace.hold(e.Kind, dropHold)}
		prev = e
	}
	return frames
}

// scheduler calls f after d, and returns a function that cancels the call.
type scheduler func(d time.Duration, f func()) (cancel func())

// animation shows frames one after another: each frame stays for its Hold,
// then the next is shown. It runs no timer once it has ended. Every method
// must be called on the UI goroutine; the scheduler brings the calls back
// there.
type animation struct {
	frames []Frame
	next   int
	ended  bool
	show   func(Frame)
	done   func()
	after  scheduler
	cancel func()
}

// newAnimation prepares an animation of frames; show draws a frame, done is
// called once after the last frame, whether played out or skipped to.
func newAnimation(frames []Frame, after scheduler, show func(Frame), done func()) *animation {
	return &animation{frames: frames, after: after, show: show, done: done}
}

// start shows the first frame and schedules the rest.
func (a *animation) start() { a.advance() }

// running reports whether the animation has not ended yet.
func (a *animation) running() bool { return !a.ended }

// advance shows the next frame and schedules the one after it; frames held
// for no time are passed straight on. A call after the end does nothing, so a
// timer that fires late is harmless.
func (a *animation) advance() {
	if a.ended {
		return
	}
	a.cancel = nil
	for a.next < len(a.frames) {
		frame := a.frames[a.next]
		a.next++
		a.show(frame)
		if frame.Hold > 0 {
			a.cancel = a.after(frame.Hold, a.advance)
			return
		}
	}
	a.end()
}

// finish skips to the last frame and ends the animation at once.
func (a *animation) finish() {
	if a.ended {
		return
	}
	if a.cancel != nil {
		a.cancel()
		a.cancel = nil
	}
	if a.next < len(a.frames) {
		a.next = len(a.frames)
		a.show(a.frames[a.next-1])
	}
	a.end()
}

func (a *animation) end() {
	a.ended = true
	a.done()
}
