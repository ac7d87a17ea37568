package lessons

import (
	"slices"

	"walakpussa/engine"
)

// PlaysOut reports whether the puzzle is played out move by move: a win in
// more than one move, where the learner plays each of his moves and the
// computer answers with its strongest defence.
func (pz *Puzzle) PlaysOut() bool { return pz.Goal.Kind == WinIn && pz.Goal.N > 1 }

// Line is a win-in puzzle being played out. The learner makes each of his
// moves; each must keep the win within the moves the goal has left, and
// the computer answers it with the defence that puts the loss off longest
// (every defence loses, or the move would not keep the win). The puzzle is
// solved when the round ends with the learner ahead.
type Line struct {
	rules engine.Rules
	mover engine.Side
	// Position is where the learner is to move.
	Position engine.Position
	// Left is how many moves the learner has left to win in, the next
	// one included.
	Left int
	// path holds every position since the puzzle's, for the repetition
	// rule.
	path []engine.Key
}

// LineStep is what one move of the learner did to the line.
type LineStep struct {
	// Move is the learner's move.
	Move *engine.Trace
	// Holds reports whether it keeps the win within the moves left; when
	// not, Escape is a defence that escapes (NoHole when the round goes on
	// or ends badly at once).
	Holds  bool
	Escape engine.Hole
	// Won reports that the round ended with the learner ahead, after his
	// move or after the defence: the puzzle is solved.
	Won bool
	// Defence is the computer's answer, when the move holds and the round
	// goes on after it.
	Defence *engine.Trace
}

// NewLine starts playing out pz from its position.
func NewLine(rules engine.Rules, pz *Puzzle) *Line {
	return &Line{rules: rules, mover: pz.Position.Turn, Position: pz.Position, Left: pz.Goal.N, path: []engine.Key{pz.Position.Key()}}
}

// Play plays the learner's move h and, when it keeps the win and the round
// goes on, the computer's defence. It searches every defence exhaustively,
// as winsWithin does, so it can take a while for a win in 3: call it off
// the UI goroutine. A move that cannot be played is an error; the line
// stays as it was then, and after a move that does not hold.
func (l *Line) Play(h engine.Hole) (LineStep, error) {
	trace, err := l.rules.Trace(l.Position, h)
	if err != nil {
		return LineStep{}, err
	}
	step := LineStep{Move: trace, Escape: engine.NoHole}
	if trace.Outcome.Endless {
		return step, nil
	}
	next := trace.Result
	step.Holds, step.Escape = l.search().afterMove(next, l.Left)
	if !step.Holds {
		return step, nil
	}
	l.path = append(l.path, next.Key())
	if ended, won := l.search().over(next); ended {
		step.Won = won
		return step, nil
	}
	reply := l.strongestDefence(next)
	step.Defence, err = l.rules.Trace(next, reply)
	if err != nil {
		return step, err
	}
	l.path = append(l.path, step.Defence.Result.Key())
	l.Position, l.Left = step.Defence.Result, l.Left-1
	if ended, won := l.search().over(l.Position); ended {
		step.Won = won // the defence leaves the learner no move, or repeats
	}
	return step, nil
}

// search is a search of the wins from the line's path.
func (l *Line) search() *winSearch {
	return &winSearch{rules: l.rules, mover: l.mover, path: slices.Clone(l.path)}
}

// strongestDefence is the reply to the learner's move, which reached p,
// that puts the loss off longest: the one after which the learner needs
// the most moves to win (the first in hole order among equals).
func (l *Line) strongestDefence(p engine.Position) engine.Hole {
	best, most := engine.NoHole, 0
	for r, q := range playable(l.rules, p) {
		w := l.search()
		need := l.Left - 1
		for k := 1; k < l.Left-1; k++ {
			if w.afterReply(q, k) {
				need = k
				break
			}
		}
		if best == engine.NoHole || need > most {
			best, most = r, need
		}
	}
	return best
}
