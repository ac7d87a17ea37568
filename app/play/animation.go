package play

import (
	"time"

	"walakpussa/app/board"
	"walakpussa/app/stepper"
	"walakpussa/app/ui"
	"walakpussa/app/words"
	"walakpussa/engine"
)

// Frame is one picture of a move's animation: the event, what the board
// shows after it, what the status line says, and how long it stays.
type Frame struct {
	Event engine.Event
	State board.State
	Text  string
	Hold  time.Duration
}

// Frames turns the trace of a move into the frames that animate it, one per
// event, as the board shows it at that event (board.AtEvent), each held as
// pace says.
func Frames(t *engine.Trace, pace stepper.Pace) []Frame {
	frames := make([]Frame, len(t.Events))
	for i, e := range t.Events {
		frames[i] = Frame{Event: e, State: board.AtEvent(t, i), Text: words.Event(t, i), Hold: pace.Hold(e.Kind, t.Outcome.Drops)}
	}
	return frames
}

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
	after  ui.Scheduler
	cancel func()
}

// newAnimation prepares an animation of frames; show draws a frame, done is
// called once after the last frame, whether played out or skipped to.
func newAnimation(frames []Frame, after ui.Scheduler, show func(Frame), done func()) *animation {
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
