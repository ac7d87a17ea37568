package editor

import (
	"fmt"
	"hash/fnv"
	"strings"

	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine"
	"walakpussa/lessons"
)

// StepKind is the kind of lesson step the editor writes for a teacher.
type StepKind int

const (
	// DemoStep: the move played in the debugger, pausing where its sowing
	// ends (or where it is found endless).
	DemoStep StepKind = iota
	// PredictStep: the learner says how many seeds the move captures.
	PredictStep
	// PuzzleStep: the move is the one solution of a goal.
	PuzzleStep
)

// StepKinds lists the kinds of step the editor writes, in menu order.
func StepKinds() []StepKind { return []StepKind{DemoStep, PredictStep, PuzzleStep} }

// String is the kind's name in a lesson file: demo, predict, puzzle.
func (k StepKind) String() string {
	return [...]string{DemoStep: "demo", PredictStep: "predict", PuzzleStep: "puzzle"}[k]
}

// solvableSeeds is the most seeds on the board for which a puzzle snippet
// tries the goals the solver must prove (best-move, only-not-losing):
// larger positions seldom finish within the checker's time.
const solvableSeeds = 24

// puzzleGoals are the goals a puzzle snippet tries, in this order, for a
// move that strings chain pearls in a position of seeds seeds on the
// board; the first that the move alone reaches is written.
func puzzleGoals(chain, seeds int) []lessons.Goal {
	goals := []lessons.Goal{{Kind: lessons.MostSeeds}}
	if chain >= 2 {
		goals = append(goals, lessons.Goal{Kind: lessons.ChainOf, N: chain})
	}
	goals = append(goals,
		lessons.Goal{Kind: lessons.NoReplyCapture},
		lessons.Goal{Kind: lessons.OnlyNotEndless},
		lessons.Goal{Kind: lessons.WinIn, N: 1})
	if seeds <= solvableSeeds {
		goals = append(goals, lessons.Goal{Kind: lessons.BestMove}, lessons.Goal{Kind: lessons.OnlyNotLosing})
	}
	return goals
}

// Snippet writes move from p as a lesson step of kind, in the layout of the
// course files: a list item to paste under a lesson's "steps:". The texts
// are English placeholders for the teacher to rewrite, as the lesson files'
// masters are English. The snippet is checked with the lessons package's
// own parser; one that does not pass is refused with its error (a move
// that cannot be played, a puzzle goal no single move reaches).
func Snippet(kind StepKind, p engine.Position, move engine.Hole) (string, error) {
	rules := engine.Standard()
	t, err := rules.Trace(p, move)
	if err != nil {
		return "", err
	}
	switch kind {
	case DemoStep:
		return checked(demoSnippet(p, move, t))
	case PredictStep:
		return checked(predictSnippet(p, move, t))
	}
	for _, goal := range puzzleGoals(len(t.Captures()), p.Board.Total()) {
		if text, err := checked(puzzleSnippet(p, move, goal)); err == nil {
			return text, nil
		}
	}
	return "", sentence.Errorf("no puzzle goal is reached by %s alone: another move reaches each goal too, or it cannot be proven", move)
}

// block writes text as a YAML block scalar under key, indented for a step.
func block(sb *strings.Builder, key, text string) { blockAt(sb, "    ", key, text) }

// blockAt writes text as a YAML block scalar under key, the key indented
// by indent and the text two spaces more.
func blockAt(sb *strings.Builder, indent, key, text string) {
	fmt.Fprintf(sb, "%s%s: |\n", indent, key)
	for _, line := range strings.Split(text, "\n") {
		fmt.Fprintf(sb, "%s  %s\n", indent, line)
	}
}

// demoSnippet writes a demo step of move from p, traced in t.
func demoSnippet(p engine.Position, move engine.Hole, t *engine.Trace) string {
	var sb strings.Builder
	sb.WriteString("  - kind: demo\n")
	fmt.Fprintf(&sb, "    position: %s\n    move: %s\n", p, move)
	if t.Outcome.Endless {
		sb.WriteString("    endless: true\n")
	}
	block(&sb, "text", fmt.Sprintf("%v plays %s. Watch where the sowing ends.", p.Turn, move))
	sb.WriteString("    pauses:\n")
	if t.Outcome.Endless {
		sb.WriteString("      - at: endless\n")
		blockAt(&sb, "        ", "caption", "The board and the hand are as they were at an earlier lap: this sowing would never end.")
		return sb.String()
	}
	sb.WriteString("      - at: sowing-end\n")
	sb.WriteString("        caption: The hole after the last seed is empty, a pussa. The sowing ends here.\n")
	return sb.String()
}

// predictSnippet writes a predict step asking how many seeds move from p
// captures, with the engine's answer.
func predictSnippet(p engine.Position, move engine.Hole, t *engine.Trace) string {
	var sb strings.Builder
	sb.WriteString("  - kind: predict\n")
	fmt.Fprintf(&sb, "    position: %s\n    move: %s\n", p, move)
	fmt.Fprintf(&sb, "    ask: captured-count\n    answer: %d\n", t.Outcome.Captured)
	block(&sb, "text", fmt.Sprintf("%v plays %s. How many seeds will %v capture?", p.Turn, move, p.Turn))
	block(&sb, "reveal", fmt.Sprintf("%v captures **%d** seeds.", p.Turn, t.Outcome.Captured))
	return sb.String()
}

// puzzleSnippet writes a puzzle step from p whose solution is move and
// whose goal is goal.
func puzzleSnippet(p engine.Position, move engine.Hole, goal lessons.Goal) string {
	var sb strings.Builder
	sb.WriteString("  - kind: puzzle\n")
	fmt.Fprintf(&sb, "    id: %s\n", puzzleID(p, move))
	sb.WriteString("    level: 1 # 1 (easy) to 5 (hard)\n")
	fmt.Fprintf(&sb, "    text: %q\n", fmt.Sprintf("%v to move. %s", p.Turn, goal.Describe()))
	fmt.Fprintf(&sb, "    position: %s\n", p)
	if goal.Kind.HasCount() {
		fmt.Fprintf(&sb, "    goal: {%s: %d}\n", goal.Kind, goal.N)
	} else {
		fmt.Fprintf(&sb, "    goal: %s\n", goal.Kind)
	}
	fmt.Fprintf(&sb, "    solution: %s\n", move)
	block(&sb, "success", fmt.Sprintf("%s reaches the goal.", move))
	return sb.String()
}

// puzzleID names a puzzle after its position and solution, so that two
// puzzles saved from the editor do not share an id.
func puzzleID(p engine.Position, move engine.Hole) string {
	h := fnv.New32a()
	fmt.Fprintf(h, "%s %s", p, move)
	return fmt.Sprintf("editor-%08x", h.Sum32())
}

// Parse reads a snippet back with the lessons package's own parser and
// validator, as "walakpussa lessons check" does, inside a lesson of its
// own, and returns the step it holds.
func Parse(snippet string) (*lessons.Step, error) {
	// A lesson needs an interactive step: a demo alone is not one.
	const lesson = "id: editor-check\ntitle: Editor\nsummary: A step from the board editor.\nsteps:\n"
	const yourMove = "  - kind: your-move\n    text: Play.\n    position: 4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0\n    accept: S1\n    success: Yes.\n"
	l, errs := lessons.Parse("editor.yaml", []byte(lesson+snippet+yourMove))
	if len(errs) > 0 {
		return nil, errs[0]
	}
	if len(l.Steps) != 2 {
		return nil, sentence.Errorf("a snippet holds one step, not %d", len(l.Steps)-1)
	}
	return l.Steps[0], nil
}

// checked returns snippet when Parse accepts it, else Parse's error.
func checked(snippet string) (string, error) {
	if _, err := Parse(snippet); err != nil {
		return "", err
	}
	return snippet, nil
}
