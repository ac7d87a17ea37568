package editor

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"walakpussa/assets/i18n/sentence"
)

// errNoMove: the side to move has no hole with seeds to make a step of.
var errNoMove = sentence.Errorf("the side to move has no seeds to play")

// writeFile writes text to path through a temporary file beside it, so
// that a failure never leaves half a file behind.
func writeFile(path, text string) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+"-*")
	if err != nil {
		return sentence.Errorf("%s cannot be written: %v", path, err)
	}
	defer os.Remove(tmp.Name())
	_, err = tmp.WriteString(text)
	if err == nil {
		err = tmp.Chmod(0o644) // an ordinary file's mode, not CreateTemp's 0600
	}
	if closeErr := tmp.Close(); err == nil {
		err = closeErr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		return sentence.Errorf("%s cannot be written: %v", path, err)
	}
	return nil
}

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
