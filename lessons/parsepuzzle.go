// Reading puzzle steps: the goal, theme and hints, and the check that one
// move alone solves the puzzle.

package lessons

import (
	"fmt"
	"strings"
	"time"

	"go.yaml.in/yaml/v3"

	"walakpussa/engine"
)

// puzzle reads a puzzle step into s.Puzzle and checks that the puzzle has
// exactly one solving move.
func (p *parser) puzzle(s *Step, fs map[string]field, where, lessonID string) {
	pz := &Puzzle{Lesson: lessonID, File: p.file, Line: s.Line, Text: s.Text, Solution: engine.NoHole}
	s.Puzzle = pz
	if f, ok := fs["id"]; ok {
		pz.ID, _ = p.id(f, where)
		pz.idLine = f.value.Line
	}
	if f, ok := fs["success"]; ok {
		s.Success, _ = p.text(f, where)
		pz.Success = s.Success
	}
	if f, ok := fs["level"]; ok {
		pz.Level, _ = p.number(f, where, 1, MaxLevel)
	}
	if f, ok := fs["hints"]; ok {
		pz.Hints = p.hints(f, where)
	}
	themeOK := false
	if f, ok := fs["theme"]; ok {
		pz.Theme, themeOK = p.theme(f, where)
	}
	goalOK := false
	if f, ok := fs["goal"]; ok {
		pz.Goal, goalOK = p.goal(f, where)
	}
	f, ok := fs["solution"]
	if !ok {
		return
	}
	solution, ok := p.hole(f.value, join(where, "solution"))
	if !ok || s.Position == nil {
		return
	}
	pz.Position = *s.Position
	pz.Solution = solution
	if _, err := p.rules.Trace(pz.Position, solution); err != nil {
		p.errorf(f.value.Line, join(where, "solution"), "%v", err)
		return
	}
	if themeOK {
		if problem := checkTheme(p.rules, pz); problem != "" {
			p.errorf(fs["theme"].value.Line, join(where, "theme"), "%s", problem)
		}
	}
	if goalOK {
		if problem := uniqueSolution(p.rules, pz, p.solveTime); problem != "" {
			p.errorf(f.value.Line, join(where, "solution"), "%s", problem)
		}
	}
}

// theme reads a puzzle's theme, one of Themes().
func (p *parser) theme(f field, where string) (Theme, bool) {
	s, ok := p.text(f, where)
	if !ok {
		return "", false
	}
	var names []string
	for _, t := range Themes() {
		if string(t) == s {
			return t, true
		}
		names = append(names, string(t))
	}
	p.errorf(f.value.Line, join(where, "theme"), "%q: expected one of %s", s, strings.Join(names, ", "))
	return "", false
}

// hints reads a puzzle's list of hints, each a line of text.
func (p *parser) hints(f field, where string) []string {
	return p.textList(f, where, "hint", "expected a list of hints, each starting with \"- \"")
}

// goal reads "most-seeds" or "capture-at-least: 5" (a one-key mapping).
func (p *parser) goal(f field, where string) (Goal, bool) {
	where = join(where, "goal")
	name, count := f.value, (*yaml.Node)(nil)
	if f.value.Kind == yaml.MappingNode && len(f.value.Content) == 2 {
		name, count = f.value.Content[0], f.value.Content[1]
	}
	if name.Kind != yaml.ScalarNode {
		p.errorf(f.value.Line, where, "expected one of %s", goalList())
		return Goal{}, false
	}
	var g Goal
	for k, n := range goalNames {
		if n != "" && n == name.Value {
			g.Kind = GoalKind(k)
		}
	}
	if g.Kind == 0 {
		p.errorf(name.Line, where, "%q: expected one of %s", name.Value, goalList())
		return g, false
	}
	if g.Kind.HasCount() != (count != nil) {
		if count == nil {
			p.errorf(name.Line, where, "%s needs a number, as in \"%s: 3\"", g.Kind, g.Kind)
		} else {
			p.errorf(name.Line, where, "%s takes no number", g.Kind)
		}
		return g, false
	}
	if count != nil {
		most := 0
		if g.Kind == WinIn {
			most = MaxWinIn
		}
		n, ok := p.number(field{key: g.Kind.String(), value: count}, where, 1, most)
		if !ok {
			return g, false
		}
		g.N = n
	}
	return g, true
}

// goalList names every goal kind, for error messages.
func goalList() string {
	var names []string
	for _, k := range GoalKinds() {
		if k.HasCount() {
			names = append(names, k.String()+": N")
		} else {
			names = append(names, k.String())
		}
	}
	return strings.Join(names, ", ")
}

// uniqueSolution plays every move of the side to move (every non-empty hole:
// an endless one reaches no goal but only-not-endless asks about them) and
// says what is wrong when the stated solution is not the one move that
// reaches the goal; "" when it is. Each search takes at most limit.
func uniqueSolution(rules engine.Rules, pz *Puzzle, limit time.Duration) string {
	var solution Attempt
	var others []Attempt
	an := &analysis{limit: limit}
	for _, h := range engine.Holes(pz.Position.Turn) {
		if pz.Position.Board[h] == 0 {
			continue
		}
		next, out := rules.Apply(pz.Position, h)
		a := judge(&rules, pz.Position, pz.Goal, h, out, next, an)
		if a.Unproven {
			return errUnproven
		}
		if h == pz.Solution {
			solution = a
		} else if a.Reached {
			others = append(others, a)
		}
	}
	var problems []string
	if !solution.Reached {
		problems = append(problems, fmt.Sprintf("%s does not reach the goal (%s): %s", pz.Solution, pz.Goal, strings.TrimSuffix(solution.Explain(), ".")))
	}
	for _, a := range others {
		problems = append(problems, fmt.Sprintf("%s also reaches the goal (%s): %s", a.Move, pz.Goal, strings.TrimSuffix(a.Explain(), ".")))
	}
	if len(problems) == 0 {
		return ""
	}
	if len(others) > 0 {
		problems = append(problems, "a puzzle needs exactly one move that reaches its goal")
	}
	return strings.Join(problems, "; ")
}
