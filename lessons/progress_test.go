package lessons

import (
	"testing"

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
	p.Try("pearls-1", false)
	p.Hint("pearls-1")
	p.Try("pearls-1", true)
	p.Try("pearls-1", false)
	assert.Equal(t, PuzzleResult{Solved: true, Tries: 3, Hints: 1}, p.Puzzles["pearls-1"])
	p.SawSolution("pearls-2")
	assert.Equal(t, PuzzleResult{Tries: 1, SolutionSeen: 1}, p.Puzzles["pearls-2"], "the solution seen is a failed try")
	assert.Equal(t, 1, p.SolvedCount([]*Puzzle{{ID: "pearls-1"}, {ID: "pearls-2"}}))
}

func TestProgressSavesAndLoads(t *testing.T) {
	p := NewProgress()
	p.Visit("board", 1)
	p.Answer("board", 1, []int{1, 2})
	p.Try("relay-1", true)
	loaded, err := ParseProgress(p.JSON())
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
}
