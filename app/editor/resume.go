package editor

// Resume carries on in v, an editor built anew (in another language), what
// old was showing: the position with its undo and redo history, the hole
// with the focus, the opponent, the move and the kind of lesson step
// chosen. Old's search stops.
func (v *View) Resume(old *View) {
	old.actions.stop()
	v.model = old.model
	v.input.focus = old.input.focus
	v.actions.opponent.SetSelectedIndex(old.actions.opponent.SelectedIndex())
	v.actions.kind.SetSelectedIndex(old.actions.kind.SelectedIndex())
	v.actions.background = old.actions.background
	v.show()
	v.actions.move.SetSelected(old.actions.move.Selected)
}
