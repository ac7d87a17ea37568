package lessons

import (
	"encoding/json"
	"math"
	"slices"

	"walakpussa/assets/i18n/sentence"
)

// Status is how far a learner has come in a lesson.
type Status uint8

const (
	// New: the lesson has not been opened.
	New Status = iota
	// InProgress: the lesson was started and not finished.
	InProgress
	// Done: the learner has answered every interactive step of the lesson.
	Done
)

// LessonProgress records a learner's place in one lesson.
type LessonProgress struct {
	// Step is the step the learner was last on, from 0.
	Step int `json:"step"`
	// Answered lists the interactive steps answered, from 0, in order.
	Answered []int `json:"answered,omitempty"`
	// Done is set once every interactive step has been answered. (Progress
	// saved before answers were recorded set it at the last step; such a
	// lesson stays done.)
	Done bool `json:"done,omitempty"`
}

// PuzzleResult records a learner's tries at one puzzle.
type PuzzleResult struct {
	// Solved is set by a try that reached the goal without the solution
	// seen first.
	Solved bool `json:"solved,omitempty"`
	// Tries counts every try, a look at the solution included.
	Tries int `json:"tries,omitempty"`
	// Hints counts the hints shown.
	Hints int `json:"hints,omitempty"`
	// SolutionSeen counts the looks at the solution.
	SolutionSeen int `json:"solution_seen,omitempty"`
}

// Progress is what a learner has done in the course: the place in each
// lesson and the result of each puzzle, by id, and the puzzle trainer's
// ratings and streak. It is saved as JSON; progress saved before the
// ratings were kept loads with the starting ones.
type Progress struct {
	Lessons map[string]LessonProgress `json:"lessons"`
	Puzzles map[string]PuzzleResult   `json:"puzzles"`
	// Rating is the learner's (nil before his first try).
	Rating *Rating `json:"rating,omitempty"`
	// PuzzleRatings are the ratings of the puzzles first tried, by id;
	// the others have their level's.
	PuzzleRatings map[string]Rating `json:"puzzle_ratings,omitempty"`
	// Streak counts the puzzles solved at the first try in a row; Best is
	// the longest streak.
	Streak     int `json:"streak,omitempty"`
	BestStreak int `json:"best_streak,omitempty"`
}

// NewProgress returns the progress of a learner who has done nothing yet.
func NewProgress() *Progress {
	return &Progress{Lessons: map[string]LessonProgress{}, Puzzles: map[string]PuzzleResult{}}
}

// ParseProgress reads progress saved by Progress.JSON. Empty text is a new
// learner.
func ParseProgress(text string) (*Progress, error) {
	p := NewProgress()
	if text == "" {
		return p, nil
	}
	if err := json.Unmarshal([]byte(text), p); err != nil {
		return NewProgress(), sentence.Errorf("saved progress is unreadable: %v", err)
	}
	if p.Lessons == nil {
		p.Lessons = map[string]LessonProgress{}
	}
	if p.Puzzles == nil {
		p.Puzzles = map[string]PuzzleResult{}
	}
	return p, nil
}

// JSON writes the progress for saving; it fails on a value JSON cannot
// hold (a rating gone infinite), and the caller then keeps the old file.
func (p *Progress) JSON() (string, error) {
	data, err := json.Marshal(p)
	if err != nil {
		return "", sentence.Errorf("the progress cannot be written as JSON: %v", err)
	}
	return string(data), nil
}

// Drop removes the entries no learner can have made: a negative step,
// answer or count, a rating that is not a finite number with a positive
// deviation and volatility, a negative streak. It returns what it dropped,
// one phrase an entry ("lesson relay", "puzzle eat-1", "your rating"), in
// order, for the learner to be told in the language in use.
func (p *Progress) Drop() []error {
	var dropped []error
	for _, id := range sortedKeys(p.Lessons) {
		lp := p.Lessons[id]
		if lp.Step < 0 || slices.ContainsFunc(lp.Answered, func(k int) bool { return k < 0 }) {
			delete(p.Lessons, id)
			dropped = append(dropped, sentence.Errorf("lesson %s", id))
		}
	}
	for _, id := range sortedKeys(p.Puzzles) {
		r := p.Puzzles[id]
		if r.Tries < 0 || r.Hints < 0 || r.SolutionSeen < 0 {
			delete(p.Puzzles, id)
			dropped = append(dropped, sentence.Errorf("puzzle %s", id))
		}
	}
	for _, id := range sortedKeys(p.PuzzleRatings) {
		if !p.PuzzleRatings[id].usable() {
			delete(p.PuzzleRatings, id)
			dropped = append(dropped, sentence.Errorf("the rating of puzzle %s", id))
		}
	}
	if p.Rating != nil && !p.Rating.usable() {
		p.Rating = nil
		dropped = append(dropped, sentence.Errorf("your rating"))
	}
	if p.Streak < 0 || p.BestStreak < 0 {
		p.Streak, p.BestStreak = max(p.Streak, 0), max(p.BestStreak, 0)
		dropped = append(dropped, sentence.Errorf("your streak"))
	}
	return dropped
}

// usable reports whether r is a rating a learner can have: finite, with a
// positive deviation and volatility.
func (r Rating) usable() bool {
	finite := func(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }
	return finite(r.R) && finite(r.RD) && finite(r.Vol) && r.RD > 0 && r.Vol > 0
}

// sortedKeys are the keys of m in order.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// Status says whether lesson id is new, in progress or done.
func (p *Progress) Status(id string) Status {
	lp, seen := p.Lessons[id]
	switch {
	case !seen:
		return New
	case lp.Done:
		return Done
	}
	return InProgress
}

// Step returns the step the learner was last on in lesson id, from 0.
func (p *Progress) Step(id string) int { return p.Lessons[id].Step }

// Visit records that the learner is on step of lesson id.
func (p *Progress) Visit(id string, step int) {
	lp := p.Lessons[id]
	lp.Step = step
	p.Lessons[id] = lp
}

// Answer records that the learner answered step of lesson id, whose
// interactive steps are interactive; once every one of them is answered,
// the lesson is done.
func (p *Progress) Answer(id string, step int, interactive []int) {
	lp := p.Lessons[id]
	if !slices.Contains(lp.Answered, step) {
		lp.Answered = append(lp.Answered, step)
		slices.Sort(lp.Answered)
	}
	done := true
	for _, k := range interactive {
		done = done && slices.Contains(lp.Answered, k)
	}
	lp.Done = lp.Done || done
	p.Lessons[id] = lp
}

// Answered reports whether step of lesson id has been answered.
func (p *Progress) Answered(id string, step int) bool {
	return slices.Contains(p.Lessons[id].Answered, step)
}

// Restart puts the learner back at the start of lesson id; a lesson done
// stays done.
func (p *Progress) Restart(id string) {
	lp := p.Lessons[id]
	lp.Step = 0
	p.Lessons[id] = lp
}

// Try records a try at puzzle pz, solved or not. The first try is a
// rated game between the learner and the puzzle, and counts for the
// streak.
func (p *Progress) Try(pz *Puzzle, solved bool) {
	r := p.Puzzles[pz.ID]
	if r.Tries == 0 {
		p.rate(pz, solved)
	}
	r.Tries++
	r.Solved = r.Solved || solved
	p.Puzzles[pz.ID] = r
}

// rate updates the learner's rating, the puzzle's and the streak after a
// first try at pz.
func (p *Progress) rate(pz *Puzzle, solved bool) {
	learner, puzzle := p.LearnerRating(), p.PuzzleRating(pz)
	score := 0.0
	if solved {
		score = 1
	}
	updated := learner.Update(Game{Opponent: puzzle, Score: score})
	p.Rating = &updated
	if p.PuzzleRatings == nil {
		p.PuzzleRatings = map[string]Rating{}
	}
	p.PuzzleRatings[pz.ID] = puzzle.Update(Game{Opponent: learner, Score: 1 - score})
	if solved {
		p.Streak++
		p.BestStreak = max(p.BestStreak, p.Streak)
	} else {
		p.Streak = 0
	}
}

// LearnerRating is the learner's rating.
func (p *Progress) LearnerRating() Rating {
	if p.Rating == nil {
		return NewLearnerRating()
	}
	return *p.Rating
}

// PuzzleRating is the rating of pz: what the first tries gave it, else
// its level's.
func (p *Progress) PuzzleRating(pz *Puzzle) Rating {
	if r, ok := p.PuzzleRatings[pz.ID]; ok {
		return r
	}
	return LevelRating(pz.Level)
}

// SawSolution records that the learner looked at the solution of puzzle
// pz: a try that failed, as on Lichess.
func (p *Progress) SawSolution(pz *Puzzle) {
	p.Try(pz, false)
	r := p.Puzzles[pz.ID]
	r.SolutionSeen++
	p.Puzzles[pz.ID] = r
}

// Hint records that a hint of puzzle id was shown.
func (p *Progress) Hint(id string) {
	r := p.Puzzles[id]
	r.Hints++
	p.Puzzles[id] = r
}

// Solved reports whether puzzle id has been solved.
func (p *Progress) Solved(id string) bool { return p.Puzzles[id].Solved }

// SolvedCount counts the puzzles of the list that have been solved.
func (p *Progress) SolvedCount(puzzles []*Puzzle) int {
	n := 0
	for _, pz := range puzzles {
		if p.Solved(pz.ID) {
			n++
		}
	}
	return n
}
