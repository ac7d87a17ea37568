package worksheet

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/assets/i18n"
	"walakpussa/engine"
	"walakpussa/lessons"
)

// poppler runs one of poppler's tools (package poppler-utils) on a PDF
// and returns what it prints. When the tool is missing the test is
// skipped, unless WALAK_REQUIRE_TOOLS is set (make test sets it): then it
// fails.
func poppler(t *testing.T, tool string, args ...string) string {
	t.Helper()
	if _, err := exec.LookPath(tool); err != nil {
		if os.Getenv("WALAK_REQUIRE_TOOLS") != "" {
			t.Fatalf("%s is not installed (package poppler-utils) and WALAK_REQUIRE_TOOLS is set", tool)
		}
		t.Skipf("%s is not installed (package poppler-utils; make test installs it): the PDF cannot be read back", tool)
	}
	out, err := exec.Command(tool, args...).CombinedOutput()
	require.NoError(t, err, "%s: %s", tool, out)
	return string(out)
}

// info reads a field of pdfinfo's report, such as "Pages".
func info(t *testing.T, report, field string) string {
	t.Helper()
	m := regexp.MustCompile(`(?m)^` + field + `:\s+(.*)$`).FindStringSubmatch(report)
	require.NotNil(t, m, "pdfinfo says no %s in:\n%s", field, report)
	return strings.TrimSpace(m[1])
}

func TestAPuzzleSheetReadsBackWithItsPagesSizeFontsAndText(t *testing.T) {
	puzzles := course().Puzzles()[:4]
	doc := PuzzleSheet(engine.Standard(), puzzles)
	for paper, size := range map[Paper]string{A4: "595.28 x 841.89 pts (A4)", Letter: "612 x 792 pts (letter)"} {
		path := filepath.Join(t.TempDir(), "puzzles.pdf")
		require.NoError(t, WriteFile(path, doc, paper))
		report := poppler(t, "pdfinfo", path)
		assert.Equal(t, strconv.Itoa(len(measured(doc, paper))), info(t, report, "Pages"), paper.Name)
		assert.Equal(t, size, info(t, report, "Page size"))
		assert.Equal(t, "Walak-pussa puzzles", info(t, report, "Title"))
		fonts := poppler(t, "pdffonts", path)
		assert.Regexp(t, `(?m)^utf8noto\s+CID TrueType\s+Identity-H\s+yes`, fonts, "the regular Noto is embedded")
		assert.Regexp(t, `(?m)^utf8notoB\s+CID TrueType\s+Identity-H\s+yes`, fonts, "the bold Noto is embedded")
		text := poppler(t, "pdftotext", "-layout", path, "-")
		assert.Contains(t, text, "South to move. Capture at least 3 seeds with one move.", "puzzle 1's question")
		assert.Contains(t, text, "Answer key")
		assert.Contains(t, text, "S2 captures 4 seeds from one hole: at least 3.", "puzzle 1's answer")
		assert.Contains(t, text, "Page 3 of 3")
		pages := strings.Split(text, "\f")
		assert.NotContains(t, pages[1], "Answer key", "the answer key is on its own page")
		assert.True(t, strings.HasPrefix(strings.TrimSpace(pages[2]), "Answer key"))
	}
}

func TestLatvianAndPortugueseLettersPrint(t *testing.T) {
	defer func() { require.NoError(t, i18n.Use("en")) }()
	for lang, want := range map[string][]string{"lv": {"Ziemeļi", "Dienvidi paceļ 15 sēklu", "Tavs gājiens:", "Četrpadsmitā"}, "pt": {"próxima lição", "também", "A sua jogada:", "revezamento"}} {
		require.NoError(t, i18n.Use(lang))
		ts, errs := lessons.BuiltinTranslations(lang)
		require.Empty(t, errs)
		translated, _, _ := course().Translate(ts)
		l := translated.Lesson("all-the-way-round")
		require.True(t, l.Translated, lang)
		path := filepath.Join(t.TempDir(), "handout.pdf")
		require.NoError(t, WriteFile(path, Handout(l), A4))
		text := poppler(t, "pdftotext", path, "-")
		assert.Contains(t, text, l.Title, lang)
		for _, w := range want {
			assert.Contains(t, text, w, lang)
		}
	}
}

func TestWriteFileLeavesNothingHalfWritten(t *testing.T) {
	dir := t.TempDir()
	taken := filepath.Join(dir, "taken.pdf")
	require.NoError(t, os.Mkdir(taken, 0o755))
	doc := Handout(course().Lesson("all-the-way-round"))
	for _, path := range []string{filepath.Join(dir, "missing", "x.pdf"), taken} {
		err := WriteFile(path, doc, A4)
		assert.ErrorContains(t, err, "cannot write "+path)
		entries, readErr := os.ReadDir(dir)
		require.NoError(t, readErr)
		require.Len(t, entries, 1, "no temporary file left beside %s", path)
		assert.Equal(t, "taken.pdf", entries[0].Name())
	}
	good := filepath.Join(dir, "good.pdf")
	require.NoError(t, WriteFile(good, doc, A4))
	data, err := os.ReadFile(good)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(data), "%PDF-"))
	st, err := os.Stat(good)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o644), st.Mode().Perm())
}

// BenchmarkPuzzleSheetOfAllPuzzles builds and prints a sheet of every
// puzzle of the course with its answer key, as "walakpussa worksheet
// --puzzles" does for all of them.
func BenchmarkPuzzleSheetOfAllPuzzles(b *testing.B) {
	puzzles := course().Puzzles()
	rules := engine.Standard()
	for b.Loop() {
		if err := NewPrinter(A4).Print(PuzzleSheet(rules, puzzles), io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}
