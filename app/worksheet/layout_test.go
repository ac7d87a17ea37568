package worksheet

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/assets/i18n"
	"walakpussa/engine"
	"walakpussa/lessons"
)

// course is the built-in course, loaded once.
var course = sync.OnceValue(func() *lessons.Course {
	c, errs := lessons.Builtin()
	if len(errs) > 0 {
		panic(fmt.Sprint(errs))
	}
	return c
})

// measured lays doc out on paper with the PDF's own font.
func measured(doc Document, paper Paper) []Page {
	return Layout(doc, paper, NewPrinter(paper).Measure)
}

// sheets are a puzzle sheet, a move strip and the handout of every
// lesson, by name.
func sheets(t *testing.T) map[string]Document {
	t.Helper()
	rules := engine.Standard()
	trace, err := rules.Trace(engine.Start(), engine.HoleOf(engine.South, 1))
	require.NoError(t, err)
	docs := map[string]Document{
		"puzzles": PuzzleSheet(rules, course().Puzzles()[:12]),
		"strip":   MoveStrip(trace),
	}
	for _, l := range course().Lessons {
		docs["handout "+l.ID] = Handout(l)
	}
	return docs
}

func TestAPuzzleSheetSetsThreePuzzlesToAPageOnBothPapers(t *testing.T) {
	rules := engine.Standard()
	for paper, first := range map[Paper][]int{A4: {3, 3, 3, 3}, Letter: {2, 3, 3, 3}} {
		pages := measured(PuzzleSheet(rules, course().Puzzles()[:12]), paper)
		diagrams := diagramsPerPage(pages)
		assert.Equal(t, first, diagrams[:4], "%s: the title takes the room of a puzzle on Letter's shorter first page", paper.Name)
		assert.Equal(t, 12, sum(diagrams), paper.Name)
	}
}

func TestNothingRunsOffThePageOrOverlaps(t *testing.T) {
	for _, lang := range []string{"en", "de", "lv"} {
		require.NoError(t, i18n.Use(lang))
		for name, doc := range sheets(t) {
			for _, paper := range []Paper{A4, Letter} {
				printer := NewPrinter(paper)
				pages := Layout(doc, paper, printer.Measure)
				require.NotEmpty(t, pages, "%s %s %s: something is printed", lang, name, paper.Name)
				for n, page := range pages {
					where := fmt.Sprintf("%s %s %s page %d", lang, name, paper.Name, n+1)
					require.NotEmpty(t, page.Items, where)
					bottom := Margin
					for _, it := range page.Items {
						assert.GreaterOrEqual(t, it.X, Margin, where)
						assert.LessOrEqual(t, it.X+it.W, paper.Width-Margin+1e-9, where)
						assert.GreaterOrEqual(t, it.Y, bottom-1e-9, "%s: an item overlaps the one above", where)
						assert.LessOrEqual(t, it.Y+it.H, Bottom(paper)+1e-9, where)
						bottom = it.Y + it.H
						for _, line := range it.Lines {
							assert.LessOrEqual(t, printer.Measure(line, it.Style), it.W+1e-9, "%s: %q is too wide", where, line)
						}
					}
				}
			}
		}
	}
	require.NoError(t, i18n.Use("en"))
}

func TestTheAnswerKeyStartsOnANewPage(t *testing.T) {
	puzzles := course().Puzzles()[:4] // the fourth puzzle leaves room on page 2
	pages := measured(PuzzleSheet(engine.Standard(), puzzles), A4)
	require.Len(t, pages, 3)
	assert.Equal(t, []int{3, 1, 0}, diagramsPerPage(pages))
	key := pages[2].Items
	assert.Equal(t, []string{"Answer key"}, key[0].Lines)
	assert.Equal(t, Title, key[0].Style)
	assert.Equal(t, Margin, key[0].Y, "at the top of its page")
	assert.Len(t, key, 1+2*len(puzzles), "a heading and an explanation for each puzzle")
	assert.Equal(t, []string{"Puzzle 1 (eat-1): S2"}, key[1].Lines)
	for _, page := range pages[:2] {
		for _, it := range page.Items {
			assert.NotEqual(t, []string{"Answer key"}, it.Lines)
		}
	}
}

func TestLetterPagesAreWiderAndShorterThanA4(t *testing.T) {
	assert.Equal(t, 210.0, A4.Width)
	assert.Equal(t, 297.0, A4.Height)
	assert.InDelta(t, 215.9, Letter.Width, 1e-9)
	assert.InDelta(t, 279.4, Letter.Height, 1e-9)
	doc := Handout(course().Lesson("all-the-way-round"))
	a4, letter := measured(doc, A4), measured(doc, Letter)
	last := func(pages []Page) Item { items := pages[0].Items; return items[len(items)-1] }
	assert.Equal(t, A4.Width-2*Margin, last(a4).W, "an answer line spans the text width")
	assert.Equal(t, Letter.Width-2*Margin, last(letter).W)
	assert.Less(t, Bottom(Letter), Bottom(A4))
}

func TestALongGroupIsSplitAndALongWordBroken(t *testing.T) {
	long := strings.Repeat("Sämaschinenvorführung ", 400)
	word := strings.Repeat("Donaudampfschifffahrtsgesellschaft", 6)
	doc := Document{Groups: []Group{{Blocks: []Block{{Style: Body, Text: long}}}}}
	pages := measured(doc, A4)
	require.Greater(t, len(pages), 1, "400 words do not fit on one page")
	printer := NewPrinter(A4)
	var joined []string
	for _, page := range pages {
		for _, it := range page.Items {
			assert.LessOrEqual(t, it.Y+it.H, Bottom(A4)+1e-9)
			for _, line := range it.Lines {
				assert.LessOrEqual(t, printer.Measure(line, Body), it.W+1e-9)
			}
			joined = append(joined, it.Lines...)
		}
	}
	assert.Equal(t, 400, strings.Count(strings.Join(joined, " "), "Sämaschinenvorführung"), "no word is lost")
	pages = measured(Document{Groups: []Group{{Blocks: []Block{{Style: Body, Text: word}}}}}, A4)
	last := pages[0].Items[0].Lines
	assert.Greater(t, len(last), 1, "the word is wider than the page")
	assert.Equal(t, word, strings.Join(last, ""), "the long word is broken, whole")
}

func TestWrapBreaksAtSpacesWithinTheWidth(t *testing.T) {
	chars := func(text string, _ Style) float64 { return float64(len([]rune(text))) }
	assert.Equal(t, []string{"one two", "three", "four"}, Wrap("one two three four", 7, Body, chars))
	assert.Equal(t, []string{"abcd", "efgh", "ij"}, Wrap("abcdefghij", 4, Body, chars))
	assert.Equal(t, []string{"a", "b c"}, Wrap("a\nb c", 10, Body, chars), "a line break starts a new line")
}

func TestAMoveStripHasADiagramBeforeAfterEachLapAndAfterTheCaptures(t *testing.T) {
	rules := engine.Standard()
	pos, err := engine.ParsePosition("3,2,0,5,1,3,2/1,2,0,4,0,2,3 S 10:10")
	require.NoError(t, err)
	trace, err := rules.Trace(pos, engine.HoleOf(engine.South, 6))
	require.NoError(t, err)
	doc := MoveStrip(trace)
	var diagrams []*Diagram
	for _, g := range doc.Groups {
		for _, b := range g.Blocks {
			if b.Diagram != nil {
				diagrams = append(diagrams, b.Diagram)
			}
		}
	}
	require.Len(t, diagrams, len(trace.Laps())+3)
	assert.Equal(t, engine.HoleOf(engine.South, 6), diagrams[0].Mover)
	captures := diagrams[len(diagrams)-2]
	assert.Equal(t, []engine.Hole{engine.HoleOf(engine.North, 4), engine.HoleOf(engine.North, 6)}, captures.Captured)
	assert.Equal(t, 0, captures.Position.Seeds(engine.HoleOf(engine.North, 4)), "the board after the captures")
	assert.Equal(t, 16, captures.Position.Held[engine.South])
	assert.Equal(t, trace.Result, diagrams[len(diagrams)-1].Position)
	assert.Len(t, measured(doc, A4), 1, "four boards to a page")
}

func TestAMultiLapStripMarksEachRelayHole(t *testing.T) {
	rules := engine.Standard()
	trace, err := rules.Trace(engine.Start(), engine.HoleOf(engine.South, 1))
	require.NoError(t, err)
	laps := trace.Laps()
	require.Greater(t, len(laps), 2)
	doc := MoveStrip(trace)
	for i, lap := range laps[:len(laps)-1] {
		d := doc.Groups[2+i].Blocks[2].Diagram
		assert.Equal(t, lap.Next, d.Mover, "lap %d: the hole lifted next", lap.Lap)
		assert.True(t, d.NoTurn)
	}
}

func TestDiagramPartsStayInsideTheirBox(t *testing.T) {
	const x, y, w = 20.0, 30.0, 120.0
	g := NewGeometry(x, y, w)
	h := DiagramHeight(w)
	inside := func(p Point, what string) {
		assert.True(t, p.X > x && p.X < x+w && p.Y > y && p.Y < y+h, "%s at %v", what, p)
	}
	for hole := engine.Hole(0); hole < engine.HoleCount; hole++ {
		c := g.Holes[hole]
		inside(c, hole.String())
		inside(g.Names[hole], hole.String()+"'s name")
		for _, tray := range g.Trays {
			assert.True(t, c.X+g.Radius < tray.X || c.X-g.Radius > tray.X+tray.W, "%s clears the trays", hole)
		}
		if hole.Owner() == engine.South {
			assert.Greater(t, g.Names[hole].Y, g.Frame.Y+g.Frame.H, "South's names below the board")
		} else {
			assert.Less(t, g.Names[hole].Y, g.Frame.Y, "North's names above the board")
		}
	}
	assert.Less(t, g.Holes[engine.HoleOf(engine.North, 7)].X, g.Holes[engine.HoleOf(engine.North, 1)].X, "N7 at the left")
	assert.Less(t, g.Holes[engine.HoleOf(engine.South, 1)].X, g.Holes[engine.HoleOf(engine.South, 7)].X, "S1 at the left")
	assert.Less(t, g.Trays[engine.North].X, g.Trays[engine.South].X, "North's tray at the left end")
	next := g.Holes[engine.HoleOf(engine.South, 2)].X - g.Holes[engine.HoleOf(engine.South, 1)].X
	assert.Greater(t, next, 2*g.Radius, "neighbouring holes do not touch")
}

func TestParagraphsDropTheMarkdown(t *testing.T) {
	text := "# Relay\n\nThe board has **14 holes**. What\nhappens with *14 seeds*?\n\n- one `S1`\n- two [rules](RULES.md)\n"
	assert.Equal(t, []string{"Relay", "The board has 14 holes. What happens with 14 seeds?", "• one S1", "• two rules"}, Paragraphs(text))
}

func TestPaperNamesAndTheLocalDefault(t *testing.T) {
	p, err := ParsePaper("Letter")
	require.NoError(t, err)
	assert.Equal(t, Letter, p)
	_, err = ParsePaper("a5")
	assert.ErrorContains(t, err, `"a5"`)
	assert.Equal(t, Letter, PaperFor("en_US.UTF-8"))
	assert.Equal(t, A4, PaperFor("en_GB.UTF-8"))
	assert.Equal(t, A4, PaperFor("lv_LV.UTF-8"))
	assert.Equal(t, A4, PaperFor(""))
}

// diagramsPerPage counts the diagrams on each page.
func diagramsPerPage(pages []Page) []int {
	counts := make([]int, len(pages))
	for i, page := range pages {
		for _, it := range page.Items {
			if it.Kind == DiagramItem {
				counts[i]++
			}
		}
	}
	return counts
}

func sum(ns []int) int {
	total := 0
	for _, n := range ns {
		total += n
	}
	return total
}

func TestTheAnswerKeyPlaysAWinInTwoOut(t *testing.T) {
	rules := engine.Standard()
	pz := course().Puzzle("win-1")
	require.True(t, pz.PlaysOut())
	line := winningLine(rules, pz)
	require.Len(t, line, 3, "the solution, the defence, the winning move")
	assert.Equal(t, pz.Solution.String(), line[0])
	assert.Equal(t, "S7", line[1], "the computer's strongest defence, as in the app")
	played := lessons.NewLine(rules, pz)
	for i, name := range line {
		if i%2 == 1 {
			continue
		}
		h, err := engine.ParseHole(name)
		require.NoError(t, err)
		step, err := played.Play(h)
		require.NoError(t, err)
		require.True(t, step.Holds, "%s keeps the win", name)
		if i == len(line)-1 {
			assert.True(t, step.Won, "the line ends with the round won")
		} else {
			assert.Equal(t, line[i+1], step.Defence.Move.String())
		}
	}
	assert.Nil(t, winningLine(rules, course().Puzzle("eat-1")), "a puzzle of one move has no line")
}
