// Reading a lesson and its steps: the fields every step has, then the
// fields of its kind.

package lessons

import (
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine"
)

// lesson reads the top mapping into l.
func (p *parser) lesson(root *yaml.Node, l *Lesson) {
	fs := p.fields(root, "", sentence.Phrase("a lesson"), []string{"id", "title", "summary", "steps"})
	p.require(fs, root.Line, "", "id", "title", "summary", "steps")
	if f, ok := fs["id"]; ok {
		l.ID, _ = p.id(f, "")
		l.idLine = f.value.Line
	}
	if f, ok := fs["title"]; ok {
		l.Title, _ = p.text(f, "")
	}
	if f, ok := fs["summary"]; ok {
		if s, ok := p.text(f, ""); ok {
			l.Summary = strings.TrimSpace(s)
			if strings.Contains(l.Summary, "\n") {
				p.errorf(f.value.Line, "summary", "must be one line")
			}
		}
	}
	f, ok := fs["steps"]
	if !ok {
		return
	}
	if f.value.Kind != yaml.SequenceNode || len(f.value.Content) == 0 {
		p.errorf(f.value.Line, "steps", "expected a list of steps, each starting with \"- kind:\"")
		return
	}
	interactive := false
	for i, n := range f.value.Content {
		s := p.step(n, i+1, l.ID)
		if s == nil {
			continue
		}
		l.Steps = append(l.Steps, s)
		interactive = interactive || s.Kind.Interactive()
	}
	if !interactive && len(l.Steps) == len(f.value.Content) {
		p.errorf(f.line, "steps", "no interactive step: every lesson needs at least one your-move, predict or puzzle step")
	}
}

// stepKeys lists the keys each step kind takes; required ones come first,
// up to the count in stepRequired.
var stepKeys = map[StepKind][]string{
	TextStep:     {"kind", "text", "position", "arrows", "marks"},
	DemoStep:     {"kind", "position", "move", "text", "pauses", "endless", "arrows", "marks"},
	YourMoveStep: {"kind", "text", "position", "accept", "success", "wrong", "arrows", "marks"},
	PredictStep:  {"kind", "text", "position", "move", "ask", "answer", "reveal", "arrows", "marks"},
	PuzzleStep:   {"kind", "id", "text", "position", "goal", "solution", "level", "success", "hints", "theme", "arrows", "marks"},
}

var stepRequired = map[StepKind]int{TextStep: 2, DemoStep: 3, YourMoveStep: 5, PredictStep: 5, PuzzleStep: 8}

// parseStepKind reads a step kind by its name.
func parseStepKind(s string) (StepKind, bool) {
	for k, name := range stepKindNames {
		if name != "" && name == s {
			return StepKind(k), true
		}
	}
	return 0, false
}

// step reads step number n; nil when it is too broken to keep.
func (p *parser) step(n *yaml.Node, num int, lessonID string) *Step {
	where := fmt.Sprintf("step %d", num)
	if !p.isMapping(n, where, sentence.Phrase("a step")) {
		return nil
	}
	kindName := ""
	var kindNode *yaml.Node
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == "kind" && n.Content[i+1].Kind == yaml.ScalarNode {
			kindNode, kindName = n.Content[i+1], n.Content[i+1].Value
		}
	}
	if kindNode == nil {
		p.errorf(n.Line, where, "kind is missing: text, demo, your-move, predict or puzzle")
		return nil
	}
	kind, ok := parseStepKind(kindName)
	if !ok {
		p.errorf(kindNode.Line, join(where, "kind"), "%q: expected text, demo, your-move, predict or puzzle", kindName)
		return nil
	}
	errsBefore := len(p.errs)
	keys := stepKeys[kind]
	fs := p.fields(n, where, sentence.Phrase("a %s step", kind), keys)
	p.require(fs, n.Line, where, keys[1:stepRequired[kind]]...)
	s := &Step{Kind: kind, Line: n.Line, Move: engine.NoHole}
	if f, ok := fs["text"]; ok {
		s.Text, _ = p.text(f, where)
	}
	if f, ok := fs["position"]; ok {
		if pos, ok := p.position(f, where); ok {
			s.Position = &pos
		}
	}
	if f, ok := fs["arrows"]; ok {
		s.Arrows, _ = p.boolean(f, where)
	}
	if f, ok := fs["marks"]; ok {
		if _, board := fs["position"]; !board {
			p.errorf(f.line, join(where, "marks"), "marks are drawn on the step's board, but this step has no position")
		} else {
			s.Marks, _ = p.marks(f, where)
		}
	}
	switch kind {
	case DemoStep:
		p.demo(s, fs, where)
	case YourMoveStep:
		p.yourMove(s, fs, where)
	case PredictStep:
		p.predict(s, fs, where)
	case PuzzleStep:
		p.puzzle(s, fs, where, lessonID)
	}
	if len(p.errs) > errsBefore {
		return nil
	}
	return s
}
