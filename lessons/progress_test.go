package lessons

import (
	"math"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestProgressOfALesson(t *testing.T) {
	p := NewProgress()
	assert.Equal(t, New, p.Status("relay"))
	p.Visit("relay", 2)
	assert.Equal(t, InProgress, p.Status("relay"))
	assert.Equal(t, 2, p.Step("relay"))
	p.Visit("relay", 5)
	assert.Equal(t, InProgress, p.Status("relay"), "reaching the last step is not enough")
	interactive := []int{1, 3, 5}
	p.Answer("relay", 5, interactive)
	p.Answer("relay", 1, interactive)
	p.Answer("relay", 1, interactive)
	assert.Equal(t, []int{1, 5}, p.Lessons["relay"].Answered)
	assert.Equal(t, InProgress, p.Status("relay"), "step 4 is still to answer")
	assert.True(t, p.Answered("relay", 5))
	assert.False(t, p.Answered("relay", 3))
	p.Answer("relay", 3, interactive)
	assert.Equal(t, Done, p.Status("relay"), "every interactive step answered finishes the lesson")
	p.Restart("relay")
	assert.Equal(t, 0, p.Step("relay"))
	assert.Equal(t, Done, p.Status("relay"), "restarting does not undo it")
}

func TestProgressOfPuzzles(t *testing.T) {
	p := NewProgress()
	pearls1, pearls2 := &Puzzle{ID: "pearls-1", Level: 2}, &Puzzle{ID: "pearls-2", Level: 3}
	p.Try(pearls1, false)
	p.Hint("pearls-1")
	p.Try(pearls1, true)
	p.Try(pearls1, false)
	assert.Equal(t, PuzzleResult{Solved: true, Tries: 3, Hints: 1}, p.Puzzles["pearls-1"])
	p.SawSolution(pearls2)
	assert.Equal(t, PuzzleResult{Tries: 1, SolutionSeen: 1}, p.Puzzles["pearls-2"], "the solution seen is a failed try")
	assert.Equal(t, 1, p.SolvedCount([]*Puzzle{{ID: "pearls-1"}, {ID: "pearls-2"}}))
}

func TestProgressSavesAndLoads(t *testing.T) {
	p := NewProgress()
	p.Visit("board", 1)
	p.Answer("board", 1, []int{1, 2})
	p.Try(&Puzzle{ID: "relay-1", Level: 1}, true)
	text, err := p.JSON()
	require.NoError(t, err)
	loaded, err := ParseProgress(text)
	require.NoError(t, err)
	assert.Equal(t, p, loaded)

	fresh, err := ParseProgress("")
	require.NoError(t, err)
	assert.Equal(t, NewProgress(), fresh)

	broken, err := ParseProgress(`{"lessons": [1,2`)
	assert.ErrorContains(t, err, "saved progress is unreadable")
	assert.Equal(t, NewProgress(), broken, "a learner with unreadable progress starts afresh")

	empty, err := ParseProgress(`{}`)
	require.NoError(t, err)
	empty.Visit("x", 0)
	assert.Equal(t, InProgress, empty.Status("x"))

	old, err := ParseProgress(`{"lessons":{"relay":{"step":5,"done":true}},"puzzles":{"relay-1":{"solved":true,"tries":2}}}`)
	require.NoError(t, err, "progress saved before answers and looks at solutions were recorded")
	assert.Equal(t, Done, old.Status("relay"), "a lesson done stays done")
	assert.True(t, old.Solved("relay-1"))
	assert.Equal(t, NewLearnerRating(), old.LearnerRating(), "with the starting rating")
	assert.Zero(t, old.Streak)
}

func TestOnlyTheFirstTryIsRatedAndCountsForTheStreak(t *testing.T) {
	p := NewProgress()
	easy, hard, other := &Puzzle{ID: "a", Level: 1}, &Puzzle{ID: "b", Level: 5}, &Puzzle{ID: "c", Level: 3}
	p.Try(easy, true)
	first := p.LearnerRating()
	assert.Greater(t, first.R, NewLearnerRating().R)
	assert.Less(t, p.PuzzleRating(easy).R, LevelRating(1).R, "the puzzle solved loses rating")
	p.Try(easy, true)
	assert.Equal(t, first, p.LearnerRating(), "a second try is not rated")
	p.Try(hard, true)
	assert.Equal(t, 2, p.Streak)
	p.Try(other, false)
	assert.Less(t, p.LearnerRating().R, first.R+1000)
	assert.Zero(t, p.Streak, "a failed first try ends the streak")
	assert.Equal(t, 2, p.BestStreak)
	p.SawSolution(&Puzzle{ID: "d", Level: 2})
	assert.Zero(t, p.Streak)
	assert.Equal(t, PuzzleResult{Tries: 1, SolutionSeen: 1}, p.Puzzles["d"])

	text, err := p.JSON()
	require.NoError(t, err)
	loaded, err := ParseProgress(text)
	require.NoError(t, err)
	assert.Equal(t, p, loaded, "ratings and streaks are saved")
}

func TestNextPuzzleIsAnUnsolvedOneNearTheLearnersRating(t *testing.T) {
	p := NewProgress()
	puzzles := []*Puzzle{{ID: "l1", Level: 1}, {ID: "l3", Level: 3}, {ID: "l5", Level: 5}, {ID: "l3b", Level: 3}}
	assert.Equal(t, "l3", p.NextPuzzle(puzzles).ID, "a level 3 puzzle matches a new learner")
	p.Try(puzzles[1], false)
	assert.Equal(t, "l3b", p.NextPuzzle(puzzles).ID, "an untried puzzle before one failed")
	for _, pz := range puzzles {
		p.Try(pz, true)
	}
	assert.Nil(t, p.NextPuzzle(puzzles), "none when all are solved")
}

func TestThePuzzleOfTheDayChangesWithTheDate(t *testing.T) {
	puzzles := []*Puzzle{{ID: "a"}, {ID: "b"}, {ID: "c"}}
	morning := time.Date(2026, 12, 1, 7, 0, 0, 0, time.Local)
	evening := time.Date(2026, 12, 1, 23, 0, 0, 0, time.Local)
	tomorrow := time.Date(2026, 12, 2, 7, 0, 0, 0, time.Local)
	assert.Same(t, DailyPuzzle(puzzles, morning), DailyPuzzle(puzzles, evening), "the same all day")
	assert.NotSame(t, DailyPuzzle(puzzles, morning), DailyPuzzle(puzzles, tomorrow))
	assert.Nil(t, DailyPuzzle(nil, morning))
}

func TestDropLeavesOutWhatNoLearnerCanHaveMade(t *testing.T) {
	p := NewProgress()
	p.Lessons["relay"] = LessonProgress{Step: 2, Answered: []int{0, -1}}
	p.Lessons["board"] = LessonProgress{Step: 1}
	p.Puzzles["eat-1"] = PuzzleResult{Hints: -2}
	p.Puzzles["eat-2"] = PuzzleResult{Tries: 1, Solved: true}
	p.PuzzleRatings = map[string]Rating{"eat-3": {R: math.NaN(), RD: 50, Vol: 0.06}, "eat-4": {R: 1500, RD: 50, Vol: 0.06}}
	p.Rating = &Rating{R: 1500, RD: 0, Vol: 0.06}
	p.BestStreak = -4
	var said []string
	for _, e := range p.Drop() {
		said = append(said, e.Error())
	}
	assert.Equal(t, []string{"lesson relay", "puzzle eat-1", "the rating of puzzle eat-3", "your rating", "your streak"}, said)
	assert.Equal(t, []string{"board"}, sortedKeys(p.Lessons))
	assert.Equal(t, []string{"eat-2"}, sortedKeys(p.Puzzles))
	assert.Equal(t, []string{"eat-4"}, sortedKeys(p.PuzzleRatings))
	assert.Nil(t, p.Rating)
	assert.Zero(t, p.BestStreak)
	assert.Empty(t, p.Drop(), "what is left is kept")
}

func TestProgressWithAnInfiniteRatingCannotBeEncoded(t *testing.T) {
	p := NewProgress()
	p.Rating = &Rating{R: math.Inf(1), RD: 50, Vol: 0.06}
	_, err := p.JSON()
	assert.ErrorContains(t, err, "the progress cannot be written as JSON")
}
