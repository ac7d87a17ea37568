package play

// Resume carries on in v, a play view built anew (in another language or
// theme), what old was showing: the match with its history, the round
// and the move shown,
// the marks drawn on the board, the opponent, the tutor, the move preview
// and the pace.
// Old's move is finished and its searches stop.
func (v *GameView) Resume(old *GameView) {
	old.FinishAnimation()
	away := old.away
	old.SetInFront(false)
	v.pace, v.after, v.computer.background = old.pace, old.after, old.computer.background
	v.setMatch(old.match)
	v.setup = old.setup
	v.computer.side = old.computer.side
	v.away = away
	v.SetTutoring(old.coach.tutoring)
	v.preview.on = old.preview.on
	v.computer.selector.SetSelectedIndex(old.computer.level)
	if len(v.Game().Moves()) == 0 && v.match.RoundNumber() > 1 {
		v.settle(roundStartText(v.match))
	} else {
		v.settle(v.lastMoveText())
	}
	v.goTo(old.cursor)
	v.board.SetMarks(old.board.Marks())
	v.resumeReview(old)
}
