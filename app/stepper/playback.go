package stepper

import "time"

// Playback plays a Player on a clock: one step every Interval while
// playing, the view redrawn through Show after each.
type Playback struct {
	// Player is the cursor played.
	Player *Player
	// After calls f after d and returns a function that cancels the call;
	// the app passes one that comes back on its UI goroutine.
	After func(d time.Duration, f func()) (cancel func())
	// Show redraws the view after each step.
	Show   func()
	cancel func()
}

// Toggle plays when paused and pauses when playing.
func (p *Playback) Toggle() {
	if p.Player.Playing() {
		p.Pause()
	} else {
		p.Player.Play()
		p.schedule()
	}
	p.Show()
}

// Pause stops play and its clock.
func (p *Playback) Pause() {
	if p.Player != nil {
		p.Player.Pause()
	}
	if p.cancel != nil {
		p.cancel()
		p.cancel = nil
	}
}

// schedule arms the next step of play.
func (p *Playback) schedule() {
	p.cancel = p.After(p.Player.Interval(), func() {
		p.cancel = nil
		p.Player.Tick()
		p.Show()
		if p.Player.Playing() {
			p.schedule()
		}
	})
}
