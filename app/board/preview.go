package board

import (
	"errors"
	"slices"

	"walakpussa/engine"
)

// Preview is what a move would do, shown faintly on the board before it is
// played (SetPreview): where the last seed of the whole move falls, the
// pussa where the sowing ends and the holes the move captures; or that the
// move is endless.
type Preview struct {
	// Move is the hole the move is played from.
	Move engine.Hole
	// Last is the hole where the last seed of the whole move falls.
	Last engine.Hole
	// Pussa is the empty hole after Last, where the sowing ends.
	Pussa engine.Hole
	// Captured are the holes the move captures, in the order it takes them:
	// the pussa kanawā first, then the pearls of the necklace.
	Captured []engine.Hole
	// Endless reports a move whose sowing never ends, so it is not legal;
	// Last and Pussa are then engine.NoHole and nothing is captured.
	Endless bool
}

// Equal reports whether p and q show the same.
func (p Preview) Equal(q Preview) bool {
	return p.Move == q.Move && p.Last == q.Last && p.Pussa == q.Pussa &&
		p.Endless == q.Endless && slices.Equal(p.Captured, q.Captured)
}

// PreviewOf returns what playing hole h in position p under rules would do,
// read from the move's trace. It reports false for a hole the side to move
// cannot lift: not a hole, the opponent's, or empty. An endless move is
// found on the fast path, without tracing its hundreds of thousands of laps.
func PreviewOf(rules engine.Rules, p engine.Position, h engine.Hole) (Preview, bool) {
	if _, _, err := rules.Play(p, h); err != nil {
		var problem *engine.MoveError
		if errors.As(err, &problem) && problem.Problem == engine.EndlessMove {
			return Preview{Move: h, Last: engine.NoHole, Pussa: engine.NoHole, Endless: true}, true
		}
		return Preview{}, false
	}
	t, err := rules.Trace(p, h)
	if err != nil {
		return Preview{}, false
	}
	preview := Preview{Move: h, Last: engine.NoHole, Pussa: engine.NoHole}
	for _, e := range t.Events {
		switch e.Kind {
		case engine.SowingEnd:
			preview.Last, preview.Pussa = e.Last, e.Hole
		case engine.Capture:
			preview.Captured = append(preview.Captured, e.Hole)
		}
	}
	return preview, true
}

// PreviewCache remembers the previews of one position, so that a pointer
// moving from hole to hole traces each move once. Its zero value is ready
// to use; a position or rule set it has not seen makes it start afresh.
type PreviewCache struct {
	rules    engine.Rules
	position engine.Position
	valid    bool
	known    [engine.HoleCount]bool
	playable [engine.HoleCount]bool
	previews [engine.HoleCount]Preview
}

// Of returns PreviewOf(rules, p, h), traced once per position and hole.
func (c *PreviewCache) Of(rules engine.Rules, p engine.Position, h engine.Hole) (Preview, bool) {
	if !h.Valid() {
		return Preview{}, false
	}
	if !c.valid || c.rules != rules || c.position != p {
		*c = PreviewCache{rules: rules, position: p, valid: true}
	}
	if !c.known[h] {
		c.previews[h], c.playable[h] = PreviewOf(rules, p, h)
		c.known[h] = true
	}
	preview := c.previews[h]
	preview.Captured = slices.Clone(preview.Captured)
	return preview, c.playable[h]
}
