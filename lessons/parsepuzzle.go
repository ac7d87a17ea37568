// Reading puzzle steps: the goal, theme and hints, and the check that one
// move alone solves the puzzle.

package lessons

import (
	"strings"

	"go.yaml.in/yaml/v3"

	"walakpussa/assets/i18n/sentence"
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
		p.problem(f.value.Line, join(where, "solution"), err)
		return
	}
	if themeOK {
		if problem := checkTheme(p.rules, pz); problem != nil {
			p.problem(fs["theme"].value.Line, join(where, "theme"), problem)
		}
	}
	if goalOK {
		if problem := uniqueSolution(p.rules, pz, p.solveNodes); problem != nil {
			p.problem(f.value.Line, join(where, "solution"), problem)
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
	return p.textList(f, where, "hint", sentence.Errorf("expected a list of hints, each starting with \"- \""))
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
// reaches the goal; nil when it is. Each search visits at most limit nodes.
func uniqueSolution(rules engine.Rules, pz *Puzzle, limit int64) error {
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
	var found problems
	if !solution.Reached {
		found = append(found, sentence.Errorf("%s does not reach the goal (%s): %v", pz.Solution, pz.Goal, explanation(solution)))
	}
	for _, a := range others {
		found = append(found, sentence.Errorf("%s also reaches the goal (%s): %v", a.Move, pz.Goal, explanation(a)))
	}
	if len(found) == 0 {
		return nil
	}
	if len(others) > 0 {
		found = append(found, sentence.Errorf("a puzzle needs exactly one move that reaches its goal"))
	}
	return found
}

// problems are the problems of one value, said one after the other.
type problems []error

// Error says them in English.
func (ps problems) Error() string { return ps.Tell(sentence.English) }

// Tell says them in the language of sp, joined by "; ".
func (ps problems) Tell(sp sentence.Speaker) string {
	told := make([]string, len(ps))
	for i, p := range ps {
		told[i] = sp.Say(p)
	}
	return strings.Join(told, "; ")
}

// explanation is an attempt's Explain as part of a sentence, without its
// full stop.
type explanation Attempt

// Error says it in English.
func (e explanation) Error() string { return e.Tell(sentence.English) }

// Tell says it in the language of sp.
func (e explanation) Tell(sp sentence.Speaker) string {
	if e.Problem != nil {
		return sp.Say(e.Problem)
	}
	return strings.TrimSuffix(Attempt(e).ExplainIn(sp.Language()), ".")
}
