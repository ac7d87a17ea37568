package play

// Cursor is where the Play tab looks in the match: the game as it stands
// (live), the end of an earlier round, or the board after one move of a
// round. It is a plain value; the view shows what it points at.
type Cursor struct {
	// Live is set while the board shows the game as it stands; Round,
	// Move and End are then unused.
	Live bool
	// Round is the round looked at, from 0.
	Round int
	// End is set while the board shows the end of the earlier round
	// Round; otherwise it shows the board after move Move (from 0).
	End  bool
	Move int
}

// Shape is what a cursor moves over: the number of moves of each round of
// the match, from the first; the last round is the one being played.
type Shape []int

// playing is the index of the round being played.
func (s Shape) playing() int { return len(s) - 1 }

// LiveCursor is the cursor on the game as it stands.
func LiveCursor() Cursor { return Cursor{Live: true} }

// RoundOf is the round the cursor looks at.
func (c Cursor) RoundOf(s Shape) int {
	if c.Live {
		return s.playing()
	}
	return c.Round
}

// AtMove is the cursor on the board after move i of round r, or on
// the game as it stands for the last move of the round being played
// (which is the same board). ok is false when round r has no move i.
func AtMove(s Shape, r, i int) (c Cursor, ok bool) {
	if r < 0 || r >= len(s) || i < 0 || i >= s[r] {
		return Cursor{}, false
	}
	if r == s.playing() && i == s[r]-1 {
		return LiveCursor(), true
	}
	return Cursor{Round: r, Move: i}, true
}

// AtRoundEnd is the cursor on the end of round r, the game as it stands
// for the round being played (or a round the match does not have).
func AtRoundEnd(s Shape, r int) Cursor {
	if r < 0 || r >= s.playing() {
		return LiveCursor()
	}
	return Cursor{Round: r, End: true}
}

// Back is the cursor one move back: from the game as it stands, the move
// before the last; from an earlier round's end, its last move. At the
// first move it stays.
func (c Cursor) Back(s Shape) Cursor {
	r := c.RoundOf(s)
	i := c.Move - 1
	switch {
	case c.Live:
		i = s[r] - 2
	case c.End:
		i = s[r] - 1
	}
	if back, ok := AtMove(s, r, i); ok {
		return back
	}
	return c
}

// Forward is the cursor one move on: past an earlier round's last move,
// its end; past the move before the last of the round being played, the
// game as it stands. At an end it stays.
func (c Cursor) Forward(s Shape) Cursor {
	if c.Live || c.End {
		return c
	}
	if next, ok := AtMove(s, c.Round, c.Move+1); ok {
		return next
	}
	return AtRoundEnd(s, c.Round)
}

// Home is the cursor on the first move of the round looked at.
func (c Cursor) Home(s Shape) Cursor {
	if first, ok := AtMove(s, c.RoundOf(s), 0); ok {
		return first
	}
	return c
}
