// Package worksheet makes printable PDF worksheets: a puzzle sheet with its
// answer key, a lesson handout and a move strip shown lap by lap. A sheet is
// built as a Document of blocks (sheets.go), laid out on pages in plain Go
// (Layout, text measured with the PDF's own font), then drawn as vectors
// with fpdf (Render).
package worksheet

import (
	"strings"
	"unicode/utf8"
)

// The page's furniture, in millimetres.
const (
	// Margin is the white border round the text on every side.
	Margin = 15.0
	// footerBand is the height kept at the foot of the text for the page
	// number.
	footerBand = 8.0
	// DiagramWidth is the widest a board diagram is drawn.
	DiagramWidth = 120.0
	// blockGap is the space between the blocks of a group, groupGap between
	// groups, tightGap between tight ones.
	blockGap = 1.6
	groupGap = 7.0
	tightGap = 3.5
	// answerHeight is an answer line's height.
	answerHeight = 9.0
)

// Measure returns the width in millimetres of text set in style s.
type Measure func(text string, s Style) float64

// ItemKind says what an Item on a page is.
type ItemKind uint8

const (
	// TextItem is wrapped lines of text.
	TextItem ItemKind = iota
	// DiagramItem is a board diagram.
	DiagramItem
	// AnswerItem is a label and a line to write on.
	AnswerItem
)

// Item is a block placed on a page: its box (X, Y the top left corner, in
// millimetres from the page's top left) and what to draw in it.
type Item struct {
	Kind       ItemKind
	X, Y, W, H float64
	Style      Style
	// Lines are a text item's lines, wrapped to W.
	Lines []string
	// Diagram is a diagram item's board.
	Diagram *Diagram
	// Label is an answer item's label.
	Label string
}

// Page is one sheet of paper's items, in drawing order.
type Page struct {
	Items []Item
}

// Bottom is the lowest the text of a page may reach on paper.
func Bottom(paper Paper) float64 { return paper.Height - Margin - footerBand }

// Layout places doc's blocks on pages of paper, wrapping text with
// measure. A group goes to the next page when it does not fit in what is
// left of the page but would fit on an empty one; a longer one is split
// between its blocks (and a long paragraph between its lines).
func Layout(doc Document, paper Paper, measure Measure) []Page {
	l := &layouter{paper: paper, measure: measure, width: paper.Width - 2*Margin}
	l.newPage()
	for _, g := range doc.Groups {
		items := l.groupItems(g)
		height := stackHeight(items)
		gap := groupGap
		if g.Tight {
			gap = tightGap
		}
		switch {
		case g.NewPage && len(l.pages[len(l.pages)-1].Items) > 0:
			l.newPage()
		case l.y > Margin && l.y+gap+height > Bottom(paper) && height <= Bottom(paper)-Margin:
			l.newPage()
		case l.y > Margin:
			l.y += gap
		}
		for i, it := range items {
			if i > 0 {
				l.y += blockGap
			}
			l.place(it)
		}
	}
	return l.pages
}

// layouter is the state of a layout: the pages so far and how far down the
// last one is filled.
type layouter struct {
	paper   Paper
	measure Measure
	width   float64
	pages   []Page
	y       float64
}

func (l *layouter) newPage() {
	l.pages = append(l.pages, Page{})
	l.y = Margin
}

// groupItems makes the items of g's blocks, sized but not yet placed.
func (l *layouter) groupItems(g Group) []Item {
	var items []Item
	for _, b := range g.Blocks {
		switch {
		case b.Diagram != nil:
			w := b.Width
			if w == 0 {
				w = DiagramWidth
			}
			w = min(w, l.width)
			items = append(items, Item{Kind: DiagramItem, X: Margin, W: w, H: DiagramHeight(w), Diagram: b.Diagram})
		case b.Answer != "":
			items = append(items, Item{Kind: AnswerItem, X: Margin, W: l.width, H: answerHeight, Style: Body, Label: b.Answer})
		default:
			lines := Wrap(b.Text, l.width, b.Style, l.measure)
			items = append(items, Item{Kind: TextItem, X: Margin, W: l.width, H: float64(len(lines)) * b.Style.lineHeight(), Style: b.Style, Lines: lines})
		}
	}
	return items
}

// stackHeight is the height of items stacked with blockGap between them.
func stackHeight(items []Item) float64 {
	h := 0.0
	for i, it := range items {
		if i > 0 {
			h += blockGap
		}
		h += it.H
	}
	return h
}

// place puts it at the current height, on a new page when it does not fit;
// a text item is split between pages by lines.
func (l *layouter) place(it Item) {
	bottom := Bottom(l.paper)
	for it.Kind == TextItem && l.y+it.H > bottom && len(it.Lines) > 1 {
		fit := int((bottom - l.y) / it.Style.lineHeight())
		if fit < 1 {
			l.newPage()
			continue
		}
		head := it
		head.Lines, head.H = it.Lines[:fit], float64(fit)*it.Style.lineHeight()
		l.put(head)
		it.Lines, it.H = it.Lines[fit:], float64(len(it.Lines)-fit)*it.Style.lineHeight()
		l.newPage()
	}
	if l.y+it.H > bottom && l.y > Margin {
		l.newPage()
	}
	l.put(it)
}

// put adds it to the last page at the current height.
func (l *layouter) put(it Item) {
	it.Y = l.y
	page := &l.pages[len(l.pages)-1]
	page.Items = append(page.Items, it)
	l.y += it.H
}

// Wrap breaks text into lines no wider than width in style s: at spaces,
// and inside a word only when the word alone is wider than width. Line
// breaks in text start new lines.
func Wrap(text string, width float64, s Style, measure Measure) []string {
	var lines []string
	for _, para := range strings.Split(text, "\n") {
		line := ""
		for _, word := range strings.Fields(para) {
			candidate := word
			if line != "" {
				candidate = line + " " + word
			}
			if measure(candidate, s) <= width {
				line = candidate
				continue
			}
			if line != "" {
				lines = append(lines, line)
			}
			line = word
			for measure(line, s) > width && utf8.RuneCountInString(line) > 1 {
				head := fitPrefix(line, width, s, measure)
				lines = append(lines, head)
				line = line[len(head):]
			}
		}
		lines = append(lines, line)
	}
	return lines
}

// fitPrefix is the longest start of word (one rune at least) no wider
// than width.
func fitPrefix(word string, width float64, s Style, measure Measure) string {
	end := 0
	for i, r := range word {
		next := i + utf8.RuneLen(r)
		if end > 0 && measure(word[:next], s) > width {
			break
		}
		end = next
	}
	return word[:end]
}
