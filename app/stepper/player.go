package stepper

import "time"

// Speeds are the play speeds offered, in events per second.
var Speeds = []float64{1, 2, 4, 8, 16, 32, 64}

// DefaultSpeed is the index in Speeds that play starts with: 4 events a
// second, slow enough to follow each seed.
const DefaultSpeed = 2

// Player plays a stepper forward at a chosen speed, pausing at breakpoints
// and at the end. It keeps no timer: the view calls Tick on its own clock,
// every Interval, while Playing.
type Player struct {
	*Stepper
	playing bool
	speed   int
}

// NewPlayer returns a paused player over s at the default speed.
func NewPlayer(s *Stepper) *Player {
	return &Player{Stepper: s, speed: DefaultSpeed}
}

// Playing reports whether play is on.
func (p *Player) Playing() bool { return p.playing }

// Play starts play; at the end it starts again from the beginning.
func (p *Player) Play() {
	if p.AtEnd() {
		p.ToStart()
	}
	p.playing = true
}

// Pause stops play.
func (p *Player) Pause() { p.playing = false }

// Speed returns the index of the current speed in Speeds.
func (p *Player) Speed() int { return p.speed }

// SetSpeed chooses a speed by its index in Speeds, clamped.
func (p *Player) SetSpeed(i int) { p.speed = max(0, min(i, len(Speeds)-1)) }

// Interval is the time between two ticks at the current speed.
func (p *Player) Interval() time.Duration {
	return time.Duration(float64(time.Second) / Speeds[p.speed])
}

// Tick advances one event while playing; play pauses on an event that
// breaks and at the end. It reports whether the cursor moved.
func (p *Player) Tick() bool {
	if !p.playing {
		return false
	}
	if !p.Forward() {
		p.playing = false
		return false
	}
	if p.AtEnd() || p.Breaks(p.Index()) {
		p.playing = false
	}
	return true
}
