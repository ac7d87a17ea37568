package worksheet

import (
	"io"
	"strconv"
	"strings"
	"time"

	"codeberg.org/go-pdf/fpdf"
	"fyne.io/fyne/v2/theme"

	"walakpussa/app/words"
	"walakpussa/assets/i18n"
	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine"
)

// fontFamily is the name the app's Noto Sans is embedded under.
const fontFamily = "Noto"

// The greys of a diagram, 0 (black) to 255 (white): printer-friendly, and
// never the only cue (marks also differ in line: double, dashed).
const (
	greyFrame = 245
	greyRow   = 222
	greyTray  = 235
	greyMark  = 200
	greyFaint = 150
)

// Printer is a PDF being made: fpdf with the app's fonts embedded, which
// also measures text for Layout.
type Printer struct {
	pdf   *fpdf.Fpdf
	paper Paper
}

// NewPrinter starts a PDF on paper with the app's regular and bold Noto
// Sans embedded.
func NewPrinter(paper Paper) *Printer {
	pdf := fpdf.NewCustom(&fpdf.InitType{OrientationStr: "P", UnitStr: "mm", Size: fpdf.SizeType{Wd: paper.Width, Ht: paper.Height}})
	pdf.AddUTF8FontFromBytes(fontFamily, "", theme.DefaultTextFont().Content())
	pdf.AddUTF8FontFromBytes(fontFamily, "B", theme.DefaultTextBoldFont().Content())
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetMargins(Margin, Margin, Margin)
	pdf.SetCreationDate(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	pdf.SetCreator("Walak-pussa Studio", true)
	return &Printer{pdf: pdf, paper: paper}
}

// Measure is the width of text in style s, in millimetres, as the PDF sets
// it.
func (p *Printer) Measure(text string, s Style) float64 {
	p.font(s, s.Points())
	return p.pdf.GetStringWidth(text)
}

// font sets the font of style s at size points.
func (p *Printer) font(s Style, points float64) {
	weight := ""
	if s.Bold() {
		weight = "B"
	}
	p.pdf.SetFont(fontFamily, weight, points)
}

// Print lays doc out and writes it to w as a PDF.
func (p *Printer) Print(doc Document, w io.Writer) error {
	pages := Layout(doc, p.paper, p.Measure)
	p.pdf.SetTitle(doc.Name, true)
	p.pdf.SetLang(i18n.Current())
	for i, page := range pages {
		p.pdf.AddPage()
		for _, it := range page.Items {
			p.item(it)
		}
		p.footer(doc.Name, i+1, len(pages))
	}
	if err := p.pdf.Output(w); err != nil {
		return sentence.Errorf("cannot make the PDF: %v", err)
	}
	return nil
}

// item draws one placed item.
func (p *Printer) item(it Item) {
	p.pdf.SetTextColor(0, 0, 0)
	switch it.Kind {
	case DiagramItem:
		p.diagram(it.Diagram, NewGeometry(it.X, it.Y, it.W))
	case AnswerItem:
		p.font(Body, Body.Points())
		base := it.Y + it.H - 2
		p.pdf.Text(it.X, base, it.Label)
		start := it.X + p.pdf.GetStringWidth(it.Label) + 2
		p.pdf.SetDrawColor(0, 0, 0)
		p.pdf.SetLineWidth(0.25)
		p.pdf.Line(start, base+0.8, it.X+it.W, base+0.8)
	default:
		p.font(it.Style, it.Style.Points())
		lh := it.Style.lineHeight()
		for i, line := range it.Lines {
			p.pdf.Text(it.X, it.Y+float64(i)*lh+lh*0.74, line)
		}
	}
}

// footer writes the sheet's name and the page number at the foot of the
// page.
func (p *Printer) footer(name string, page, pages int) {
	p.font(Footer, Footer.Points())
	p.pdf.SetTextColor(80, 80, 80)
	base := p.paper.Height - Margin
	p.pdf.Text(Margin, base, name)
	number := i18n.L("Page {{.Page}} of {{.Pages}}", map[string]any{"Page": page, "Pages": pages})
	p.pdf.Text(p.paper.Width-Margin-p.pdf.GetStringWidth(number), base, number)
}

// diagram draws d in g: the frame, the mover's row, the holes with their
// counts and names, the trays with the reserves and the side to move, and
// the marks.
func (p *Printer) diagram(d *Diagram, g Geometry) {
	pos := d.Position
	p.pdf.SetDrawColor(0, 0, 0)
	p.pdf.SetLineWidth(0.35)
	p.pdf.SetFillColor(greyFrame, greyFrame, greyFrame)
	p.pdf.RoundedRect(g.Frame.X, g.Frame.Y, g.Frame.W, g.Frame.H, g.Cell*0.25, "1234", "FD")
	if !d.NoTurn {
		row := g.Rows[pos.Turn]
		p.pdf.SetFillColor(greyRow, greyRow, greyRow)
		p.pdf.SetLineWidth(0.2)
		p.pdf.RoundedRect(row.X, row.Y, row.W, row.H, row.H/2, "1234", "F")
	}
	for _, side := range []engine.Side{engine.South, engine.North} {
		p.tray(d, side, g.Trays[side], g.Cell)
	}
	captured := map[engine.Hole]bool{}
	for _, h := range d.Captured {
		captured[h] = true
	}
	for h := engine.Hole(0); h < engine.HoleCount; h++ {
		p.hole(g, h, pos.Seeds(h), h == d.Mover, captured[h])
	}
}

// hole draws hole h holding seeds, its count and its name; the mover's
// hole gets a grey fill and a second, thick ring, a captured one a grey
// fill and a dashed ring.
func (p *Printer) hole(g Geometry, h engine.Hole, seeds int, mover, captured bool) {
	c, r := g.Holes[h], g.Radius
	p.pdf.SetDrawColor(0, 0, 0)
	p.pdf.SetFillColor(255, 255, 255)
	if mover || captured {
		p.pdf.SetFillColor(greyMark, greyMark, greyMark)
	}
	p.pdf.SetLineWidth(0.35)
	p.pdf.Circle(c.X, c.Y, r, "FD")
	if mover {
		p.pdf.SetLineWidth(0.7)
		p.pdf.Circle(c.X, c.Y, r+g.Cell*0.06, "D")
	}
	if captured {
		p.pdf.SetLineWidth(0.45)
		p.pdf.SetDashPattern([]float64{1.2, 0.8}, 0)
		p.pdf.Circle(c.X, c.Y, r+g.Cell*0.06, "D")
		p.pdf.SetDashPattern(nil, 0)
	}
	count := strconv.Itoa(seeds)
	p.pdf.SetTextColor(0, 0, 0)
	if seeds == 0 {
		p.pdf.SetTextColor(greyFaint-40, greyFaint-40, greyFaint-40)
	}
	p.centred(count, Heading, g.Cell*1.25, c, r*1.6)
	p.pdf.SetTextColor(0, 0, 0)
	p.centred(h.String(), Heading, g.Cell*0.95, g.Names[h], g.Cell)
}

// tray draws side's reserve tray in box: his name, "to move" when he is,
// and the seeds he holds, the number over the word ("23" over "seeds").
func (p *Printer) tray(d *Diagram, side engine.Side, box Box, cell float64) {
	toMove := !d.NoTurn && d.Position.Turn == side
	p.pdf.SetDrawColor(0, 0, 0)
	p.pdf.SetLineWidth(0.25)
	p.pdf.SetFillColor(greyTray, greyTray, greyTray)
	if toMove {
		p.pdf.SetLineWidth(0.7)
		p.pdf.SetFillColor(greyRow, greyRow, greyRow)
	}
	p.pdf.RoundedRect(box.X, box.Y, box.W, box.H, cell*0.15, "1234", "FD")
	room := box.W - cell*0.2
	mid := box.X + box.W/2
	p.centred(words.Side(side), Heading, cell*0.95, Point{X: mid, Y: box.Y + box.H*0.2}, room)
	if toMove {
		p.centred(i18n.L("to move"), Caption, cell*0.85, Point{X: mid, Y: box.Y + box.H*0.42}, room)
	}
	count, unit, _ := strings.Cut(words.Seeds(d.Position.Held[side]), " ")
	p.centred(count, Heading, cell*1.05, Point{X: mid, Y: box.Y + box.H*0.64}, room)
	p.centred(unit, Caption, cell*0.8, Point{X: mid, Y: box.Y + box.H*0.85}, room)
}

// centred writes text in style s centred on c, points big, or smaller to
// fit in room millimetres.
func (p *Printer) centred(text string, s Style, points float64, c Point, room float64) {
	p.font(s, points)
	w := p.pdf.GetStringWidth(text)
	if w > room {
		points *= room / w
		p.font(s, points)
		w = p.pdf.GetStringWidth(text)
	}
	capHeight := points * mmPerPoint * 0.71
	p.pdf.Text(c.X-w/2, c.Y+capHeight/2, text)
}
