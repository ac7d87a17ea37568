package play

import (
	"fyne.io/fyne/v2"

	"walakpussa/app/board"
)

// boardInset is the room left on either side of the board.
const boardInset = 12

// boardStatusLayout lays out a board and the status under it: the board as
// big as the width allows at its natural proportions, the status right
// below, the two centred together in the height. The room kept for the
// status starts at statusReserve and only grows, so the board stays put
// while the status text changes and the tutor's answers come and go.
type boardStatusLayout struct {
	statusRoom float32
}

// Layout places objects[0], the board, and objects[1], the status.
func (l *boardStatusLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	stage, status := objects[0], objects[1]
	status.Resize(fyne.NewSize(size.Width, status.MinSize().Height))
	l.statusRoom = max(l.statusRoom, status.MinSize().Height)
	boardHeight := max(min(board.HeightFor(size.Width-2*boardInset), size.Height-l.statusRoom), stage.MinSize().Height)
	top := max(0, (size.Height-boardHeight-l.statusRoom)/2)
	stage.Move(fyne.NewPos(boardInset, top))
	stage.Resize(fyne.NewSize(size.Width-2*boardInset, boardHeight))
	status.Move(fyne.NewPos(0, top+boardHeight))
	status.Resize(fyne.NewSize(size.Width, max(l.statusRoom, size.Height-top-boardHeight)))
}

// MinSize is the board's and the status's, one above the other.
func (l *boardStatusLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	stage, status := objects[0].MinSize(), objects[1].MinSize()
	return fyne.NewSize(max(stage.Width+2*boardInset, status.Width), stage.Height+status.Height)
}
