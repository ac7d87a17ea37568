package lessons

import (
	"fmt"

	"walakpussa/engine"
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
)

var goalNames = [...]string{MostSeeds: "most-seeds", CaptureAtLeast: "capture-at-least", ChainOf: "chain-of", NoReplyCapture: "no-reply-capture", OnlyNotEndless: "only-not-endless"}

// String returns the kind's name as written in lesson files, such as "chain-of".
func (k GoalKind) String() string {
	if int(k) < len(goalNames) && goalNames[k] != "" {
		return goalNames[k]
	}
	return "unknown"
}

// HasCount reports whether goals of this kind take a number N.
func (k GoalKind) HasCount() bool { return k == CaptureAtLeast || k == ChainOf }

// GoalKinds returns every goal kind, in the order the puzzle view lists them.
func GoalKinds() []GoalKind {
	return []GoalKind{MostSeeds, CaptureAtLeast, ChainOf, NoReplyCapture, OnlyNotEndless}
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
	}
	return "unknown goal"
}

// Reached reports whether the move traced in t reaches the goal. Most-seeds
// compares it with every other legal move of t.Start, and no-reply-capture
// tries every reply, both under rules. An endless move reaches no goal.
func (g Goal) Reached(rules engine.Rules, t *engine.Trace) bool {
	a := judge(&rules, t.Start, g, t.Move, t.Outcome, t.Result)
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
}

// Evaluate plays move for the side to move of the puzzle's position under
// rules and judges it against the goal.
func (p *Puzzle) Evaluate(rules engine.Rules, move engine.Hole) Attempt {
	t, err := rules.Trace(p.Position, move)
	if err != nil {
		return Attempt{Goal: p.Goal, Move: move, Reply: engine.NoHole, Problem: err}
	}
	a := judge(&rules, p.Position, p.Goal, move, t.Outcome, t.Result)
	a.Trace = t
	return a
}

// Solved reports whether move solves the puzzle under rules.
func (p *Puzzle) Solved(rules engine.Rules, move engine.Hole) bool {
	return p.Evaluate(rules, move).Reached
}

// judge decides whether the move from pos with outcome out (leading to
// result) reaches goal g.
func judge(rules *engine.Rules, pos engine.Position, g Goal, move engine.Hole, out engine.Outcome, result engine.Position) Attempt {
	a := Attempt{Goal: g, Move: move, Endless: out.Endless, Captured: out.Captured, Chain: out.Chain, Reply: engine.NoHole}
	switch g.Kind {
	case MostSeeds:
		a.Best = bestCapture(rules, pos)
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
	}
	return a
}

// bestCapture returns the most seeds a legal move of pos captures.
func bestCapture(rules *engine.Rules, pos engine.Position) int {
	best := 0
	for _, h := range engine.Holes(pos.Turn) {
		if pos.Board[h] == 0 {
			continue
		}
		if _, out := rules.Apply(pos, h); !out.Endless && out.Captured > best {
			best = out.Captured
		}
	}
	return best
}

// bestReply returns the legal move of pos capturing the most, and what it
// captures; NoHole when none captures anything.
func bestReply(rules *engine.Rules, pos engine.Position) (engine.Hole, int) {
	reply, most := engine.NoHole, 0
	for _, h := range engine.Holes(pos.Turn) {
		if pos.Board[h] == 0 {
			continue
		}
		if _, out := rules.Apply(pos, h); !out.Endless && out.Captured > most {
			reply, most = h, out.Captured
		}
	}
	return reply, most
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
