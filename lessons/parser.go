// The parser of lesson files: one parser a file, collecting every error
// with its line, and the helpers that read one field of a YAML mapping.

package lessons

import (
	"bytes"
	"errors"
	"io"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine"
)

// parser collects the errors of one file.
type parser struct {
	file  string
	rules engine.Rules
	// solveNodes bounds the nodes of the solver's search of each puzzle
	// (SolveNodes but in tests).
	solveNodes int64
	errs       []error
}

// errorf records an error at line, where in the lesson: format says it of
// args.
func (p *parser) errorf(line int, where, format string, args ...any) {
	p.problem(line, where, sentence.Errorf(format, args...))
}

// problem records the error err at line, where in the lesson.
func (p *parser) problem(line int, where string, err error) {
	p.errs = append(p.errs, &Error{File: p.file, Line: line, Where: where, Problem: err})
}

var yamlLine = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)

// document parses the YAML text and returns the lesson's top mapping.
func (p *parser) document(data []byte) (*yaml.Node, bool) {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			p.errorf(0, "", "the file is empty; a lesson needs id, title, summary and steps")
		} else {
			p.yamlError(err)
		}
		return nil, false
	}
	var more yaml.Node
	if err := dec.Decode(&more); !errors.Is(err, io.EOF) {
		if err != nil {
			p.yamlError(err)
		} else {
			p.errorf(more.Line, "", "a second YAML document (after ---): a file holds one lesson")
		}
		return nil, false
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) != 1 {
		p.errorf(doc.Line, "", "expected a lesson: id, title, summary and steps")
		return nil, false
	}
	root := doc.Content[0]
	if !p.isMapping(root, "", sentence.Phrase("a lesson: id, title, summary and steps")) {
		return nil, false
	}
	return root, true
}

// yamlError records an error of the YAML decoder with its line.
func (p *parser) yamlError(err error) {
	msg := err.Error()
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		line, _ := strconv.Atoi(m[1])
		if strings.Contains(m[2], "mapping values are not allowed") {
			p.errorf(line, "", "YAML: %s (a colon and a space inside a value: write the text as a block, \"|\" then the text indented on the lines below)", m[2])
			return
		}
		p.errorf(line, "", "YAML: %s", m[2])
		return
	}
	p.errorf(0, "", "YAML: %s", strings.TrimPrefix(msg, "yaml: "))
}

// field is one key of a mapping with its value.
type field struct {
	key   string
	line  int
	value *yaml.Node
}

// fields reads a mapping's keys, reporting keys that are not in allowed
// (typos must not pass silently), duplicated, or not plain names. allowed
// lists the keys in the order the error message names them.
func (p *parser) fields(m *yaml.Node, where string, what sentence.Teller, allowed []string) map[string]field {
	out := map[string]field{}
	for i := 0; i+1 < len(m.Content); i += 2 {
		k, v := m.Content[i], m.Content[i+1]
		if k.Kind != yaml.ScalarNode {
			p.errorf(k.Line, where, "a key must be a plain name")
			continue
		}
		if !contains(allowed, k.Value) {
			p.errorf(k.Line, where, "unknown key %q: %s takes %s", k.Value, what, strings.Join(allowed, ", "))
			continue
		}
		if first, dup := out[k.Value]; dup {
			p.errorf(k.Line, join(where, k.Value), "given twice (first on line %d)", first.line)
			continue
		}
		if p.hasAlias(v, join(where, k.Value)) {
			continue
		}
		out[k.Value] = field{key: k.Value, line: k.Line, value: v}
	}
	return out
}

// hasAlias reports (and rejects) YAML aliases anywhere in n: a lesson file
// spells every value out, and aliases could make a small file enormous.
func (p *parser) hasAlias(n *yaml.Node, where string) bool {
	if n.Kind == yaml.AliasNode {
		p.errorf(n.Line, where, "aliases (*name) are not allowed in lesson files; write the value out")
		return true
	}
	for _, c := range n.Content {
		if p.hasAlias(c, where) {
			return true
		}
	}
	return false
}

// contains reports whether list holds s.
func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// join names key within where, as in "step 3: position".
func join(where, key string) string {
	if where == "" {
		return key
	}
	return where + ": " + key
}

// isMapping reports whether n is a mapping, recording an error if not.
func (p *parser) isMapping(n *yaml.Node, where string, what sentence.Teller) bool {
	if n.Kind != yaml.MappingNode {
		p.errorf(n.Line, where, "expected %v, as key: value lines", what)
		return false
	}
	return true
}

// require reports the required keys missing from fs; line is the mapping's.
func (p *parser) require(fs map[string]field, line int, where string, keys ...string) bool {
	ok := true
	for _, k := range keys {
		if _, found := fs[k]; !found {
			p.errorf(line, where, "%s is missing", k)
			ok = false
		}
	}
	return ok
}

// text reads a string value; empty values are errors.
func (p *parser) text(f field, where string) (string, bool) {
	where = join(where, f.key)
	if f.value.Kind != yaml.ScalarNode {
		p.errorf(f.value.Line, where, "expected text")
		return "", false
	}
	if f.value.ShortTag() == "!!null" || strings.TrimSpace(f.value.Value) == "" {
		p.errorf(f.value.Line, where, "is empty")
		return "", false
	}
	return f.value.Value, true
}

var idPattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// id reads an id: lower-case letters, digits and dashes.
func (p *parser) id(f field, where string) (string, bool) {
	s, ok := p.text(f, where)
	if !ok {
		return "", false
	}
	if !idPattern.MatchString(s) {
		p.errorf(f.value.Line, join(where, f.key), "%q: an id is lower-case letters and digits joined by dashes, such as relay-1", s)
		return "", false
	}
	return s, true
}

// number reads a whole number from least to most.
func (p *parser) number(f field, where string, least, most int) (int, bool) {
	s, ok := p.text(f, where)
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < least || (most > 0 && n > most) {
		if most > 0 {
			p.errorf(f.value.Line, join(where, f.key), "%q: expected a whole number from %d to %d", s, least, most)
		} else {
			p.errorf(f.value.Line, join(where, f.key), "%q: expected a whole number from %d up", s, least)
		}
		return 0, false
	}
	return n, true
}

// boolean reads yes/no or true/false.
func (p *parser) boolean(f field, where string) (bool, bool) {
	s, ok := p.text(f, where)
	if !ok {
		return false, false
	}
	switch s {
	case "true", "yes":
		return true, true
	case "false", "no":
		return false, true
	}
	p.errorf(f.value.Line, join(where, f.key), "%q: expected true or false", s)
	return false, false
}

// position reads a position in the notation.
func (p *parser) position(f field, where string) (engine.Position, bool) {
	s, ok := p.text(f, where)
	if !ok {
		return engine.Position{}, false
	}
	pos, err := engine.ParsePosition(s)
	if err != nil {
		p.problem(f.value.Line, join(where, f.key), err)
		return pos, false
	}
	return pos, true
}

// hole reads a hole name, S1..N7.
func (p *parser) hole(n *yaml.Node, where string) (engine.Hole, bool) {
	if n.Kind != yaml.ScalarNode {
		p.errorf(n.Line, where, "expected a hole name, S1..S7 or N1..N7")
		return engine.NoHole, false
	}
	h, err := engine.ParseHole(n.Value)
	if err != nil {
		p.problem(n.Line, where, err)
		return engine.NoHole, false
	}
	return h, true
}
