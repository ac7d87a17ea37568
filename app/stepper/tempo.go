package stepper

import "time"

// Tempo is how fast moves are sown on the board in every view: the Play
// tab's moves, the lessons' demos and the answers to steps and puzzles.
// The user chooses it; the app keeps it in the preferences by its Name.
type Tempo int

const (
	// Normal is DefaultPace, readable in front of a class; the zero Tempo.
	Normal Tempo = iota
	// Slow leaves half as long again on each event as Normal.
	Slow
	// Fast takes about a third of Normal's time.
	Fast
	// Instant shows each move's end at once.
	Instant
)

// Tempos lists the tempos, slowest first.
func Tempos() []Tempo { return []Tempo{Slow, Normal, Fast, Instant} }

// tempoNames are the tempos' names in the preferences.
var tempoNames = [...]string{"normal", "slow", "fast", "instant"}

// Name is the tempo's name in the preferences: "slow", "normal", …
func (t Tempo) Name() string { return tempoNames[t] }

// TempoNamed returns the tempo called name, or Normal when none is.
func TempoNamed(name string) Tempo {
	for _, t := range Tempos() {
		if t.Name() == name {
			return t
		}
	}
	return Normal
}

// tempoScale is how long each event stays on screen at a tempo, against
// Normal; 0 shows the end at once.
var tempoScale = [...]float64{1, 1.5, 0.35, 0}

// Pace is the Play tab's pace at this tempo.
func (t Tempo) Pace() Pace {
	p := DefaultPace()
	scale := func(d *time.Duration) { *d = time.Duration(float64(*d) * tempoScale[t]) }
	for _, d := range []*time.Duration{&p.Lift, &p.Drop, &p.Relay, &p.SowingEnd, &p.Capture, &p.ChainStop, &p.Sweep, &p.DropBudget, &p.MinDrop} {
		scale(d)
	}
	return p
}

// PlayerSpeed is the index in Speeds a lesson's player plays at at this
// tempo (Instant plays at the fastest, and its views show the end at once).
func (t Tempo) PlayerSpeed() int {
	return [...]int{DefaultSpeed + 1, DefaultSpeed, DefaultSpeed + 3, len(Speeds) - 1}[t]
}
