package engine

import "encoding/binary"

// packed is a board held in two machine words, one byte a hole: holes 0..7
// in the first word, holes 8..13 in the low six bytes of the second. Sowing
// a whole hand is then two additions of a precomputed mask. Counts never
// carry into the next byte because a board holds at most MaxBoardSeeds.
// It is a struct of two words, not an array, so the compiler keeps it in
// registers; its methods return new values for the same reason.
type packed struct{ lo, hi uint64 }

func pack(b *Board) packed {
	return packed{
		binary.LittleEndian.Uint64(b[0:8]),
		uint64(binary.LittleEndian.Uint32(b[8:12])) | uint64(binary.LittleEndian.Uint16(b[12:14]))<<32,
	}
}

func (w packed) unpack(b *Board) {
	binary.LittleEndian.PutUint64(b[0:8], w.lo)
	binary.LittleEndian.PutUint32(b[8:12], uint32(w.hi))
	binary.LittleEndian.PutUint16(b[12:14], uint16(w.hi>>32))
}

// get returns the seeds in hole h. It is written without branches (the
// compiler picks the word with a conditional move): which word a hole lies
// in is unpredictable, and sowing asks it once a lap.
func (w packed) get(h Hole) int {
	word, shift := w.lo, 8*uint(h)
	if h >= 8 {
		word, shift = w.hi, shift-64
	}
	return int(word>>shift) & 0xff
}

// take empties hole h and returns the new board and the seeds taken.
func (w packed) take(h Hole) (packed, int) {
	n := w.get(h)
	return packed{w.lo - uint64(n)*unitMasks[h].lo, w.hi - uint64(n)*unitMasks[h].hi}, n
}

// plus returns the board with the seeds of mask dropped: mask's byte for
// each hole is added to it.
func (w packed) plus(mask packed) packed { return packed{w.lo + mask.lo, w.hi + mask.hi} }

// times returns the mask repeated n times.
func (w packed) times(n uint) packed { return packed{w.lo * uint64(n), w.hi * uint64(n)} }

// unitMasks[h] adds one seed to hole h.
var unitMasks = func() (masks [HoleCount]packed) {
	for h := range masks {
		if h < 8 {
			masks[h].lo = 1 << (8 * h)
		} else {
			masks[h].hi = 1 << (8 * (h - 8))
		}
	}
	return masks
}()

// allHoles adds one seed to every hole.
var allHoles = func() (mask packed) {
	for _, unit := range unitMasks {
		mask = mask.plus(unit)
	}
	return mask
}()

// runMasks[from][n] adds one seed to each of the n holes after from (n < 14).
var runMasks = func() (masks [HoleCount][HoleCount]packed) {
	for from := range masks {
		h := Hole(from)
		for n := 1; n < HoleCount; n++ {
			h = h.Next()
			masks[from][n] = masks[from][n-1].plus(unitMasks[h])
		}
	}
	return masks
}()

// runEnds[from][n] is the hole n holes after from (n < 14).
var runEnds = func() (ends [HoleCount][HoleCount]Hole) {
	for from := range ends {
		for n := range ends[from] {
			ends[from][n] = Hole((from + n) % HoleCount)
		}
	}
	return ends
}()

// handMask returns what sowing a hand of seeds lifted from hole from adds to
// the board, and the hole where its last seed falls. Hands of up to 12
// seeds, by far the most common, never reach their origin and come from a
// table.
func (r *Rules) handMask(from Hole, hand int) (packed, Hole) {
	if hand < HoleCount-1 {
		return runMasks[from][hand], runEnds[from][hand]
	}
	if !r.SkipOrigin {
		full, rest := uint(hand)/HoleCount, uint(hand)%HoleCount
		return runMasks[from][rest].plus(allHoles.times(full)), runEnds[from][rest]
	}
	full, rest := uint(hand)/(HoleCount-1), uint(hand)%(HoleCount-1)
	round := packed{allHoles.lo - unitMasks[from].lo, allHoles.hi - unitMasks[from].hi}
	mask := runMasks[from][rest].plus(round.times(full))
	if rest == 0 {
		return mask, runEnds[from][HoleCount-1]
	}
	return mask, runEnds[from][rest]
}

// nextDrop returns the hole after h that a seed of a hand lifted from hole
// from falls into, one seed at a time.
func (r *Rules) nextDrop(h, from Hole) Hole {
	h = h.Next()
	if h == from && r.SkipOrigin {
		h = h.Next()
	}
	return h
}
