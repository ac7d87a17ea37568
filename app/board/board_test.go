package board

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/engine"
)

func newTestBoard(t *testing.T, state State) *Board {
	t.Helper()
	test.NewTempApp(t)
	b := New(state)
	b.Resize(fyne.NewSize(700, 230))
	return b
}

func TestTappingAHoleReportsIt(t *testing.T) {
	b := newTestBoard(t, AtRest(engine.Start()))
	var tapped []engine.Hole
	b.OnTapped = func(h engine.Hole) { tapped = append(tapped, h) }
	l := NewLayout(b.Size())
	for h := engine.Hole(0); h < engine.HoleCount; h++ {
		test.TapAt(b, l.Holes[h].Center)
	}
	test.TapAt(b, fyne.NewPos(1, 1))
	test.TapAt(b, l.Trays[engine.South].Box.Center())
	require.Len(t, tapped, engine.HoleCount, "taps off the holes are ignored")
	for i, h := range tapped {
		assert.Equal(t, engine.Hole(i), h)
	}
}

// visibleTexts returns the text of every visible canvas.Text of the board.
func visibleTexts(b *Board) map[string]int {
	texts := map[string]int{}
	for _, o := range test.WidgetRenderer(b).Objects() {
		if text, ok := o.(*canvas.Text); ok && text.Visible() {
			texts[text.Text]++
		}
	}
	return texts
}

// visibleSeeds counts the seed bodies shown.
func visibleSeeds(b *Board) int {
	r := test.WidgetRenderer(b).(*boardRenderer)
	n := 0
	for _, h := range r.holes {
		for _, s := range h.seeds {
			if s.body.Visible() {
				n++
			}
		}
	}
	for _, tray := range r.trays {
		for _, s := range tray.seeds {
			if s.body.Visible() {
				n++
			}
		}
	}
	return n
}

func TestTheBoardShowsCountsNamesReservesAndTheMover(t *testing.T) {
	b := newTestBoard(t, AtRest(engine.Start()))
	texts := visibleTexts(b)
	assert.Equal(t, 14, texts["4"], "every hole shows its count")
	for h := engine.Hole(0); h < engine.HoleCount; h++ {
		assert.Equal(t, 1, texts[h.String()], "%s is named", h)
	}
	assert.Equal(t, 2, texts["0 seeds"], "both reserves are empty")
	assert.Equal(t, 1, texts["to move"], "the mover is said in words")
	assert.Equal(t, 56, visibleSeeds(b))
	r := test.WidgetRenderer(b).(*boardRenderer)
	assert.True(t, r.bands[engine.South].Visible())
	assert.False(t, r.bands[engine.North].Visible())
	assert.True(t, r.trays[engine.South].turn.Visible())
	assert.False(t, r.hand.Visible())
}

func TestSetStateRedrawsSeedsOutlinesAndTheHand(t *testing.T) {
	b := newTestBoard(t, AtRest(engine.Start()))
	p, err := engine.ParsePosition("2,1,7,7,7,0,7/0,0,6,1,6,6,0 N 6:0")
	require.NoError(t, err)
	n2 := engine.HoleOf(engine.North, 2)
	state := AtRest(p)
	state.Current, state.Hand, state.Marked = n2, 3, []engine.Hole{n2}
	b.SetState(state)

	texts := visibleTexts(b)
	assert.Equal(t, 4, texts["0"])
	assert.Equal(t, 4, texts["7"])
	assert.Equal(t, 1, texts["3"], "the hand shows its seeds")
	assert.Equal(t, 1, texts["6 seeds"])
	assert.Equal(t, 56, visibleSeeds(b), "50 on the board, 6 in the tray")
	r := test.WidgetRenderer(b).(*boardRenderer)
	assert.True(t, r.bands[engine.North].Visible())
	assert.True(t, r.holes[n2].current.Visible())
	assert.True(t, r.holes[n2].mark.Visible())
	assert.True(t, r.hand.Visible())
	assert.Equal(t, state, b.State())

	state.Marked[0] = engine.HoleOf(engine.South, 1)
	assert.Equal(t, []engine.Hole{n2}, b.State().Marked, "the board keeps its own copy")

	b.SetState(AtRest(p))
	assert.False(t, r.holes[n2].current.Visible())
	assert.False(t, r.holes[n2].mark.Visible())
	assert.False(t, r.hand.Visible())
}

func TestAnOverRoundHighlightsNobody(t *testing.T) {
	state := AtRest(engine.Start())
	state.Over = true
	b := newTestBoard(t, state)
	r := test.WidgetRenderer(b).(*boardRenderer)
	assert.False(t, r.bands[engine.South].Visible())
	assert.False(t, r.bands[engine.North].Visible())
	assert.Zero(t, visibleTexts(b)["to move"])
}

func TestTheBoardAtTheStartRendersToItsMarkup(t *testing.T) {
	b := newTestBoard(t, AtRest(engine.Start()))
	test.AssertObjectRendersToMarkup(t, "board_start.xml", b)
}

func TestTheSowingDirectionIsDrawnBetweenTheHoleNames(t *testing.T) {
	b := newTestBoard(t, AtRest(engine.Start()))
	assert.Zero(t, visibleTexts(b)["→"], "no arrows unless asked")
	b.ShowDirection(true)
	texts := visibleTexts(b)
	assert.Equal(t, 6, texts["→"], "S1 → S2 … → S7 along South's row")
	assert.Equal(t, 6, texts["←"], "N1 → N7 along North's, right to left on the screen")
	assert.True(t, b.DirectionShown())
	r := test.WidgetRenderer(b).(*boardRenderer)
	s1, s2 := r.holes[engine.HoleOf(engine.South, 1)].name, r.holes[engine.HoleOf(engine.South, 2)].name
	arrow := r.arrows[engine.HoleOf(engine.South, 1)]
	assert.Greater(t, arrow.Position().X, s1.Position().X, "the arrow sits between S1 and S2")
	assert.Less(t, arrow.Position().X, s2.Position().X)
	b.SetState(AtRest(engine.Start()))
	assert.Equal(t, 6, visibleTexts(b)["→"], "whatever the board shows")
	b.ShowDirection(false)
	assert.Zero(t, visibleTexts(b)["→"])
}
