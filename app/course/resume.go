package course

// Resume carries on in v, a lessons view built anew (in another language),
// what old was showing: the course with its folder, the lesson and the
// step. Old stops playing and no longer hears of the progress.
func (v *LessonsView) Resume(old *LessonsView) {
	old.StopStep()
	old.store.unwatch(old)
	old.generation++ // a course old was loading is dropped
	v.folder, v.inFront = old.folder, old.inFront
	v.show(old.master, old.loadErrs) // in the new language

	if old.lesson == nil || v.OpenLesson(old.lesson.ID) != nil {
		v.OpenFirst()
		return
	}
	if !v.lesson.Broken() {
		v.goTo(old.step)
	}
}

// Resume carries on in v, a puzzles view built anew (in another language),
// what old was showing: the filters and the puzzle chosen, found by its ID
// among v's puzzles, which speak v's language. Old stops and no longer hears
// of the progress.
func (v *PuzzlesView) Resume(old *PuzzlesView) {
	if old.view != nil {
		old.view.stop()
	}
	old.store.unwatch(old)
	v.goal.SetSelectedIndex(old.goal.SelectedIndex())
	v.theme.SetSelectedIndex(old.theme.SelectedIndex())
	v.level.SetSelectedIndex(old.level.SelectedIndex())
	v.unsolved.SetChecked(old.unsolved.Checked)
	v.filter()
	for i, p := range v.shown {
		if old.puzzle != nil && p.ID == old.puzzle.ID {
			v.list.Select(i)
		}
	}
}
