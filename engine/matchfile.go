package engine

import (
	"bufio"
	"io"
	"strconv"
	"strings"
	"walakpussa/assets/i18n/sentence"
)

// Save writes the match as text: round 1 as Game.Save writes a game (the
// header, the rules, round 1's start and its moves), then each later round
// as a line "round N" followed by its moves; its start follows from the
// round before. A match of one round is a saved game. Undone moves are not
// saved.
func (m *Match) Save(w io.Writer) error {
	var sb strings.Builder
	first := m.rounds[0]
	sb.WriteString(GameFileHeader + "\nrules " + first.rules.String() + "\nstart " + first.Start().String() + "\n")
	writeMoves(&sb, first)
	for i, g := range m.rounds[1:] {
		sb.WriteString("round " + strconv.Itoa(i+2) + "\n")
		writeMoves(&sb, g)
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

// LoadMatch reads a match written by Match.Save, replaying every move of
// every round; a saved game loads as a match of one round. Blank lines and
// lines starting with "#" are ignored. A malformed or tampered file gives a
// *GameFileError naming the line.
func LoadMatch(r io.Reader) (*Match, error) { return readGameFile(r, false) }

// maxGameFileLine bounds the length of one line of a saved game.
const maxGameFileLine = 4096

// gameFileReader reads a saved game or match, line by line.
type gameFileReader struct {
	match    *Match
	rules    Rules
	section  int  // 0: header expected, 1: rules, 2: start, 3: moves
	oneRound bool // a "round" line is refused: a game is read, not a match
}

// readGameFile reads a saved match; oneRound refuses a match of several
// rounds. Its errors are *GameFileError.
func readGameFile(r io.Reader, oneRound bool) (*Match, error) {
	scanner := bufio.NewScanner(r)
	scanner.Buffer(make([]byte, 0, 256), maxGameFileLine)
	fr := gameFileReader{oneRound: oneRound}
	lineNo := 0
	for scanner.Scan() {
		lineNo++
		line := strings.TrimSpace(scanner.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if err := fr.read(line); err != nil {
			return nil, &GameFileError{Line: lineNo, Err: err}
		}
	}
	if err := scanner.Err(); err != nil {
		return nil, &GameFileError{Line: lineNo + 1, Err: sentence.Errorf("unreadable: %v", err)}
	}
	if fr.match == nil {
		missing := [...]error{sentence.Errorf("the header line %q", GameFileHeader), sentence.Errorf("the rules line"), sentence.Errorf("the start line")}[fr.section]
		return nil, &GameFileError{Line: lineNo + 1, Err: sentence.Errorf("the file ends early: %v is missing", missing)}
	}
	return fr.match, nil
}

// read takes in one line that is neither blank nor a comment.
func (fr *gameFileReader) read(line string) error {
	switch fr.section {
	case 0:
		if line != GameFileHeader {
			return sentence.Errorf("expected %q, the first line of a saved game", GameFileHeader)
		}
	case 1:
		text, ok := strings.CutPrefix(line, "rules ")
		if !ok {
			return sentence.Errorf("expected \"rules\" and the rule set, for example \"rules standard\"")
		}
		var err error
		if fr.rules, err = ParseRules(text); err != nil {
			return err
		}
	case 2:
		text, ok := strings.CutPrefix(line, "start ")
		if !ok {
			return sentence.Errorf("expected \"start\" and the start position")
		}
		start, err := ParsePosition(text)
		if err != nil {
			return err
		}
		fr.match = NewMatchFrom(fr.rules, start)
	default:
		if fields := strings.Fields(line); fields[0] == "round" {
			return fr.round(fields)
		}
		h, err := ParseHole(line)
		if err != nil {
			return err
		}
		_, err = fr.match.Round().Play(h)
		return err
	}
	fr.section++
	return nil
}

// round starts the next round at a line "round N", split into fields.
func (fr *gameFileReader) round(fields []string) error {
	if fr.oneRound {
		return sentence.Errorf("this file holds a match of several rounds")
	}
	n, err := strconv.Atoi(fields[len(fields)-1])
	if len(fields) != 2 || err != nil {
		return sentence.Errorf("expected \"round\" and the number of the round, for example \"round 2\"")
	}
	m := fr.match
	current := m.RoundNumber()
	switch {
	case !m.Round().Result().Over():
		return sentence.Errorf("round %d cannot start: round %d is not over", n, current)
	case n != current+1:
		return sentence.Errorf("expected round %d, not round %d", current+1, n)
	case m.Over():
		return sentence.Errorf("the match was over after round %d", current)
	}
	return m.NextRound()
}
