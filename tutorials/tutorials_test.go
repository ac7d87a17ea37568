package tutorials

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestGuidesComeInReadingOrderWithTheirHeadings(t *testing.T) {
	guides := Guides(English)
	want := []Guide{
		{"getting-started", "Getting started: your first hour"},
		{"debugger", "The debugger: every seed, every relay, every pearl"},
		{"teachers-guide", "The teacher's guide"},
		{"writing-lessons", "Writing lessons and puzzles"},
		{"command-line", "The command line"},
	}
	require.GreaterOrEqual(t, len(guides), len(want))
	assert.Equal(t, want, guides[:len(want)])

	onDisk, err := filepath.Glob("*.md")
	require.NoError(t, err)
	assert.Len(t, guides, len(onDisk), "every .md file in the folder is a guide")
}

func TestEveryGuideLoadsAndItsTitleIsItsFirstHeading(t *testing.T) {
	for _, g := range Guides(English) {
		text, translated, err := Text(English, g.Name)
		require.NoError(t, err, g.Name)
		assert.True(t, translated, "%s is in English", g.Name)
		assert.NotEmpty(t, strings.TrimSpace(text), g.Name)
		first := strings.SplitN(text, "\n", 2)[0]
		assert.Equal(t, "# "+g.Title, first, "%s starts with its title", g.Name)

		withSuffix, _, err := Text(English, g.Name+".md")
		require.NoError(t, err)
		assert.Equal(t, text, withSuffix)
	}
}

func TestUnknownGuidesAreNotFound(t *testing.T) {
	for _, name := range []string{"", "nope", "../README", "tutorials.go", "sub/getting-started"} {
		_, _, err := Text(English, name)
		assert.ErrorIs(t, err, fs.ErrNotExist, name)
	}
}

func TestTitleSkipsCodeAndFallsBack(t *testing.T) {
	assert.Equal(t, "Real", Title("```\n# not a title\n```\n## Sub\n# Real\n# Second", "x"))
	assert.Equal(t, "fallback", Title("no heading here\n#nospace", "fallback"))
	assert.Equal(t, "Spaced", Title("#   Spaced  \n", "x"))
}

var (
	linkPattern = regexp.MustCompile(`!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)`)
	codeSpan    = regexp.MustCompile("`[^`]*`")
)

// links returns the targets of the Markdown links and images in md,
// leaving out code blocks and code spans.
func links(md string) []string {
	var found []string
	fenced := false
	for _, line := range strings.Split(md, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			fenced = !fenced
			continue
		}
		if fenced {
			continue
		}
		for _, m := range linkPattern.FindAllStringSubmatch(codeSpan.ReplaceAllString(line, ""), -1) {
			found = append(found, m[1])
		}
	}
	return found
}

func TestLinksFindsLinksAndImagesButNotCode(t *testing.T) {
	md := "See [a](a.md) and ![pic](../p.png \"title\").\n`[x](no.md)`\n```\n[y](no2.md)\n```\n[web](https://example.org)"
	assert.Equal(t, []string{"a.md", "../p.png", "https://example.org"}, links(md))
}

func TestEveryRelativeLinkPointsAtAFileOfTheRepository(t *testing.T) {
	checked := 0
	files, err := filepath.Glob("*.md")
	require.NoError(t, err)
	translations, err := filepath.Glob("*/*.md")
	require.NoError(t, err)
	for _, file := range append(files, translations...) {
		text, err := os.ReadFile(file)
		require.NoError(t, err)
		for _, target := range links(string(text)) {
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") || strings.HasPrefix(target, "#") {
				continue
			}
			path, _, _ := strings.Cut(target, "#")
			_, err := os.Stat(filepath.Join(filepath.Dir(file), filepath.FromSlash(path)))
			assert.NoError(t, err, "%s links to %s", file, target)
			checked++
		}
	}
	assert.Greater(t, checked, 5, "the guides link to screenshots and to each other")
}

// structure counts what a guide is made of: headings, list items, table
// rows, code blocks, images; it returns the lines of its code blocks and
// every hole name and position in the notation outside them.
func structure(md string) (counts map[string]int, code, notation []string) {
	counts = map[string]int{}
	written := regexp.MustCompile(`\b[SN][1-7]\b|[0-9]+(,[0-9]+){6}/[0-9]+(,[0-9]+){6} [SN] [0-9]+:[0-9]+`)
	fenced := false
	for _, line := range strings.Split(md, "\n") {
		trimmed := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(trimmed, "```"):
			fenced = !fenced
			counts["code block"]++
		case fenced:
			code = append(code, line)
			continue
		case strings.HasPrefix(trimmed, "#"):
			counts["heading"]++
		case strings.HasPrefix(trimmed, "- ") || strings.HasPrefix(trimmed, "* ") || regexp.MustCompile(`^[0-9]+\. `).MatchString(trimmed):
			counts["list item"]++
		case strings.HasPrefix(trimmed, "|"):
			counts["table row"]++
		}
		counts["image"] += strings.Count(line, "![")
		notation = append(notation, written.FindAllString(codeSpan.ReplaceAllString(line, ""), -1)...)
	}
	return counts, code, notation
}

// missing lists what of want is not in got, counting repeats.
func missing(want, got []string) []string {
	left := map[string]int{}
	for _, g := range got {
		left[g]++
	}
	var lacks []string
	for _, w := range want {
		if left[w] == 0 {
			lacks = append(lacks, w)
			continue
		}
		left[w]--
	}
	return lacks
}

func TestEveryTranslationHasItsMastersShape(t *testing.T) {
	translations, err := filepath.Glob("*/*.md")
	require.NoError(t, err)
	for _, file := range translations {
		lang, name := filepath.Dir(file), strings.TrimSuffix(filepath.Base(file), ".md")
		master, _, err := Text(English, name)
		require.NoError(t, err, "%s translates a guide that exists", file)
		text, translated, err := Text(lang, name)
		require.NoError(t, err)
		assert.True(t, translated, file)
		wantCounts, wantCode, wantNotation := structure(master)
		counts, code, notation := structure(text)
		assert.Equal(t, wantCounts, counts, "%s: headings, list items, table rows, code blocks and images as in the master", file)
		assert.Equal(t, wantCode, code, "%s: the code as in the master", file)
		assert.Empty(t, missing(wantNotation, notation), "%s: every hole name and position of the master", file)
	}
}

func TestAGuideNotTranslatedIsTheMaster(t *testing.T) {
	master, _, err := Text(English, "writing-lessons")
	require.NoError(t, err)
	text, translated, err := Text("fr", "writing-lessons")
	require.NoError(t, err)
	assert.False(t, translated, "no guide is in French")
	assert.Equal(t, master, text)
}

func TestEveryGuideIsInEveryLanguage(t *testing.T) {
	for _, lang := range []string{"de", "pt", "id", "lv"} {
		for _, g := range Guides(English) {
			_, translated, err := Text(lang, g.Name)
			require.NoError(t, err)
			assert.True(t, translated, "%s/%s.md", lang, g.Name)
		}
	}
}
