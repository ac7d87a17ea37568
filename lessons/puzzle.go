package lessons

import (
	"fmt"

	"walakpussa/engine"
	"walakpussa/engine/search"
)

// Puzzle is a position and a goal that exactly one move of the side to move
// reaches, with hints in order and a level from 1 (easy) to 5 (hard).
type Puzzle struct {
	// ID names the puzzle across the course (for results and "walakpussa
	// puzzle ID").
	ID string
	// Lesson is the id of the lesson that holds the puzzle; File and Line
	// where it is written.
	Lesson string
	File   string
	Line   int
	// Text is the Markdown question.
	Text string
	// Position is the puzzle's board; the side to move solves it.
	Position engine.Position
	// Goal is what the solving move must do.
	Goal Goal
	// Hints are Markdown hints, to be shown one at a time, in order.
	Hints []string
	// Solution is the one move that reaches the goal.
	Solution engine.Hole
	// Level is the difficulty, 1 (easy) to 5 (hard).
	Level int
	// Theme, optional, names what makes the solution interesting; it is
	// checked against the solution's trace (see ThemesOf). Empty when none.
	Theme Theme
	// Success is the Markdown shown once the puzzle is solved.
	Success string

	idLine int
}

// MaxLevel is the hardest puzzle level; levels run from 1 to MaxLevel.
const MaxLevel = 5

// GoalKind names a puzzle goal.
type GoalKind uint8

const (
	// MostSeeds: capture more seeds this move than any other move would.
	MostSeeds GoalKind = iota + 1
	// CaptureAtLeast: capture at least N seeds this move.
	CaptureAtLeast
	// ChainOf: capture a chain of at least N pearls (holes) this move.
	ChainOf
	// NoReplyCapture: leave the opponent no capture: after the move none of
	// his legal moves captures anything.
	NoReplyCapture
	// OnlyNotEndless: find the only move whose sowing is not endless.
	OnlyNotEndless
	// WinIn: win the round within N of the mover's own moves (the solving
	// move is the first) against every defence; see winIn.
	WinIn
	// BestMove: the only move whose exact value (search.Evaluate) is the
	// best: it wins the most seeds by the end of the round under best play.
	BestMove
	// OnlyNotLosing: the only move after which the mover, under best play by
	// both, ends the round with at least as many seeds as the opponent.
	OnlyNotLosing
)

var goalNames = [...]string{MostSeeds: "most-seeds", CaptureAtLeast: "capture-at-least", ChainOf: "chain-of", NoReplyCapture: "no-reply-capture", OnlyNotEndless: "only-not-endless",
	WinIn: "win-in", BestMove: "best-move", OnlyNotLosing: "only-not-losing"}

// String returns the kind's name as written in lesson files, such as "chain-of".
func (k GoalKind) String() string {
	if int(k) < len(goalNames) && goalNames[k] != "" {
		return goalNames[k]
	}
	return "unknown"
}

// ParseGoalKind reads a goal kind's name as written in lesson files.
func ParseGoalKind(name string) (GoalKind, bool) {
	for k, n := range goalNames {
		if n != "" && n == name {
			return GoalKind(k), true
		}
	}
	return 0, false
}

// HasCount reports whether goals of this kind take a number N.
func (k GoalKind) HasCount() bool { return k == CaptureAtLeast || k == ChainOf || k == WinIn }

// Solved reports whether goals of this kind are judged with the solver
// (search): win-in, best-move and only-not-losing.
func (k GoalKind) Solved() bool { return k == WinIn || k == BestMove || k == OnlyNotLosing }

// GoalKinds returns every goal kind, in the order the puzzle view lists them.
func GoalKinds() []GoalKind {
	return []GoalKind{MostSeeds, CaptureAtLeast, ChainOf, NoReplyCapture, OnlyNotEndless, WinIn, BestMove, OnlyNotLosing}
}

// Goal is what a puzzle's move must do: a kind and, for capture-at-least and
// chain-of, a number.
type Goal struct {
	Kind GoalKind
	// N is the seeds (capture-at-least) or pearls (chain-of) wanted; 0 for
	// the other kinds.
	N int
}

// String writes the goal as in a lesson file: "most-seeds" or
// "capture-at-least: 5".
func (g Goal) String() string {
	if g.Kind.HasCount() {
		return fmt.Sprintf("%s: %d", g.Kind, g.N)
	}
	return g.Kind.String()
}

// Describe says the goal in a plain English sentence for the learner.
func (g Goal) Describe() string {
	switch g.Kind {
	case MostSeeds:
		return "Capture the most seeds you can with one move."
	case CaptureAtLeast:
		return fmt.Sprintf("Capture at least %d seeds with one move.", g.N)
	case ChainOf:
		return fmt.Sprintf("Capture a chain of at least %d pearls (holes) with one move.", g.N)
	case NoReplyCapture:
		return "Leave your opponent no capture on his next move."
	case OnlyNotEndless:
		return "Find the only move that is not endless."
	case WinIn:
		if g.N == 1 {
			return "Win the round with this move."
		}
		return fmt.Sprintf("Win the round within %d of your moves, whatever your opponent plays.", g.N)
	case BestMove:
		return "Find the best move: the one that wins the most seeds by the end of the round, against the best defence."
	case OnlyNotLosing:
		return "Find the only move that does not lose the round."
	}
	return "unknown goal"
}

// Reached reports whether the move traced in t reaches the goal. Most-seeds
// compares it with every other legal move of t.Start, and no-reply-capture
// tries every reply, both under rules. An endless move reaches no goal.
func (g Goal) Reached(rules engine.Rules, t *engine.Trace) bool {
	a := judge(&rules, t.Start, g, t.Move, t.Outcome, t.Result, &analysis{limit: SolveTime})
	return a.Reached
}

// Attempt is what one move does towards a puzzle's goal: whether it reaches
// it, and the facts that explain why or why not.
type Attempt struct {
	// Goal is the puzzle's goal; Move the hole played.
	Goal Goal
	Move engine.Hole
	// Problem is set when the hole could not be lifted at all (the
	// opponent's hole, or empty); nothing else is then filled in.
	Problem error
	// Reached reports that the move reaches the goal.
	Reached bool
	// Trace is the move's trace, for the debugger (nil with Problem).
	Trace *engine.Trace
	// Endless reports that the move's sowing never ends.
	Endless bool
	// Captured is the seeds the move takes; Chain the holes it eats.
	Captured int
	Chain    int
	// Best is the most seeds any legal move captures (most-seeds goals).
	Best int
	// Reply is the opponent's reply that captures the most after the move
	// (no-reply-capture goals); NoHole when no reply captures. ReplyCaptured
	// is what it takes.
	Reply         engine.Hole
	ReplyCaptured int
	// Unproven reports that the solver could not finish its search, so a
	// best-move or only-not-losing goal cannot be judged (Reached is false).
	Unproven bool
	// Value is the move's exact value (best-move and only-not-losing): the
	// seeds the mover wins from the board by the end of the round minus the
	// opponent's, under best play. BestValue is the best move's value.
	Value, BestValue int
	// Valued reports that Value (and Final) are known: always for a move
	// that reaches the goal; a worse move's own value is only searched when
	// the goal needs it.
	Valued bool
	// Final is what each side holds at the end of the round after the move
	// under best play (only-not-losing), indexed by engine.Side.
	Final [2]int
	// Defence is a reply that escapes a forced win within N (win-in goals);
	// NoHole when the move wins or no single reply explains it.
	Defence engine.Hole
}

// Evaluate plays move for the side to move of the puzzle's position under
// rules and judges it against the goal.
func (p *Puzzle) Evaluate(rules engine.Rules, move engine.Hole) Attempt {
	t, err := rules.Trace(p.Position, move)
	if err != nil {
		return Attempt{Goal: p.Goal, Move: move, Reply: engine.NoHole, Problem: err}
	}
	a := judge(&rules, p.Position, p.Goal, move, t.Outcome, t.Result, &analysis{limit: SolveTime})
	a.Trace = t
	return a
}

// Solved reports whether move solves the puzzle under rules.
func (p *Puzzle) Solved(rules engine.Rules, move engine.Hole) bool {
	return p.Evaluate(rules, move).Reached
}

// judge decides whether the move from pos with outcome out (leading to
// result) reaches goal g.
// an caches the solver's values of pos across the moves judged.
func judge(rules *engine.Rules, pos engine.Position, g Goal, move engine.Hole, out engine.Outcome, result engine.Position, an *analysis) Attempt {
	a := Attempt{Goal: g, Move: move, Endless: out.Endless, Captured: out.Captured, Chain: out.Chain, Reply: engine.NoHole, Defence: engine.NoHole}
	switch g.Kind {
	case MostSeeds:
		_, a.Best = rules.Greediest(pos)
		a.Reached = !out.Endless && a.Best > 0 && out.Captured == a.Best
	case CaptureAtLeast:
		a.Reached = !out.Endless && out.Captured >= g.N
	case ChainOf:
		a.Reached = !out.Endless && out.Chain >= g.N
	case NoReplyCapture:
		if !out.Endless {
			a.Reply, a.ReplyCaptured = bestReply(rules, result)
			a.Reached = a.Reply == engine.NoHole
		}
	case OnlyNotEndless:
		a.Reached = !out.Endless
	case WinIn:
		if !out.Endless {
			a.Reached, a.Defence = winsWithin(*rules, pos, move, g.N)
		}
	case BestMove, OnlyNotLosing:
		if out.Endless {
			break
		}
		an.solve(*rules, pos)
		if !an.exact {
			a.Unproven = true
			break
		}
		a.BestValue = an.res.Value
		if g.Kind == BestMove {
			a.Reached = an.isBest(move)
		} else {
			reached, proven := an.notLosing(*rules, pos, move)
			a.Reached, a.Unproven = reached && proven, !proven
		}
		if a.Reached || an.isBest(move) {
			a.Value, a.Valued = an.res.Value, true
			a.Final = search.Final(pos, a.Value)
		} else if v, ok := an.children[move]; ok && v.Exact {
			a.Value, a.Valued = v.Value, true
			a.Final = search.Final(pos, a.Value)
		}
	}
	return a
}

// bestReply returns the legal move of pos capturing the most (the first in
// hole order), and what it captures; NoHole when none captures anything.
func bestReply(rules *engine.Rules, pos engine.Position) (engine.Hole, int) {
	moves, most := rules.Greediest(pos)
	if most == 0 {
		return engine.NoHole, 0
	}
	return moves[0], most
}

// Explain says in one English sentence what the move did towards the goal,
// for example "S3 captures 4 seeds, but S5 would capture 6." An attempt
// whose hole could not be played explains the problem.
func (a Attempt) Explain() string {
	if a.Problem != nil {
		return a.Problem.Error() + "."
	}
	if a.Endless {
		if a.Goal.Kind == OnlyNotEndless {
			return fmt.Sprintf("%s is endless: its sowing would never end.", a.Move)
		}
		return fmt.Sprintf("%s is endless: its sowing would never end, so it is not a legal move.", a.Move)
	}
	took := capturedText(a.Captured, a.Chain)
	switch a.Goal.Kind {
	case MostSeeds:
		if a.Best == 0 {
			return fmt.Sprintf("%s %s; no move captures anything here.", a.Move, took)
		}
		if a.Reached {
			return fmt.Sprintf("%s %s: no move takes more.", a.Move, took)
		}
		return fmt.Sprintf("%s %s, but a move here captures %d.", a.Move, took, a.Best)
	case CaptureAtLeast:
		if a.Reached {
			return fmt.Sprintf("%s %s: at least %d.", a.Move, took, a.Goal.N)
		}
		return fmt.Sprintf("%s %s, fewer than %d.", a.Move, took, a.Goal.N)
	case ChainOf:
		if a.Reached {
			return fmt.Sprintf("%s %s: a chain of at least %d.", a.Move, took, a.Goal.N)
		}
		return fmt.Sprintf("%s %s, a chain shorter than %d.", a.Move, took, a.Goal.N)
	case NoReplyCapture:
		if a.Reached {
			return fmt.Sprintf("%s %s, and leaves no reply that captures.", a.Move, took)
		}
		return fmt.Sprintf("%s %s, but then %s captures %d in reply.", a.Move, took, a.Reply, a.ReplyCaptured)
	case OnlyNotEndless:
		return fmt.Sprintf("%s is not endless: its sowing ends and it %s.", a.Move, took)
	case WinIn:
		switch {
		case a.Reached && a.Goal.N == 1:
			return fmt.Sprintf("%s %s and wins the round at once.", a.Move, took)
		case a.Reached:
			return fmt.Sprintf("%s %s and wins the round within %d moves against every defence.", a.Move, took, a.Goal.N)
		case a.Defence != engine.NoHole:
			return fmt.Sprintf("%s %s, but the reply %s escapes a win within %d.", a.Move, took, a.Defence, a.Goal.N)
		}
		return fmt.Sprintf("%s %s, but does not win the round within %d.", a.Move, took, a.Goal.N)
	case BestMove, OnlyNotLosing:
		if a.Unproven {
			return fmt.Sprintf("%s %s; the solver could not prove its value (the search did not finish).", a.Move, took)
		}
		if a.Goal.Kind == BestMove {
			if a.Reached {
				return fmt.Sprintf("%s %s and is worth %+d seeds under best play: no move does better.", a.Move, took, a.Value)
			}
			if a.Valued {
				return fmt.Sprintf("%s %s and is worth %+d seeds under best play, but the best move is worth %+d.", a.Move, took, a.Value, a.BestValue)
			}
			return fmt.Sprintf("%s %s, but under best play it is worth less than the best move (%+d seeds).", a.Move, took, a.BestValue)
		}
		mine, theirs := a.Final[a.Move.Owner()], a.Final[a.Move.Owner().Other()]
		switch {
		case a.Reached:
			return fmt.Sprintf("%s %s; under best play the round ends %d to %d: it does not lose.", a.Move, took, mine, theirs)
		case a.Valued:
			return fmt.Sprintf("%s %s, but under best play the round ends %d to %d: it loses.", a.Move, took, mine, theirs)
		}
		return fmt.Sprintf("%s %s, but it loses the round against the best defence.", a.Move, took)
	}
	return fmt.Sprintf("%s %s.", a.Move, took)
}

func capturedText(seeds, chain int) string {
	switch {
	case seeds == 0:
		return "captures nothing"
	case chain == 1:
		return fmt.Sprintf("captures %d %s from one hole", seeds, plural(seeds, "seed"))
	}
	return fmt.Sprintf("captures %d seeds in a chain of %d pearls", seeds, chain)
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}
