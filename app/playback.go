package app

import "walakpussa/app/stepper"

// playback plays a stepper.Player on a clock: one step every Interval while
// playing, the view redrawn through show after each.
type playback struct {
	player *stepper.Player
	after  scheduler
	show   func()
	cancel func()
}

// toggle plays when paused and pauses when playing.
func (p *playback) toggle() {
	if p.player.Playing() {
		p.pause()
	} else {
		p.player.Play()
		p.schedule()
	}
	p.show()
}

// pause stops play and its clock.
func (p *playback) pause() {
	if p.player != nil {
		p.player.Pause()
	}
	if p.cancel != nil {
		p.cancel()
		p.cancel = nil
	}
}

// schedule arms the next step of play.
func (p *playback) schedule() {
	p.cancel = p.after(p.player.Interval(), func() {
		p.cancel = nil
		p.player.Tick()
		p.show()
		if p.player.Playing() {
			p.schedule()
		}
	})
}
