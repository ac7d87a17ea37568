package engine

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
	"walakpussa/assets/i18n/sentence"
)

// String formats the position in the notation of docs/rules.md#positions, for
// example "4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0".
func (p Position) String() string {
	var sb strings.Builder
	for i, n := range p.Board {
		switch {
		case i == RowLength:
			sb.WriteByte('/')
		case i > 0:
			sb.WriteByte(',')
		}
		sb.WriteString(strconv.Itoa(int(n)))
	}
	fmt.Fprintf(&sb, " %s %d:%d", p.Turn.Letter(), p.Held[South], p.Held[North])
	return sb.String()
}

// ParsePosition reads a position in the notation of docs/rules.md#positions:
// "S1,…,S7/N1,…,N7 TURN SOUTH:NORTH". Errors name the part that is wrong.
func ParsePosition(text string) (Position, error) {
	var p Position
	fields := strings.Fields(text)
	if len(fields) != 3 {
		return p, sentence.Errorf("%q: expected three parts, the holes, the side to move and the held seeds, as in %q; found %d",
			text, Start().String(), len(fields))
	}
	if err := parseBoard(fields[0], &p.Board); err != nil {
		return p, err
	}
	turn, err := ParseSide(fields[1])
	if err != nil {
		return p, sentence.Errorf("side to move %q: expected S or N", fields[1])
	}
	p.Turn = turn
	if p.Held, err = parseHeld(fields[2]); err != nil {
		return p, err
	}
	return p, nil
}

func parseBoard(text string, board *Board) error {
	cells := strings.Split(strings.ReplaceAll(text, "/", ","), ",")
	if len(cells) != HoleCount {
		return sentence.Errorf("%d holes given, %d expected", len(cells), HoleCount)
	}
	rows := strings.Split(text, "/")
	if len(rows) != 2 {
		return sentence.Errorf("holes %q: one \"/\" must separate South's row S1..S7 from North's row N1..N7", text)
	}
	if got := len(strings.Split(rows[0], ",")); got != RowLength {
		return sentence.Errorf("South's row has %d holes and North's %d, 7 each expected", got, HoleCount-got)
	}
	total := 0
	for i, cell := range cells {
		n, err := strconv.Atoi(cell)
		switch {
		case err != nil:
			return sentence.Errorf("hole %s: %q is not a number", Hole(i), cell)
		case n < 0:
			return sentence.Errorf("hole %s: %d seeds: a hole holds 0 seeds or more", Hole(i), n)
		}
		total += n
		if total > MaxBoardSeeds {
			return sentence.Errorf("hole %s: too many seeds, the board holds at most %d", Hole(i), MaxBoardSeeds)
		}
		board[i] = uint8(n)
	}
	return nil
}

// maxHeld bounds the seeds a player may hold in a written position.
const maxHeld = 1_000_000

func parseHeld(text string) ([2]int, error) {
	var held [2]int
	parts := strings.Split(text, ":")
	if len(parts) != 2 {
		return held, sentence.Errorf("held seeds %q: expected SOUTH:NORTH, for example 0:0", text)
	}
	for side, part := range parts {
		n, err := strconv.Atoi(part)
		switch {
		case err != nil || n > maxHeld:
			return held, sentence.Errorf("seeds held by %s: %q is not a number of seeds", Side(side), part)
		case n < 0:
			return held, sentence.Errorf("seeds held by %s: %d: a player holds 0 seeds or more", Side(side), n)
		}
		held[side] = n
	}
	return held, nil
}

// Diagram draws the position as the plain-text board of
// docs/rules.md#the-plain-text-board: North's row on top (N7 at the left),
// South's row below (S1 at the left). The side names and "to move" are said
// in the language of sp; sentence.English draws that board exactly, as
// RULES.md draws it.
func (p Position) Diagram(sp sentence.Speaker) string {
	north := fmt.Sprintf("%s %d ", North.Tell(sp), p.Held[North])
	indent := max(utf8.RuneCountInString(north), len("North 0 "))
	pad := strings.Repeat(" ", indent)
	var sb strings.Builder
	sb.WriteString(pad + "N7 N6 N5 N4 N3 N2 N1\n")
	fmt.Fprintf(&sb, "%-*s", indent, north)
	for n := RowLength; n >= 1; n-- {
		fmt.Fprintf(&sb, "[%2d]", p.Board[HoleOf(North, n)])
	}
	sb.WriteString("\n" + pad)
	for n := 1; n <= RowLength; n++ {
		fmt.Fprintf(&sb, "[%2d]", p.Board[HoleOf(South, n)])
	}
	fmt.Fprintf(&sb, " %s %d\n", South.Tell(sp), p.Held[South])
	fmt.Fprintf(&sb, "%sS1 S2 S3 S4 S5 S6 S7          %s\n", pad, sp.F("%v to move", p.Turn))
	return sb.String()
}
