package lessons

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/engine"
)

// markedStep is a text step with a board whose marks line is line 8 in
// lesson(), after yourMoveStep.
func markedStep(marks string) string {
	return yourMoveStep + "  - kind: text\n    text: t\n    position: 4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0\n    marks: " + marks + "\n"
}

func TestAStepCarriesItsMarks(t *testing.T) {
	l, errs := Parse("m.yaml", []byte(lesson(markedStep("[S3->N2, circle N5, S1 -> S7 red, circle S4 blue, N1->S1 yellow, circle N7 green]"))))
	require.Empty(t, errs)
	hole := func(name string) engine.Hole {
		h, err := engine.ParseHole(name)
		require.NoError(t, err)
		return h
	}
	assert.Equal(t, []Mark{
		{From: hole("S3"), To: hole("N2")},
		{From: hole("N5"), To: hole("N5")},
		{From: hole("S1"), To: hole("S7"), Color: MarkRed},
		{From: hole("S4"), To: hole("S4"), Color: MarkBlue},
		{From: hole("N1"), To: hole("S1"), Color: MarkYellow},
		{From: hole("N7"), To: hole("N7")},
	}, l.Steps[1].Marks)
	assert.True(t, l.Steps[1].Marks[1].IsCircle())
	assert.False(t, l.Steps[1].Marks[0].IsCircle())
	assert.Equal(t, "S1->S7 red", l.Steps[1].Marks[2].String())
	assert.Equal(t, "circle N7", l.Steps[1].Marks[5].String())
	assert.Empty(t, l.Steps[0].Marks, "a step without marks: has none")

	block, errs := Parse("m.yaml", []byte(lesson(markedStep("\n      - S3->N2\n      - circle N5 red"))))
	require.Empty(t, errs)
	assert.Len(t, block.Steps[1].Marks, 2, "a block list works as well")
}

func TestMarksDoNotMakeTranslationsStale(t *testing.T) {
	plain, errs := Parse("m.yaml", []byte(lesson(markedStep("[S3->N2]"))))
	require.Empty(t, errs)
	marked, errs := Parse("m.yaml", []byte(lesson(markedStep("[S3->N2, circle N5 red]"))))
	require.Empty(t, errs)
	assert.Equal(t, Fingerprint(plain.Steps[1]), Fingerprint(marked.Steps[1]), "marks are not words to translate")
}

func TestBadMarksNameFileLineAndProblem(t *testing.T) {
	for name, c := range map[string]struct{ marks, want string }{
		"not a list":     {"S3->N2", "m.yaml:13: step 2: marks: expected a list of marks, such as [S3->N2, circle N5 red]"},
		"empty list":     {"[]", "m.yaml:13: step 2: marks: expected a list of marks, such as [S3->N2, circle N5 red]"},
		"not text":       {"[{S3: N2}]", "m.yaml:13: step 2: marks: expected a mark such as S3->N2 or circle N5"},
		"malformed":      {"[S3 N2]", "m.yaml:13: step 2: marks: \"S3 N2\": expected an arrow such as S3->N2 or a circle such as circle N5, then a colour if not green"},
		"half an arrow":  {"[S3->]", "m.yaml:13: step 2: marks: \"S3->\": expected an arrow such as S3->N2 or a circle such as circle N5, then a colour if not green"},
		"unknown hole":   {"[S3->N9]", "m.yaml:13: step 2: marks: \"S3->N9\": \"N9\" is not a hole: holes are S1..S7 and N1..N7"},
		"unknown circle": {"[circle X1]", "m.yaml:13: step 2: marks: \"circle X1\": \"X1\" is not a hole: holes are S1..S7 and N1..N7"},
		"unknown colour": {"[S3->N2 purple]", "m.yaml:13: step 2: marks: \"S3->N2 purple\": unknown colour \"purple\": the colours are green, red, blue and yellow"},
		"to itself":      {"[S3->S3 red]", "m.yaml:13: step 2: marks: \"S3->S3 red\": an arrow joins two holes; to mark one hole write circle S3"},
		"twice":          {"[S3->N2, S3->N2 red]", "m.yaml:13: step 2: marks: \"S3->N2 red\" is drawn twice: drawing a mark again rubs it out"},
		"circle twice":   {"[circle N5 blue, circle N5]", "m.yaml:13: step 2: marks: \"circle N5\" is drawn twice: drawing a mark again rubs it out"},
	} {
		t.Run(name, func(t *testing.T) {
			_, errs := Parse("m.yaml", []byte(lesson(markedStep(c.marks))))
			require.Len(t, errs, 1)
			assert.Equal(t, c.want, errs[0].Error())
		})
	}
	t.Run("several bad marks of one list", func(t *testing.T) {
		_, errs := Parse("m.yaml", []byte(lesson(markedStep("\n      - S3->N2\n      - S3->X\n      - circle N5 pink"))))
		require.Len(t, errs, 2)
		assert.Equal(t, "m.yaml:15: step 2: marks: \"S3->X\": \"X\" is not a hole: holes are S1..S7 and N1..N7", errs[0].Error())
		assert.Equal(t, "m.yaml:16: step 2: marks: \"circle N5 pink\": unknown colour \"pink\": the colours are green, red, blue and yellow", errs[1].Error())
	})
	t.Run("no board to draw on", func(t *testing.T) {
		_, errs := Parse("m.yaml", []byte(lesson(yourMoveStep+"  - kind: text\n    text: t\n    marks: [circle N5]\n")))
		require.Len(t, errs, 1)
		assert.Equal(t, "m.yaml:12: step 2: marks: marks are drawn on the step's board, but this step has no position", errs[0].Error())
	})
}
