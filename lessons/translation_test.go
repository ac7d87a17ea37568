package lessons

import (
	"fmt"
	"strings"
	"testing"
	"walakpussa/engine"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"
)

// translationOf writes a translation of l in which every text is the
// master's with "DE " in front, as a translator's file would be, each step
// with its master's fingerprint; change edits the steps first.
func translationOf(t *testing.T, l *Lesson, change func(steps []map[string]any)) string {
	t.Helper()
	de := func(s string) string { return "DE " + s }
	var steps []map[string]any
	for _, s := range l.Steps {
		w := wordsOf(s)
		step := map[string]any{"fingerprint": Fingerprint(s), "text": de(w.Text)}
		for key, text := range map[string]string{"success": w.Success, "wrong": w.Wrong, "reveal": w.Reveal} {
			if text != "" {
				step[key] = de(text)
			}
		}
		var hints, captions []string
		for _, h := range w.Hints {
			hints = append(hints, de(h))
		}
		for _, c := range w.Captions {
			captions = append(captions, de(c))
		}
		if len(hints) > 0 {
			step["hints"] = hints
		}
		if len(captions) > 0 {
			step["captions"] = captions
		}
		steps = append(steps, step)
	}
	if change != nil {
		change(steps)
	}
	data, err := yaml.Marshal(map[string]any{"lesson": l.ID, "title": de(l.Title), "summary": de(l.Summary), "steps": steps})
	require.NoError(t, err)
	return string(data)
}

// translate applies the translation text of lesson id to the built-in course.
func translate(t *testing.T, id, text string) (*Course, Coverage, []string) {
	t.Helper()
	course, errs := Builtin()
	require.Empty(t, errs)
	translated, cover, problems := course.Translate([]*Translation{ParseTranslation("de/"+id+".yaml", []byte(text))})
	var out []string
	for _, p := range problems {
		out = append(out, p.Error())
	}
	return translated, cover, out
}

func TestATranslationSpeaksForItsLessonStepByStep(t *testing.T) {
	course, _ := Builtin()
	relay := course.Lesson("relay")
	translated, cover, problems := translate(t, "relay", translationOf(t, relay, nil))
	require.Empty(t, problems)
	steps := 0
	for _, l := range course.Lessons {
		steps += len(l.Steps)
	}
	assert.Equal(t, Coverage{Steps: steps, Translated: len(relay.Steps)}, cover)
	l := translated.Lesson("relay")
	assert.True(t, l.Translated)
	assert.Equal(t, "DE "+relay.Title, l.Title)
	require.Len(t, l.Steps, len(relay.Steps))
	pauses := 0
	for i, s := range l.Steps {
		assert.Equal(t, "DE "+relay.Steps[i].Text, s.Text, "step %d", i+1)
		assert.Equal(t, relay.Steps[i].Move, s.Move, "the moves are the master's")
		require.Len(t, s.Pauses, len(relay.Steps[i].Pauses), "step %d", i+1)
		for k, p := range s.Pauses {
			assert.Equal(t, "DE "+relay.Steps[i].Pauses[k].Caption, p.Caption)
			assert.Equal(t, relay.Steps[i].Pauses[k].Event, p.Event, "the pauses stand where the master's do")
			pauses++
		}
	}
	assert.Positive(t, pauses, "the relay lesson's demos pause, in German too")
	assert.False(t, translated.Lesson("board").Translated, "a lesson with no translation speaks English")
	assert.Equal(t, relay.Steps[0].Text, course.Lesson("relay").Steps[0].Text, "the master is left as it was")
}

func TestATranslatedPuzzleSpeaksTheLanguageWithTheMastersAnswer(t *testing.T) {
	course, _ := Builtin()
	var lesson *Lesson
	for _, l := range course.Lessons {
		if len(l.Puzzles()) > 0 && len(l.Puzzles()[0].Hints) > 0 {
			lesson = l
			break
		}
	}
	require.NotNil(t, lesson, "the course has a puzzle with hints")
	translated, _, problems := translate(t, lesson.ID, translationOf(t, lesson, nil))
	require.Empty(t, problems)
	master, pz := lesson.Puzzles()[0], translated.Lesson(lesson.ID).Puzzles()[0]
	assert.Equal(t, "DE "+master.Hints[0], pz.Hints[0])
	assert.Equal(t, "DE "+master.Success, pz.Success)
	assert.Equal(t, master.Solution, pz.Solution)
	assert.Equal(t, master.ID, pz.ID, "progress is kept by the puzzle's id, in every language")
}

func TestWhatIsWrongWithATranslationIsNamedWithItsFileAndLine(t *testing.T) {
	course, _ := Builtin()
	relay := course.Lesson("relay")
	cases := map[string]struct {
		change func(steps []map[string]any)
		want   string
	}{
		"out of date":               {func(s []map[string]any) { s[1]["fingerprint"] = "00000000" }, "step 2: out of date: the master's words changed after this was translated"},
		"left in English":           {func(s []map[string]any) { s[0]["text"] = relay.Steps[0].Text }, "step 1: text is left in English"},
		"broken Markdown":           {func(s []map[string]any) { s[0]["text"] = "DE **bold" }, "step 1: text: broken Markdown: a ** or ` is not closed"},
		"a caption less":            {func(s []map[string]any) { s[1]["captions"] = s[1]["captions"].([]string)[1:] }, "captions, the master's demo pauses"},
		"a text not translated":     {func(s []map[string]any) { delete(s[2], "reveal") }, "step 3: reveal is not translated"},
		"a text the master has not": {func(s []map[string]any) { s[0]["reveal"] = "DE extra" }, "step 1: reveal: the master step has none"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			translated, cover, problems := translate(t, "relay", translationOf(t, relay, c.change))
			require.Len(t, problems, 1)
			assert.True(t, strings.HasPrefix(problems[0], "de/relay.yaml:"), problems[0])
			assert.Contains(t, problems[0], c.want)
			assert.Equal(t, len(relay.Steps)-1, cover.Translated, "the other steps are translated")
			if name == "out of date" {
				assert.Equal(t, 1, cover.OutOfDate)
			}
			broken := 0
			for i, s := range translated.Lesson("relay").Steps {
				if s.Text == relay.Steps[i].Text {
					broken++
				}
			}
			assert.Equal(t, 1, broken, "the step in question speaks the master's words")
		})
	}
}

func TestATranslationWithoutItsStepsOrItsLessonIsRefused(t *testing.T) {
	course, _ := Builtin()
	relay := course.Lesson("relay")
	_, cover, problems := translate(t, "relay", translationOf(t, relay, func(s []map[string]any) {}))
	require.Empty(t, problems)
	assert.Equal(t, len(relay.Steps), cover.Translated)

	text := translationOf(t, relay, nil)
	var doc map[string]any
	require.NoError(t, yaml.Unmarshal([]byte(text), &doc))
	doc["steps"] = doc["steps"].([]any)[1:]
	short, err := yaml.Marshal(doc)
	require.NoError(t, err)
	translated, cover, problems := translate(t, "relay", string(short))
	require.Len(t, problems, 1)
	assert.Contains(t, problems[0], fmt.Sprintf("%d steps, the master 04-relay.yaml has %d", len(relay.Steps)-1, len(relay.Steps)))
	assert.Zero(t, cover.Translated)
	assert.False(t, translated.Lesson("relay").Translated)

	_, _, problems = translate(t, "nope", strings.Replace(text, "lesson: relay", "lesson: nope", 1))
	assert.Equal(t, []string{`de/nope.yaml:1: lesson: no lesson "nope" in the course`}, problems)

	_, _, problems = translate(t, "relay", strings.Replace(text, "fingerprint:", "fingerprnt:", 1))
	require.NotEmpty(t, problems)
	assert.Contains(t, problems[0], `unknown key "fingerprnt"`)
}

func TestTheBuiltInCourseIsTranslatedWholeIntoEveryLanguage(t *testing.T) {
	course, _ := Builtin()
	for _, lang := range []string{"de", "pt", "id", "lv"} {
		ts, errs := BuiltinTranslations(lang)
		require.Empty(t, errs, lang)
		_, cover, problems := course.Translate(ts)
		assert.Empty(t, problems, lang)
		assert.Equal(t, cover.Steps, cover.Translated, "%s: every step of the course, and none out of date", lang)
	}
}

func FuzzParseTranslation(f *testing.F) {
	course, _ := Builtin()
	f.Add([]byte(translationOfFuzz(course.Lesson("relay"))))
	f.Add([]byte("lesson: x\ntitle: a\nsummary: b\nsteps:\n  - fingerprint: 1\n    text: [\n"))
	f.Add([]byte("steps: &a [*a]"))
	f.Fuzz(func(t *testing.T, data []byte) {
		tr := ParseTranslation("f.yaml", data)
		if _, _, problems := course.Translate([]*Translation{tr}); len(tr.Errors) > 0 && len(problems) < len(tr.Errors) {
			t.Fatalf("the file's own errors are reported: %v", tr.Errors)
		}
	})
}

// translationOfFuzz is a well-formed translation of l for the fuzz corpus.
func translationOfFuzz(l *Lesson) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "lesson: %s\ntitle: T\nsummary: S\nsteps:\n", l.ID)
	for _, s := range l.Steps {
		fmt.Fprintf(&sb, "  - fingerprint: %s\n    text: x\n", Fingerprint(s))
	}
	return sb.String()
}

func TestAPuzzleVerdictSpeaksTheLearnersLanguage(t *testing.T) {
	rules := engine.Standard()
	course, _ := Builtin()
	pz := course.Puzzle("pearls-1")
	require.NotNil(t, pz)
	var wrong Attempt
	for _, h := range engine.Holes(pz.Position.Turn) {
		if a := pz.Evaluate(rules, h); a.Problem == nil && !a.Reached {
			wrong = a
			break
		}
	}
	require.NotNil(t, wrong.Trace, "pearls-1 has a wrong move to explain")
	english := wrong.ExplainIn("en")
	assert.Equal(t, wrong.Explain(), english, "the lesson files and the command line get English")
	for _, lang := range []string{"de", "pt", "id", "lv"} {
		text := wrong.ExplainIn(lang)
		assert.NotEqual(t, english, text, lang)
		assert.Contains(t, text, wrong.Move.String(), lang)
		assert.NotContains(t, text, "{{", lang)
	}
}
