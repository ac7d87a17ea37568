package debugger

// Resume carries on in v, a debugger built anew (in another language or
// theme), what old was showing: the move under its rules, the event under
// the cursor, the
// marks drawn on the board, the breakpoints and the speed. Old stops
// playing.
func (v *DebuggerView) Resume(old *DebuggerView) {
	old.Pause()
	v.GamePosition, v.rules = old.GamePosition, old.rules
	v.play.Player = old.play.Player // Open takes its speed and breakpoints over
	trace := old.play.Player.Trace()
	if v.Open(trace.Start, trace.Move) != nil {
		return
	}
	for _, kind := range breakKinds {
		v.SetKindBreak(kind, old.play.Player.KindBreak(kind))
	}
	v.speed.SetSelectedIndex(old.play.Player.Speed())
	v.Seek(old.play.Player.Index())
	v.board.SetMarks(old.board.Marks())
}
