package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// tableSegment is a Markdown table drawn as a table in a RichText: the
// heading in bold, every column as wide as its widest cell but the last,
// which takes the rest of the row and wraps.
type tableSegment struct {
	header []string
	rows   [][]string
	// owner is the RichText the table is in: laid out anew when the
	// table's height changes with its width.
	owner *widget.RichText
}

// Inline reports false: a table is a block.
func (t *tableSegment) Inline() bool { return false }

// Textual is the table as text, a row a line, its cells joined by " | ".
func (t *tableSegment) Textual() string {
	lines := []string{strings.Join(t.header, " | ")}
	for _, row := range t.rows {
		lines = append(lines, strings.Join(row, " | "))
	}
	return strings.Join(lines, "\n")
}

// Visual draws the table: a cell a RichText, laid out by tableLayout.
func (t *tableSegment) Visual() fyne.CanvasObject {
	cols := len(t.header)
	var cells []fyne.CanvasObject
	add := func(row []string, heading bool) {
		for c := range cols {
			text := ""
			if c < len(row) {
				text = row[c]
			}
			if heading && text != "" && !strings.Contains(text, "*") {
				text = "**" + text + "**"
			}
			cell := widget.NewRichText(MendSegments(ParseMarkdown(nil, text))...)
			cell.Wrapping = fyne.TextWrapWord
			cells = append(cells, cell)
		}
	}
	add(t.header, true)
	for _, row := range t.rows {
		add(row, false)
	}
	return container.New(&tableLayout{cols: cols, owner: t.owner}, cells...)
}

// Update has nothing to redo: the table's words do not change.
func (t *tableSegment) Update(fyne.CanvasObject) {}

// Select does nothing: a table's text is not selected.
func (t *tableSegment) Select(_, _ fyne.Position) {}

// SelectedText is empty: a table's text is not selected.
func (t *tableSegment) SelectedText() string { return "" }

// Unselect does nothing.
func (t *tableSegment) Unselect() {}

// leastLastColumn is the narrowest the last column of a table is made.
const leastLastColumn = 120

// tableLayout lays out the cells of a table, row by row. What it measures
// is kept: the cells never change, and measuring a RichText lays it out.
type tableLayout struct {
	cols int
	// width is the width last laid out at; reported the height MinSize
	// last gave. When the height laid out is another, owner is told to lay
	// out anew.
	width, reported float32
	owner           *widget.RichText
	// natural are the cells' widths on one row; heights the rows' heights
	// at each width measured.
	natural []float32
	heights map[float32][]float32
}

// columns returns the width of each column at width: the natural width of
// the widest cell for all but the last, the rest of the row for the last.
func (l *tableLayout) columns(cells []fyne.CanvasObject, width float32) []float32 {
	if l.natural == nil {
		l.natural = make([]float32, len(cells))
		for i, cell := range cells {
			l.natural[i] = naturalWidth(cell)
		}
	}
	widths := make([]float32, l.cols)
	used := float32(0)
	for c := 0; c < l.cols-1; c++ {
		for i := c; i < len(cells); i += l.cols {
			widths[c] = max(widths[c], l.natural[i])
		}
		used += widths[c]
	}
	widths[l.cols-1] = max(width-used, leastLastColumn)
	return widths
}

// naturalWidth is the width cell takes on one row.
func naturalWidth(cell fyne.CanvasObject) float32 {
	rt := cell.(*widget.RichText)
	rt.Wrapping = fyne.TextWrapOff
	w := rt.MinSize().Width
	rt.Wrapping = fyne.TextWrapWord
	return w + theme.Padding()
}

// rows returns the height of each row with the columns widths, at width.
func (l *tableLayout) rows(cells []fyne.CanvasObject, widths []float32, width float32) []float32 {
	if heights, ok := l.heights[width]; ok {
		return heights
	}
	if l.heights == nil {
		l.heights = map[float32][]float32{}
	}
	heights := make([]float32, (len(cells)+l.cols-1)/l.cols)
	for i, cell := range cells {
		w := widths[i%l.cols]
		cell.Resize(fyne.NewSize(w, cell.MinSize().Height))
		heights[i/l.cols] = max(heights[i/l.cols], cell.MinSize().Height)
	}
	l.heights[width] = heights
	return heights
}

// Layout places the cells at size, and has the owner lay out anew when the
// table's height at this width is not the height MinSize gave it.
func (l *tableLayout) Layout(cells []fyne.CanvasObject, size fyne.Size) {
	widths := l.columns(cells, size.Width)
	heights := l.rows(cells, widths, size.Width)
	y := float32(0)
	for r, h := range heights {
		x := float32(0)
		for c := 0; c < l.cols; c++ {
			cell := cells[r*l.cols+c]
			cell.Move(fyne.NewPos(x, y))
			cell.Resize(fyne.NewSize(widths[c], h))
			x += widths[c]
		}
		y += h
	}
	l.width = size.Width
	if y != l.reported && l.owner != nil {
		l.owner.Refresh() // MinSize now measures at this width
	}
}

// MinSize is the table's height at the width it was last laid out at, or
// before that at the width of a row of its owner (as RichText lays its rows
// out), so that its first layout needs no second.
func (l *tableLayout) MinSize(cells []fyne.CanvasObject) fyne.Size {
	width := l.width
	if width == 0 && l.owner != nil {
		width = l.owner.Size().Width - 2*theme.InnerPadding()
	}
	if width <= 0 {
		width = 700
	}
	widths := l.columns(cells, width)
	total := float32(0)
	for _, h := range l.rows(cells, widths, width) {
		total += h
	}
	least := float32(0)
	for _, w := range widths[:l.cols-1] {
		least += w
	}
	l.reported = total
	return fyne.NewSize(least+leastLastColumn, total)
}
