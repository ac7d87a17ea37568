package engine

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/assets/i18n/sentence"
)

// The rules written for people are docs/rules.md. Code cites its headings
// by anchor, as docs/rules.md#relay-sowing, or by name, as "docs/rules.md,
// Relay sowing". The tests below keep the page and the code in step: every
// citation names a heading, every rule option is in the page's table.

// rulesDoc is docs/rules.md, read once per test.
type rulesDoc struct {
	text     string
	headings []string        // the headings' text, in order, without the #s and backticks
	anchors  map[string]bool // the headings' anchors, as GitHub makes them
}

func readRulesDoc(t *testing.T) rulesDoc {
	t.Helper()
	raw, err := os.ReadFile("../docs/rules.md")
	require.NoError(t, err)
	doc := rulesDoc{text: string(raw), anchors: map[string]bool{}}
	fenced := false
	for _, line := range strings.Split(doc.text, "\n") {
		if strings.HasPrefix(line, "```") {
			fenced = !fenced
			continue
		}
		if fenced || !strings.HasPrefix(line, "#") {
			continue
		}
		heading := strings.ReplaceAll(strings.TrimSpace(strings.TrimLeft(line, "#")), "`", "")
		anchor := anchorOf(heading)
		require.False(t, doc.anchors[anchor], "two headings make the anchor #%s: a citation would be ambiguous", anchor)
		doc.anchors[anchor] = true
		doc.headings = append(doc.headings, heading)
	}
	require.Greater(t, len(doc.headings), 10, "the page has its headings")
	return doc
}

// anchorOf makes a heading's anchor as GitHub does: lower case, spaces as
// hyphens, punctuation other than hyphens and underscores left out.
func anchorOf(heading string) string {
	var sb strings.Builder
	for _, r := range strings.ToLower(heading) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '_':
			sb.WriteRune(r)
		case r == ' ':
			sb.WriteByte('-')
		}
	}
	return sb.String()
}

// headingAt returns the heading that text starts with, the longest if
// several do, and whether there is one.
func (doc rulesDoc) headingAt(text string) (string, bool) {
	best := ""
	for _, h := range doc.headings {
		if len(h) <= len(best) || !strings.HasPrefix(strings.ToLower(text), strings.ToLower(h)) {
			continue
		}
		if rest := []rune(text[len(h):]); len(rest) > 0 && (unicode.IsLetter(rest[0]) || unicode.IsDigit(rest[0])) {
			continue // only the start of a longer word
		}
		best = h
	}
	return best, best != ""
}

var (
	// anchorCitation is docs/rules.md#<anchor>.
	anchorCitation = regexp.MustCompile(`docs/rules\.md#([\p{L}\p{N}_-]+)`)
	// nameCitation is "docs/rules.md, <Heading>": a heading's name, capitalised.
	nameCitation = regexp.MustCompile(`docs/rules\.md, (\p{Lu}[^\n]*)`)
	// commentBreak joins a comment's lines, so that a heading's name may run
	// on to the next line.
	commentBreak = regexp.MustCompile(`\n[ \t]*//[ \t]*`)
	// docLink is a link within the page: (#anchor).
	docLink = regexp.MustCompile(`\]\(#([^)]+)\)`)
)

// moduleGoFiles lists every Go file of the module, tests included; the
// module's root is the folder above this package's.
func moduleGoFiles(t *testing.T) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != ".." && (strings.HasPrefix(d.Name(), ".") || d.Name() == "build") {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".go") {
			files = append(files, path)
		}
		return nil
	})
	require.NoError(t, err)
	require.Greater(t, len(files), 50, "the walk finds the module's files")
	return files
}

// TestRulesDocCitationsNameItsHeadings: every docs/rules.md#<anchor> and every
// "docs/rules.md, <Heading>" in the module's Go files names a heading of the
// page, and every link within the page leads to one of its headings.
func TestRulesDocCitationsNameItsHeadings(t *testing.T) {
	doc := readRulesDoc(t)
	cited := 0
	for _, path := range moduleGoFiles(t) {
		raw, err := os.ReadFile(path)
		require.NoError(t, err)
		text := commentBreak.ReplaceAllString(string(raw), " ")
		for _, m := range anchorCitation.FindAllStringSubmatch(text, -1) {
			cited++
			assert.True(t, doc.anchors[m[1]], "%s cites docs/rules.md#%s, which is not a heading of the page", path, m[1])
		}
		for _, m := range nameCitation.FindAllStringSubmatch(text, -1) {
			cited++
			_, found := doc.headingAt(m[1])
			assert.True(t, found, "%s cites \"docs/rules.md, %.40s…\", which does not start with a heading of the page", path, m[1])
		}
	}
	assert.GreaterOrEqual(t, cited, 10, "the code cites the page")
	for _, m := range docLink.FindAllStringSubmatch(doc.text, -1) {
		assert.True(t, doc.anchors[m[1]], "docs/rules.md links to #%s, which is not one of its headings", m[1])
	}
}

// TestRulesDocHeadingAt: a citation by name starts with a whole heading.
func TestRulesDocHeadingAt(t *testing.T) {
	doc := readRulesDoc(t)
	for text, want := range map[string]string{
		"Relay sowing.":             "Relay sowing",
		"relay sowing, for laps":    "Relay sowing",
		"The end of sowing (lap 1)": "The end of sowing",
		"Relay sowings":             "",
		"Relaying":                  "",
	} {
		got, found := doc.headingAt(text)
		assert.Equal(t, want, got, text)
		assert.Equal(t, want != "", found, text)
	}
}

// TestRulesDocListsEveryOption checks the table of the page's section "The
// rule options" against RuleOptions, row by row: the saved name, the field,
// the standard value and what the option affects. Each option's section
// names it too.
func TestRulesDocListsEveryOption(t *testing.T) {
	doc := readRulesDoc(t)
	_, section, found := strings.Cut(doc.text, "\n## The rule options\n")
	require.True(t, found, "the page has the section")
	section, _, _ = strings.Cut(section, "\n## ")
	var rows [][]string
	for _, line := range strings.Split(section, "\n") {
		if strings.HasPrefix(line, "| `") {
			rows = append(rows, strings.Split(line, " | ")[:4])
		}
	}
	var want [][]string
	words := strings.Join(strings.Fields(doc.text), " ")
	for _, opt := range RuleOptions() {
		want = append(want, []string{"| `" + opt.Name + "`", "`" + opt.Field + "`", "`" + opt.Format(Standard()) + "`", opt.Affects.String()})
		named := "**`" + opt.Name + "`** (field `" + opt.Field + "`)"
		assert.True(t, strings.Contains(words, named), "no section names the option as %s", named)
	}
	assert.Equal(t, want, rows)
}

// TestRulesDocExamples: the worked example's result and the plain-text
// board are what the engine makes of them.
func TestRulesDocExamples(t *testing.T) {
	doc := readRulesDoc(t)
	next, out, err := stdRules().Play(Start(), HoleOf(South, 1))
	require.NoError(t, err)
	assert.Contains(t, doc.text, "\nresult: "+next.String()+"   (7 laps, 28 seeds dropped)\n")
	assert.Equal(t, Outcome{Captured: 6, Laps: 7, Drops: 28, Chain: 1}, out)
	assert.Contains(t, doc.text, "```\n"+Start().Diagram(sentence.English)+"```\n")
}
