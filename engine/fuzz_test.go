package engine

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"
	"walakpussa/assets/i18n/sentence"
)

// FuzzParsePosition: ParsePosition never panics, and a position it accepts
// is written back and read again to the same value.
func FuzzParsePosition(f *testing.F) {
	for _, s := range []string{startString, "1,2,3,4,5,6,7/8,9,10,11,12,13,14 N 12:345",
		"255,0,0,0,0,0,0/0,0,0,0,0,0,0 s 0:1000000", "4,4,4/4 S 0:0", "4,4,4,4,4,4,4/4,4,4,4,4,4,+4 n 0:0", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		p, err := ParsePosition(text)
		if err != nil {
			return
		}
		if p.Board.Total() > MaxBoardSeeds || p.Turn > North || p.Held[South] < 0 || p.Held[North] < 0 {
			t.Fatalf("%q parsed to an impossible position %v", text, p)
		}
		q, err := ParsePosition(p.String())
		if err != nil || q != p {
			t.Fatalf("%q: %v re-parses to %v, %v", text, p, q, err)
		}
		_ = p.Diagram(sentence.English)
	})
}

// FuzzParseHole: ParseHole never panics; a name it accepts is a valid hole
// that prints as the same name, any case.
func FuzzParseHole(f *testing.F) {
	for _, s := range []string{"S1", "n7", "S8", "", "N", " s3 "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		h, err := ParseHole(text)
		if err != nil {
			if h != NoHole || !strings.Contains(err.Error(), "is not a hole") {
				t.Fatalf("%q: hole %v, error %v", text, h, err)
			}
			return
		}
		if !h.Valid() || !strings.EqualFold(strings.TrimSpace(text), h.String()) {
			t.Fatalf("%q parsed to %v", text, h)
		}
		if back, err := ParseHole(h.String()); err != nil || back != h {
			t.Fatalf("%v re-parses to %v, %v", h, back, err)
		}
	})
}

// FuzzLoadGame: LoadGame never panics; a game it accepts saves and loads
// again to the same rules, moves and positions.
func FuzzLoadGame(f *testing.F) {
	f.Add("walakpussa game 1\nrules standard\nstart " + startString + "\nS1\nN3\nS7\n")
	f.Add("# c\nwalakpussa game 1\n\nrules starter=N skip-origin=yes\nstart 0,1,0,0,0,0,1/0,0,0,1,0,0,0 N 6:4\nN4\ns2\n")
	f.Add("walakpussa game 1\nrules repetition=2 move-limit=3\nstart " + cycleStart + "\nN4\nS2\nN5\nS7\n")
	f.Add("walakpussa game 1\nrules standard\nstart 0,0,0,0,1,0,0/0,0,0,0,0,0,0 S 0:0\nS5\nN1\n")
	f.Fuzz(func(t *testing.T, text string) {
		g, err := LoadGame(strings.NewReader(text))
		if err != nil {
			var gfe *GameFileError
			if !errors.As(err, &gfe) || gfe.Line < 0 {
				t.Fatalf("%q: error %v is not a *GameFileError", text, err)
			}
			return
		}
		var buf bytes.Buffer
		if err := g.Save(&buf); err != nil {
			t.Fatal(err)
		}
		again, err := LoadGame(&buf)
		if err != nil {
			t.Fatalf("%q saves as %q, which does not load: %v", text, buf.String(), err)
		}
		if again.Rules() != g.Rules() || again.Start() != g.Start() || again.Position() != g.Position() ||
			!slices.Equal(again.Moves(), g.Moves()) {
			t.Fatalf("%q: the saved game %q loads differently", text, buf.String())
		}
	})
}

// FuzzLoadMatch: LoadMatch never panics; a match it accepts saves, and
// the saved file loads again to the same rounds and saves to the same bytes.
func FuzzLoadMatch(f *testing.F) {
	f.Add(oneMoveFile + "round 2\nN1\nround 3\nN2\n")
	f.Add("walakpussa game 1\nrules move-limit=1 rounds=3 opener=alternate\nstart " + startString + "\nS1\n# next\nround 2\nN1\nround 3\n")
	f.Add("walakpussa game 1\nrules standard\nstart 0,0,0,0,1,0,0/0,0,0,0,0,0,0 S 3:52\nS5\nround 2\nS1\n")
	f.Add(oneMoveFile + "round 2\nround 3\n")
	f.Add("walakpussa game 1\nrules standard\nstart " + startString + "\nS1\nN3\nS7\n")
	f.Fuzz(func(t *testing.T, text string) {
		m, err := LoadMatch(strings.NewReader(text))
		if err != nil {
			var gfe *GameFileError
			if !errors.As(err, &gfe) || gfe.Line < 1 {
				t.Fatalf("%q: error %v is not a *GameFileError with a line", text, err)
			}
			return
		}
		var saved, again bytes.Buffer
		if err := m.Save(&saved); err != nil {
			t.Fatalf("%q loads but does not save: %v", text, err)
		}
		loaded, err := LoadMatch(bytes.NewReader(saved.Bytes()))
		if err != nil {
			t.Fatalf("%q saves as %q, which does not load: %v", text, saved.String(), err)
		}
		if err := loaded.Save(&again); err != nil || again.String() != saved.String() {
			t.Fatalf("%q saves as %q, which saves again as %q (%v)", text, saved.String(), again.String(), err)
		}
		if loaded.RoundNumber() != m.RoundNumber() || loaded.Round().Position() != m.Round().Position() || loaded.Over() != m.Over() {
			t.Fatalf("%q: the saved match %q loads differently", text, saved.String())
		}
	})
}

// positionFromBytes makes a position of at most 255 seeds and a move of the
// side to move from fuzz bytes: data[0] picks the side, the hole and
// SkipOrigin; the next 14 bytes fill the holes.
func positionFromBytes(data []byte) (Position, Hole, bool) {
	var p Position
	if len(data) == 0 {
		return p, NoHole, false
	}
	p.Turn = Side(data[0] & 1)
	skip := data[0]&2 != 0
	h := HoleOf(p.Turn, 1+int(data[0]>>2)%RowLength)
	total := 0
	for i, b := range data[1:min(len(data), 1+HoleCount)] {
		n := min(int(b), MaxBoardSeeds-total)
		p.Board[i] = uint8(n)
		total += n
	}
	if p.Board[h] == 0 {
		if total == MaxBoardSeeds {
			return p, NoHole, false
		}
		p.Board[h] = 1
	}
	return p, h, skip
}

// FuzzApply: Apply never panics, conserves seeds and agrees with Trace, whose
// events are consistent (checkMove of property_test.go).
func FuzzApply(f *testing.F) {
	f.Add([]byte{0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4})
	f.Add([]byte{2, 14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0})
	f.Add([]byte{12, 0, 2, 1, 1, 2, 1, 0, 1, 0, 1, 2, 1, 0, 1})
	f.Add([]byte{255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255})
	f.Add([]byte{7, 6, 3, 3, 2, 4, 3, 6, 3, 3, 6, 3, 7, 1, 5})
	f.Fuzz(func(t *testing.T, data []byte) {
		p, h, skip := positionFromBytes(data)
		if h == NoHole {
			return
		}
		r := Standard()
		r.SkipOrigin = skip
		if msg := checkMove(&r, p, h); msg != "" {
			t.Fatalf("%v %v (skip-origin %v): %s", p, h, skip, msg)
		}
	})
}
