package search

import "walakpussa/assets/i18n/sentence"

// Mark grades a move by its loss: the seeds of value it gives away against
// the best move, under best play.
type Mark uint8

const (
	// MarkBest is a move with the best value: it loses nothing.
	MarkBest Mark = iota
	// MarkGood loses at most markLimits[MarkGood] (one seed changing hands).
	MarkGood
	// MarkInaccuracy loses at most markLimits[MarkInaccuracy].
	MarkInaccuracy
	// MarkMistake loses at most markLimits[MarkMistake].
	MarkMistake
	// MarkBlunder loses more.
	MarkBlunder
)

// markLimits is the most loss each mark allows, MarkBlunder excepted: a
// loss of 0 is best, 1–2 good, 3–6 an inaccuracy, 7–14 a mistake, 15 or
// more a blunder. A loss is counted in the value's seeds (a margin): a
// seed that ends up with the opponent instead of the mover costs 2, so
// the limits are 1, 3 and 7 seeds changing hands.
var markLimits = [MarkBlunder]int{MarkBest: 0, MarkGood: 2, MarkInaccuracy: 6, MarkMistake: 14}

// MarkOf returns the mark of a move that loses loss.
func MarkOf(loss int) Mark {
	for m, limit := range markLimits {
		if loss <= limit {
			return Mark(m)
		}
	}
	return MarkBlunder
}

// markNames are the marks' names in the --json output and the notation.
var markNames = [...]string{"best", "good", "inaccuracy", "mistake", "blunder"}

// String returns the mark's name: "best", "good", "inaccuracy", "mistake"
// or "blunder", the same in every language.
func (m Mark) String() string { return markNames[m] }

// Tell says the mark's name in the language of sp.
func (m Mark) Tell(sp sentence.Speaker) string {
	switch m {
	case MarkBest:
		return sp.F("best")
	case MarkGood:
		return sp.F("good")
	case MarkInaccuracy:
		return sp.F("inaccuracy")
	case MarkMistake:
		return sp.F("mistake")
	}
	return sp.F("blunder")
}
