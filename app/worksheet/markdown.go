package worksheet

import (
	"regexp"
	"strings"
)

// markdownMarks are the inline Markdown marks a printed paragraph drops:
// links keep their text, emphasis and code marks go.
var (
	markdownLink  = regexp.MustCompile(`\[([^\]]*)\]\([^)]*\)`)
	markdownMarks = strings.NewReplacer("**", "", "__", "", "`", "")
	markdownStar  = regexp.MustCompile(`(^|[\s(])[*_]([^*_\s][^*_]*[^*_\s]|[^*_\s])[*_]`)
	markdownList  = regexp.MustCompile(`^\s*(?:[-*+]|\d+[.)])\s+`)
)

// Paragraphs reduces lesson Markdown to plain paragraphs: one per block of
// lines, a list item a paragraph starting with a bullet, headings and
// inline marks dropped.
func Paragraphs(markdown string) []string {
	var paras []string
	var current []string
	flush := func() {
		if len(current) > 0 {
			paras = append(paras, strings.Join(current, " "))
			current = nil
		}
	}
	for _, line := range strings.Split(markdown, "\n") {
		trimmed := strings.TrimSpace(line)
		switch {
		case trimmed == "":
			flush()
			continue
		case markdownList.MatchString(line):
			flush()
			trimmed = "• " + markdownList.ReplaceAllString(line, "")
		case strings.HasPrefix(trimmed, "#"):
			flush()
			trimmed = strings.TrimSpace(strings.TrimLeft(trimmed, "#"))
		}
		current = append(current, plainInline(trimmed))
	}
	flush()
	return paras
}

// plainInline drops the inline Markdown of one line.
func plainInline(line string) string {
	line = markdownLink.ReplaceAllString(line, "$1")
	line = markdownMarks.Replace(line)
	return markdownStar.ReplaceAllString(line, "$1$2")
}
