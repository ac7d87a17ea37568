package lessons

import (
	"fmt"
	"walakpussa/assets/i18n"

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
	a := judge(&rules, t.Start, g, t.Move, t.Outcome, t.Result, &analysis{limit: SolveNodes})
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
	a := judge(&rules, p.Position, p.Goal, move, t.Outcome, t.Result, &analysis{limit: SolveNodes})
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
// for example "S3 captures 4 seeds from one hole, but a move here captures
// 6 seeds." An attempt whose hole could not be played explains the
// problem. The lesson files and the command line speak English; ExplainIn
// speaks to the learner.
func (a Attempt) Explain() string {
	if a.Problem != nil {
		return a.Problem.Error() + "."
	}
	return a.ExplainIn(i18n.English)
}

// ExplainIn is Explain in the language lang, for a move that could be
// played.
func (a Attempt) ExplainIn(lang string) string {
	sp := i18n.In(lang)
	seeds := func(n int) string { return sp.N("{{.Count}} seeds", n, map[string]any{"Count": n}) }
	signed := func(n int) string {
		return sp.N("{{.Count}} seeds", abs(n), map[string]any{"Count": fmt.Sprintf("%+d", n)})
	}
	data := map[string]any{
		"Hole": a.Move.String(), "Took": a.took(sp), "N": a.Goal.N, "Best": seeds(a.Best),
		"Reply": a.Reply.String(), "Seeds": seeds(a.ReplyCaptured), "Defence": a.Defence.String(),
		"Value": signed(a.Value), "BestValue": signed(a.BestValue),
	}
	if a.Endless {
		if a.Goal.Kind == OnlyNotEndless {
			return sp.L("{{.Hole}} is endless: its sowing would never end.", data)
		}
		return sp.L("{{.Hole}} is endless: its sowing would never end, so it is not a legal move.", data)
	}
	switch a.Goal.Kind {
	case MostSeeds:
		switch {
		case a.Best == 0:
			return sp.L("{{.Hole}} {{.Took}}; no move captures anything here.", data)
		case a.Reached:
			return sp.L("{{.Hole}} {{.Took}}: no move takes more.", data)
		}
		return sp.L("{{.Hole}} {{.Took}}, but a move here captures {{.Best}}.", data)
	case CaptureAtLeast:
		if a.Reached {
			return sp.L("{{.Hole}} {{.Took}}: at least {{.N}}.", data)
		}
		return sp.L("{{.Hole}} {{.Took}}, fewer than {{.N}}.", data)
	case ChainOf:
		if a.Reached {
			return sp.L("{{.Hole}} {{.Took}}: a chain of at least {{.N}}.", data)
		}
		return sp.L("{{.Hole}} {{.Took}}, a chain shorter than {{.N}}.", data)
	case NoReplyCapture:
		if a.Reached {
			return sp.L("{{.Hole}} {{.Took}}, and leaves no reply that captures.", data)
		}
		return sp.L("{{.Hole}} {{.Took}}, but then {{.Reply}} captures {{.Seeds}} in reply.", data)
	case OnlyNotEndless:
		return sp.L("{{.Hole}} is not endless: its sowing ends and it {{.Took}}.", data)
	case WinIn:
		return a.explainWin(sp, data)
	case BestMove, OnlyNotLosing:
		return a.explainValue(sp, data)
	}
	return sp.L("{{.Hole}} {{.Took}}.", data)
}

// explainWin explains an attempt at a win-in goal.
func (a Attempt) explainWin(sp i18n.Speaker, data map[string]any) string {
	switch {
	case a.Reached && a.Goal.N == 1:
		return sp.L("{{.Hole}} {{.Took}} and wins the round at once.", data)
	case a.Reached:
		return sp.L("{{.Hole}} {{.Took}} and wins the round within {{.N}} moves against every defence.", data)
	case a.Defence != engine.NoHole:
		return sp.L("{{.Hole}} {{.Took}}, but the reply {{.Defence}} escapes a win within {{.N}}.", data)
	}
	return sp.L("{{.Hole}} {{.Took}}, but does not win the round within {{.N}}.", data)
}

// explainValue explains an attempt at a best-move or only-not-losing goal.
func (a Attempt) explainValue(sp i18n.Speaker, data map[string]any) string {
	if a.Unproven {
		return sp.L("{{.Hole}} {{.Took}}; the solver could not prove its value (the search did not finish).", data)
	}
	if a.Goal.Kind == BestMove {
		switch {
		case a.Reached:
			return sp.L("{{.Hole}} {{.Took}} and is worth {{.Value}} under best play: no move does better.", data)
		case a.Valued:
			return sp.L("{{.Hole}} {{.Took}} and is worth {{.Value}} under best play, but the best move is worth {{.BestValue}}.", data)
		}
		return sp.L("{{.Hole}} {{.Took}}, but under best play it is worth less than the best move ({{.BestValue}}).", data)
	}
	data["Mine"], data["Theirs"] = a.Final[a.Move.Owner()], a.Final[a.Move.Owner().Other()]
	switch {
	case a.Reached:
		return sp.L("{{.Hole}} {{.Took}}; under best play the round ends {{.Mine}} to {{.Theirs}}: it does not lose.", data)
	case a.Valued:
		return sp.L("{{.Hole}} {{.Took}}, but under best play the round ends {{.Mine}} to {{.Theirs}}: it loses.", data)
	}
	return sp.L("{{.Hole}} {{.Took}}, but it loses the round against the best defence.", data)
}

// took says what the move captured: nothing, seeds from one hole, or seeds
// in a chain of pearls.
func (a Attempt) took(sp i18n.Speaker) string {
	seeds := sp.N("{{.Count}} seeds", a.Captured, map[string]any{"Count": a.Captured})
	switch {
	case a.Captured == 0:
		return sp.L("captures nothing")
	case a.Chain == 1:
		return sp.L("captures {{.Seeds}} from one hole", map[string]any{"Seeds": seeds})
	}
	return sp.L("captures {{.Seeds}} in a chain of {{.Pearls}}", map[string]any{
		"Seeds": seeds, "Pearls": sp.N("{{.Count}} pearls", a.Chain, map[string]any{"Count": a.Chain}),
	})
}

// abs is the absolute value of n.
func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
