package cli

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/launch"
)

func TestLessonAndPuzzleOpenTheApp(t *testing.T) {
	var opened []launch.Start
	open := func(s launch.Start) error { opened = append(opened, s); return nil }
	assert.Equal(t, 0, Run([]string{"lesson", "relay"}, &bytes.Buffer{}, &bytes.Buffer{}, open))
	assert.Equal(t, 0, Run([]string{"puzzle", "pearls-1"}, &bytes.Buffer{}, &bytes.Buffer{}, open))
	assert.Equal(t, 0, Run([]string{"lesson", "relay", "--step", "3", "--present"}, &bytes.Buffer{}, &bytes.Buffer{}, open))
	assert.Equal(t, 0, Run([]string{"puzzle", "--present", "pearls-1"}, &bytes.Buffer{}, &bytes.Buffer{}, open))
	assert.Equal(t, 0, Run([]string{"debug", "--present", "S1"}, &bytes.Buffer{}, &bytes.Buffer{}, open))
	require.Len(t, opened, 5)
	assert.Equal(t, []launch.Start{{Lesson: "relay"}, {Puzzle: "pearls-1"}, {Lesson: "relay", Step: 3, Present: true},
		{Puzzle: "pearls-1", Present: true}}, opened[:4])
	assert.True(t, opened[4].Present, "debug --present")
	assert.Equal(t, "S1", opened[4].Debug.Move.String())
}

func TestALessonStepOutsideTheLessonIsRefused(t *testing.T) {
	code, _, errOut := run("lesson", "relay", "--step", "9")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `lesson "relay": --step 9: the lesson has steps 1 to 4`)
	code, _, _ = run("lesson", "relay", "--step", "-1")
	assert.Equal(t, 2, code)
	code, _, errOut = run("puzzle", "--step", "2", "pearls-1")
	assert.Equal(t, 2, code, "a puzzle has no steps")
	assert.NotEmpty(t, errOut)
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
