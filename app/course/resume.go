package course

import "reflect"

// Resume carries on in v, a lessons view built anew (in another language),
// what old was showing: the course with its folder, the lesson and the
// step, and the marks drawn on the step's board while it shows what old's
// showed (the step starts again, so marks drawn later in a demo go). Old
// stops playing and no longer hears of the progress.
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
		v.keepMarks(old)
	}
}

// keepMarks draws old's marks on v's board when both boards show the same.
func (v *LessonsView) keepMarks(old *LessonsView) {
	if old.view == nil || v.view == nil || old.view.board == nil || v.view.board == nil {
		return
	}
	if reflect.DeepEqual(old.view.board.State(), v.view.board.State()) {
		v.view.board.SetMarks(old.view.board.Marks())
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
