// Translations of a lesson: its words in another language, beside the
// master file. Positions, moves and answers are written once, in the
// master; a translation carries only text, step by step, each step with a
// fingerprint of the master's words it was translated from.

package lessons

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
	"walakpussa/assets/i18n/sentence"

	"go.yaml.in/yaml/v3"
)

// words are the texts of one step that a translation carries.
type words struct {
	Text, Success, Wrong, Reveal string
	Hints, Captions              []string
}

// wordsOf returns the words of a master step.
func wordsOf(s *Step) words {
	w := words{Text: s.Text, Success: s.Success, Wrong: s.Wrong, Reveal: s.Reveal}
	if s.Puzzle != nil {
		w.Hints = s.Puzzle.Hints
	}
	for _, p := range s.Pauses {
		w.Captions = append(w.Captions, p.Caption)
	}
	return w
}

// Fingerprint is a short digest of a master step's words: a translation
// records it, so that a change of the master shows the translation is out
// of date.
func Fingerprint(s *Step) string {
	w := wordsOf(s)
	parts := append([]string{s.Kind.String(), w.Text, w.Success, w.Wrong, w.Reveal}, w.Hints...)
	parts = append(parts, "captions")
	parts = append(parts, w.Captions...)
	sum := sha256.Sum256([]byte(strings.Join(parts, "\x00")))
	return hex.EncodeToString(sum[:4])
}

// Translation is one lesson's words in another language.
type Translation struct {
	// File names the translation file in errors ("de/04-relay.yaml").
	File string
	// Lesson is the id of the master lesson.
	Lesson         string
	Title, Summary string
	Steps          []TranslatedStep
	// Errors are the problems of the file itself.
	Errors []error
}

// TranslatedStep is one step's words in the translation.
type TranslatedStep struct {
	words
	// Fingerprint is the master step's Fingerprint when it was translated.
	Fingerprint string
	// Line is where the step starts in the file.
	Line int
}

// translatedKeys are the keys of a translated step.
var translatedKeys = []string{"fingerprint", "text", "success", "wrong", "reveal", "hints", "captions"}

// ParseTranslation reads one translation file; file names it in errors.
func ParseTranslation(file string, data []byte) (t *Translation) {
	p := &parser{file: file}
	t = &Translation{File: file}
	defer func() {
		if r := recover(); r != nil { // the YAML library must never take the app down
			p.errorf(0, "", "cannot read the file: %v", r)
		}
		t.Errors = p.errs
	}()
	root, ok := p.document(data)
	if !ok {
		return t
	}
	fs := p.fields(root, "", sentence.Phrase("a translation"), []string{"lesson", "title", "summary", "steps"})
	p.require(fs, root.Line, "", "lesson", "title", "summary", "steps")
	if f, ok := fs["lesson"]; ok {
		t.Lesson, _ = p.id(f, "")
	}
	if f, ok := fs["title"]; ok {
		t.Title, _ = p.text(f, "")
	}
	if f, ok := fs["summary"]; ok {
		t.Summary, _ = p.text(f, "")
		t.Summary = strings.TrimSpace(t.Summary)
	}
	if f, ok := fs["steps"]; ok {
		if f.value.Kind != yaml.SequenceNode {
			p.errorf(f.value.Line, "steps", "expected a list of steps, each starting with \"- fingerprint:\"")
			return t
		}
		for i, n := range f.value.Content {
			t.Steps = append(t.Steps, p.translatedStep(n, fmt.Sprintf("step %d", i+1)))
		}
	}
	return t
}

// translatedStep reads one step of a translation.
func (p *parser) translatedStep(n *yaml.Node, where string) TranslatedStep {
	s := TranslatedStep{Line: n.Line}
	if !p.isMapping(n, where, sentence.Phrase("a step")) {
		return s
	}
	fs := p.fields(n, where, sentence.Phrase("a translated step"), translatedKeys)
	p.require(fs, n.Line, where, "fingerprint")
	texts := []struct {
		key  string
		into *string
	}{{"fingerprint", &s.Fingerprint}, {"text", &s.Text}, {"success", &s.Success}, {"wrong", &s.Wrong}, {"reveal", &s.Reveal}}
	for _, t := range texts { // in a fixed order, so the errors are too
		if f, ok := fs[t.key]; ok {
			*t.into, _ = p.text(f, where)
		}
	}
	if f, ok := fs["hints"]; ok {
		s.Hints = p.hints(f, where)
	}
	if f, ok := fs["captions"]; ok {
		s.Captions = p.textList(f, where, "caption", sentence.Errorf("expected a list, each caption starting with \"- \""))
	}
	return s
}

// textList reads a list of texts, each named what in errors; notAList is
// the error when f is not a list.
func (p *parser) textList(f field, where, what string, notAList error) []string {
	where = join(where, f.key)
	if f.value.Kind != yaml.SequenceNode {
		p.problem(f.value.Line, where, notAList)
		return nil
	}
	var texts []string
	for i, n := range f.value.Content {
		if text, ok := p.text(field{key: fmt.Sprintf("%s %d", what, i+1), value: n}, where); ok {
			texts = append(texts, text)
		}
	}
	return texts
}

// LoadTranslations reads every translation file (*.yaml) of the folder dir
// of fsys: a course's translations into one language. A folder that does
// not exist holds none. The errors are those of the files that cannot be
// read; what is wrong inside a file is in its Errors, which Translate
// reports.
func LoadTranslations(fsys fs.FS, dir string) ([]*Translation, []error) {
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return nil, nil
	}
	var names []string
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".yaml") {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	var ts []*Translation
	var errs []error
	for _, name := range names {
		file := path.Join(path.Base(dir), name)
		data, err := fs.ReadFile(fsys, path.Join(dir, name))
		if err != nil {
			errs = append(errs, &Error{File: file, Problem: sentence.Errorf("cannot read the file: %v", unwrapPath(err))})
			continue
		}
		ts = append(ts, ParseTranslation(file, data))
	}
	return ts, errs
}

// Coverage counts how much of a course a language's translations cover.
type Coverage struct {
	// Steps is the number of steps of the course's sound lessons.
	Steps int
	// Translated counts the steps whose translation is current.
	Translated int
	// OutOfDate counts the steps translated from words the master has
	// changed since.
	OutOfDate int
}

// Translate returns a copy of the course with the words of ts where they
// are current, what they cover, and what is wrong with them, each named
// with its file and line. A step whose translation is out of date or
// broken keeps the master's words; a lesson with no translation, or whose
// translation is broken, keeps them all and has Translated false.
func (c *Course) Translate(ts []*Translation) (*Course, Coverage, []error) {
	byLesson := map[string]*Translation{}
	var errs []error
	for _, t := range ts {
		errs = append(errs, t.Errors...)
		if l := c.Lesson(t.Lesson); l == nil && len(t.Errors) == 0 {
			errs = append(errs, &Error{File: t.File, Line: 1, Where: "lesson", Problem: sentence.Errorf("no lesson %q in the course", t.Lesson)})
			continue
		}
		if len(t.Errors) == 0 {
			byLesson[t.Lesson] = t
		}
	}
	out := &Course{}
	var cover Coverage
	for _, l := range c.Lessons {
		if l.Broken() {
			out.Lessons = append(out.Lessons, l)
			continue
		}
		cover.Steps += len(l.Steps)
		t := byLesson[l.ID]
		if t == nil {
			out.Lessons = append(out.Lessons, l)
			continue
		}
		translated, current, outdated, problems := translateLesson(l, t)
		errs = append(errs, problems...)
		cover.Translated += current
		cover.OutOfDate += outdated
		out.Lessons = append(out.Lessons, translated)
	}
	return out, cover, errs
}

// translateLesson applies t to l: the copy, how many steps are current and
// out of date, and what is wrong.
func translateLesson(l *Lesson, t *Translation) (*Lesson, int, int, []error) {
	if len(t.Steps) != len(l.Steps) {
		err := &Error{File: t.File, Line: 1, Where: "steps", Problem: sentence.Errorf("%d steps, the master %s has %d: a translation has every step of its master, in order", len(t.Steps), l.File, len(l.Steps))}
		return l, 0, 0, []error{err}
	}
	copied := *l
	copied.Title, copied.Summary, copied.Translated = t.Title, t.Summary, true
	copied.Steps = make([]*Step, len(l.Steps))
	current, outdated := 0, 0
	var errs []error
	for i, master := range l.Steps {
		copied.Steps[i] = master
		where := fmt.Sprintf("step %d", i+1)
		ts := t.Steps[i]
		if ts.Fingerprint != Fingerprint(master) {
			outdated++
			errs = append(errs, &Error{File: t.File, Line: ts.Line, Where: where, Problem: sentence.Errorf("out of date: the master's words changed after this was translated (its fingerprint is now %s)", Fingerprint(master))})
			continue
		}
		problems := checkWords(wordsOf(master), ts.words)
		for _, p := range problems {
			errs = append(errs, &Error{File: t.File, Line: ts.Line, Where: where, Problem: p})
		}
		if len(problems) > 0 {
			continue
		}
		copied.Steps[i] = withWords(master, ts.words)
		current++
	}
	return &copied, current, outdated, errs
}

// checkWords says what is wrong with the words tr of a step whose master
// words are m: a text the master has and the translation lacks, or the
// reverse; another number of hints or captions; a text left in English;
// Markdown whose emphasis or code is not closed.
func checkWords(m, tr words) []error {
	var problems []error
	type pair struct {
		name         place
		master, text string
	}
	pairs := []pair{{"text", m.Text, tr.Text}, {"success", m.Success, tr.Success}, {"wrong", m.Wrong, tr.Wrong}, {"reveal", m.Reveal, tr.Reveal}}
	for i, h := range m.Hints {
		if i < len(tr.Hints) {
			pairs = append(pairs, pair{place(fmt.Sprintf("hint %d", i+1)), h, tr.Hints[i]})
		}
	}
	for i, c := range m.Captions {
		if i < len(tr.Captions) {
			pairs = append(pairs, pair{place(fmt.Sprintf("caption %d", i+1)), c, tr.Captions[i]})
		}
	}
	for _, p := range pairs {
		switch {
		case p.master != "" && p.text == "":
			problems = append(problems, sentence.Errorf("%s is not translated", p.name))
		case p.master == "" && p.text != "":
			problems = append(problems, sentence.Errorf("%s: the master step has none", p.name))
		case p.master != "" && strings.TrimSpace(p.text) == strings.TrimSpace(p.master) && len(strings.Fields(p.master)) > 2:
			problems = append(problems, sentence.Errorf("%s is left in English", p.name))
		case p.text != "" && !closedMarkdown(p.text):
			problems = append(problems, sentence.Errorf("%s: broken Markdown: a ** or ` is not closed", p.name))
		}
	}
	if len(tr.Hints) != len(m.Hints) {
		problems = append(problems, sentence.Errorf("%d hints, the master has %d", len(tr.Hints), len(m.Hints)))
	}
	if len(tr.Captions) != len(m.Captions) {
		problems = append(problems, sentence.Errorf("%d captions, the master's demo pauses %d times", len(tr.Captions), len(m.Captions)))
	}
	return problems
}

// closedMarkdown reports whether every ** and ` of text is closed.
func closedMarkdown(text string) bool {
	code := strings.Count(text, "`")
	bold := strings.Count(strings.ReplaceAll(text, "`", ""), "**")
	return code%2 == 0 && bold%2 == 0
}

// withWords returns a copy of the master step s speaking w.
func withWords(s *Step, w words) *Step {
	copied := *s
	copied.Text, copied.Success, copied.Wrong, copied.Reveal = w.Text, w.Success, w.Wrong, w.Reveal
	if len(s.Pauses) > 0 {
		copied.Pauses = append([]Pause(nil), s.Pauses...)
		for i := range copied.Pauses {
			copied.Pauses[i].Caption = w.Captions[i]
		}
	}
	if s.Puzzle != nil {
		pz := *s.Puzzle
		pz.Text, pz.Success, pz.Hints = w.Text, w.Success, w.Hints
		copied.Puzzle = &pz
	}
	return &copied
}
