package lessons

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestRatingFollowsGlickmansExample: the worked example of "Example of the
// Glicko-2 system" (Glickman 2013): a player rated 1500 (RD 200) beats a
// 1400 (RD 30) and loses to a 1550 (RD 100) and a 1700 (RD 300).
func TestRatingFollowsGlickmansExample(t *testing.T) {
	player := Rating{R: 1500, RD: 200, Vol: 0.06}
	after := player.Update(
		Game{Opponent: Rating{R: 1400, RD: 30, Vol: 0.06}, Score: 1},
		Game{Opponent: Rating{R: 1550, RD: 100, Vol: 0.06}, Score: 0},
		Game{Opponent: Rating{R: 1700, RD: 300, Vol: 0.06}, Score: 0},
	)
	assert.InDelta(t, 1464.06, after.R, 0.01)
	assert.InDelta(t, 151.52, after.RD, 0.01)
	assert.InDelta(t, 0.05999, after.Vol, 0.00001)

	idle := player.Update()
	assert.Equal(t, player.R, idle.R, "no game leaves the rating")
	assert.Greater(t, idle.RD, player.RD, "and makes it less sure")
}

func TestWinningRaisesTheRatingAndLosingLowersIt(t *testing.T) {
	learner, puzzle := NewLearnerRating(), LevelRating(3)
	assert.Equal(t, 1500.0, puzzle.R, "a level 3 puzzle is a match for a new learner")
	assert.Less(t, LevelRating(1).R, LevelRating(5).R)
	won := learner.Update(Game{Opponent: puzzle, Score: 1})
	lost := learner.Update(Game{Opponent: puzzle, Score: 0})
	assert.Greater(t, won.R, learner.R)
	assert.Less(t, lost.R, learner.R)
	assert.Less(t, won.RD, learner.RD, "a game makes the rating surer")
	assert.Greater(t, learner.Update(Game{Opponent: LevelRating(5), Score: 1}).R, won.R, "beating a harder puzzle counts more")
}
