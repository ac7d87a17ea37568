// Package stepper is the debugger's cursor over a traced move: step forward
// and back, jump by lap or to the next capture, seek, breakpoints on event
// kinds and on holes, and a play state with a speed. It is plain Go with no
// Fyne: the view only renders where the cursor stands. Stepping back is
// moving an index, since every event carries the board after it.
package stepper

import "walakpussa/engine"

// Stepper is a cursor over the events of one trace, with breakpoints.
type Stepper struct {
	trace       *engine.Trace
	index       int
	kindBreaks  [engine.EventKindCount]bool
	holeBreaks  [engine.HoleCount]bool
	eventBreaks map[int]bool
}

// New returns a stepper standing on the first event of trace.
func New(trace *engine.Trace) *Stepper {
	return &Stepper{trace: trace}
}

// Trace returns the trace being stepped.
func (s *Stepper) Trace() *engine.Trace { return s.trace }

// Index returns the current event's index, from 0.
func (s *Stepper) Index() int { return s.index }

// Len returns the number of events.
func (s *Stepper) Len() int { return len(s.trace.Events) }

// Event returns the current event.
func (s *Stepper) Event() engine.Event { return s.trace.Events[s.index] }

// AtStart reports whether the cursor is on the first event.
func (s *Stepper) AtStart() bool { return s.index == 0 }

// AtEnd reports whether the cursor is on the last event.
func (s *Stepper) AtEnd() bool { return s.index == s.Len()-1 }

// Seek moves the cursor to event k, clamped to the trace.
func (s *Stepper) Seek(k int) { s.index = max(0, min(k, s.Len()-1)) }

// Forward moves one event on; it reports false at the end.
func (s *Stepper) Forward() bool {
	if s.AtEnd() {
		return false
	}
	s.index++
	return true
}

// Back moves one event back; it reports false at the start.
func (s *Stepper) Back() bool {
	if s.AtStart() {
		return false
	}
	s.index--
	return true
}

// ToStart moves to the first event.
func (s *Stepper) ToStart() { s.index = 0 }

// ToEnd moves to the last event.
func (s *Stepper) ToEnd() { s.index = s.Len() - 1 }

// startsLap reports whether event i lifts a hand: the move's lift or a relay.
func (s *Stepper) startsLap(i int) bool {
	kind := s.trace.Events[i].Kind
	return kind == engine.Lift || kind == engine.Relay
}

// NextLap moves to the start of the next lap, or to the end when this is
// the last lap.
func (s *Stepper) NextLap() {
	s.forwardUntil(s.startsLap)
}

// PrevLap moves to the start of the current lap, or to the start of the
// previous lap when already there.
func (s *Stepper) PrevLap() {
	for s.Back() && !s.startsLap(s.index) {
	}
}

// NextCapture moves to the next capture; when there is none it moves to the
// end and reports false.
func (s *Stepper) NextCapture() bool {
	return s.forwardUntil(func(i int) bool { return s.trace.Events[i].Kind == engine.Capture })
}

// forwardUntil moves forward to the next event for which stop is true, or to
// the end; it reports whether it found one.
func (s *Stepper) forwardUntil(stop func(int) bool) bool {
	for s.Forward() {
		if stop(s.index) {
			return true
		}
	}
	return false
}

// SetKindBreak sets or clears a breakpoint on every event of kind.
func (s *Stepper) SetKindBreak(kind engine.EventKind, on bool) { s.kindBreaks[kind] = on }

// KindBreak reports whether events of kind pause play.
func (s *Stepper) KindBreak(kind engine.EventKind) bool { return s.kindBreaks[kind] }

// SetHoleBreak sets or clears a breakpoint on hole h: a drop or a lift there
// pauses play.
func (s *Stepper) SetHoleBreak(h engine.Hole, on bool) { s.holeBreaks[h] = on }

// HoleBreak reports whether hole h has a breakpoint.
func (s *Stepper) HoleBreak(h engine.Hole) bool { return h.Valid() && s.holeBreaks[h] }

// SetEventBreak sets or clears a breakpoint on event i itself, as a lesson's
// demo pauses at chosen events.
func (s *Stepper) SetEventBreak(i int, on bool) {
	if s.eventBreaks == nil {
		s.eventBreaks = map[int]bool{}
	}
	s.eventBreaks[i] = on
}

// Breaks reports whether event i stops play: it has a breakpoint of its own,
// its kind has one, or it drops into or lifts from a hole with one.
func (s *Stepper) Breaks(i int) bool {
	e := s.trace.Events[i]
	if s.kindBreaks[e.Kind] || s.eventBreaks[i] {
		return true
	}
	switch e.Kind {
	case engine.Lift, engine.Drop, engine.Relay:
		return s.HoleBreak(e.Hole)
	}
	return false
}

// Continue runs forward to the next event that breaks, or to the end; it
// reports whether it stopped at a breakpoint.
func (s *Stepper) Continue() bool {
	return s.forwardUntil(s.Breaks)
}
