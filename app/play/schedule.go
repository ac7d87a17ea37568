package play

import "walakpussa/app/ui"

// SetScheduler sets what times the frames of a move's animation (ui.After
// unless set), so that a recording can show a move frame by frame.
func (v *GameView) SetScheduler(after ui.Scheduler) { v.after = after }

// SetBackground sets where the computer, the hints, the tutor and the
// review search (ui.InBackground unless set), so that a recording can run
// a search at once or hold it back.
func (v *GameView) SetBackground(run ui.Background) {
	v.computer.searches.Background, v.review.searches.Background = run, run
}
