package engine

// EndReason says how a round ended.
type EndReason uint8

const (
	// NotOver: the round goes on.
	NotOver EndReason = iota
	// NoLegalMoveLeft: the side to move had no legal move, so the opponent
	// took every seed still on the board (the sweep).
	NoLegalMoveLeft
	// Repetition: a position arose for the third time (RepetitionLimit), so
	// each player took the seeds in his own row.
	Repetition
	// MoveLimitReached: the round reached Rules.MoveLimit moves and ended as a
	// repetition does.
	MoveLimitReached
)

// Result is how a round stands: over or not, why, and who won.
type Result struct {
	Reason EndReason
	// Final is the position after the round's last seeds were taken (the
	// sweep or the split); the current position while the round goes on.
	Final Position
	// Winner is the side holding more seeds; meaningless when Draw.
	Winner Side
	// Draw reports equal holdings at the end.
	Draw bool
}

// Over reports whether the round has ended.
func (r Result) Over() bool { return r.Reason != NotOver }

// resultOf settles a round that ended for reason in position p.
func resultOf(reason EndReason, p Position) Result {
	final := p
	switch reason {
	case NoLegalMoveLeft:
		final = EndBySweep(p)
	case Repetition, MoveLimitReached:
		final = EndByRepetition(p)
	}
	res := Result{Reason: reason, Final: final}
	if reason == NotOver {
		return res
	}
	switch {
	case final.Held[South] > final.Held[North]:
		res.Winner = South
	case final.Held[North] > final.Held[South]:
		res.Winner = North
	default:
		res.Draw = true
	}
	return res
}
