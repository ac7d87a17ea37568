package play

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/board"
	"walakpussa/app/internal/testkit"
	"walakpussa/app/stepper"
	"walakpussa/engine"
)

func TestTheRefillDropsOneSeedAPlayerAtATimeUntilTheNextStart(t *testing.T) {
	held := [2]int{30, 26}
	start := engine.RefilledStart(held, engine.North)
	frames := RefillFrames(held, start, stepper.DefaultPace())
	require.Len(t, frames, 1+28, "the empty board, then one frame a seed of South's 28")
	assert.Equal(t, held, frames[0].State.Held)
	assert.Equal(t, engine.Board{}, frames[0].State.Board)
	assert.Equal(t, board.AtRest(start), frames[len(frames)-1].State)
	for i := 1; i < len(frames); i++ {
		now, before := frames[i].State, frames[i-1].State
		added := [2]int{}
		for h := range engine.HoleCount {
			require.GreaterOrEqual(t, now.Board[h], before.Board[h], "frame %d takes no seed away", i)
			added[engine.Hole(h).Owner()] += int(now.Board[h] - before.Board[h])
		}
		for side := range 2 {
			assert.LessOrEqual(t, added[side], 1, "frame %d: one seed a player", i)
			seeds := now.Held[side]
			for n := 1; n <= engine.RowLength; n++ {
				seeds += int(now.Board[engine.HoleOf(engine.Side(side), n)])
			}
			assert.Equal(t, held[side], seeds, "frame %d: every seed of each player is in his row or his hand", i)
		}
	}
	assert.Equal(t, engine.HoleOf(engine.South, 1), frames[1].State.Current, "the first seed goes to S1")
	assert.Positive(t, frames[1].Hold)
}

func TestARoundOverOffersTheNextRoundRefilledAndOpenedByTheOneHoldingFewer(t *testing.T) {
	v, _ := newTestView(t, "3,1,0,0,0,0,0/0,0,0,0,0,0,0 S 26:26")
	v.SetPace(stepper.Pace{})
	assert.True(t, v.matchPanel.next.Disabled(), "the round goes on")
	assert.Empty(t, v.matchPanel.score.Objects, "no scoreboard during a first round")
	assert.Equal(t, "Standard rules.", v.matchPanel.rules.Text)
	tapHole(v, s2)
	require.False(t, v.matchPanel.next.Disabled())
	assert.Equal(t, [][3]string{{"1", "→ 30", "26"}}, scoreRows(v.model.match, true))

	test := v.matchPanel.next.OnTapped
	test()
	assert.Equal(t, 2, v.model.match.RoundNumber())
	assert.Equal(t, board.AtRest(engine.RefilledStart([2]int{30, 26}, engine.North)), v.board.State())
	assert.Equal(t, "North to move", v.turn.Text)
	assert.Contains(t, v.detail.Text, "Round 2: each player's row is refilled from what he holds; North opens, holding fewer seeds.")
	assert.Equal(t, [][3]string{{"1", "→ 30", "26"}, {"2", "…", "→ …"}}, scoreRows(v.model.match, true))
	assert.True(t, v.matchPanel.next.Disabled())
	assert.Empty(t, v.Game().Moves(), "the moves list starts again with the round")
}

func TestAPlayerLeftWithFewerThanFourSeedsLosesTheMatch(t *testing.T) {
	v, _ := newTestView(t, "3,1,0,0,0,0,0/0,0,0,0,0,0,0 S 49:3")
	v.SetPace(stepper.Pace{})
	tapHole(v, s2)
	assert.True(t, v.model.match.Over())
	assert.True(t, v.matchPanel.next.Disabled())
	assert.Contains(t, v.detail.Text, "North holds 3 seeds, too few to fill a hole: South wins the match after 1 round.")
}

func TestASingleRoundHasNoNextRound(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	rules := engine.Standard()
	rules.MatchRounds = 1
	v.Begin(Setup{Rules: rules})
	assert.True(t, v.matchPanel.next.Hidden)
	assert.Equal(t, "Rules: One round only: no match.", v.matchPanel.rules.Text)
}

func TestRightAtTheEndOfARoundStartsTheNextOne(t *testing.T) {
	v, _ := newTestView(t, "3,1,0,0,0,0,0/0,0,0,0,0,0,0 S 26:26")
	v.SetPace(stepper.Pace{})
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	assert.Equal(t, 1, v.model.match.RoundNumber(), "the round goes on")
	tapHole(v, s2)
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	assert.Equal(t, 2, v.model.match.RoundNumber(), "PageDown on a clicker, while presenting, goes on with the match")
}

func TestAnEarlierRoundCanBeListedAndSteppedThrough(t *testing.T) {
	v, _ := newTestView(t, "3,1,0,0,0,0,0/0,0,0,0,0,0,0 S 26:26")
	v.SetPace(stepper.Pace{})
	assert.False(t, v.matchPanel.rounds.Visible(), "one round: nothing to choose")
	tapHole(v, s2)
	v.NextRound()
	v.Play(v.Game().LegalMoves()[0])
	require.True(t, v.matchPanel.rounds.Visible())
	assert.Equal(t, []string{"Round 1", "Round 2"}, v.matchPanel.rounds.Options)
	assert.Equal(t, "Round 2", v.matchPanel.rounds.Selected)

	v.matchPanel.rounds.SetSelected("Round 1")
	assert.Equal(t, 1, v.history.Length(), "round 1's one move")
	assert.Equal(t, "1. South S2", v.historyLine(0))
	assert.Equal(t, "Round 1", v.turn.Text)
	assert.Equal(t, board.AtRest(engine.Position{Held: [2]int{30, 26}}).Board, v.board.State().Board, "the board at the end of round 1")
	assert.True(t, v.board.State().Over)

	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	assert.Equal(t, Cursor{Round: 0, Move: 0}, v.model.cursor, "Left shows round 1's last move")
	assert.Contains(t, v.turn.Text, "After move 1: South S2")
	assert.Equal(t, 2, v.model.match.RoundNumber(), "looking back starts no round")

	tapHole(v, s1)
	assert.True(t, v.model.cursor.Live, "a tap goes back to the game")
	assert.Equal(t, "Round 2", v.matchPanel.rounds.Selected)
	assert.Len(t, v.Game().Moves(), 1, "and plays nothing")
	assert.Equal(t, 1, v.history.Length())
}

func TestAMatchIsSavedAndOpenedInTheRoundItReached(t *testing.T) {
	v, _ := newTestView(t, "3,1,0,0,0,0,0/0,0,0,0,0,0,0 S 26:26")
	v.SetPace(stepper.Pace{})
	tapHole(v, s2)
	v.NextRound()
	v.Play(v.Game().LegalMoves()[0])
	var saved strings.Builder
	require.NoError(t, v.SaveGame(&saved))
	assert.Contains(t, saved.String(), "\nround 2\n")

	other, _ := newTestView(t, testkit.StartText)
	require.NoError(t, other.LoadGame("match.walak", strings.NewReader(saved.String())))
	assert.Equal(t, 2, other.Match().RoundNumber())
	assert.Equal(t, v.Game().Position(), other.Game().Position())
	assert.Equal(t, "Match opened in round 2: 1 move in this round.", other.detail.Text)
	assert.Equal(t, scoreRows(v.model.match, true), scoreRows(other.model.match, true), "the scoreboard too")
}

func TestTheComputerOpensTheNextRoundWhenItHoldsFewer(t *testing.T) {
	v, _ := newTestView(t, "3,1,0,0,0,0,0/0,0,0,0,0,0,0 S 26:26")
	v.SetPace(stepper.Pace{})
	var pending []func() func()
	v.SetBackground(func(work func() func()) { pending = append(pending, work) })
	v.SetLevel(1) // the computer plays North
	tapHole(v, s2)
	require.True(t, v.Game().Result().Over())
	require.Empty(t, pending, "nobody moves in a round that is over")
	v.NextRound()
	require.Len(t, pending, 1, "North holds 26 against 30: the computer opens round 2")
	pending[0]()()
	require.Len(t, v.Game().Moves(), 1)
	assert.Equal(t, engine.North, v.Game().Moves()[0].Owner())
}

// secondRound returns a view in round 2 of a match, after one move of it;
// round 1 was the single move S2.
func secondRound(t *testing.T) *GameView {
	t.Helper()
	v, _ := newTestView(t, "3,1,0,0,0,0,0/0,0,0,0,0,0,0 S 26:26")
	v.SetPace(stepper.Pace{})
	tapHole(v, s2)
	v.NextRound()
	v.Play(v.Game().LegalMoves()[0])
	return v
}

func TestRetryInALaterRoundKeepsTheRoundsBefore(t *testing.T) {
	v := secondRound(t)
	v.SetBackground(func(func() func()) {})
	v.RetryFrom(0)
	assert.Equal(t, 2, v.model.match.RoundNumber(), "round 1 stays")
	assert.Empty(t, v.Game().Moves())
	assert.Len(t, scoreRows(v.model.match, true), 2)
}

func TestRetryInAnEarlierRoundAsksBeforeDroppingTheRoundsAfter(t *testing.T) {
	v := secondRound(t)
	v.SetBackground(func(func() func()) {})
	dialogs := askedDialogs(v)
	v.ShowRound(0)
	v.RetryFrom(0)
	require.Len(t, *dialogs, 1)
	(*dialogs)[0].done(false)
	assert.Equal(t, 2, v.model.match.RoundNumber(), "Cancel keeps the match")
	v.RetryFrom(0)
	(*dialogs)[1].done(true)
	assert.Equal(t, 1, v.model.match.RoundNumber(), "round 2 is dropped")
	assert.Empty(t, v.Game().Moves(), "round 1 from before its first move")
}

func TestRightStepsThroughAnEarlierRoundToItsEnd(t *testing.T) {
	v := secondRound(t)
	v.ShowRound(0)
	v.ShowMove(0)
	assert.False(t, v.debug.Disabled(), "round 1's move can be debugged")
	assert.False(t, v.review.button.Disabled(), "round 1 can be reviewed")
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	assert.Equal(t, Cursor{Round: 0, End: true}, v.model.cursor, "past round 1's last move, its end, still in round 1")
	assert.Equal(t, "Round 1", v.turn.Text)
}

func TestTheRoundsEndIsNotToldWhileItsLastMoveIsSown(t *testing.T) {
	v, _ := newTestView(t, "3,1,0,0,0,0,0/0,0,0,0,0,0,0 S 26:26")
	v.SetPace(stepper.DefaultPace())
	tapHole(v, s2)
	require.True(t, v.Animating())
	assert.True(t, v.matchPanel.next.Disabled(), "not during the sowing")
	assert.Empty(t, v.matchPanel.score.Objects, "nor the score")
	v.FinishAnimation()
	assert.False(t, v.matchPanel.next.Disabled())
	assert.NotEmpty(t, v.matchPanel.score.Objects)
}

func TestNextRoundLeavesTheMoveShownAndALanguageSwitchKeepsHowTheRoundStarts(t *testing.T) {
	v, _ := newTestView(t, "3,1,0,0,0,0,0/0,0,0,0,0,0,0 S 26:26")
	v.SetPace(stepper.Pace{})
	tapHole(v, s2)
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyHome})
	v.NextRound()
	assert.True(t, v.model.cursor.Live)
	again := rebuilt(t, v)
	assert.Contains(t, again.detail.Text, "Round 2: each player's row is refilled")
}

func TestWhenBothHoldTooFewTheMatchSaysOneWinner(t *testing.T) {
	v, _ := newTestView(t, "0,0,0,0,0,0,0/0,0,0,0,0,0,1 S 3:1")
	v.SetPace(stepper.Pace{})
	assert.Equal(t, "South wins 3 to 2.", v.turn.Text)
	assert.NotContains(t, v.detail.Text, "too few")
	assert.Contains(t, v.detail.Text, "The match is over after 1 round: South wins it.")
}

func TestALongMatchShowsItsLastRoundsOnTheScoreboard(t *testing.T) {
	v, _ := newTestView(t, "3,1,0,0,0,0,0/0,0,0,0,0,0,0 S 26:26")
	v.SetPace(stepper.Pace{})
	rounds := 0
	for ; rounds < maxScoreRows+2 && !v.model.match.Over(); rounds++ {
		for !v.Game().Result().Over() {
			v.Play(v.Game().LegalMoves()[0])
		}
		v.NextRound()
	}
	require.Greater(t, v.model.match.RoundNumber(), maxScoreRows, "a match long enough to test")
	// the heading, "…", the last rounds, the legend
	assert.Len(t, v.matchPanel.score.Objects, 1+1+maxScoreRows+1)
}

func TestWhilePresentingTheForwardKeyIsNamedForTheNextRound(t *testing.T) {
	v, _ := newTestView(t, "3,1,0,0,0,0,0/0,0,0,0,0,0,0 S 26:26")
	v.SetPace(stepper.Pace{})
	tapHole(v, s2)
	v.SetPresenting(true)
	assert.Contains(t, v.detail.Text, "Next round: North opens. The forward key refills the rows.")
	v.SetPresenting(false)
	assert.Contains(t, v.detail.Text, "Press Next round to refill the rows.")
}
