package play

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/board"
	"walakpussa/app/internal/testkit"
	"walakpussa/app/stepper"
	"walakpussa/engine"
	"walakpussa/engine/search"
)

// newTestView returns a game view from position in a 1000x700 test window,
// with a clock the test drives by hand.
func newTestView(t *testing.T, position string) (*GameView, *testkit.Clock) {
	t.Helper()
	test.NewTempApp(t)
	p, err := engine.ParsePosition(position)
	require.NoError(t, err)
	v := NewGameView(NewModel(engine.NewGame(engine.Standard(), p)), noEndgame)
	clock := &testkit.Clock{}
	v.after = clock.After
	w := test.NewTempWindow(t, v.Content())
	w.Resize(fyne.NewSize(1000, 700))
	return v, clock
}

// rebuilt drops old and builds the view again over its model, as the main
// window does after a language switch, a zoom or presenting, with old's
// clock, pace and background.
func rebuilt(t *testing.T, old *GameView) *GameView {
	t.Helper()
	old.Stop()
	v := NewGameView(old.model, noEndgame)
	v.after, v.pace = old.after, old.pace
	v.SetBackground(old.computer.searches.Background)
	w := test.NewTempWindow(t, v.Content())
	w.Resize(fyne.NewSize(1000, 700))
	v.SetInFront(true)
	return v
}

// tapHole taps the centre of hole h on the view's board.
// noEndgame is an endgame table source without a table: no test waits for
// one to build.
func noEndgame(engine.Rules) (*search.Endgame, bool) { return nil, false }

func tapHole(v *GameView, h engine.Hole) {
	test.TapAt(v.board, board.NewLayout(v.board.Size()).Holes[h].Center)
}

var (
	s1 = engine.HoleOf(engine.South, 1)
	s2 = engine.HoleOf(engine.South, 2)
	n1 = engine.HoleOf(engine.North, 1)
	n3 = engine.HoleOf(engine.North, 3)
)

func TestTheStartSaysSouthIsToMove(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	assert.Equal(t, "South to move", v.turn.Text)
	assert.Contains(t, v.detail.Text, "Tap one of your holes (wala)")
	assert.True(t, v.undo.Disabled())
	assert.True(t, v.redo.Disabled())
	assert.Equal(t, board.AtRest(engine.Start()), v.board.State())
}

func TestTappingASouthHolePlaysItAndAnimatesTheMove(t *testing.T) {
	v, clock := newTestView(t, testkit.StartText)
	tapHole(v, s1)

	require.True(t, v.Animating())
	assert.Equal(t, "South plays S1", v.turn.Text)
	assert.Equal(t, "South lifts 4 seeds from S1.", v.detail.Text)
	assert.Equal(t, 0, int(v.board.State().Board[s1]), "the hole is lifted")
	assert.Equal(t, 4, v.board.State().Hand)
	clock.Fire()
	assert.Equal(t, "Lap 1: a seed into S2, 3 left in hand.", v.detail.Text)
	assert.Equal(t, s2, v.board.State().Current)

	v.FinishAnimation()
	assert.False(t, v.Animating())
	assert.Equal(t, "2,1,7,7,7,0,7/0,0,6,1,6,6,0 N 6:0", v.Game().Position().String())
	assert.Equal(t, board.AtRest(v.Game().Position()), v.board.State())
	assert.Equal(t, "North to move", v.turn.Text)
	assert.Equal(t, "South played S1: 7 laps, 28 seeds dropped, captured 6.", v.detail.Text)
	assert.False(t, v.undo.Disabled())
	assert.False(t, v.newGame.Disabled())
}

func TestAMovePlayedOutByTheClockEndsAtRest(t *testing.T) {
	v, clock := newTestView(t, testkit.StartText)
	tapHole(v, s1)
	for len(clock.Pending) > 0 {
		clock.Fire()
	}
	assert.False(t, v.Animating())
	assert.Equal(t, "North to move", v.turn.Text)
	assert.Equal(t, engine.NoHole, v.board.State().Current)
	assert.Empty(t, v.board.State().Marked)
}

func TestTappingDuringAnAnimationFinishesItFirst(t *testing.T) {
	v, clock := newTestView(t, testkit.StartText)
	tapHole(v, s1)
	clock.Fire()
	tapHole(v, n3)
	require.Equal(t, []engine.Hole{s1, n3}, v.Game().Moves())
	assert.Equal(t, "North plays N3", v.turn.Text)
	v.FinishAnimation()
	assert.Equal(t, "South to move", v.turn.Text)
}

func TestTappingTheOpponentsHoleSaysItIsNotYours(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	tapHole(v, n3)
	assert.False(t, v.Animating())
	assert.Equal(t, engine.Start(), v.Game().Position())
	assert.Equal(t, "N3 is North's hole, not yours: it is South's turn.", v.detail.Text)
	assert.Equal(t, widget.WarningImportance, v.detail.Importance)
	assert.Equal(t, "South to move", v.turn.Text)

	tapHole(v, s1)
	v.FinishAnimation()
	assert.Equal(t, widget.MediumImportance, v.detail.Importance, "a move played is said plainly")
}

func TestTappingAnEmptyHoleSaysItIsAPussa(t *testing.T) {
	v, _ := newTestView(t, "2,1,7,7,7,0,7/0,0,6,1,6,6,0 N 6:0")
	tapHole(v, n1)
	assert.Empty(t, v.Game().Moves())
	assert.Equal(t, "N1 is a pussa (an empty hole): there are no seeds to lift.", v.detail.Text)
}

func TestTappingAnEndlessHoleSaysItsSowingWouldNeverEnd(t *testing.T) {
	v, _ := newTestView(t, "0,2,1,1,2,1,0/1,0,1,2,1,0,1 S 0:0")
	tapHole(v, engine.HoleOf(engine.South, 4))
	assert.Empty(t, v.Game().Moves())
	assert.Equal(t, "S4 cannot be played: its sowing would never end, so it is not allowed.", v.detail.Text)
}

func TestUndoAndRedoButtons(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	v.SetPace(stepper.Pace{})
	tapHole(v, s1)
	require.False(t, v.Animating(), "the zero pace plays at once")
	after := v.Game().Position()

	test.Tap(v.undo)
	assert.Equal(t, engine.Start(), v.Game().Position())
	assert.Equal(t, board.AtRest(engine.Start()), v.board.State())
	assert.Equal(t, "S1 taken back.", v.detail.Text)
	assert.Equal(t, "South to move", v.turn.Text)
	assert.True(t, v.undo.Disabled())
	assert.False(t, v.redo.Disabled())

	test.Tap(v.redo)
	assert.Equal(t, after, v.Game().Position())
	assert.Equal(t, board.AtRest(after), v.board.State())
	assert.Equal(t, "South played S1: 7 laps, 28 seeds dropped, captured 6.", v.detail.Text)
	assert.False(t, v.undo.Disabled())
	assert.True(t, v.redo.Disabled())
}

func TestUndoDuringAnAnimationTakesTheMoveBack(t *testing.T) {
	v, clock := newTestView(t, testkit.StartText)
	tapHole(v, s1)
	clock.Fire()
	test.Tap(v.undo)
	assert.False(t, v.Animating())
	assert.Equal(t, engine.Start(), v.Game().Position())
	assert.Equal(t, board.AtRest(engine.Start()), v.board.State())
}

func TestNewGameStartsAgainFromTheStart(t *testing.T) {
	v, _ := newTestView(t, "3,1,0,0,0,0,0/0,0,0,0,0,0,0 S 26:26")
	v.SetPace(stepper.Pace{})
	tapHole(v, s2)
	test.Tap(v.newGame)
	assert.Equal(t, engine.Start(), v.Game().Position())
	assert.Empty(t, v.Game().Moves())
	assert.Equal(t, board.AtRest(engine.Start()), v.board.State())
	assert.Equal(t, "South to move", v.turn.Text)
	assert.True(t, v.undo.Disabled())
}

func TestTheRoundOverTextNamesTheSweepAndTheWinner(t *testing.T) {
	v, _ := newTestView(t, "3,1,0,0,0,0,0/0,0,0,0,0,0,0 S 26:26")
	v.SetPace(stepper.Pace{})
	tapHole(v, s2)
	require.True(t, v.Game().Result().Over())
	assert.Equal(t, "South wins 30 to 26.", v.turn.Text)
	assert.Equal(t, "South played S2: 1 lap, 1 seed dropped, no capture.\n"+
		"Round over: North has no legal move, South takes the 4 seeds left. South wins 30 to 26.\n"+
		"Next round: North opens. Press Next round to refill the rows.", v.detail.Text)
	state := v.board.State()
	assert.True(t, state.Over, "nobody is to move")
	assert.Equal(t, engine.Board{}, state.Board, "the seeds left were taken")
	assert.Equal(t, [2]int{30, 26}, state.Held)

	tapHole(v, s1)
	assert.Contains(t, v.detail.Text, "The round is over: press New game to play again.")
}

func TestTheRoundOverTextNamesADraw(t *testing.T) {
	v, _ := newTestView(t, "3,1,0,0,0,0,0/0,0,0,0,0,0,0 S 24:28")
	v.SetPace(stepper.Pace{})
	tapHole(v, s2)
	assert.Equal(t, "A draw: 28 seeds each.", v.turn.Text)
}

func TestTheSweepIsAnimatedAtTheEndOfTheMove(t *testing.T) {
	v, clock := newTestView(t, "3,1,0,0,0,0,0/0,0,0,0,0,0,0 S 26:26")
	tapHole(v, s2)
	for !v.board.State().Over {
		clock.Fire()
	}
	assert.Equal(t, "North has no legal move: South takes the 4 seeds left on the board.", v.detail.Text)
}

func TestSaveAndOpenAGame(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	v.SetPace(stepper.Pace{})
	v.Play(s1)
	v.Play(n3)
	var saved strings.Builder
	require.NoError(t, v.SaveGame(&saved))
	assert.Equal(t, "walakpussa game 1\nrules standard\nstart "+testkit.StartText+"\nS1\nN3\n", saved.String())

	other, _ := newTestView(t, testkit.StartText)
	require.NoError(t, other.LoadGame("two.walak", strings.NewReader(saved.String())))
	assert.Equal(t, v.Game().Position(), other.Game().Position())
	assert.Equal(t, "Game opened: 2 moves.", other.detail.Text)

	err := other.LoadGame("two.walak", strings.NewReader(strings.Replace(saved.String(), "N3", "N9", 1)))
	require.Error(t, err)
	assert.Equal(t, `two.walak cannot be opened: line 5: "N9" is not a hole: holes are S1..S7 and N1..N7`, other.detail.Text)
	assert.Equal(t, v.Game().Position(), other.Game().Position(), "the game being played stays")
}

func TestUndoAgainstTheComputerNamesEveryMoveTakenBack(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	v.model.level, v.model.side = 1, engine.North
	for _, h := range []string{"S1", "N4"} {
		_, err := v.Game().Play(testkit.Hole(h))
		require.NoError(t, err)
	}
	v.Undo()
	assert.Equal(t, "N4, S1 taken back.", v.detail.Text)
	assert.Empty(t, v.Game().Moves())
}

func TestAnyMoveOfTheGameCanBeShownOnTheBoard(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	v.SetPace(stepper.Pace{})
	for range 3 {
		v.Play(v.Game().LegalMoves()[0])
	}
	game := v.Game()
	require.Len(t, game.Moves(), 3)
	first := game.Moves()[0]
	positions := game.Positions()
	v.history.Select(0)
	assert.Equal(t, Cursor{Move: 0}, v.model.cursor)
	assert.Equal(t, positions[1].Board, v.board.State().Board, "the board after the first move")
	assert.Equal(t, "origin", v.board.State().Tags[first])
	assert.Equal(t, "After move 1: South "+first.String(), v.turn.Text)
	assert.Contains(t, v.detail.Text, "Tap the board to go back to the game.")
	assert.Equal(t, "Debug this move", v.debug.Text)
	assert.Same(t, game, v.Game())
	assert.Len(t, game.Moves(), 3, "the game stays where it is")

	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	assert.Equal(t, Cursor{Move: 1}, v.model.cursor, "Right shows the next move")
	assert.Equal(t, positions[2].Board, v.board.State().Board)
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	assert.Equal(t, Cursor{Move: 0}, v.model.cursor, "Left the one before")
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	assert.True(t, v.model.cursor.Live, "past the last move shown, the game again")
	assert.Equal(t, game.Position().Board, v.board.State().Board)

	v.history.Select(1)
	tapHole(v, testkit.Hole("N1"))
	assert.True(t, v.model.cursor.Live, "a tap on the board goes back to the game")
	assert.Len(t, game.Moves(), 3, "and plays nothing")
	assert.Equal(t, "Debug last move", v.debug.Text)
}

func TestKeysGoFromTheGameToItsMovesAndBack(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	v.SetPace(stepper.Pace{})
	for range 3 {
		v.Play(v.Game().LegalMoves()[0])
	}
	positions := v.Game().Positions()
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	assert.True(t, v.model.cursor.Live, "Right from the game stays on the game")
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	assert.Equal(t, Cursor{Move: 1}, v.model.cursor, "Left from the game shows the move before the last")
	assert.Equal(t, positions[2].Board, v.board.State().Board)
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyHome})
	assert.Equal(t, Cursor{Move: 0}, v.model.cursor, "Home shows the first move")
	assert.Equal(t, positions[1].Board, v.board.State().Board)
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
	assert.True(t, v.model.cursor.Live, "End goes back to the game")
	assert.Equal(t, positions[3].Board, v.board.State().Board)
}

func TestAnyKeySkipsTheMoveBeingSown(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	v.Play(testkit.Hole("S1"))
	require.True(t, v.Animating())
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	assert.False(t, v.Animating(), "the move is shown at its end")
	assert.Equal(t, v.Game().Position().Board, v.board.State().Board)
}

func TestStartFromPlaysANewRoundFromAPositionAgainstTheOpponentChosen(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	v.SetPace(stepper.Pace{})
	tapHole(v, s1)
	var pending []func() func()
	v.SetBackground(func(work func() func()) { pending = append(pending, work) })
	p, err := engine.ParsePosition("0,0,2,0,0,0,1/0,3,0,0,1,0,0 N 20:29")
	require.NoError(t, err)
	v.StartFrom(p, 2)
	assert.Equal(t, p, v.Game().Position())
	assert.Empty(t, v.Game().Moves(), "the game before is dropped")
	assert.Equal(t, 2, v.computer.selector.SelectedIndex())
	assert.Len(t, pending, 1, "North to move: the computer starts thinking")
	assert.Equal(t, board.AtRest(p), v.board.State())

	v.StartFrom(engine.Start(), 0)
	assert.Equal(t, 0, v.computer.selector.SelectedIndex(), "two people")
	assert.Equal(t, "South to move", v.turn.Text)
}
