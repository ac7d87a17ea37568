package lessons

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"walakpussa/engine"
)

//go:embed course/*.yaml
var courseFiles embed.FS

// Builtin loads the course embedded in the program (the lessons/course
// folder). It loads without errors: a test keeps it so.
func Builtin() (*Course, []error) { return LoadDir(courseFiles, "course") }

// Error is a problem in a lesson file. It reads
// "02-relay.yaml:34: step 5: position: 13 holes given, 14 expected": the
// file, the line of the offending value, where in the lesson, and what is
// wrong.
type Error struct {
	// File is the lesson file's name; Line the line of the value at fault
	// (0 when the problem is with the whole file).
	File string
	Line int
	// Where names the place in the lesson, such as "step 5: position"; empty
	// for a problem with the file as a whole.
	Where string
	// Problem says what is wrong.
	Problem string
}

// Error formats the problem as FILE:LINE: WHERE: PROBLEM.
func (e *Error) Error() string {
	var sb strings.Builder
	sb.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&sb, ":%d", e.Line)
	}
	sb.WriteString(": ")
	if e.Where != "" {
		sb.WriteString(e.Where + ": ")
	}
	sb.WriteString(e.Problem)
	return sb.String()
}

// LoadDir loads every lesson file (*.yaml) in dir of fsys, in file-name
// order, and validates each under the standard rules. A broken file never
// stops the others: it stays in the course as a placeholder lesson carrying
// its errors. The errors of all files are also returned together, in order;
// a course with none is sound. Lesson ids and puzzle ids must be unique
// across the directory.
func LoadDir(fsys fs.FS, dir string) (*Course, []error) {
	course := &Course{}
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return course, []error{&Error{File: dir, Problem: fmt.Sprintf("cannot read the lesson folder: %v", unwrapPath(err))}}
	}
	var names []string
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".yaml") {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	if len(names) == 0 {
		return course, []error{&Error{File: dir, Problem: "no lesson files (*.yaml) in this folder"}}
	}
	var all []error
	lessonIDs := map[string]string{}
	puzzleIDs := map[string]string{}
	for _, name := range names {
		data, err := fs.ReadFile(fsys, path.Join(dir, name))
		var l *Lesson
		if err != nil {
			l = &Lesson{File: name, Errors: []error{&Error{File: name, Problem: fmt.Sprintf("cannot read the file: %v", unwrapPath(err))}}}
		} else {
			l, _ = Parse(name, data)
			l.Errors = append(l.Errors, uniqueIDs(l, lessonIDs, puzzleIDs)...)
		}
		course.Lessons = append(course.Lessons, l)
		all = append(all, l.Errors...)
	}
	return course, all
}

// unwrapPath drops the fs.PathError wrapping, whose path the message names already.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// uniqueIDs records the lesson's id and puzzle ids, and reports those used
// by an earlier file.
func uniqueIDs(l *Lesson, lessonIDs, puzzleIDs map[string]string) []error {
	var errs []error
	if l.ID != "" {
		if first, used := lessonIDs[l.ID]; used {
			errs = append(errs, &Error{File: l.File, Line: l.idLine, Where: "id", Problem: fmt.Sprintf("lesson id %q is used already by %s", l.ID, first)})
		} else {
			lessonIDs[l.ID] = fmt.Sprintf("%s:%d", l.File, l.idLine)
		}
	}
	for i, s := range l.Steps {
		if s.Puzzle == nil || s.Puzzle.ID == "" {
			continue
		}
		if first, used := puzzleIDs[s.Puzzle.ID]; used {
			errs = append(errs, &Error{File: l.File, Line: s.Puzzle.idLine, Where: fmt.Sprintf("step %d: id", i+1),
				Problem: fmt.Sprintf("puzzle id %q is used already by %s", s.Puzzle.ID, first)})
		} else {
			puzzleIDs[s.Puzzle.ID] = fmt.Sprintf("%s:%d", l.File, s.Puzzle.idLine)
		}
	}
	return errs
}

// Parse reads and validates one lesson file's contents under the standard
// rules; file names it in errors. It never fails outright: a broken file
// returns a lesson holding what could be read, with Errors set (the errors
// are returned too). Ids are checked for uniqueness by LoadDir, not here.
func Parse(file string, data []byte) (l *Lesson, errs []error) {
	p := &parser{file: file, rules: engine.Standard()}
	l = &Lesson{File: file}
	defer func() {
		if r := recover(); r != nil { // the YAML library must never take the app down
			p.errorf(0, "", "cannot read the file: %v", r)
		}
		sort.SliceStable(p.errs, func(i, j int) bool { return p.errs[i].(*Error).Line < p.errs[j].(*Error).Line })
		l.Errors = p.errs
		errs = p.errs
	}()
	root, ok := p.document(data)
	if ok {
		p.lesson(root, l)
	}
	return l, errs
}

// parser collects the errors of one file.
type parser struct {
	file  string
	rules engine.Rules
	errs  []error
}

func (p *parser) errorf(line int, where, format string, args ...any) {
	p.errs = append(p.errs, &Error{File: p.file, Line: line, Where: where, Problem: fmt.Sprintf(format, args...)})
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
	if !p.isMapping(root, "", "a lesson: id, title, summary and steps") {
		return nil, false
	}
	return root, true
}

func (p *parser) yamlError(err error) {
	msg := err.Error()
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		line, _ := strconv.Atoi(m[1])
		hint := ""
		if strings.Contains(m[2], "mapping values are not allowed") {
			hint = " (a colon and a space inside a value: write the text as a block, \"|\" then the text indented on the lines below)"
		}
		p.errorf(line, "", "YAML: %s%s", m[2], hint)
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
func (p *parser) fields(m *yaml.Node, where string, what string, allowed []string) map[string]field {
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

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func join(where, key string) string {
	if where == "" {
		return key
	}
	return where + ": " + key
}

func (p *parser) isMapping(n *yaml.Node, where, what string) bool {
	if n.Kind != yaml.MappingNode {
		p.errorf(n.Line, where, "expected %s, as key: value lines", what)
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

func (p *parser) position(f field, where string) (engine.Position, bool) {
	s, ok := p.text(f, where)
	if !ok {
		return engine.Position{}, false
	}
	pos, err := engine.ParsePosition(s)
	if err != nil {
		p.errorf(f.value.Line, join(where, f.key), "%v", err)
		return pos, false
	}
	return pos, true
}

func (p *parser) hole(n *yaml.Node, where string) (engine.Hole, bool) {
	if n.Kind != yaml.ScalarNode {
		p.errorf(n.Line, where, "expected a hole name, S1..S7 or N1..N7")
		return engine.NoHole, false
	}
	h, err := engine.ParseHole(n.Value)
	if err != nil {
		p.errorf(n.Line, where, "%v", err)
		return engine.NoHole, false
	}
	return h, true
}

// lesson reads the top mapping into l.
func (p *parser) lesson(root *yaml.Node, l *Lesson) {
	fs := p.fields(root, "", "a lesson", []string{"id", "title", "summary", "steps"})
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
	TextStep:     {"kind", "text", "position"},
	DemoStep:     {"kind", "position", "move", "text", "pauses", "endless"},
	YourMoveStep: {"kind", "text", "position", "accept", "success"},
	PredictStep:  {"kind", "text", "position", "move", "ask", "answer", "reveal"},
	PuzzleStep:   {"kind", "id", "text", "position", "goal", "solution", "level", "success", "hints", "theme"},
}

var stepRequired = map[StepKind]int{TextStep: 2, DemoStep: 3, YourMoveStep: 5, PredictStep: 5, PuzzleStep: 8}

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
	if !p.isMapping(n, where, "a step") {
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
	fs := p.fields(n, where, "a "+kind.String()+" step", keys)
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

// playable checks that move can be lifted from pos and is endless exactly
// when endless is wanted; it returns the move's trace.
func (p *parser) playable(pos engine.Position, move engine.Hole, line int, where string, endless bool) (*engine.Trace, bool) {
	t, err := p.rules.Trace(pos, move)
	if err != nil {
		p.errorf(line, where, "%v", err)
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
		if !p.isMapping(n, w, "a pause") {
			continue
		}
		fs := p.fields(n, w, "a pause", pauseKeys)
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
	at2 := ""
	if pause.Hole != engine.NoHole {
		at2 = " at " + pause.Hole.String()
	}
	p.errorf(at.value.Line, join(where, "at"), "the move has %d %s %s%s, so there is no occurrence %d",
		seen, kind, plural(seen, "event"), at2, pause.Occurrence)
	return pause, false
}

func eventKindNames() []string {
	var names []string
	for k := engine.Lift; k <= engine.Sweep; k++ {
		names = append(names, k.String())
	}
	return names
}

func parseEventKind(s string) (engine.EventKind, bool) {
	for k := engine.Lift; k <= engine.Sweep; k++ {
		if k.String() == s {
			return k, true
		}
	}
	return 0, false
}

func (p *parser) yourMove(s *Step, fs map[string]field, where string) {
	if f, ok := fs["success"]; ok {
		s.Success, _ = p.text(f, where)
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
			p.errorf(f.value.Line, where, "%v", err)
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
		if problem := uniqueSolution(p.rules, pz); problem != "" {
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

func (p *parser) hints(f field, where string) []string {
	where = join(where, "hints")
	if f.value.Kind != yaml.SequenceNode {
		p.errorf(f.value.Line, where, "expected a list of hints, each starting with \"- \"")
		return nil
	}
	var hints []string
	for i, n := range f.value.Content {
		h, ok := p.text(field{key: fmt.Sprintf("hint %d", i+1), value: n}, where)
		if ok {
			hints = append(hints, h)
		}
	}
	return hints
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
// reaches the goal; "" when it is.
func uniqueSolution(rules engine.Rules, pz *Puzzle) string {
	var solution Attempt
	var others []Attempt
	an := &analysis{}
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
