package play

import (
	"bytes"
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/internal/testkit"
	"walakpussa/app/stepper"
	"walakpussa/engine"
	"walakpussa/engine/search"
)

func TestTheComputerAnswersAMove(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	v.SetPace(stepper.Pace{})
	v.SetBackground(testkit.AtOnce)
	v.SetLevel(2)
	assert.Equal(t, "Computer, level 2", v.computer.selector.Selected)
	tapHole(v, s1)
	moves := v.Game().Moves()
	require.Len(t, moves, 2, "South's move and the computer's answer")
	assert.Equal(t, engine.North, moves[1].Owner())
	assert.Equal(t, engine.South, v.Game().Position().Turn)
	assert.False(t, v.computer.thinking)

	v.Undo()
	assert.Empty(t, v.Game().Moves(), "undo takes back the computer's answer and the move before it")
	v.Redo()
	assert.Len(t, v.Game().Moves(), 2, "redo plays both again")
}

func TestWhileTheComputerThinksTapsWait(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	v.SetPace(stepper.Pace{})
	var pending []func() func()
	v.SetBackground(func(work func() func()) { pending = append(pending, work) })
	v.SetLevel(3)
	tapHole(v, s1)
	require.Len(t, pending, 1)
	assert.True(t, v.computer.thinking)
	assert.Equal(t, "Thinking…", v.computer.note.Text)
	tapHole(v, n3)
	assert.Equal(t, "Wait for the computer: it is North's turn.", v.detail.Text)
	assert.Len(t, v.Game().Moves(), 1)

	v.Undo() // the person changes his mind: the late answer must be dropped
	pending[0]()()
	assert.Empty(t, v.Game().Moves())
	assert.False(t, v.computer.thinking)
}

// thinkingComputer plays level 5 in a view at the start whose background
// keeps the work for the test to run, and whose search records the
// context it gets and answers the first legal move.
func thinkingComputer(t *testing.T) (v *GameView, pending *[]func() func(), got *[]context.Context) {
	v, _ = newTestView(t, testkit.StartText)
	v.SetPace(stepper.Pace{})
	pending, got = &[]func() func(){}, &[]context.Context{}
	v.SetBackground(func(work func() func()) { *pending = append(*pending, work) })
	v.computer.choose = func(_ *search.Opponent, ctx context.Context, rules engine.Rules, p engine.Position, _ []engine.Key) engine.Hole {
		*got = append(*got, ctx)
		return rules.LegalMoves(p)[0]
	}
	v.SetLevel(search.Levels)
	return v, pending, got
}

func TestChangingTheGameStopsTheComputersSearch(t *testing.T) {
	for name, change := range map[string]func(v *GameView){
		"undo":          (*GameView).Undo,
		"new game":      (*GameView).NewGame,
		"another level": func(v *GameView) { v.SetLevel(3) },
		"game opened": func(v *GameView) {
			var saved bytes.Buffer
			require.NoError(t, v.SaveGame(&saved))
			require.NoError(t, v.LoadGame("saved.walak", &saved))
		},
		"tab left": func(v *GameView) { v.SetInFront(false) },
	} {
		t.Run(name, func(t *testing.T) {
			v, pending, got := thinkingComputer(t)
			tapHole(v, s1)
			require.Len(t, *pending, 1, "the computer thinks about its answer to S1")
			require.True(t, v.computer.thinking)

			change(v)
			moves := len(v.Game().Moves())
			(*pending)[0]()() // the search, run late, and its answer
			require.Len(t, *got, 1)
			assert.ErrorIs(t, (*got)[0].Err(), context.Canceled, "the search's context is cancelled")
			assert.Len(t, v.Game().Moves(), moves, "the late answer is dropped")
		})
	}
}

func TestTheComputerThinksOnlyWhileItsTabIsInFront(t *testing.T) {
	v, pending, _ := thinkingComputer(t)
	tapHole(v, s1)
	require.Len(t, *pending, 1)
	v.SetInFront(false)
	assert.False(t, v.computer.thinking)
	assert.Empty(t, v.computer.note.Text)
	v.Undo()
	v.Redo() // the computer to move again, away
	assert.Len(t, *pending, 1, "no search while away")
	assert.False(t, v.computer.thinking)

	v.SetInFront(true)
	require.Len(t, *pending, 2, "back in front on its turn, the computer thinks again")
	assert.True(t, v.computer.thinking)
	(*pending)[1]()()
	assert.Len(t, v.Game().Moves(), 2, "and answers")
	assert.False(t, v.computer.thinking)
}

func TestLeavingTheTabStopsAHint(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	var pending []func() func()
	v.SetBackground(func(work func() func()) { pending = append(pending, work) })
	v.Hint()
	require.Len(t, pending, 1)
	assert.Equal(t, "Looking for a good move…", v.detail.Text)
	v.SetInFront(false)
	assert.NotContains(t, v.detail.Text, "Looking", "the status no longer says it is looking")
	pending[0]()() // cancelled: at once, and dropped
	assert.NotContains(t, v.detail.Text, "Hint:")
}

func TestTwoPlayersByDefault(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	v.SetPace(stepper.Pace{})
	tapHole(v, s1)
	tapHole(v, n3)
	assert.Len(t, v.Game().Moves(), 2)
	assert.Equal(t, "Two players", v.computer.selector.Selected)
}

func TestHintNamesAGoodMoveAndWhy(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	v.SetBackground(testkit.AtOnce)
	v.Hint()
	assert.Regexp(t, `^Hint: S[1-7]\. It captures 6 seeds, and afterwards North can take at most \d+ seeds? straight back\.$`, v.detail.Text)
}

func TestHintTellsTheExactOutcomeOfAnEnding(t *testing.T) {
	// S7 takes N3's 4; South then has no move and North takes the last
	// seed: the round ends 19+4 to 20+1.
	v, _ := newTestView(t, "0,0,0,0,0,0,1/0,0,4,0,0,0,0 S 19:20")
	v.SetBackground(testkit.AtOnce)
	v.Hint()
	assert.Equal(t, "Hint: S7. It captures 4 seeds, and leaves North nothing to take straight back. "+
		"With best play on both sides the round ends South 23, North 21.", v.detail.Text)
}

func TestTutorWarnsBeforeAMoveThatLosesSeeds(t *testing.T) {
	const position = "0,0,3,0,2,2,0/3,0,2,1,1,3,0 S 19:20"
	v, _ := newTestView(t, position)
	v.SetPace(stepper.Pace{})
	v.SetBackground(testkit.AtOnce)
	v.SetTutoring(true)
	p := testkit.Position(t, position)
	values := search.Evaluate(context.Background(), engine.Standard(), p, search.Options{Time: coachTime})
	require.NotEmpty(t, values)
	worst := values[len(values)-1]
	require.True(t, judgeMove(p, worst.Move, values).warn, "the position has a losing move")
	var whyFrom engine.Position
	var whyMove, whyReply engine.Hole
	v.OnShowWhy = func(before engine.Position, move, reply engine.Hole) {
		whyFrom, whyMove, whyReply = before, move, reply
	}
	var debugFrom engine.Position
	debugMove := engine.NoHole
	v.OnDebug = func(from engine.Position, move engine.Hole) { debugFrom, debugMove = from, move }

	v.content.Refresh()
	boardAt, boardSize := v.board.Position(), v.board.Size()
	tapHole(v, worst.Move)
	assert.True(t, v.coach.warning.Visible())
	v.stage.Refresh()
	assert.Equal(t, boardAt, v.board.Position(), "the tutor's question does not move the board")
	assert.Equal(t, boardSize, v.board.Size())
	assert.Contains(t, v.detail.Text, "Careful: "+worst.Move.String()+" gives away about")
	assert.Contains(t, v.detail.Text, "of the 17 seeds on the board")
	assert.Empty(t, v.Game().Moves(), "nothing is played while the tutor asks")

	require.False(t, v.coach.showWhy.Disabled(), "North has a reply")
	v.showWhy()
	assert.Equal(t, p, whyFrom, "Show why gets the position before the move")
	assert.Equal(t, worst.Move, whyMove)
	rules := engine.Standard()
	after, _, err := rules.Play(p, worst.Move)
	require.NoError(t, err)
	_, _, err = rules.Play(after, whyReply)
	assert.NoError(t, err, "the reply %v is a legal move of %v after the move", whyReply, after.Turn)
	v.showBest()
	assert.Equal(t, p, debugFrom, "Show the best move opens the position before")
	assert.Equal(t, v.coach.best, debugMove)
	assert.NotEqual(t, worst.Move, debugMove)
	assert.Contains(t, v.detail.Text, "with "+debugMove.String()+". Play it anyway?", "the best move shown is the one the warning names")
	assert.Empty(t, v.Game().Moves(), "showing why plays nothing")
	v.answerTutor(false)
	assert.False(t, v.coach.warning.Visible())
	assert.Empty(t, v.Game().Moves())

	tapHole(v, worst.Move)
	v.answerTutor(true)
	assert.Equal(t, []engine.Hole{worst.Move}, v.Game().Moves(), "played anyway")

	v.Undo()
	tapHole(v, values[0].Move)
	assert.False(t, v.coach.warning.Visible(), "the best move passes")
	assert.Equal(t, []engine.Hole{values[0].Move}, v.Game().Moves())
}

func TestTheNoteSaysWhenTheTopLevelPlaysWhileItsTableIsBuilt(t *testing.T) {
	for _, tc := range []struct {
		level    int
		building bool
		note     string
	}{
		{search.Levels, true, "Building the endgame table…"},
		{search.Levels, false, "Thinking…"},
		{search.Levels - 1, true, "Thinking…"}, // the lower levels play without the table anyway
	} {
		v, _ := newTestView(t, testkit.StartText)
		v.SetPace(stepper.Pace{})
		var pending []func() func()
		v.SetBackground(func(work func() func()) { pending = append(pending, work) })
		var asked []engine.Rules
		v.endgame = func(rules engine.Rules) (*search.Endgame, bool) {
			asked = append(asked, rules)
			return nil, tc.building
		}
		v.SetLevel(tc.level)
		tapHole(v, s1)
		require.Len(t, pending, 1, "level %d: the computer thinks", tc.level)
		assert.Equal(t, tc.note, v.computer.note.Text, "level %d, building %v", tc.level, tc.building)
		assert.Equal(t, []engine.Rules{v.Game().Rules()}, asked, "the table is asked for on the UI goroutine, for the game's rules")
	}
}
