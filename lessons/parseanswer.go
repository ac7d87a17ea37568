// Reading the steps that ask the learner: your-move and predict, with the
// answers checked against the engine.

package lessons

import (
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"walakpussa/engine"
)

// yourMove reads the fields of a your-move step: what to say on success and,
// optionally, after a move it does not accept, and the moves it accepts,
// each one legal in the step's position.
func (p *parser) yourMove(s *Step, fs map[string]field, where string) {
	if f, ok := fs["success"]; ok {
		s.Success, _ = p.text(f, where)
	}
	if f, ok := fs["wrong"]; ok {
		s.Wrong, _ = p.text(f, where)
	}
	f, ok := fs["accept"]
	if !ok {
		return
	}
	where = join(where, "accept")
	items := []*yaml.Node{f.value}
	if f.value.Kind == yaml.SequenceNode {
		items = f.value.Content
	}
	if len(items) == 0 {
		p.errorf(f.value.Line, where, "name at least one move")
	}
	for _, n := range items {
		h, ok := p.hole(n, where)
		if !ok {
			continue
		}
		if s.Accepts(h) {
			p.errorf(n.Line, where, "%s is listed twice", h)
			continue
		}
		if s.Position != nil {
			if _, ok := p.playable(*s.Position, h, n.Line, where, false); !ok {
				continue
			}
		}
		s.Accept = append(s.Accept, h)
	}
}

// predict reads a predict step: the move to watch and the answer the
// learner gives before it is played, checked against the engine.
func (p *parser) predict(s *Step, fs map[string]field, where string) {
	if f, ok := fs["reveal"]; ok {
		s.Reveal, _ = p.text(f, where)
	}
	askField, hasAsk := fs["ask"]
	if hasAsk {
		name, ok := p.text(askField, where)
		if ok {
			for a, n := range askNames {
				if n != "" && n == name {
					s.Ask = Ask(a)
				}
			}
			if s.Ask == 0 {
				p.errorf(askField.value.Line, join(where, "ask"), "%q: expected last-hole, captured-hole or captured-count", name)
			}
		}
	}
	t, ok := p.stepMove(s, fs, where, false)
	if !ok || s.Ask == 0 {
		return
	}
	move := s.Move
	answer, ok := answerOf(s.Ask, t)
	if !ok {
		p.errorf(askField.value.Line, join(where, "ask"), "%s asks for the hole eaten first, but %s captures nothing", s.Ask, move)
		return
	}
	s.answer = answer
	if af, ok := fs["answer"]; ok {
		p.checkAnswer(af, where, answer)
	}
}

// checkAnswer compares an answer the author stated with the engine's.
func (p *parser) checkAnswer(f field, where string, want Answer) {
	given, ok := p.text(f, where)
	if !ok {
		return
	}
	where = join(where, "answer")
	if want.Ask.WantsHole() {
		h, err := engine.ParseHole(given)
		if err != nil {
			p.problem(f.value.Line, where, err)
		} else if h != want.Hole {
			p.errorf(f.value.Line, where, "%s given, but the engine says %s", h, want.Hole)
		}
		return
	}
	n, err := strconv.Atoi(strings.TrimSpace(given))
	if err != nil {
		p.errorf(f.value.Line, where, "%q: expected a number of seeds", given)
	} else if n != want.Count {
		p.errorf(f.value.Line, where, "%d given, but the engine says %d", n, want.Count)
	}
}
