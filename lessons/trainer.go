package lessons

import (
	"math"
	"time"
)

// NextPuzzle picks the puzzle to try next among puzzles: one not solved
// yet, not tried before if there is one, whose rating is nearest the
// learner's (the first in the list among equals); nil when all are solved.
func (p *Progress) NextPuzzle(puzzles []*Puzzle) *Puzzle {
	learner := p.LearnerRating().R
	var best *Puzzle
	bestTried, bestGap := false, 0.0
	for _, pz := range puzzles {
		if p.Solved(pz.ID) {
			continue
		}
		tried := p.Puzzles[pz.ID].Tries > 0
		gap := math.Abs(p.PuzzleRating(pz).R - learner)
		if best == nil || (bestTried && !tried) || (tried == bestTried && gap < bestGap) {
			best, bestTried, bestGap = pz, tried, gap
		}
	}
	return best
}

// DailyPuzzle is the puzzle of the day of date (its calendar day, where
// date is): the same all day, the next one the next day, round the list.
func DailyPuzzle(puzzles []*Puzzle, date time.Time) *Puzzle {
	if len(puzzles) == 0 {
		return nil
	}
	y, m, d := date.Date()
	days := time.Date(y, m, d, 0, 0, 0, 0, time.UTC).Unix() / (24 * 60 * 60)
	return puzzles[int(days%int64(len(puzzles)))]
}
