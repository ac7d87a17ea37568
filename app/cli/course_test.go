package cli

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"

	"walakpussa/app/launch"
)

func TestLessonAndPuzzleOpenTheApp(t *testing.T) {
	var opened []launch.Start
	open := func(s launch.Start) error { opened = append(opened, s); return nil }
	assert.Equal(t, 0, Run([]string{"lesson", "relay"}, &bytes.Buffer{}, &bytes.Buffer{}, open))
	assert.Equal(t, 0, Run([]string{"puzzle", "pearls-1"}, &bytes.Buffer{}, &bytes.Buffer{}, open))
	assert.Equal(t, []launch.Start{{Lesson: "relay"}, {Puzzle: "pearls-1"}}, opened)
}

func TestUnknownLessonOrPuzzleIsRefused(t *testing.T) {
	code, _, errOut := run("lesson", "flying")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `lesson "flying": no such lesson; the lessons are board, sowing,`)
	code, _, errOut = run("puzzle", "x-9")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `puzzle "x-9": no such puzzle; the puzzles are `)
	code, _, errOut = run("puzzle")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "give exactly one puzzle id")
}
