package lessons

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/engine"
)

// Hand-checked positions for the solver's goals.
//
// oneWinner, South to move, 4 seeds on the board (S1, S5 one each, N1 two):
// S5 sows S6; S7 after it is a pussa, so N1 (2) is eaten; N2 and N3 are
// empty, the chain stops. North has no seed left, so the round ends and
// South sweeps S1 and S6: South 24+2+2 = 28, North 28. With held 26:26
// (winOnce) that is 30 to 26, a win at once. S1 sows S2 and captures
// nothing (S3 and S4 empty); North keeps N1, so the round goes on. S5 takes
// the whole board (+4, the most any move can be worth); S1 leaves N1 to
// North and is worth at most +2 (values have the board's parity).
//
// twoWinners, South to move: S3 (3 seeds) sows S4, S5, S6, and S5 (1) sows
// S6: both end in S6 before the pussa S7 and eat N1, North's only seeds, then
// sweep the 4 seeds left: both are worth the whole board, +6.
const (
	winOnce    = "1,0,0,0,1,0,0/2,0,0,0,0,0,0 S 26:26"
	oneWinner  = "1,0,0,0,1,0,0/2,0,0,0,0,0,0 S 24:28"
	twoWinners = "0,0,3,0,1,0,0/2,0,0,0,0,0,0 S 24:28"
)

func puzzleLesson(position, goal, solution, theme string) string {
	step := "  - kind: puzzle\n    id: p\n    level: 1\n    text: t\n    position: " + position + "\n    goal: " + goal +
		"\n    solution: " + solution + "\n    success: s\n"
	if theme != "" {
		step += "    theme: " + theme + "\n"
	}
	return lesson(step)
}

func parseErrors(t *testing.T, text string) []string {
	t.Helper()
	_, errs := Parse("p.yaml", []byte(text))
	var out []string
	for _, e := range errs {
		out = append(out, e.Error())
	}
	return out
}

func TestWinInGoal(t *testing.T) {
	assert.Empty(t, parseErrors(t, puzzleLesson(winOnce, "{win-in: 1}", "S5", "")))
	assert.Empty(t, parseErrors(t, puzzleLesson(winOnce, "{win-in: 2}", "S5", "")))
	errs := parseErrors(t, puzzleLesson(winOnce, "{win-in: 1}", "S1", ""))
	require.Len(t, errs, 1)
	assert.Contains(t, errs[0], "S1 does not reach the goal (win-in: 1): S1 captures nothing, but does not win the round within 1")
	assert.Contains(t, errs[0], "S5 also reaches the goal (win-in: 1)")
	// 28 to 28 is a draw, not a win.
	errs = parseErrors(t, puzzleLesson(oneWinner, "{win-in: 1}", "S5", ""))
	require.Len(t, errs, 1)
	assert.Contains(t, errs[0], "S5 does not reach the goal")
	// Two moves win at once: rejected.
	errs = parseErrors(t, puzzleLesson(twoWinners, "{win-in: 1}", "S5", ""))
	require.Len(t, errs, 1)
	assert.Contains(t, errs[0], "S3 also reaches the goal (win-in: 1): S3 captures 2 seeds from one hole and wins the round at once")
	assert.Contains(t, parseErrors(t, puzzleLesson(winOnce, "{win-in: 4}", "S5", ""))[0], "expected a whole number from 1 to 3")
}

func TestWinsWithinAgreesWithPlayingTheGame(t *testing.T) {
	rules := engine.Standard()
	pos := mustPosition(t, winOnce)
	g := engine.NewGame(rules, pos)
	_, err := g.Play(engine.HoleOf(engine.South, 5))
	require.NoError(t, err)
	res := g.Result()
	require.True(t, res.Over())
	assert.Equal(t, engine.South, res.Winner)
	won, _ := winsWithin(rules, pos, engine.HoleOf(engine.South, 5), 1)
	assert.True(t, won)
	// S1 then North's only move N1, then no South move ends the round: no
	// win within 2.
	won, defence := winsWithin(rules, pos, engine.HoleOf(engine.South, 1), 2)
	assert.False(t, won)
	assert.Equal(t, engine.HoleOf(engine.North, 1), defence)
}

func TestBestMoveGoal(t *testing.T) {
	assert.Empty(t, parseErrors(t, puzzleLesson(oneWinner, "best-move", "S5", "")))
	errs := parseErrors(t, puzzleLesson(oneWinner, "best-move", "S1", ""))
	require.Len(t, errs, 1)
	assert.Contains(t, errs[0], "S1 does not reach the goal (best-move)")
	errs = parseErrors(t, puzzleLesson(twoWinners, "best-move", "S5", ""))
	require.Len(t, errs, 1)
	assert.Contains(t, errs[0], "S3 also reaches the goal (best-move): S3 captures 2 seeds from one hole and is worth +6 seeds under best play")
}

func TestOnlyNotLosingGoal(t *testing.T) {
	// 24:28: S5 ends the round 28 to 28 (a draw does not lose); S1, worth
	// at most +2, ends it at best 27 to 29.
	assert.Empty(t, parseErrors(t, puzzleLesson(oneWinner, "only-not-losing", "S5", "")))
	errs := parseErrors(t, puzzleLesson(oneWinner, "only-not-losing", "S1", ""))
	require.Len(t, errs, 1)
	assert.Contains(t, errs[0], "S1 does not reach the goal (only-not-losing)")
	assert.Contains(t, errs[0], "S5 also reaches the goal (only-not-losing): S5 captures 2 seeds from one hole; under best play the round ends 28 to 28: it does not lose")
	errs = parseErrors(t, puzzleLesson(twoWinners, "only-not-losing", "S5", ""))
	require.Len(t, errs, 1)
	assert.Contains(t, errs[0], "S3 also reaches the goal (only-not-losing)")
	// With the held seeds 22:30 even S5 (28 to 30 at best) loses.
	errs = parseErrors(t, puzzleLesson("1,0,0,0,1,0,0/2,0,0,0,0,0,0 S 22:30", "only-not-losing", "S5", ""))
	require.Len(t, errs, 1)
	assert.Contains(t, errs[0], "S5 does not reach the goal")
}

func TestAttemptExplainsSolverGoals(t *testing.T) {
	rules := engine.Standard()
	pz := &Puzzle{Position: mustPosition(t, oneWinner), Goal: Goal{Kind: BestMove}}
	a := pz.Evaluate(rules, engine.HoleOf(engine.South, 5))
	assert.True(t, a.Reached)
	assert.Equal(t, 4, a.Value)
	a = pz.Evaluate(rules, engine.HoleOf(engine.South, 1))
	assert.False(t, a.Reached)
	assert.Equal(t, "S1 captures nothing, but under best play it is worth less than the best move (+4 seeds).", a.Explain())
	pz.Goal = Goal{Kind: WinIn, N: 2}
	a = pz.Evaluate(rules, engine.HoleOf(engine.South, 1))
	assert.Equal(t, "S1 captures nothing, but the reply N1 escapes a win within 2.", a.Explain())
}

func TestUnprovenPuzzleIsAnError(t *testing.T) {
	_, errs := parse("p.yaml", []byte(puzzleLesson("4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0", "best-move", "S1", "")), 1)
	require.Len(t, errs, 1)
	assert.Equal(t, "p.yaml:11: step 1: solution: cannot be proven: the search did not finish", errs[0].Error())
}

func TestThemeIsCheckedAgainstTheSolution(t *testing.T) {
	assert.Empty(t, parseErrors(t, puzzleLesson(winOnce, "{win-in: 1}", "S5", "sweep")))
	errs := parseErrors(t, puzzleLesson(winOnce, "{win-in: 1}", "S5", "relay"))
	require.Len(t, errs, 1)
	assert.Contains(t, errs[0], `theme: "relay" does not fit: it needs that the solution sows 4 laps or more`)
	errs = parseErrors(t, puzzleLesson(winOnce, "{win-in: 1}", "S5", "tricky"))
	require.Len(t, errs, 1)
	assert.Contains(t, errs[0], `"tricky": expected one of relay, long-chain, cross-board, endless-trap, sweep`)
}

func TestGeneratedPuzzlesLoadAndAreDeterministic(t *testing.T) {
	gen := func(seed uint64) string {
		var buf bytes.Buffer
		require.NoError(t, WritePuzzleSteps(&buf, Generate(GenerateOptions{Count: 8, Seed: seed})))
		return buf.String()
	}
	text := gen(7)
	assert.Equal(t, text, gen(7), "the same seed gives the same puzzles")
	assert.NotEqual(t, text, gen(8))
	l, errs := Parse("gen.yaml", []byte(lesson(text)))
	require.Empty(t, errs)
	require.Len(t, l.Puzzles(), 8)
	boards := map[string]bool{}
	for _, pz := range l.Puzzles() {
		assert.True(t, strings.HasPrefix(pz.ID, "gen-"))
		assert.NotEmpty(t, pz.Hints)
		assert.NotEmpty(t, pz.Success)
		assert.False(t, boards[pz.Position.String()], "no duplicate boards")
		boards[pz.Position.String()] = true
	}
	solver := Generate(GenerateOptions{Count: 3, Seed: 1, Goals: []GoalKind{BestMove, OnlyNotLosing, WinIn}})
	require.Len(t, solver, 3)
	for _, pz := range solver {
		assert.True(t, pz.Goal.Kind.Solved(), pz.Goal.String())
		assert.NoError(t, uniqueSolution(engine.Standard(), pz, SolveNodes))
	}
}

func TestCourseShipsProvenPuzzlesQuickly(t *testing.T) {
	began := time.Now()
	course, errs := Builtin()
	elapsed := time.Since(began)
	require.Empty(t, errs)
	puzzles := course.Puzzles()
	assert.GreaterOrEqual(t, len(puzzles), 100)
	goals := map[GoalKind]int{}
	for _, pz := range puzzles {
		goals[pz.Goal.Kind]++
	}
	for _, k := range []GoalKind{WinIn, BestMove, OnlyNotLosing} {
		assert.GreaterOrEqual(t, goals[k], 5, "puzzles with goal %s", k)
	}
	t.Logf("course loaded and validated in %v: %d puzzles, goals %v", elapsed, len(puzzles), goals)
	assert.Less(t, elapsed, 2*time.Second, "the app loads the course at start")
}
