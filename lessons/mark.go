// Marks a lesson step draws on its board: arrows from hole to hole and
// circles around holes, as a teacher would point at them.

package lessons

import (
	"strings"

	"go.yaml.in/yaml/v3"

	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine"
)

// MarkColor is the colour of a mark. Each colour is also drawn in its own
// line style, so colour is never the only cue.
type MarkColor int

// The colours of marks; green is the default.
const (
	MarkGreen MarkColor = iota
	MarkRed
	MarkBlue
	MarkYellow
)

// markColorNames are the colours' names in a lesson file, indexed by
// MarkColor.
var markColorNames = []string{"green", "red", "blue", "yellow"}

// String returns the colour's name in a lesson file.
func (c MarkColor) String() string { return markColorNames[c] }

// Mark is an arrow from one hole to another, or a circle around one hole
// (From == To), drawn on a step's board in a colour.
type Mark struct {
	From, To engine.Hole
	Color    MarkColor
}

// IsCircle reports whether the mark circles a hole rather than joining two.
func (m Mark) IsCircle() bool { return m.From == m.To }

// String writes the mark as a lesson file does: "S3->N2", "circle N5 red".
func (m Mark) String() string {
	s := m.From.String() + "->" + m.To.String()
	if m.IsCircle() {
		s = "circle " + m.From.String()
	}
	if m.Color != MarkGreen {
		s += " " + m.Color.String()
	}
	return s
}

// marks reads a step's marks: a list of arrows ("S3->N2") and circles
// ("circle N5"), each optionally followed by a colour.
func (p *parser) marks(f field, where string) ([]Mark, bool) {
	where = join(where, f.key)
	if f.value.Kind != yaml.SequenceNode || len(f.value.Content) == 0 {
		p.errorf(f.value.Line, where, "expected a list of marks, such as [S3->N2, circle N5 red]")
		return nil, false
	}
	var marks []Mark
	ok := true
	for _, n := range f.value.Content {
		m, good := p.mark(n, where)
		if good && contains(markStrings(marks), m.shape()) {
			p.errorf(n.Line, where, "%q is drawn twice: drawing a mark again rubs it out", n.Value)
			good = false
		}
		if !good {
			ok = false
			continue
		}
		marks = append(marks, m)
	}
	return marks, ok
}

// shape is the mark without its colour: two marks of one shape cannot both
// be drawn.
func (m Mark) shape() string { return Mark{From: m.From, To: m.To}.String() }

// markStrings returns the shapes of marks.
func markStrings(marks []Mark) []string {
	shapes := make([]string, len(marks))
	for i, m := range marks {
		shapes[i] = m.shape()
	}
	return shapes
}

// mark reads one mark.
func (p *parser) mark(n *yaml.Node, where string) (Mark, bool) {
	if n.Kind != yaml.ScalarNode {
		p.errorf(n.Line, where, "expected a mark such as S3->N2 or circle N5")
		return Mark{}, false
	}
	words := strings.Fields(strings.ReplaceAll(n.Value, "->", " -> "))
	color := MarkGreen
	if len(words) == 3 && words[0] == "circle" || len(words) == 4 && words[1] == "->" {
		last := words[len(words)-1]
		i := indexOf(markColorNames, last)
		if i < 0 {
			p.errorf(n.Line, where, "%q: unknown colour %q: the colours are green, red, blue and yellow", n.Value, last)
			return Mark{}, false
		}
		color, words = MarkColor(i), words[:len(words)-1]
	}
	var names []string
	switch {
	case len(words) == 2 && words[0] == "circle":
		names = []string{words[1], words[1]}
	case len(words) == 3 && words[1] == "->":
		names = []string{words[0], words[2]}
	default:
		p.errorf(n.Line, where, "%q: expected an arrow such as S3->N2 or a circle such as circle N5, then a colour if not green", n.Value)
		return Mark{}, false
	}
	var holes [2]engine.Hole
	for i, name := range names {
		h, err := engine.ParseHole(name)
		if err != nil {
			p.problem(n.Line, where, sentence.Errorf("%q: %v", n.Value, err))
			return Mark{}, false
		}
		holes[i] = h
	}
	if words[0] != "circle" && holes[0] == holes[1] {
		p.errorf(n.Line, where, "%q: an arrow joins two holes; to mark one hole write circle %s", n.Value, holes[0])
		return Mark{}, false
	}
	return Mark{From: holes[0], To: holes[1], Color: color}, true
}

// indexOf returns the index of s in list, or -1.
func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}
