// Reading demo steps: a move to play and the pauses that explain it.

package lessons

import (
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine"
)

// playable checks that move can be lifted from pos and is endless exactly
// when endless is wanted; it returns the move's trace.
func (p *parser) playable(pos engine.Position, move engine.Hole, line int, where string, endless bool) (*engine.Trace, bool) {
	t, err := p.rules.Trace(pos, move)
	if err != nil {
		p.problem(line, where, err)
		return nil, false
	}
	switch {
	case t.Outcome.Endless && !endless:
		p.errorf(line, where, "%s is endless: its sowing never ends, so it is not a legal move (a demo about endless sowings says endless: true)", move)
		return nil, false
	case !t.Outcome.Endless && endless:
		p.errorf(line, where, "%s is not endless: its sowing ends after %d laps, but the step says endless: true", move, t.Outcome.Laps)
		return nil, false
	}
	return t, true
}

// stepMove reads the move of a demo or predict step into s.Move and traces
// it from the step's position; endless says whether the step expects an
// endless move. ok is false when the move is missing or wrong (reported).
func (p *parser) stepMove(s *Step, fs map[string]field, where string, endless bool) (*engine.Trace, bool) {
	f, ok := fs["move"]
	if !ok {
		return nil, false
	}
	move, ok := p.hole(f.value, join(where, "move"))
	if !ok || s.Position == nil {
		return nil, false
	}
	s.Move = move
	return p.playable(*s.Position, move, f.value.Line, join(where, "move"), endless)
}

// demo reads a demo step: a move to play and where to pause in it.
func (p *parser) demo(s *Step, fs map[string]field, where string) {
	if f, ok := fs["endless"]; ok {
		s.Endless, _ = p.boolean(f, where)
	}
	t, ok := p.stepMove(s, fs, where, s.Endless)
	if !ok {
		return
	}
	if pf, ok := fs["pauses"]; ok {
		s.Pauses = p.pauses(pf, where, t)
	}
}

var pauseKeys = []string{"at", "occurrence", "hole", "lap", "caption"}

// pauses reads a demo's pauses and resolves each to an event of trace t.
func (p *parser) pauses(f field, where string, t *engine.Trace) []Pause {
	where = join(where, "pauses")
	if f.value.Kind != yaml.SequenceNode {
		p.errorf(f.value.Line, where, "expected a list of pauses, each starting with \"- at:\" or \"- lap:\"")
		return nil
	}
	var pauses []Pause
	last := -1
	for i, n := range f.value.Content {
		w := fmt.Sprintf("%s: pause %d", where, i+1)
		if !p.isMapping(n, w, sentence.Phrase("a pause")) {
			continue
		}
		fs := p.fields(n, w, sentence.Phrase("a pause"), pauseKeys)
		pause, ok := p.pause(n, fs, w, t)
		if !ok {
			continue
		}
		if pause.Event <= last {
			p.errorf(n.Line, w, "comes at or before the pause above it: list pauses in the order the move reaches them")
			continue
		}
		last = pause.Event
		pauses = append(pauses, pause)
	}
	return pauses
}

// pause reads one pause of a demo: the event it stops at and what it
// says there.
func (p *parser) pause(n *yaml.Node, fs map[string]field, where string, t *engine.Trace) (Pause, bool) {
	pause := Pause{Occurrence: 1, Hole: engine.NoHole}
	ok := p.require(fs, n.Line, where, "caption")
	if f, found := fs["caption"]; found {
		pause.Caption, ok = p.text(f, where)
	}
	at, hasAt := fs["at"]
	lap, hasLap := fs["lap"]
	if hasAt == hasLap {
		p.errorf(n.Line, where, "give either at (an event kind) or lap, not both or neither")
		return pause, false
	}
	if hasLap {
		for _, k := range []string{"occurrence", "hole"} {
			if f, found := fs[k]; found {
				p.errorf(f.line, join(where, k), "goes with at, not with lap")
				return pause, false
			}
		}
		n, valid := p.number(lap, where, 1, 0)
		if !valid {
			return pause, false
		}
		pause.Lap = n
		for i, e := range t.Events {
			if (e.Kind == engine.Lift || e.Kind == engine.Relay) && e.Lap == n {
				pause.Event = i
				return pause, ok
			}
		}
		p.errorf(lap.value.Line, join(where, "lap"), "the move has only %d laps", len(t.Laps()))
		return pause, false
	}
	kindName, valid := p.text(at, where)
	if !valid {
		return pause, false
	}
	kind, found := parseEventKind(kindName)
	if !found {
		p.errorf(at.value.Line, join(where, "at"), "%q: expected an event kind: %s", kindName, strings.Join(eventKindNames(), ", "))
		return pause, false
	}
	pause.Kind = kind
	if f, found := fs["occurrence"]; found {
		if pause.Occurrence, valid = p.number(f, where, 1, 0); !valid {
			return pause, false
		}
	}
	if f, found := fs["hole"]; found {
		if pause.Hole, valid = p.hole(f.value, join(where, "hole")); !valid {
			return pause, false
		}
	}
	seen := 0
	for i, e := range t.Events {
		if e.Kind == kind && (pause.Hole == engine.NoHole || e.Hole == pause.Hole) {
			seen++
			if seen == pause.Occurrence {
				pause.Event = i
				return pause, ok
			}
		}
	}
	if pause.Hole != engine.NoHole {
		p.errorf(at.value.Line, join(where, "at"), "%s events at %s in the move: %d, so there is no occurrence %d",
			kind, pause.Hole, seen, pause.Occurrence)
	} else {
		p.errorf(at.value.Line, join(where, "at"), "%s events in the move: %d, so there is no occurrence %d",
			kind, seen, pause.Occurrence)
	}
	return pause, false
}

// eventKindNames lists the event kinds a pause may name.
func eventKindNames() []string {
	var names []string
	for _, k := range engine.EventKinds() {
		names = append(names, k.String())
	}
	return names
}

// parseEventKind reads an event kind by its name in the trace.
func parseEventKind(s string) (engine.EventKind, bool) {
	for _, k := range engine.EventKinds() {
		if k.String() == s {
			return k, true
		}
	}
	return 0, false
}
