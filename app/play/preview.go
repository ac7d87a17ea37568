package play

import (
	"walakpussa/app/board"
	"walakpussa/engine"
)

// movePreview shows, while it is on, what the move of the hole pointed at
// would do: where its last seed falls, the pussa and the holes it
// captures, faintly on the board (board.SetPreview).
type movePreview struct {
	// pointed is the hole under the pointer, engine.NoHole for none.
	pointed engine.Hole
	cache   board.PreviewCache
}

// SetPreviewing turns the move preview on or off; it is off in a new view.
// While on, pointing at one of the holes of the side to move shows what
// its move would do.
func (v *GameView) SetPreviewing(on bool) {
	v.model.previewing = on
	v.showPreview()
}

// Previewing reports whether the move preview is on.
func (v *GameView) Previewing() bool { return v.model.previewing }

// pointAt is the board's OnHover: it previews the move of the hole
// pointed at, or rubs the preview out when the pointer leaves the holes.
func (v *GameView) pointAt(h engine.Hole, ok bool) {
	if !ok {
		h = engine.NoHole
	}
	v.preview.pointed = h
	v.showPreview()
}

// showPreview previews the move of the hole pointed at when it may be
// previewed now (mayPreview), and otherwise rubs the preview out.
func (v *GameView) showPreview() {
	h := v.preview.pointed
	if !v.mayPreview(h) {
		v.board.ClearPreview()
		return
	}
	p, ok := v.preview.cache.Of(v.Game().Rules(), v.Game().Position(), h)
	if !ok {
		v.board.ClearPreview()
		return
	}
	v.board.SetPreview(p)
}

// mayPreview reports whether the move of hole h may be previewed now: the
// preview is on, the tab in front, h is a hole of the side to move, a
// person's turn in a game that is not over, the board shows the game as
// it stands and no move is being sown.
func (v *GameView) mayPreview(h engine.Hole) bool {
	return v.model.previewing && !v.away && h.Valid() && h.Owner() == v.Game().Position().Turn &&
		!v.Game().Result().Over() && !v.computerToMove() && v.model.cursor.Live && !v.Animating()
}
