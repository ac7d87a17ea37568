package play

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/board"
	"walakpussa/app/internal/testkit"
	"walakpussa/app/stepper"
	"walakpussa/engine"
)

// s4 is South's fourth hole.
var s4 = engine.HoleOf(engine.South, 4)

// pointAtHole moves the pointer onto hole h of the view's board.
func pointAtHole(v *GameView, h engine.Hole) {
	at := board.NewLayout(v.board.Size()).Holes[h].Center
	v.board.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: at}})
}

// previewOf is what the board should preview for h in the game's position.
func previewOf(t *testing.T, v *GameView, h engine.Hole) board.Preview {
	t.Helper()
	p, ok := board.PreviewOf(v.Game().Rules(), v.Game().Position(), h)
	require.True(t, ok)
	return p
}

// assertPreview checks that the board previews want.
func assertPreview(t *testing.T, v *GameView, want board.Preview, msg string) {
	t.Helper()
	shown, ok := v.board.PreviewShown()
	require.True(t, ok, msg)
	assert.True(t, want.Equal(shown), "%s: want %+v, got %+v", msg, want, shown)
}

// assertNoPreview checks that the board previews nothing.
func assertNoPreview(t *testing.T, v *GameView, msg string) {
	t.Helper()
	shown, ok := v.board.PreviewShown()
	assert.False(t, ok, "%s: %+v", msg, shown)
}

func TestThePreviewIsOffUntilTurnedOn(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	assert.False(t, v.Previewing())
	pointAtHole(v, s1)
	assertNoPreview(t, v, "off in a new view")
	v.SetPreviewing(true)
	assert.True(t, v.Previewing())
	assertPreview(t, v, previewOf(t, v, s1), "turned on with the pointer on S1")
	v.SetPreviewing(false)
	assertNoPreview(t, v, "turned off")
}

func TestPointingAtAHoleOfTheSideToMovePreviewsItsMove(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	v.SetPreviewing(true)
	pointAtHole(v, s1)
	assertPreview(t, v, previewOf(t, v, s1), "S1")
	shown, _ := v.board.PreviewShown()
	assert.Equal(t, []engine.Hole{testkit.Hole("N2")}, shown.Captured, "S1 captures N2")
	pointAtHole(v, s2)
	assertPreview(t, v, previewOf(t, v, s2), "S2")
	pointAtHole(v, n3)
	assertNoPreview(t, v, "North's hole, South to move")
	pointAtHole(v, s2)
	v.board.MouseOut()
	assertNoPreview(t, v, "the pointer left the board")
}

func TestAPreviewGoesWhenTheMoveIsPlayedAndNeverShowsWhileSowing(t *testing.T) {
	v, clock := newTestView(t, testkit.StartText)
	v.SetPreviewing(true)
	pointAtHole(v, s1)
	tapHole(v, s1)
	require.True(t, v.Animating())
	assertNoPreview(t, v, "the move is being sown")
	clock.Fire()
	pointAtHole(v, s4)
	assertNoPreview(t, v, "pointing during the sowing shows nothing")
	pointAtHole(v, n3)
	assertNoPreview(t, v, "nor at the next mover's hole")
	v.FinishAnimation()
	assertPreview(t, v, previewOf(t, v, n3), "North to move, the pointer on N3")
	pointAtHole(v, s1)
	assertNoPreview(t, v, "South's hole, North to move")
}

func TestAnEndlessHoleIsPreviewedAsEndless(t *testing.T) {
	v, _ := newTestView(t, "0,2,1,1,2,1,0/1,0,1,2,1,0,1 S 0:0")
	v.SetPreviewing(true)
	pointAtHole(v, testkit.Hole("S4"))
	shown, ok := v.board.PreviewShown()
	require.True(t, ok)
	assert.True(t, shown.Endless)
	pointAtHole(v, s1)
	assertNoPreview(t, v, "an empty hole")
}

func TestNoPreviewOnTheComputersTurnAnOverGameAMoveShownOrAnotherTab(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	v.SetPace(stepper.Pace{})
	v.SetPreviewing(true)
	v.SetBackground(func(func() func()) {}) // the computer never answers
	v.SetLevel(2)
	tapHole(v, s1)
	pointAtHole(v, n3)
	assertNoPreview(t, v, "the computer is to move")
	v.SetLevel(0)
	assertPreview(t, v, previewOf(t, v, n3), "two players: North's turn is a person's")
	v.SetLevel(2)
	assertNoPreview(t, v, "the computer plays North again")

	v.SetLevel(0)
	tapHole(v, n3)
	h := v.Game().LegalMoves()[0]
	pointAtHole(v, h)
	assertPreview(t, v, previewOf(t, v, h), "two players, South to move")
	v.ShowMove(0)
	assertNoPreview(t, v, "the board shows a move of the past")
	pointAtHole(v, s2)
	pointAtHole(v, h)
	assertNoPreview(t, v, "pointing at it shows nothing either")
	v.backToGame()
	assertPreview(t, v, previewOf(t, v, h), "back to the game")
	v.SetInFront(false)
	assertNoPreview(t, v, "another tab in front")
	v.SetInFront(true)
	assertPreview(t, v, previewOf(t, v, h), "the tab in front again")

	over, _ := newTestView(t, "3,1,0,0,0,0,0/0,0,0,0,0,0,0 S 26:26")
	over.SetPace(stepper.Pace{})
	over.SetPreviewing(true)
	tapHole(over, s2)
	require.True(t, over.Game().Result().Over())
	pointAtHole(over, s1)
	assertNoPreview(t, over, "the round is over")
}

func TestANewPlayViewKeepsThePreviewOn(t *testing.T) {
	old, _ := newTestView(t, testkit.StartText)
	old.SetPreviewing(true)
	v := rebuilt(t, old)
	assert.True(t, v.Previewing())
	pointAtHole(v, s1)
	assertPreview(t, v, previewOf(t, v, s1), "the new view previews")
}
