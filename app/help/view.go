// Package help is the Help window: the guides of the tutorials package,
// rendered from Markdown, with links between them.
package help

import (
	"net/url"
	"path"
	"strings"
	"walakpussa/assets/i18n"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"walakpussa/app/ui"
	"walakpussa/tutorials"
)

// View shows the guides of the tutorials package: their titles in a
// list at the left, the chosen guide rendered from Markdown at the right.
// A link to another guide opens that guide.
type View struct {
	guides  []tutorials.Guide
	list    *ui.List
	text    *widget.RichText
	scroll  *container.Scroll
	content fyne.CanvasObject
	current int
}

// newView makes the help with no guide laid out yet.
func newView() *View {
	v := &View{guides: tutorials.Guides(i18n.Current()), current: -1}
	v.text = widget.NewRichText()
	v.text.Wrapping = fyne.TextWrapWord
	v.scroll = container.NewVScroll(v.text)
	v.list = ui.NewList(
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
	return v
}

// open shows the guide called name, or the first guide when there is
// none of that name.
func (v *View) open(name string) {
	if !v.Show(name) && len(v.guides) > 0 {
		v.list.Select(0)
	}
}

// Content is the view's widget tree.
func (v *View) Content() fyne.CanvasObject { return v.content }

// Show opens the guide called name ("teachers-guide"), and reports whether
// there is such a guide.
func (v *View) Show(name string) bool {
	for i, g := range v.guides {
		if g.Name == name {
			v.list.Select(i)
			return true
		}
	}
	return false
}

// render shows guide i.
func (v *View) render(i widget.ListItemID) {
	if i < 0 || i >= len(v.guides) {
		return
	}
	v.current = i
	md, _, err := tutorials.Text(i18n.Current(), v.guides[i].Name)
	if err != nil {
		v.text.Segments = []widget.RichTextSegment{&widget.TextSegment{
			Style: widget.RichTextStyleParagraph,
			Text:  i18n.L("This guide could not be opened: {{.Error}}", map[string]any{"Error": i18n.Say(err)}),
		}}
		v.text.Refresh()
		return
	}
	v.text.Segments = ui.MendSegments(v.fixLinks(ui.ParseMarkdown(v.text, md)))
	v.text.Refresh()
	v.scroll.ScrollToTop()
}

// fixLinks makes the links of a guide work in the Help window. Fyne
// 2.7.1's RichText cannot wrap a link: one that reaches past the end of
// its row pushes the rest of the paragraph into a column one letter wide.
// So a link is written in the text in italics, and listed once under "See
// also:" at the end of the guide, each on a row of its own, where a link to
// another guide opens it here and a link to the web opens the browser. Any
// other relative link (a file of the repository, which the app cannot
// open) is plain text.
func (v *View) fixLinks(segs []widget.RichTextSegment) []widget.RichTextSegment {
	var links []*widget.HyperlinkSegment
	seen := map[string]bool{}
	segs = ui.EachRun(segs, func(run []widget.RichTextSegment) []widget.RichTextSegment {
		for i, seg := range run {
			s, ok := seg.(*widget.HyperlinkSegment)
			if !ok {
				continue
			}
			web := s.URL != nil && s.URL.Scheme != ""
			name, guide := v.guideFor(s.URL)
			if guide {
				s.OnTapped = func() { v.Show(name) }
			}
			if (web || guide) && !seen[s.Text] {
				seen[s.Text] = true
				links = append(links, &widget.HyperlinkSegment{Text: s.Text, URL: s.URL, OnTapped: s.OnTapped})
			}
			style := widget.RichTextStyleInline
			if web || guide {
				style = widget.RichTextStyleEmphasis
			}
			run[i] = &widget.TextSegment{Style: style, Text: s.Text}
		}
		return run
	})
	if len(links) == 0 {
		return segs
	}
	segs = append(segs, &widget.TextSegment{Style: widget.RichTextStyleSubHeading, Text: i18n.L("See also:")})
	for _, link := range links {
		segs = append(segs, link, &widget.TextSegment{Style: widget.RichTextStyleParagraph})
	}
	return segs
}

// guideFor names the guide a relative link such as "debugger.md" points at
// ("../writing-lessons.md" from a translation to the English master too).
func (v *View) guideFor(u *url.URL) (string, bool) {
	if u == nil || u.Path == "" || (path.Dir(u.Path) != "." && path.Dir(u.Path) != "..") {
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
