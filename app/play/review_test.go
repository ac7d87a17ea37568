package play

import (
	"context"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/internal/testkit"
	"walakpussa/app/stepper"
	"walakpussa/engine"
	"walakpussa/engine/search"
)

// twoMoveView returns a view after S1 and North's first legal answer,
// whose work runs at once.
func twoMoveView(t *testing.T) *GameView {
	t.Helper()
	v, _ := newTestView(t, testkit.StartText)
	v.SetPace(stepper.Pace{})
	v.SetBackground(testkit.AtOnce)
	v.Play(s1)
	v.Play(v.Game().LegalMoves()[0])
	return v
}

// stubReviewer judges the first move a blunder whose best move is S2 and
// every other move best.
func stubReviewer(ctx context.Context, game engine.Round, _ search.ReviewOptions, progress func(done, total int, m search.MoveReview)) (search.Review, error) {
	var r search.Review
	positions := game.Positions()
	for i, h := range game.Moves() {
		m := search.MoveReview{Ply: i + 1, Position: positions[i], Move: h, Best: []engine.Hole{h}, Exact: true}
		if i == 0 {
			m.Best, m.Loss, m.Mark, m.Before, m.After = []engine.Hole{s2}, 20, search.MarkBlunder, 5, -15
		}
		r.Moves = append(r.Moves, m)
		r.Players[m.Side()].Moves++
		progress(i+1, len(game.Moves()), m)
	}
	return r, nil
}

// line is what the list of moves shows on line i, and its colour.
func line(v *GameView, i int) (string, widget.Importance) {
	label := v.history.CreateItem().(*widget.Label)
	v.history.UpdateItem(i, label)
	return label.Text, label.Importance
}

func TestReviewIsEnabledOnlyWithMoves(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	assert.True(t, v.review.button.Disabled())
	v.SetPace(stepper.Pace{})
	v.Play(s1)
	assert.False(t, v.review.button.Disabled())
}

func TestTheSolverReviewsAGameWithATinyBudget(t *testing.T) {
	v := twoMoveView(t)
	v.review.options = search.ReviewOptions{Depth: 2}
	test.Tap(v.review.button)
	require.NotNil(t, v.model.review)
	assert.Len(t, v.model.review.Moves, 2)
	assert.True(t, v.review.results.Visible())
	assert.False(t, v.review.running.Visible())
	assert.True(t, v.review.button.Visible())
	assert.Len(t, v.review.graph.values, 3, "before each move and after the last")
	assert.Contains(t, v.review.players.Text, "South: ")
	assert.Contains(t, v.review.players.Text, "North: ")
}

func TestTheMarksAppearInTheList(t *testing.T) {
	v := twoMoveView(t)
	v.review.run = stubReviewer
	first, _ := line(v, 0)
	assert.Equal(t, "1. South S1 +6", first, "no mark before the review")
	test.Tap(v.review.button)
	first, colour := line(v, 0)
	assert.Equal(t, "1. South S1 +6 ?? (S2)", first)
	assert.Equal(t, widget.DangerImportance, colour)
	second, colour := line(v, 1)
	assert.Contains(t, second, "★")
	assert.Equal(t, widget.SuccessImportance, colour)
	assert.Equal(t, "South: 0 of 1 move best (0%), about 0 seeds given away\nNorth: 0 of 1 move best (0%), about 0 seeds given away", v.review.players.Text)

	v.Undo()
	v.Undo()
	v.Play(s2)
	first, _ = line(v, 0)
	assert.Equal(t, "1. South S2 +6", first, "another game keeps no mark")
	assert.False(t, v.review.results.Visible(), "nor the graph of the other game")
}

func TestAViewBuiltAnewKeepsTheReviewAndPresentingHidesItsResults(t *testing.T) {
	old := twoMoveView(t)
	old.review.run = stubReviewer
	test.Tap(old.review.button)
	require.True(t, old.review.results.Visible())

	v := rebuilt(t, old)
	first, _ := line(v, 0)
	assert.Equal(t, "1. South S1 +6 ?? (S2)", first, "the marks stay")
	assert.True(t, v.review.results.Visible(), "and the results")
	assert.Equal(t, old.review.players.Text, v.review.players.Text)

	v.SetPresenting(true)
	assert.False(t, v.review.results.Visible(), "presenting shows the board alone")
	v.SetPresenting(false)
	assert.True(t, v.review.results.Visible(), "and gives the results back")
}

func TestCancelStopsTheReview(t *testing.T) {
	v := twoMoveView(t)
	var held []func() func()
	v.SetBackground(func(work func() func()) { held = append(held, work) })
	var seen context.Context
	v.review.run = func(ctx context.Context, game engine.Round, opt search.ReviewOptions, progress func(int, int, search.MoveReview)) (search.Review, error) {
		seen = ctx
		<-ctx.Done()
		return search.Review{}, &search.ReviewStopped{Done: 0, Total: 2, Cause: ctx.Err()}
	}
	test.Tap(v.review.button)
	require.Len(t, held, 1)
	assert.True(t, v.review.running.Visible())
	assert.False(t, v.review.button.Visible())
	test.Tap(v.review.running.Objects[1].(*widget.Button))
	held[0]()()
	require.NotNil(t, seen)
	assert.Error(t, seen.Err())
	assert.Nil(t, v.model.review)
	assert.False(t, v.review.running.Visible())
	assert.True(t, v.review.button.Visible())
	assert.Equal(t, "Review cancelled; the moves keep the marks they had.", v.detail.Text)
}

func TestTheReviewButtonsDebugAndRetry(t *testing.T) {
	v := twoMoveView(t)
	v.review.run = stubReviewer
	var from []engine.Position
	var moves []engine.Hole
	v.OnDebug = func(p engine.Position, h engine.Hole) { from, moves = append(from, p), append(moves, h) }
	test.Tap(v.review.button)
	v.history.Select(1)
	assert.False(t, v.review.played.Visible(), "a best move offers nothing")
	assert.Equal(t, "2. "+v.Game().Moves()[1].String()+": best", v.review.detail.Text, "the only best move")
	v.history.Select(0)
	require.True(t, v.review.played.Visible())
	assert.Equal(t, "1. S1: blunder, about 10 seeds given away; best: S2", v.review.detail.Text)
	test.Tap(v.review.played)
	test.Tap(v.review.best)
	assert.Equal(t, []engine.Position{engine.Start(), engine.Start()}, from)
	assert.Equal(t, []engine.Hole{s1, s2}, moves)

	test.Tap(v.review.retry)
	assert.Empty(t, v.Game().Moves(), "back before the first move")
	assert.Equal(t, retryLevel, v.model.level)
	assert.Equal(t, engine.North, v.model.side)
	assert.Equal(t, "Play move 1 again; the computer answers.", v.detail.Text)
}

func TestRetryingNorthsMoveLetsTheComputerPlaySouth(t *testing.T) {
	v := twoMoveView(t)
	v.SetBackground(func(func() func()) {}) // the computer thinks forever
	north := v.Game().Moves()[1]
	v.RetryFrom(1)
	assert.Equal(t, []engine.Hole{s1}, v.Game().Moves())
	assert.Equal(t, engine.South, v.model.side)
	assert.False(t, v.computerToMove(), "North, the person, is to move")
	tapHole(v, north)
	assert.Len(t, v.Game().Moves(), 2, "the person plays North again")
	assert.True(t, v.computer.thinking, "and the computer thinks about South's answer")

	v.NewGame()
	assert.Equal(t, engine.North, v.model.side, "a new game gives the computer North again")
}

func TestALossInMarginIsSaidInTheSeedsThatChangeHands(t *testing.T) {
	for loss, seeds := range map[int]int{0: 0, 1: 1, 2: 1, 3: 2, 6: 3, 7: 4, 14: 7, 15: 8} {
		assert.Equal(t, seeds, seedsGivenAway(loss), "loss %d", loss)
	}
}

func TestABestMoveNamesTheOtherMovesAsGood(t *testing.T) {
	v := twoMoveView(t)
	v.review.run = func(ctx context.Context, game engine.Round, opt search.ReviewOptions, progress func(done, total int, m search.MoveReview)) (search.Review, error) {
		r, err := stubReviewer(ctx, game, opt, progress)
		r.Moves[1].Best = []engine.Hole{testkit.Hole("N1"), r.Moves[1].Move, testkit.Hole("N7")}
		return r, err
	}
	test.Tap(v.review.button)
	v.history.Select(1)
	assert.Equal(t, "2. "+v.Game().Moves()[1].String()+": best; as good: N1, N7", v.review.detail.Text)
}
