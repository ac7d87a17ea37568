package course

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/board"
	"walakpussa/app/internal/testkit"
	"walakpussa/app/stepper"
	"walakpussa/engine"
	"walakpussa/lessons"
)

// wrongMove returns a hole of the puzzle's side to move, with seeds, that
// is not the solution.
func wrongMove(t *testing.T, p *lessons.Puzzle) engine.Hole {
	t.Helper()
	for _, h := range engine.Holes(p.Position.Turn) {
		if p.Position.Board[h] > 0 && h != p.Solution {
			return h
		}
	}
	t.Fatalf("%s has no wrong move to try", p.ID)
	return engine.NoHole
}

// buttonNamed finds the button showing text under o.
func buttonNamed(t *testing.T, o fyne.CanvasObject, text string) *widget.Button {
	t.Helper()
	if b, ok := o.(*widget.Button); ok && b.Text == text {
		return b
	}
	if c, ok := o.(*fyne.Container); ok {
		for _, child := range c.Objects {
			if b := buttonNamed(t, child, text); b != nil {
				return b
			}
		}
	}
	return nil
}

// placesOf lays out root again, as the window does before drawing, and
// returns where each object is in its window and its size. The objects
// must be in a window of the current app.
func placesOf(t *testing.T, root fyne.CanvasObject, objects ...fyne.CanvasObject) []fyne.Position {
	t.Helper()
	root.Refresh()
	driver := fyne.CurrentApp().Driver()
	var places []fyne.Position
	for _, o := range objects {
		require.NotNil(t, driver.CanvasForObject(o), "the object is in a window of the current app")
		size := o.Size()
		places = append(places, driver.AbsolutePositionForObject(o), fyne.NewPos(size.Width, size.Height))
	}
	return places
}

func TestJudgingAPuzzleRunsOffTheUIGoroutine(t *testing.T) {
	v := newTestPuzzles(t, LoadProgress(t.TempDir()))
	var held heldWork
	v.background = held.hold
	require.NoError(t, v.OpenPuzzle("pearls-1"))
	step, puzzle := v.view, v.puzzle
	retry := buttonNamed(t, step.content, "Retry")
	require.NotNil(t, retry)
	before := placesOf(t, v.content, step.board, retry)
	tapBoardHole(step.board, puzzle.Solution)
	require.Len(t, held.pending, 1, "the attempt is judged in the background")
	assert.Equal(t, before, placesOf(t, v.content, step.board, retry), "the spinner and note move neither the board nor a button")
	assert.Empty(t, shown(step.feedback), "no verdict yet")
	assert.True(t, step.busy.activity.Visible())
	assert.Equal(t, "Checking "+puzzle.Solution.String()+"…", step.busy.note.Text)

	tapBoardHole(step.board, wrongMove(t, puzzle))
	assert.Len(t, held.pending, 1, "the board takes no move while judging")
	assert.Equal(t, "Still checking "+puzzle.Solution.String()+": wait a moment.", step.busy.note.Text)
	assert.Equal(t, board.AtRest(puzzle.Position), step.board.State())

	held.finish(0)
	assert.Contains(t, shown(step.feedback), "Solved!")
	assert.False(t, step.busy.activity.Visible())
	assert.Empty(t, step.busy.note.Text)
	assert.True(t, v.store.progress.Solved(puzzle.ID))
	assert.True(t, step.demo.Player.Playing(), "the solution is sown on the board")
	tapBoardHole(step.board, puzzle.Solution)
	assert.False(t, step.demo.Player.Playing(), "a tap finishes the sowing")
	result := step.demo.Player.Trace().Result
	assert.Equal(t, result.Board, step.board.State().Board, "the board shows the position after the move, its origin and chain marked")
	assert.Equal(t, "origin", step.board.State().Tags[puzzle.Solution])
	assert.Len(t, held.pending, 1)
	tapBoardHole(step.board, puzzle.Solution)
	assert.Len(t, held.pending, 2, "the board takes moves again")
}

func TestAVerdictAfterRetryOrLeavingThePuzzleIsDropped(t *testing.T) {
	v := newTestPuzzles(t, LoadProgress(t.TempDir()))
	var held heldWork
	v.background = held.hold
	require.NoError(t, v.OpenPuzzle("pearls-1"))
	step, puzzle := v.view, v.puzzle
	tapBoardHole(step.board, wrongMove(t, puzzle))
	step.retry()
	assert.False(t, step.busy.activity.Visible(), "Retry ends the wait")
	tapBoardHole(step.board, puzzle.Solution)
	require.Len(t, held.pending, 2, "after Retry the board takes a move")
	held.finish(0)
	assert.Empty(t, shown(step.feedback), "the verdict on the move before Retry is dropped")
	assert.True(t, step.busy.activity.Visible(), "the move after Retry is still being judged")
	assert.Zero(t, v.store.progress.Puzzles[puzzle.ID].Tries)
	held.finish(1)
	assert.Contains(t, shown(step.feedback), "Solved!")
	assert.Equal(t, 1, v.store.progress.Puzzles[puzzle.ID].Tries)

	require.NoError(t, v.OpenPuzzle("pearls-2"))
	left, second := v.view, v.puzzle
	tapBoardHole(left.board, second.Solution)
	require.NoError(t, v.OpenPuzzle("pearls-3"))
	held.finish(2)
	assert.Empty(t, shown(left.feedback), "the verdict on a puzzle left is dropped")
	assert.Zero(t, v.store.progress.Puzzles[second.ID].Tries)
	assert.Empty(t, shown(v.view.feedback))
}

func TestSeeingTheSolutionIsAFailedTryAndSolvingAfterItIsNotCredited(t *testing.T) {
	v := newTestPuzzles(t, LoadProgress(t.TempDir()))
	var opened engine.Hole
	v.OnDebug = func(_ engine.Position, h engine.Hole) { opened = h }
	require.NoError(t, v.OpenPuzzle("pearls-1"))
	step, puzzle := v.view, v.puzzle
	show := buttonNamed(t, step.content, "Show the solution")
	require.NotNil(t, show)
	show.OnTapped()
	show.OnTapped()
	assert.Equal(t, puzzle.Solution, opened, "the debugger shows the solution")
	assert.Equal(t, lessons.PuzzleResult{Tries: 1, SolutionSeen: 1}, v.store.progress.Puzzles[puzzle.ID], "one look, one failed try")

	tapBoardHole(step.board, puzzle.Solution)
	assert.False(t, v.store.progress.Solved(puzzle.ID), "solving after seeing the solution is not credited")
	assert.Equal(t, 2, v.store.progress.Puzzles[puzzle.ID].Tries)
	assert.Contains(t, shown(step.feedback), "you saw it first")
	assert.Contains(t, v.solved.Text, "Solved 0 of ")

	require.NoError(t, v.OpenPuzzle("pearls-1"))
	tapBoardHole(v.view.board, puzzle.Solution)
	assert.True(t, v.store.progress.Solved(puzzle.ID), "another time, solving it counts")
	assert.Contains(t, v.solved.Text, "Solved 1 of ")
}

func TestAnAnswerIsSownAtTheTempoChosen(t *testing.T) {
	v := newTestPuzzles(t, LoadProgress(t.TempDir()))
	require.NoError(t, v.OpenPuzzle("pearls-1"))
	tapBoardHole(v.view.board, v.puzzle.Solution)
	require.NotNil(t, v.view.demo)
	assert.True(t, v.view.demo.Player.Playing(), "at Normal the answer is sown")
	assert.Equal(t, stepper.Normal.PlayerSpeed(), v.view.demo.Player.Speed())
	v.SetTempo(stepper.Fast)
	assert.Equal(t, stepper.Fast.PlayerSpeed(), v.view.demo.Player.Speed(), "the sowing under way speeds up")

	v.SetTempo(stepper.Instant)
	require.NoError(t, v.OpenPuzzle("pearls-2"))
	tapBoardHole(v.view.board, v.puzzle.Solution)
	assert.False(t, v.view.demo.Player.Playing(), "at Instant the end shows at once")
	assert.True(t, v.view.demo.Player.AtEnd())
}

// keepsTheWin finds, by playing the line afresh for each, a move of the
// learner that keeps the win after the moves played.
func keepsTheWin(t *testing.T, rules engine.Rules, pz *lessons.Puzzle, played []engine.Hole) engine.Hole {
	t.Helper()
	for _, h := range engine.Holes(pz.Position.Turn) {
		l := lessons.NewLine(rules, pz)
		ok := true
		for _, m := range played {
			step, err := l.Play(m)
			ok = ok && err == nil && step.Holds
		}
		if !ok || l.Position.Board[h] == 0 {
			continue
		}
		if step, err := l.Play(h); err == nil && step.Holds {
			return h
		}
	}
	t.Fatal("no move keeps the win")
	return engine.NoHole
}

func TestAWinInThreeIsPlayedOutMoveByMove(t *testing.T) {
	v := newTestPuzzles(t, LoadProgress(t.TempDir()))
	v.SetTempo(stepper.Instant)
	var pz *lessons.Puzzle
	for _, p := range v.all {
		if p.PlaysOut() && p.Goal.N == 3 {
			pz = p
			break
		}
	}
	require.NotNil(t, pz, "the course has a win in 3")
	require.NoError(t, v.OpenPuzzle(pz.ID))
	step := v.view
	tapBoardHole(step.board, pz.Solution)
	assert.False(t, v.store.progress.Solved(pz.ID), "one right move does not solve a win in 3")
	assert.False(t, step.answered)
	assert.Contains(t, shown(step.feedback), "keeps the win")
	assert.Equal(t, step.line.Position.Board, step.board.State().Board, "the board shows the position after the computer's defence")
	assert.Equal(t, pz.Position.Turn, step.line.Position.Turn, "and it is the learner's move again")

	played := []engine.Hole{pz.Solution}
	for !step.answered {
		require.Less(t, len(played), 3, "won within three moves")
		h := keepsTheWin(t, v.rules, pz, played)
		played = append(played, h)
		tapBoardHole(step.board, h)
	}
	assert.Contains(t, shown(step.feedback), "Solved!")
	assert.True(t, v.store.progress.Solved(pz.ID))
	assert.Equal(t, 1, v.store.progress.Puzzles[pz.ID].Tries, "the whole line is one try")
}

func TestAMoveThatLetsTheWinSlipIsAFailedTry(t *testing.T) {
	v := newTestPuzzles(t, LoadProgress(t.TempDir()))
	v.SetTempo(stepper.Instant)
	for _, p := range v.all {
		if !p.PlaysOut() {
			continue
		}
		require.NoError(t, v.OpenPuzzle(p.ID))
		tapBoardHole(v.view.board, wrongMove(t, p))
		assert.Contains(t, shown(v.view.feedback), "Press Retry to try again.")
		assert.Equal(t, lessons.PuzzleResult{Tries: 1}, v.store.progress.Puzzles[p.ID])
		tapBoardHole(v.view.board, p.Solution)
		assert.Equal(t, 1, v.store.progress.Puzzles[p.ID].Tries, "the line is over until Retry")
		v.view.retry()
		tapBoardHole(v.view.board, p.Solution)
		assert.Contains(t, shown(v.view.feedback), "keeps the win", "after Retry the line starts again")
		return
	}
	t.Fatal("no puzzle is played out")
}

func TestAHintAfterAFailedTryShowsOnThePuzzlesOwnBoard(t *testing.T) {
	v := newTestPuzzles(t, LoadProgress(t.TempDir()))
	v.SetTempo(stepper.Instant)
	require.NoError(t, v.OpenPuzzle("pearls-1"))
	step, puzzle := v.view, v.puzzle
	tapBoardHole(step.board, wrongMove(t, puzzle))
	require.NotEqual(t, puzzle.Position.Board, step.board.State().Board, "the failed try is on the board")
	step.showHint()
	assert.Equal(t, board.AtRest(puzzle.Position), step.board.State(), "the hint is about the puzzle's position")
	assert.Contains(t, shown(step.feedback), "Hint 1:")
	step.retry()
	assert.Contains(t, shown(step.feedback), "Hint 1:", "Retry keeps the hints shown")
}

func TestAHintRingsTheHolesItNames(t *testing.T) {
	v := newTestPuzzles(t, LoadProgress(t.TempDir()))
	for _, p := range v.all {
		for i, hint := range p.Hints {
			named := holesNamed(hint)
			if len(named) == 0 {
				continue
			}
			require.NoError(t, v.OpenPuzzle(p.ID))
			for range i + 1 {
				v.view.showHint()
			}
			assert.Equal(t, named, v.view.board.State().Marked, "%s hint %d: %q", p.ID, i+1, hint)
			return
		}
	}
	t.Fatal("no hint names a hole")
}

func TestHolesNamedFindsEachHoleOnce(t *testing.T) {
	assert.Equal(t, []engine.Hole{testkit.Hole("S6"), testkit.Hole("S7")}, holesNamed("its last seed falls in S6, and S7, the hole after it (S6 again), not S8 or XS1"))
	assert.Empty(t, holesNamed("no hole here"))
}
