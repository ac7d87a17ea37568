package editor_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/editor"
	"walakpussa/lessons"
)

func TestEachKindOfSnippetParsesBackWithTheLessonsOwnChecker(t *testing.T) {
	cases := []struct {
		kind     editor.StepKind
		position string
		move     string
		want     []string
	}{
		{editor.DemoStep, "0,0,0,0,2,0,0/0,5,3,0,0,2,1 S 22:21", "S5", []string{"  - kind: demo\n", "    move: S5\n", "      - at: sowing-end\n"}},
		{editor.DemoStep, "0,2,1,1,2,1,0/1,0,1,2,1,0,1 S 0:0", "S4", []string{"    endless: true\n", "      - at: endless\n"}},
		{editor.PredictStep, "0,2,0,0,0,3,0/0,0,3,1,0,2,2 S 21:21", "S2", []string{"  - kind: predict\n", "    ask: captured-count\n", "    answer: 3\n"}},
		{editor.PuzzleStep, "0,1,0,0,4,0,0/0,2,0,0,0,1,3 S 22:23", "S2", []string{"  - kind: puzzle\n", "    goal: most-seeds\n", "    solution: S2\n", "    id: editor-"}},
	}
	for _, c := range cases {
		t.Run(c.kind.String()+" "+c.move, func(t *testing.T) {
			p := position(t, c.position)
			text, err := editor.Snippet(c.kind, p, hole(t, c.move))
			require.NoError(t, err)
			for _, w := range c.want {
				assert.Contains(t, text, w)
			}
			assert.True(t, strings.HasPrefix(text, "  - kind: "+c.kind.String()+"\n"), "a list item to paste under steps:")
			step, err := editor.Parse(text)
			require.NoError(t, err)
			require.NotNil(t, step.Position)
			assert.Equal(t, p, *step.Position, "the position comes back")
			switch c.kind {
			case editor.PuzzleStep:
				require.NotNil(t, step.Puzzle)
				assert.Equal(t, p, step.Puzzle.Position)
				assert.Equal(t, hole(t, c.move), step.Puzzle.Solution)
			default:
				assert.Equal(t, hole(t, c.move), step.Move)
			}
			if c.kind == editor.PredictStep {
				assert.Equal(t, lessons.AskCapturedCount, step.Ask)
				assert.True(t, step.Answer().IsCount(3))
			}
		})
	}
}

func TestAPuzzleNoGoalSingleOutIsRefused(t *testing.T) {
	_, err := editor.Snippet(editor.PuzzleStep, position(t, "4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0"), hole(t, "S1"))
	require.Error(t, err, "every opening move captures 6: no goal singles S1 out")
	assert.Contains(t, err.Error(), "no puzzle goal is reached by S1 alone")
}

func TestASnippetOfAMoveThatCannotBePlayedIsRefused(t *testing.T) {
	p := position(t, "0,0,0,0,2,0,0/0,5,3,0,0,2,1 S 22:21")
	for _, kind := range editor.StepKinds() {
		_, err := editor.Snippet(kind, p, hole(t, "S1"))
		assert.Error(t, err, "S1 is empty")
	}
	_, err := editor.Snippet(editor.PredictStep, position(t, "0,2,1,1,2,1,0/1,0,1,2,1,0,1 S 0:0"), hole(t, "S4"))
	assert.Error(t, err, "a predict step's move must end")
}

func TestParseRefusesWhatIsNotOneValidStep(t *testing.T) {
	_, err := editor.Parse("  - kind: demo\n    position: 4,4,4/4 S 0:0\n    move: S1\n")
	assert.Error(t, err)
}
