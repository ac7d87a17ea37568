package engine

import "encoding/binary"

// packed is a board held in two machine words, one byte a hole: South's row
// in bytes 0..6 of s, North's row in bytes 0..6 of n. Byte 7 of each word
// is free for a tag (the side to move in a repetition key, the lap's origin
// in a lap state). Sowing a whole hand is then two additions of a
// precomputed mask, and a row is one word. Counts never carry into the next
// byte because a board holds at most MaxBoardSeeds. It is a struct of two
// words, not an array, so the compiler keeps it in registers; its methods
// return new values for the same reason.
type packed struct{ s, n uint64 }

// rowBytes masks the seven bytes of a row in its word.
const rowBytes = 1<<(8*RowLength) - 1

func pack(b *Board) packed {
	return packed{
		binary.LittleEndian.Uint64(b[0:8]) & rowBytes,
		binary.LittleEndian.Uint64(b[RowLength-1:HoleCount]) >> 8,
	}
}

func (w packed) unpack(b *Board) {
	binary.LittleEndian.PutUint64(b[0:8], w.s)
	binary.LittleEndian.PutUint64(b[RowLength-1:HoleCount], w.s>>(8*(RowLength-1))&0xff|w.n<<8)
}

// board returns the board w holds.
func (w packed) board() (b Board) {
	w.unpack(&b)
	return b
}

// tagged returns w with tag in the free byte of s: a lap state or a
// repetition key in two comparable words.
func (w packed) tagged(tag uint8) packed { return packed{w.s | uint64(tag)<<56, w.n} }

// holeShift[h] is the bit position of hole h's byte in its row's word.
var holeShift = func() (shifts [HoleCount]uint8) {
	for h := range shifts {
		shifts[h] = uint8(8 * (h % RowLength))
	}
	return shifts
}()

// seeds returns the seeds of the hole at shift in North's word when north,
// else in South's. It is written without branches (the compiler picks the
// word with a conditional move): which row a hole lies in is
// unpredictable, and sowing asks it once a lap.
func (w packed) seeds(north bool, shift uint8) int {
	word := w.s
	if north {
		word = w.n
	}
	return int(word>>(shift&63)) & 0xff
}

// get returns the seeds in hole h.
func (w packed) get(h Hole) int { return w.seeds(h >= RowLength, holeShift[h]) }

// take empties hole h and returns the new board and the seeds taken.
func (w packed) take(h Hole) (packed, int) {
	north, shift := h >= RowLength, holeShift[h]
	return w.cleared(north, shift), w.seeds(north, shift)
}

// cleared returns the board with the hole at shift in North's word (when
// north) or South's emptied.
func (w packed) cleared(north bool, shift uint8) packed {
	mask := uint64(0xff) << (shift & 63)
	if north {
		return packed{w.s, w.n &^ mask}
	}
	return packed{w.s &^ mask, w.n}
}

// row returns the word holding side's row.
func (w packed) row(side Side) uint64 {
	if side == North {
		return w.n
	}
	return w.s
}

// nonEmpty returns a mask with bit 8i+7 set where hole i of row (bytes 0..6
// of a word) holds seeds.
func nonEmpty(row uint64) uint64 {
	const low7, high = 0x007f7f7f7f7f7f7f, 0x0080808080808080
	return ((row & low7) + low7 | row) & high
}

// plus returns the board with the seeds of mask dropped: mask's byte for
// each hole is added to it.
func (w packed) plus(mask packed) packed { return packed{w.s + mask.s, w.n + mask.n} }

// minus returns the board with the seeds of mask taken away.
func (w packed) minus(mask packed) packed { return packed{w.s - mask.s, w.n - mask.n} }

// times returns the mask repeated n times.
func (w packed) times(n uint) packed { return packed{w.s * uint64(n), w.n * uint64(n)} }

// unitMasks[h] adds one seed to hole h.
var unitMasks = func() (masks [HoleCount]packed) {
	for h := range masks {
		if h < RowLength {
			masks[h].s = 1 << holeShift[h]
		} else {
			masks[h].n = 1 << holeShift[h]
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

// run is what sowing a hand of fewer than 14 seeds does: the seeds it
// drops, and the hole after its last seed, where the sowing looks next,
// with that hole's row and byte so that reading it needs no other table.
type run struct {
	mask       packed
	next       Hole
	nextNorth  bool
	nextShift  uint8
	_, _, _, _ uint8
}

// runs[from][k] sows k seeds (k < 14) from the hole after from on.
var runs = func() (table [HoleCount][HoleCount]run) {
	for from := range table {
		h := Hole(from)
		for k := range HoleCount {
			if k > 0 {
				h = h.Next()
				table[from][k].mask = table[from][k-1].mask.plus(unitMasks[h])
			}
			next := h.Next()
			table[from][k].next, table[from][k].nextNorth, table[from][k].nextShift = next, next >= RowLength, holeShift[next]
		}
	}
	return table
}()

// bigHand returns what sowing a hand of 13 seeds or more lifted from hole
// from adds to the board, and the hole after the one where its last seed
// falls. A hand of 14 or more goes right round the board; under SkipOrigin
// it leaves out its origin.
func (r *Rules) bigHand(from Hole, hand int) (packed, Hole) {
	if !r.SkipOrigin {
		full, rest := uint(hand)/HoleCount, uint(hand)%HoleCount
		return runs[from][rest].mask.plus(allHoles.times(full)), runs[from][rest].next
	}
	full, rest := uint(hand)/(HoleCount-1), uint(hand)%(HoleCount-1)
	mask := runs[from][rest].mask.plus(allHoles.minus(unitMasks[from]).times(full))
	if rest == 0 {
		return mask, runs[from][HoleCount-1].next
	}
	return mask, runs[from][rest].next
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
