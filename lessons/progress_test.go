package lessons

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestProgressOfALesson(t *testing.T) {
	p := NewProgress()
	assert.Equal(t, New, p.Status("relay"))
	p.Visit("relay", 2, 6)
	assert.Equal(t, InProgress, p.Status("relay"))
	assert.Equal(t, 2, p.Step("relay"))
	p.Visit("relay", 5, 6)
	assert.Equal(t, Done, p.Status("relay"), "the last step finishes the lesson")
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
	assert.Equal(t, 1, p.SolvedCount([]*Puzzle{{ID: "pearls-1"}, {ID: "pearls-2"}}))
}

func TestProgressSavesAndLoads(t *testing.T) {
	p := NewProgress()
	p.Visit("board", 1, 3)
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
	empty.Visit("x", 0, 2)
	assert.Equal(t, InProgress, empty.Status("x"))
}
