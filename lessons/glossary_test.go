package lessons

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// glossaryTerms are the key terms whose glossary word a translated lesson
// must use wherever its master uses the term.
var glossaryTerms = []string{"seed", "hole", "lap", "relay", "pearl"}

// glossaryStems reads the glossary of lang (assets/translations/glossary)
// and returns, for each of glossaryTerms, the first letters of its word:
// a stem every inflection of the word shares.
func glossaryStems(t *testing.T, lang string) map[string]string {
	t.Helper()
	data, err := os.ReadFile("../assets/translations/glossary/" + lang + ".md")
	require.NoError(t, err)
	stems := map[string]string{}
	for _, line := range strings.Split(string(data), "\n") {
		cells := strings.Split(line, "|")
		if len(cells) < 3 {
			continue
		}
		english, word := strings.TrimSpace(cells[1]), strings.TrimSpace(cells[2])
		for _, term := range glossaryTerms {
			if english == term || strings.HasPrefix(english, term+" (") {
				first := []rune(strings.ToLower(strings.Fields(strings.Trim(word, "*"))[0]))
				stems[term] = string(first[:min(4, len(first))])
			}
		}
	}
	require.Len(t, stems, len(glossaryTerms), "%s's glossary has every key term", lang)
	return stems
}

// lessonWords is every text of l, lower case.
func lessonWords(l *Lesson) string {
	parts := []string{l.Title, l.Summary}
	for _, s := range l.Steps {
		w := wordsOf(s)
		parts = append(append(append(parts, w.Text, w.Success, w.Wrong, w.Reveal), w.Hints...), w.Captions...)
	}
	return strings.ToLower(strings.Join(parts, "\n"))
}

func TestTranslatedLessonsUseTheGlossarysWords(t *testing.T) {
	course, errs := Builtin()
	require.Empty(t, errs)
	checked := 0
	for _, lang := range []string{"de", "pt", "id", "lv"} {
		ts, errs := BuiltinTranslations(lang)
		require.Empty(t, errs)
		translated, _, problems := course.Translate(ts)
		require.Empty(t, problems, lang)
		stems := glossaryStems(t, lang)
		for _, l := range translated.Lessons {
			if !l.Translated {
				continue
			}
			master, text := lessonWords(course.Lesson(l.ID)), lessonWords(l)
			for _, term := range glossaryTerms {
				if regexp.MustCompile(`\b` + term + `s?\b`).MatchString(master) {
					assert.Contains(t, text, stems[term], "%s/%s says %q where the master says %q", lang, l.File, stems[term], term)
					checked++
				}
			}
		}
	}
	assert.Positive(t, checked, "the built-in course has translations to check")
}
