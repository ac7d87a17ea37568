package editor

import (
	"strconv"
	"strings"

	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine/atomicfile"
)

// errNoMove: the side to move has no hole with seeds to make a step of.
var errNoMove = sentence.Errorf("the side to move has no seeds to play")

// writeFile writes text to path, all or nothing (atomicfile).
func writeFile(path, text string) error { return atomicfile.WriteBytes(path, []byte(text)) }

// itoa writes n in decimal.
func itoa(n int) string { return strconv.Itoa(n) }

// parseCount reads a count of seeds typed: digits, 0 or more; "" is 0.
func parseCount(text string) (int, bool) {
	text = strings.TrimSpace(text)
	if text == "" {
		return 0, true
	}
	n, err := strconv.Atoi(text)
	return n, err == nil && n >= 0
}

// joinLines puts each line on its own.
func joinLines(lines []string) string { return strings.Join(lines, "\n") }
