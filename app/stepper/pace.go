package stepper

import (
	"time"

	"walakpussa/engine"
)

// Pace says how long each kind of event of a move stays on screen when the
// move is played out: in the Play tab's animation and in an exported GIF.
// The zero Pace shows a move at once.
type Pace struct {
	Lift, Drop, Relay, SowingEnd, Capture, ChainStop, Sweep time.Duration
	// DropBudget caps the time all the drops of a move take: a long move
	// drops faster, but never faster than one seed per MinDrop.
	DropBudget, MinDrop time.Duration
}

// DefaultPace is readable in front of a class: about 5 drops a second, with
// pauses where something happens (a relay, the pussa, each capture).
func DefaultPace() Pace {
	return Pace{
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
}

// Hold returns how long an event of kind stays on screen in a move that
// drops drops seeds in all.
func (p Pace) Hold(kind engine.EventKind, drops int) time.Duration {
	switch kind {
	case engine.Lift:
		return p.Lift
	case engine.Drop:
		return p.dropHold(drops)
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

// dropHold returns how long each drop stays on screen in a move of drops
// seeds.
func (p Pace) dropHold(drops int) time.Duration {
	if drops > 0 && p.Drop*time.Duration(drops) > p.DropBudget {
		return max(p.MinDrop, p.DropBudget/time.Duration(drops))
	}
	return p.Drop
}
