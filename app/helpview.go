package app

import (
	"net/url"
	"path"
	"regexp"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"walakpussa/tutorials"
)

// HelpView shows the guides of the tutorials package: their titles in a
// list at the left, the chosen guide rendered from Markdown at the right.
// A link to another guide opens that guide.
type HelpView struct {
	guides  []tutorials.Guide
	list    *widget.List
	text    *widget.RichText
	scroll  *container.Scroll
	content fyne.CanvasObject
	current int
}

// NewHelpView makes the help on the first guide (getting started).
func NewHelpView() *HelpView {
	v := &HelpView{guides: tutorials.Guides(), current: -1}
	v.text = widget.NewRichText()
	v.text.Wrapping = fyne.TextWrapWord
	v.scroll = container.NewVScroll(v.text)
	v.list = widget.NewList(
		func() int { return len(v.guides) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(v.guides[i].Title) },
	)
	v.list.OnSelected = v.render
	split := container.NewHSplit(v.list, v.scroll)
	split.Offset = 0.25
	v.content = split
	if len(v.guides) > 0 {
		v.list.Select(0)
	}
	return v
}

// NewHelpWindow opens a window on the guides, at the guide named; the
// caller shows it.
func NewHelpWindow(a fyne.App, guide string) fyne.Window {
	w := a.NewWindow(lang.L("Help"))
	help := NewHelpView()
	help.Show(guide)
	w.SetContent(help.Content())
	w.Resize(fyne.NewSize(1000, 720))
	return w
}

// Content is the view's widget tree.
func (v *HelpView) Content() fyne.CanvasObject { return v.content }

// Show opens the guide called name ("teachers-guide"), and reports whether
// there is such a guide.
func (v *HelpView) Show(name string) bool {
	for i, g := range v.guides {
		if g.Name == name {
			v.list.Select(i)
			return true
		}
	}
	return false
}

// Current is the name of the guide shown, "" when none is.
func (v *HelpView) Current() string {
	if v.current < 0 || v.current >= len(v.guides) {
		return ""
	}
	return v.guides[v.current].Name
}

// render shows guide i.
func (v *HelpView) render(i widget.ListItemID) {
	if i < 0 || i >= len(v.guides) {
		return
	}
	v.current = i
	md, err := tutorials.Text(v.guides[i].Name)
	if err != nil {
		v.text.Segments = []widget.RichTextSegment{&widget.TextSegment{
			Style: widget.RichTextStyleParagraph,
			Text:  lang.L("This guide could not be opened: {{.Error}}", map[string]any{"Error": err.Error()}),
		}}
		v.text.Refresh()
		return
	}
	v.text.ParseMarkdown(helpMarkdown(md))
	v.text.Segments = mendSpaces(v.fixLinks(v.text.Segments))
	v.text.Refresh()
	v.scroll.ScrollToTop()
}

// fixLinks makes a link to another guide open it here, and turns any other
// relative link (a file of the repository, which the app cannot open) into
// plain text. Links to the web are left alone.
func (v *HelpView) fixLinks(segs []widget.RichTextSegment) []widget.RichTextSegment {
	for i, seg := range segs {
		switch s := seg.(type) {
		case *widget.ListSegment:
			s.Items = v.fixLinks(s.Items)
		case *widget.ParagraphSegment:
			s.Texts = v.fixLinks(s.Texts)
		case *widget.HyperlinkSegment:
			if s.URL != nil && s.URL.Scheme != "" {
				continue
			}
			if name, ok := v.guideFor(s.URL); ok {
				s.OnTapped = func() { v.Show(name) }
				continue
			}
			segs[i] = &widget.TextSegment{Style: widget.RichTextStyleInline, Text: s.Text}
		}
	}
	return segs
}

// mendSpaces mends two flaws of Fyne's Markdown, which puts a space after
// a text that is followed by another inline segment: goldmark gives a "!"
// (which could start an image) a text node of its own, so "carefully!"
// would show as "carefully !", and "(`board`)" would show as "( board)".
// The "!" is joined back to the text before it, and the space after an
// opening bracket is dropped.
func mendSpaces(segs []widget.RichTextSegment) []widget.RichTextSegment {
	out := segs[:0]
	for _, seg := range segs {
		switch s := seg.(type) {
		case *widget.ListSegment:
			s.Items = mendSpaces(s.Items)
		case *widget.ParagraphSegment:
			s.Texts = mendSpaces(s.Texts)
		}
		if len(out) > 0 && seg.Inline() {
			if prev, ok := out[len(out)-1].(*widget.TextSegment); ok && prev.Style.Inline {
				if strings.HasSuffix(prev.Text, "( ") || strings.HasSuffix(prev.Text, "[ ") {
					prev.Text = strings.TrimSuffix(prev.Text, " ")
				}
				if s, ok := seg.(*widget.TextSegment); ok && strings.HasPrefix(s.Text, "!") && prev.Style == s.Style {
					prev.Text = strings.TrimSuffix(prev.Text, " ") + s.Text
					continue
				}
			}
		}
		out = append(out, seg)
	}
	return out
}

// guideFor names the guide a relative link such as "debugger.md" points at.
func (v *HelpView) guideFor(u *url.URL) (string, bool) {
	if u == nil || u.Path == "" || path.Dir(u.Path) != "." {
		return "", false
	}
	name, ok := strings.CutSuffix(path.Base(u.Path), ".md")
	if !ok {
		return "", false
	}
	for _, g := range v.guides {
		if g.Name == name {
			return name, true
		}
	}
	return "", false
}

var markdownImage = regexp.MustCompile(`!\[([^\]]*)\]\([^)]*\)`)

// helpMarkdown prepares a guide for widget.RichText, which loads images
// from their links and draws no tables: outside code blocks, every image
// becomes its alt text in italics, and every table becomes a bullet list,
// one bullet a row: the first cell in bold, then the others, each after
// its column's heading ("- **step forward / back** — key: Right / Left;
// menu shortcut: Alt+Right / Alt+Left"). The lines of a paragraph are
// joined into one.
func helpMarkdown(md string) string {
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
			header := tableCells(line)
			i += 2
			for ; i < len(lines) && strings.HasPrefix(strings.TrimSpace(lines[i]), "|"); i++ {
				out = append(out, indent+tableBullet(header, tableCells(lines[i])))
			}
			i--
			continue
		}
		out = append(out, markdownImage.ReplaceAllStringFunc(line, func(img string) string {
			alt := strings.TrimSpace(markdownImage.FindStringSubmatch(img)[1])
			if alt == "" {
				return ""
			}
			return "*" + alt + "*"
		}))
	}
	return strings.Join(unwrap(out), "\n")
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

// tableBullet writes one table row as a bullet line.
func tableBullet(header, cells []string) string {
	var rest []string
	for i := 1; i < len(cells); i++ {
		if cells[i] == "" {
			continue
		}
		if i < len(header) && header[i] != "" {
			rest = append(rest, header[i]+": "+cells[i])
		} else {
			rest = append(rest, cells[i])
		}
	}
	first := ""
	if len(cells) > 0 {
		first = cells[0]
	}
	// The first cell is set in bold, which also keeps a cell such as
	// "1. Sowing" or "- x" from starting a list of its own in the bullet
	// (RichText would show a backslash escape as it is).
	if first != "" && !strings.Contains(first, "*") {
		first = "**" + first + "**"
	}
	switch {
	case first == "":
		return "- " + strings.Join(rest, "; ")
	case len(rest) == 0:
		return "- " + first
	default:
		return "- " + first + " — " + strings.Join(rest, "; ")
	}
}
