package course

import (
	"walakpussa/app/board"
	"walakpussa/lessons"
)

// markColors maps a lesson's mark colours to the board's.
var markColors = map[lessons.MarkColor]board.MarkColor{
	lessons.MarkGreen:  board.Green,
	lessons.MarkRed:    board.Red,
	lessons.MarkBlue:   board.Blue,
	lessons.MarkYellow: board.Yellow,
}

// boardMarks returns a lesson step's marks as the board draws them.
func boardMarks(marks []lessons.Mark) []board.Mark {
	out := make([]board.Mark, len(marks))
	for i, m := range marks {
		out[i] = board.Mark{From: m.From, To: m.To, Color: markColors[m.Color]}
	}
	return out
}

// showMarks draws the step's marks on its board, once the step is set up:
// the board rubs them out when it goes on to the next moment.
func (v *stepView) showMarks() {
	if v.board != nil && len(v.step.Marks) > 0 {
		v.board.SetMarks(boardMarks(v.step.Marks))
	}
}
