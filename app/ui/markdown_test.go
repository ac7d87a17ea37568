package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMarkdownReplacesImagesAndTables(t *testing.T) {
	in := strings.Join([]string{
		"# Title",
		"",
		"![A board](../assets/board.png)",
		"",
		"Text with ![](x.png) an empty picture.",
		"",
		"| control | key | menu shortcut |",
		"| --- | --- | --- |",
		"| step forward / back | Right / Left | Alt+Right |",
		"| copy the position | | Ctrl+Shift+C |",
		"| `a \\| b` | x | |",
		"",
		"  |key| | |",
		"  |---|---|---|",
		"  | `text` | required | Markdown |",
		"",
		"| session | lessons |",
		"|:--|--:|",
		"| 1. Sowing | `board` |",
		"| - dash | + plus |",
		"| **bold** | |",
		"",
		"```",
		"| not | a table |",
		"| --- | --- |",
		"![not an image](x.png)",
		"```",
		"| lonely | pipe line |",
	}, "\n")
	want := strings.Join([]string{
		"# Title",
		"",
		"*A board*",
		"",
		"Text with  an empty picture.",
		"",
		"",
		"WPBLOCK0END",
		"",
		"",
		"",
		"  WPBLOCK1END",
		"",
		"",
		"",
		"WPBLOCK2END",
		"",
		"",
		"```",
		"| not | a table |",
		"| --- | --- |",
		"![not an image](x.png)",
		"```",
		"| lonely | pipe line |",
	}, "\n")
	md, blocks := renderableMarkdown(in)
	assert.Equal(t, want, md)
	require.Len(t, blocks, 3)
	var tables []*tableSegment
	for _, b := range blocks {
		tables = append(tables, b.(*tableSegment))
	}
	assert.Equal(t, []string{"control", "key", "menu shortcut"}, tables[0].header)
	assert.Equal(t, [][]string{{"step forward / back", "Right / Left", "Alt+Right"}, {"copy the position", "", "Ctrl+Shift+C"}, {"`a | b`", "x", ""}}, tables[0].rows)
	assert.Equal(t, [][]string{{"`text`", "required", "Markdown"}}, tables[1].rows)
	assert.Equal(t, "session | lessons\n1. Sowing | `board`\n- dash | + plus\n**bold** | ", tables[2].Textual())
}

func TestMarkdownJoinsTheLinesOfAParagraph(t *testing.T) {
	in := strings.Join([]string{
		"# A heading",
		"A paragraph on",
		"three **bold",
		"words** lines.",
		"",
		"- an item",
		"  going on",
		"  - a nested item",
		"1. a numbered",
		"   item",
		"",
		"   ```",
		"   code stays",
		"   as it is",
		"   ```",
		"   after code",
		"> quote",
	}, "\n")
	want := strings.Join([]string{
		"# A heading",
		"A paragraph on three **bold words** lines.",
		"",
		"- an item going on",
		"  - a nested item",
		"1. a numbered item",
		"",
		"   ```",
		"   code stays",
		"   as it is",
		"   ```",
		"   after code",
		"> quote",
	}, "\n")
	md, _ := renderableMarkdown(in)
	assert.Equal(t, want, md)
}

func TestTableRules(t *testing.T) {
	for _, rule := range []string{"| --- | --- |", "|---|---|---|", "|:--|--:|", "  | :-: |", "--- | ---"} {
		assert.True(t, isTableRule(rule), rule)
	}
	for _, line := range []string{"| a | b |", "---", "| - x |", ""} {
		assert.False(t, isTableRule(line), line)
	}
}

func TestMarkdownGuardsTheWrappingOfInlineSegments(t *testing.T) {
	test.NewTempApp(t)
	rt := Markdown("Start **Walak-pussa Studio** from the *menu*.")
	var texts []string
	for _, seg := range rt.Segments {
		if seg.Inline() {
			texts = append(texts, seg.Textual())
		}
	}
	g := wrapGuard
	assert.Equal(t, []string{"Start ", g + "Walak-pussa ", g + "Studio ", g + "from ", g + "the ", g + "menu."}, texts,
		"after an inline segment, a segment a word, each with a zero-width guard; the full stop stays with its word; a segment's leading space ends the one before")
}

func TestPunctuationStaysWithTheEmphasisedWordBeforeIt(t *testing.T) {
	test.NewTempApp(t)
	rt := Markdown("Each hand is called a **lap**: the first. It is **endless**. Careful!")
	var texts []string
	for _, seg := range rt.Segments {
		if seg.Inline() {
			texts = append(texts, strings.ReplaceAll(seg.Textual(), wrapGuard, ""))
		}
	}
	assert.Equal(t, []string{"Each hand is called a ", "lap: ", "the ", "first. ", "It ", "is ", "endless. ", "Careful!"}, texts)
}

// TestNoWrappedRowStartsWithASpace: a segment after an emphasised word,
// carried whole to the next row, starts there with its word, not with the
// space before it ("depois" / " da última semente." was drawn indented).
func TestNoWrappedRowStartsWithASpace(t *testing.T) {
	test.NewTempApp(t)
	texts := []string{
		"A mão está vazia e a última semente está numa casa. Agora, olhe para a casa **seguinte,** a que vem *depois* da última semente.",
		"Its name means \"a hole that is empty\": *wala* is a **hole** and *pussa* is **empty**. Keep the word *pussa* in mind: the whole game turns on empty holes.",
	}
	rows := 0
	for _, text := range texts {
		for w := float32(300); w <= 800; w += 5 {
			rt := Markdown(text)
			rt.Resize(fyne.NewSize(w, 400))
			left := float32(-1)
			for _, o := range test.WidgetRenderer(rt).Objects() {
				c, ok := o.(*canvas.Text)
				if !ok {
					continue
				}
				if left < 0 {
					left = c.Position().X
				}
				if c.Position().X == left && c.Text != "" {
					rows++
					assert.False(t, strings.HasPrefix(strings.TrimPrefix(c.Text, wrapGuard), " "), "at %.0f px a row starts with a space: %q", w, c.Text)
				}
			}
		}
	}
	assert.Greater(t, rows, 200, "the texts wrap into many rows")
}

func TestATableIsDrawnAsATableWhoseLastColumnWraps(t *testing.T) {
	test.NewTempApp(t)
	rt := Markdown("Keys:\n\n| key | | |\n|---|---|---|\n| `position` | required | the board the step shows, written in the notation of the rules, as in the Debugger tab |\n| `move` | optional | the hole played |\n")
	var table *tableSegment
	for _, seg := range rt.Segments {
		if tab, ok := seg.(*tableSegment); ok {
			table = tab
		}
	}
	require.NotNil(t, table, "the table is a table segment")
	assert.Same(t, rt, table.owner)
	visual := table.Visual().(*fyne.Container)
	cells := visual.Objects
	require.Len(t, cells, 9, "three rows of three cells")
	for _, width := range []float32{900, 400} {
		visual.Resize(fyne.NewSize(width, visual.MinSize().Height))
		visual.Layout.Layout(cells, visual.Size())
		assert.Equal(t, cells[3].Position().X, cells[6].Position().X, "a column's cells line up")
		assert.Less(t, cells[3].Position().X+cells[3].Size().Width, cells[4].Position().X+1, "cells of a row do not overlap")
		assert.LessOrEqual(t, cells[5].Position().X+cells[5].Size().Width, width+1, "the last column ends inside the row")
		assert.GreaterOrEqual(t, cells[6].Position().Y, cells[5].Position().Y+cells[5].Size().Height-1, "a row starts below the one before")
	}
	assert.Greater(t, cells[5].Size().Height, cells[8].Size().Height, "at 400 px the long description wraps onto more lines")
}

func TestAScreenshotOnALineOfItsOwnIsDrawnWithItsCaption(t *testing.T) {
	test.NewTempApp(t)
	rt := Markdown("Before.\n\n![The board at the start](../../assets/screenshots/board.png)\n\nText with ![an inline picture](../assets/screenshots/board.png) in it.\n\n![Not ours](https://example.org/x.png)\n")
	var pictures []*pictureSegment
	for _, seg := range rt.Segments {
		if p, ok := seg.(*pictureSegment); ok {
			pictures = append(pictures, p)
		}
	}
	require.Len(t, pictures, 1, "a screenshot on its own line, from a translated guide too")
	assert.Equal(t, "The board at the start", pictures[0].Textual())
	assert.Positive(t, pictures[0].size.X)
	visual := pictures[0].Visual()
	assert.Greater(t, visual.MinSize().Height, float32(100), "drawn at a readable size")
	text := strings.ReplaceAll(rt.String(), wrapGuard, "")
	assert.Contains(t, text, "an inline picture", "a picture inside a sentence is its caption")
	assert.Contains(t, text, "Not ours", "a picture from elsewhere is its caption")
}

func TestTheRestOfASentenceAfterABoldWordFillsTheRow(t *testing.T) {
	test.NewTempApp(t)
	text := "Seeds always travel **counter-clockwise**: S1, S2, ... S7, then N1, N2, ... N7, and round again to S1. After S7 comes N1; after N7 comes S1."
	for w := float32(500); w <= 800; w += 20 {
		rt := Markdown(text)
		rt.Resize(fyne.NewSize(w, 300))
		var first float32
		for _, o := range test.WidgetRenderer(rt).Objects() {
			if c, ok := o.(*canvas.Text); ok && c.Position().Y == 8 && c.Text != "" {
				first = max(first, c.Position().X+c.Size().Width)
			}
		}
		assert.Greater(t, first, w-120, "at %.0f px the first row is filled, not broken after the bold word", w)
	}
}

func TestWordsCutsAfterEveryRunOfSpaces(t *testing.T) {
	assert.Equal(t, []string{"a ", "b  ", "c"}, words("a b  c"))
	assert.Equal(t, []string{"one"}, words("one"))
	assert.Equal(t, []string{"end "}, words("end "))
}
