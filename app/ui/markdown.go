// Package ui holds the small Fyne helpers every view of the app uses: a
// scheduler and background work that come back on the UI goroutine, a
// button with a tip, enabling and disabling, spacers, and Markdown made
// ready for widget.RichText.
package ui

import (
	"regexp"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Markdown renders lesson prose, wrapped, mended as the guides are (see
// renderableMarkdown and mendSpaces).
func Markdown(text string) *widget.RichText {
	rt := widget.NewRichText()
	rt.Wrapping = fyne.TextWrapWord
	SetMarkdown(rt, text)
	return rt
}

// SetMarkdown shows text in rt, laid out once.
func SetMarkdown(rt *widget.RichText, text string) {
	rt.Segments = MendSegments(ParseMarkdown(rt, text))
	rt.Refresh()
}

// MendSegments readies parsed Markdown for RichText: mendSpaces, then
// guardWrapping, on every run of sibling segments.
func MendSegments(segs []widget.RichTextSegment) []widget.RichTextSegment {
	return EachRun(segs, func(run []widget.RichTextSegment) []widget.RichTextSegment {
		return guardWrapping(mendSpaces(run))
	})
}

// EachRun applies fix to the runs of sibling segments inside every list
// and paragraph of segs, then to segs itself, and returns what fix made
// of segs.
func EachRun(segs []widget.RichTextSegment, fix func([]widget.RichTextSegment) []widget.RichTextSegment) []widget.RichTextSegment {
	for _, seg := range segs {
		switch s := seg.(type) {
		case *widget.ListSegment:
			s.Items = EachRun(s.Items, fix)
		case *widget.ParagraphSegment:
			s.Texts = EachRun(s.Texts, fix)
		}
	}
	return fix(segs)
}

// wrapGuard is a zero-width space put before every text segment that
// follows another inline segment (see guardWrapping).
const wrapGuard = "\u200b"

// guardWrapping works round three flaws of Fyne 2.7.1's RichText with
// word wrapping, in the text segments that follow another inline segment
// (the rest of a sentence after a bold word, a link, a code span):
//   - A segment starting in the last few pixels of a row, where not even
//     its first character fits, puts every following character on a row of
//     its own (fyne-io/fyne#4303, fixed after 2.7.1 by #6200): each gets
//     wrapGuard as its first character, of no width, so it always fits.
//   - A segment that does not fit in the rest of its row is carried whole
//     to the next ("Seeds always travel **counter-clockwise:**" / "S1, S2,
//     …"): each is cut into one segment a word, so the row fills word by
//     word.
//   - A segment carried to the next row keeps its leading space there,
//     indenting the row: the space goes to the end of the segment before
//     it, where a row may end in it unseen.
func guardWrapping(run []widget.RichTextSegment) []widget.RichTextSegment {
	out := make([]widget.RichTextSegment, 0, len(run))
	for _, seg := range run {
		var previous widget.RichTextSegment
		if len(out) > 0 {
			previous = out[len(out)-1]
		}
		following := previous != nil && previous.Inline()
		if s, ok := seg.(*widget.TextSegment); ok && following && s.Inline() && s.Text != "" {
			if prev, ok := previous.(*widget.TextSegment); ok && strings.HasPrefix(s.Text, " ") && !strings.HasSuffix(prev.Text, " ") {
				prev.Text += " "
				s.Text = strings.TrimPrefix(s.Text, " ")
			}
			for _, word := range words(s.Text) {
				out = append(out, &widget.TextSegment{Style: s.Style, Text: wrapGuard + word})
			}
			continue
		}
		if link, ok := seg.(*widget.HyperlinkSegment); ok && following && link.Text != "" {
			link.Text = wrapGuard + link.Text
		}
		out = append(out, seg)
	}
	return out
}

// words cuts text after every run of spaces: "a b  c" is "a ", "b  ",
// "c".
func words(text string) []string {
	var out []string
	start := 0
	for i := 1; i < len(text); i++ {
		if text[i] != ' ' && text[i-1] == ' ' {
			out = append(out, text[start:i])
			start = i
		}
	}
	return append(out, text[start:])
}

// ParseMarkdown turns Markdown, prepared by renderableMarkdown, into
// segments for owner (the RichText that shows them; nil for a part of
// one) without laying anything out. Its tables become tableSegments.
func ParseMarkdown(owner *widget.RichText, text string) []widget.RichTextSegment {
	md, blocks := renderableMarkdown(text)
	segs := widget.NewRichTextFromMarkdown(md).Segments
	if len(blocks) == 0 {
		return segs
	}
	for _, b := range blocks {
		if t, ok := b.(*tableSegment); ok {
			t.owner = owner
		}
	}
	return EachRun(segs, func(run []widget.RichTextSegment) []widget.RichTextSegment {
		for i, seg := range run {
			if s, ok := seg.(*widget.TextSegment); ok {
				if n, ok := blockIndex(s.Text); ok && n < len(blocks) {
					run[i] = blocks[n]
				}
			}
		}
		return run
	})
}

// blockToken stands for the n-th table or picture of a text while Fyne
// parses the rest of its Markdown: "WPBLOCK0END".
func blockToken(n int) string { return "WPBLOCK" + strconv.Itoa(n) + "END" }

// blockIndex is n when text is blockToken(n).
func blockIndex(text string) (int, bool) {
	digits, ok := strings.CutPrefix(strings.TrimSpace(text), "WPBLOCK")
	if !ok {
		return 0, false
	}
	digits, ok = strings.CutSuffix(digits, "END")
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(digits)
	return n, err == nil
}

// mendSpaces mends, in one run of sibling segments, three flaws of Fyne's
// Markdown and its wrapping. Fyne puts a space after a text that is
// followed by another inline segment, so "(`board`)" would show as
// "( board)": the space after an opening bracket is dropped. Goldmark gives
// a "!" (which could start an image) a text node of its own, so
// "carefully!" would show as "carefully !"; and punctuation right after an
// emphasised word ("a **lap**: the first") starts a segment of its own,
// which the wrapping can carry alone to the next row. Such punctuation is
// joined to the segment before it, so a word and its punctuation wrap as
// one.
func mendSpaces(run []widget.RichTextSegment) []widget.RichTextSegment {
	out := run[:0]
	for _, seg := range run {
		if len(out) > 0 && seg.Inline() {
			if prev, ok := out[len(out)-1].(*widget.TextSegment); ok && prev.Style.Inline {
				if strings.HasSuffix(prev.Text, "( ") || strings.HasSuffix(prev.Text, "[ ") {
					prev.Text = strings.TrimSuffix(prev.Text, " ")
				}
				if s, ok := seg.(*widget.TextSegment); ok {
					if mark := leadingPunctuation(s.Text); mark != "" {
						prev.Text = strings.TrimSuffix(prev.Text, " ") + mark
						s.Text = strings.TrimPrefix(s.Text, mark)
						if s.Text == "" {
							continue
						}
					}
				}
			}
		}
		out = append(out, seg)
	}
	return out
}

// leadingPunctuation is the punctuation text starts with when it belongs
// to the word before it (".", ",", ":", ";", "!", "?", ")", "…" and runs of
// them), "" otherwise.
func leadingPunctuation(text string) string {
	end := 0
	for end < len(text) && strings.ContainsRune(".,:;!?)", rune(text[end])) {
		end++
	}
	if strings.HasPrefix(text[end:], "…") {
		end += len("…")
	}
	return text[:end]
}

var markdownImage = regexp.MustCompile(`!\[([^\]]*)\]\(([^)]*)\)`)

// renderableMarkdown prepares Markdown (a guide, lesson prose) for
// widget.RichText, which loads images from their links and draws no
// tables: outside code blocks, every table, and every picture of the app's
// screenshots on a line of its own, becomes a paragraph holding
// blockToken, returned as a tableSegment or a pictureSegment; any other
// image becomes its alt text in italics. The lines of a paragraph are
// joined into one.
func renderableMarkdown(md string) (string, []widget.RichTextSegment) {
	var blocks []widget.RichTextSegment
	lines := strings.Split(md, "\n")
	out := make([]string, 0, len(lines))
	fenced := false
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		trimmed := strings.TrimSpace(line)
		if strings.HasPrefix(trimmed, "```") || strings.HasPrefix(trimmed, "~~~") {
			fenced = !fenced
			out = append(out, line)
			continue
		}
		if fenced {
			out = append(out, line)
			continue
		}
		if strings.HasPrefix(trimmed, "|") && i+1 < len(lines) && isTableRule(lines[i+1]) {
			indent := line[:len(line)-len(strings.TrimLeft(line, " \t"))]
			table := &tableSegment{header: tableCells(line)}
			i += 2
			for ; i < len(lines) && strings.HasPrefix(strings.TrimSpace(lines[i]), "|"); i++ {
				table.rows = append(table.rows, tableCells(lines[i]))
			}
			i--
			out = append(out, "", indent+blockToken(len(blocks)), "")
			blocks = append(blocks, table)
			continue
		}
		if m := markdownImage.FindStringSubmatch(trimmed); m != nil && m[0] == trimmed {
			if picture := newPictureSegment(strings.TrimSpace(m[1]), m[2]); picture != nil {
				out = append(out, "", blockToken(len(blocks)), "")
				blocks = append(blocks, picture)
				continue
			}
		}
		out = append(out, markdownImage.ReplaceAllStringFunc(line, func(img string) string {
			alt := strings.TrimSpace(markdownImage.FindStringSubmatch(img)[1])
			if alt == "" {
				return ""
			}
			return "*" + alt + "*"
		}))
	}
	return strings.Join(unwrap(out), "\n"), blocks
}

var blockStart = regexp.MustCompile(`^([-*+]\s|\d+[.)]\s|#|>|\||` + "```" + `|~~~)`)

// unwrap joins the lines of each paragraph and list item into one line
// (outside code blocks). RichText makes a segment of every source line,
// and wraps badly where a segment ends near the right edge (a word can
// break letter by letter), so the fewer segments the better.
func unwrap(lines []string) []string {
	out := make([]string, 0, len(lines))
	fenced, joinable := false, false
	for _, line := range lines {
		trimmed := strings.TrimSpace(line)
		fence := strings.HasPrefix(trimmed, "```") || strings.HasPrefix(trimmed, "~~~")
		switch {
		case fence:
			fenced = !fenced
			out = append(out, line)
			joinable = false
		case fenced:
			out = append(out, line)
		case joinable && trimmed != "" && !blockStart.MatchString(trimmed):
			out[len(out)-1] += " " + trimmed
		default:
			out = append(out, line)
			joinable = trimmed != "" && !strings.HasPrefix(trimmed, "#") && !strings.HasPrefix(trimmed, "|")
		}
	}
	return out
}

var tableRule = regexp.MustCompile(`^\s*\|?(\s*:?-+:?\s*\|)+\s*(:?-+:?\s*)?$`)

// isTableRule reports whether line is the rule under a table's heading,
// such as "| --- | :-: |".
func isTableRule(line string) bool { return tableRule.MatchString(line) }

// tableCells splits a table row into its trimmed cells; "\|" is a pipe
// inside a cell.
func tableCells(line string) []string {
	line = strings.TrimSpace(line)
	line = strings.TrimPrefix(line, "|")
	if strings.HasSuffix(line, "|") && !strings.HasSuffix(line, `\|`) {
		line = line[:len(line)-1]
	}
	const pipe = "\x00"
	line = strings.ReplaceAll(line, `\|`, pipe)
	cells := strings.Split(line, "|")
	for i, c := range cells {
		cells[i] = strings.TrimSpace(strings.ReplaceAll(c, pipe, "|"))
	}
	return cells
}
