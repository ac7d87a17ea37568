package engine

import (
	"strconv"
	"strings"
	"walakpussa/assets/i18n/sentence"
)

// Side is one of the two players: South (bottom of the screen) or North.
type Side uint8

const (
	// South sits at the bottom of the board and owns holes S1..S7.
	South Side = 0
	// North sits at the top of the board and owns holes N1..N7.
	North Side = 1
)

// Other returns the opponent of s.
func (s Side) Other() Side { return s ^ 1 }

// Letter returns "S" or "N", the side's letter in the notation.
func (s Side) Letter() string {
	if s == North {
		return "N"
	}
	return "S"
}

// String returns "South" or "North".
func (s Side) String() string {
	if s == North {
		return "North"
	}
	return "South"
}

// Tell says "South" or "North" in the language of sp.
func (s Side) Tell(sp sentence.Speaker) string {
	if s == North {
		return sp.F("North")
	}
	return sp.F("South")
}

// ParseSide reads "S" or "N" (any case).
func ParseSide(text string) (Side, error) {
	switch text {
	case "S", "s":
		return South, nil
	case "N", "n":
		return North, nil
	}
	return South, sentence.Errorf("side %q: expected S or N", text)
}

// HoleCount is the number of holes (wala) on the board: two rows of seven.
const HoleCount = 14

// RowLength is the number of holes in each player's row.
const RowLength = 7

// Hole is a hole's index in sowing order: S1..S7 are 0..6 and N1..N7 are
// 7..13. The next hole of h is (h+1) mod 14.
type Hole uint8

// NoHole marks an event or field to which no hole applies.
const NoHole Hole = 255

// Next returns the hole after h in sowing order (counter-clockwise).
func (h Hole) Next() Hole {
	if h == HoleCount-1 {
		return 0
	}
	return h + 1
}

// Prev returns the hole before h in sowing order: the one whose Next is h.
func (h Hole) Prev() Hole { return Hole((int(h) + HoleCount - 1) % HoleCount) }

// Owner returns the side whose row holds h.
func (h Hole) Owner() Side {
	if h >= RowLength {
		return North
	}
	return South
}

// Number returns the hole's number within its row, 1..7.
func (h Hole) Number() int { return int(h)%RowLength + 1 }

// Valid reports whether h names one of the 14 holes.
func (h Hole) Valid() bool { return h < HoleCount }

// String returns the hole's name, "S1".."S7" or "N1".."N7", or "-" for NoHole.
func (h Hole) String() string {
	if !h.Valid() {
		return "-"
	}
	return h.Owner().Letter() + strconv.Itoa(h.Number())
}

// HoleOf returns the hole numbered n (1..7) in side's row.
func HoleOf(side Side, n int) Hole {
	return Hole(int(side)*RowLength + n - 1)
}

// ParseHole reads a hole name such as "S3" or "n5" (input is case-insensitive).
func ParseHole(text string) (Hole, error) {
	name := strings.TrimSpace(text)
	if len(name) == 2 && name[1] >= '1' && name[1] <= '7' {
		if side, err := ParseSide(name[:1]); err == nil {
			return HoleOf(side, int(name[1]-'0')), nil
		}
	}
	return NoHole, sentence.Errorf("%q is not a hole: holes are S1..S7 and N1..N7", text)
}

// Holes returns the seven holes of side's row, from hole 1 to hole 7.
func Holes(side Side) []Hole {
	holes := make([]Hole, RowLength)
	for i := range holes {
		holes[i] = HoleOf(side, i+1)
	}
	return holes
}
