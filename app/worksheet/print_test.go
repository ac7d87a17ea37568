package worksheet

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/assets/i18n"
	"walakpussa/engine"
	"walakpussa/lessons"
)

// printed reads the PDF at path back: its page count, from pdfinfo, and
// its text, from pdftotext, pages apart by form feeds.
func printed(t *testing.T, path string) (pages int, text string) {
	t.Helper()
	pages, err := strconv.Atoi(info(t, poppler(t, "pdfinfo", path), "Pages"))
	require.NoError(t, err)
	return pages, poppler(t, "pdftotext", "-layout", path, "-")
}

func TestPrintPuzzlesWritesTheSheetAndItsAnswerKey(t *testing.T) {
	path := filepath.Join(t.TempDir(), "puzzles.pdf")
	require.NoError(t, PrintPuzzles([]string{"pearls-1", " win-1"}, "letter", path))
	pages, text := printed(t, path)
	assert.Equal(t, len(measured(PuzzleSheet(engine.Standard(), []*lessons.Puzzle{course().Puzzle("pearls-1"), course().Puzzle("win-1")}), Letter)), pages)
	key := strings.Index(text, "Answer key")
	require.Positive(t, key, "the answer key follows the puzzles:\n%s", text)
	assert.Contains(t, text[:key], "Puzzle 1 (pearls-1)")
	assert.Contains(t, text[:key], "Puzzle 2 (win-1)", "the id is trimmed")
	assert.Contains(t, text[key:], "Puzzle 1 (pearls-1): "+course().Puzzle("pearls-1").Solution.String())
	assert.Contains(t, text[key:], "Puzzle 2 (win-1): "+course().Puzzle("win-1").Solution.String())
	assert.Contains(t, text[key:], "Page "+strconv.Itoa(pages)+" of "+strconv.Itoa(pages))
	assert.Equal(t, "612 x 792 pts (letter)", info(t, poppler(t, "pdfinfo", path), "Page size"))
}

func TestPrintLessonWritesTheHandoutInTheLanguageInUse(t *testing.T) {
	defer func() { require.NoError(t, i18n.Use(i18n.English)) }()
	for _, lang := range []string{i18n.English, "de"} {
		require.NoError(t, i18n.Use(lang))
		path := filepath.Join(t.TempDir(), "handout.pdf")
		require.NoError(t, PrintLesson("all-the-way-round", "a4", path))
		pages, text := printed(t, path)
		l := builtinCourse().Lesson("all-the-way-round")
		assert.Equal(t, len(measured(Handout(l), A4)), pages, lang)
		assert.True(t, strings.HasPrefix(strings.TrimSpace(text), l.Title), "%s: the handout opens on %q:\n%s", lang, l.Title, text)
		assert.Equal(t, lang != i18n.English, l.Title != course().Lesson("all-the-way-round").Title, "%s: the title is in the language in use", lang)
		assert.Contains(t, text, i18n.L("Page {{.Page}} of {{.Pages}}", map[string]any{"Page": pages, "Pages": pages}), lang)
	}
}

func TestPrintMoveWritesTheMoveLapByLap(t *testing.T) {
	path := filepath.Join(t.TempDir(), "strip.pdf")
	require.NoError(t, PrintMove(engine.Start(), engine.HoleOf(engine.South, 1), "a4", path))
	pages, text := printed(t, path)
	trace, err := MoveTrace(engine.Start(), engine.HoleOf(engine.South, 1))
	require.NoError(t, err)
	assert.Equal(t, len(measured(MoveStrip(trace), A4)), pages)
	assert.Contains(t, text, "Move S1, lap by lap")
	assert.Contains(t, text, "Position: "+engine.Start().String())
	assert.Contains(t, text, "Before the move")
}

func TestThePrintersRefuseWhatTheyCannotPrintAndWriteNothing(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "sheet.pdf")
	endless, err := engine.ParsePosition("0,2,1,1,2,1,0/1,0,1,2,1,0,1 S 0:0")
	require.NoError(t, err)
	for want, print := range map[string]func() error{
		`puzzle "nope": no such puzzle; the puzzles are `: func() error { return PrintPuzzles([]string{"pearls-1", "nope"}, "a4", path) },
		"give one puzzle id or more":                      func() error { return PrintPuzzles(nil, "a4", path) },
		`lesson "nope": no such lesson; the lessons are `: func() error { return PrintLesson("nope", "a4", path) },
		"S4 is endless":      func() error { return PrintMove(endless, engine.HoleOf(engine.South, 4), "a4", path) },
		"N1 is North's hole": func() error { return PrintMove(engine.Start(), engine.HoleOf(engine.North, 1), "a4", path) },
		"tabloid":            func() error { return PrintLesson("relay", "tabloid", path) },
	} {
		assert.ErrorContains(t, print(), want)
		entries, err := os.ReadDir(dir)
		require.NoError(t, err)
		assert.Empty(t, entries, "nothing written after %q", want)
	}
}
