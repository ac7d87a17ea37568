package engine

// EventKind names what happened at one step of a move.
type EventKind uint8

const (
	// Lift: the mover lifts every seed of the origin hole into his hand.
	Lift EventKind = iota
	// Drop: one seed from the hand falls into a hole.
	Drop
	// Relay: the hand is empty and the hole after the last seed holds seeds,
	// so they are lifted and sown on: a new lap begins.
	Relay
	// SowingEnd: the hole after the last seed is empty (a pussa): the sowing
	// ends. Hole is the pussa; Last is where the last seed fell.
	SowingEnd
	// Capture: a hole's seeds are eaten; Pearl is its link number in the chain.
	Capture
	// ChainStop: no more pearls; Stop says why.
	ChainStop
	// Endless: the sowing never ends, so the move is not legal.
	Endless
	// TurnEnd: the move is over and the other side is to move.
	TurnEnd
	// Sweep: the side to move has no legal move, so the round ends and the
	// opponent takes every seed left on the board.
	Sweep
)

// EventKindCount is the number of event kinds, for arrays indexed by kind.
const EventKindCount = int(Sweep) + 1

// EventKinds lists every event kind, from Lift to Sweep.
func EventKinds() []EventKind {
	kinds := make([]EventKind, EventKindCount)
	for i := range kinds {
		kinds[i] = EventKind(i)
	}
	return kinds
}

var eventKindNames = [...]string{"lift", "drop", "relay", "sowing-end", "capture", "chain-stop", "endless", "turn-end", "sweep"}

// String returns the kind's name as used in JSON and breakpoints, e.g. "sowing-end".
func (k EventKind) String() string {
	if int(k) < len(eventKindNames) {
		return eventKindNames[k]
	}
	return "unknown"
}

// ChainStopReason says why the pearl necklace stopped.
type ChainStopReason uint8

const (
	// NothingBeyond: the hole beyond the pussa is empty too, so nothing is
	// eaten at all. Hole is that hole.
	NothingBeyond ChainStopReason = iota + 1
	// GapHoldsSeeds: the hole after the last capture holds seeds. Hole is it.
	GapHoldsSeeds
	// BothEmpty: the hole after the last capture and the one beyond it are
	// both empty. Hole is the first of them.
	BothEmpty
)

// Event is one step of a move. It carries the state after it, so a viewer can
// show any event without replaying the ones before.
type Event struct {
	Kind EventKind
	// Hole is where the event happens: the hole lifted, sown, emptied,
	// captured or checked; NoHole for TurnEnd and Sweep.
	Hole Hole
	// Hand is the number of seeds in hand after the event.
	Hand int
	// Lap is the lap under way, 1 for the first hand.
	Lap int
	// Board is the board after the event.
	Board Board
	// Held is the seeds each player holds after the event.
	Held [2]int
	// Drops is the number of seeds dropped so far in the move.
	Drops int
	// Captured is the number of seeds the mover has taken so far in the move.
	Captured int
	// Pearl is the capture's link number in the chain (1 for pussa kanawā);
	// for ChainStop, the pearls in the whole chain.
	Pearl int
	// Stop is why the chain stopped (ChainStop only).
	Stop ChainStopReason
	// Last is the hole where the last seed fell (SowingEnd only).
	Last Hole
	// Repeats is the earlier lap whose start state this lap repeats (Endless
	// only); 0 when the lap cap ended the sowing instead.
	Repeats int
	// From is the hole the current lap's hand was lifted from.
	From Hole
}
