package lessons

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/assets/i18n"
	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine"
)

// goodLesson uses every step kind; each value sits on a known line.
const goodLesson = `id: sample
title: A sample lesson
summary: Every step kind once.
steps:
  - kind: text
    text: |
      A *wala* is a hole.
  - kind: text
    text: The start.
    position: 4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0
  - kind: demo
    position: 4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0
    move: S1
    pauses:
      - at: relay
        occurrence: 2
        caption: The second relay.
      - lap: 7
        caption: Lap 7.
      - at: capture
        hole: N2
        caption: N2 is eaten.
  - kind: your-move
    text: Play S2 or S3.
    position: 0,2,1,1,2,1,0/1,0,1,2,1,0,1 S 0:0
    accept: [S2, s3]
    success: Well done.
  - kind: predict
    text: Where does the last seed land?
    position: 4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0
    move: S1
    ask: last-hole
    answer: S7
    reveal: In S7, after seven laps.
  - kind: puzzle
    id: sample-1
    level: 2
    text: Capture the most.
    position: 3,0,0,0,0,3,0/2,0,1,0,2,1,0 S 22:22
    goal: most-seeds
    hints:
      - Look at S5.
      - Play S1.
    solution: S1
    success: Four pearls!
`

func TestParseReadsEveryStepKind(t *testing.T) {
	l, errs := Parse("01-sample.yaml", []byte(goodLesson))
	require.Empty(t, errs)
	assert.False(t, l.Broken())
	assert.Equal(t, "sample", l.ID)
	assert.Equal(t, "A sample lesson", l.Title)
	assert.Equal(t, "Every step kind once.", l.Summary)
	require.Len(t, l.Steps, 6)

	text := l.Steps[0]
	assert.Equal(t, TextStep, text.Kind)
	assert.Equal(t, "A *wala* is a hole.\n", text.Text)
	assert.Nil(t, text.Position)
	assert.Equal(t, 5, text.Line)
	require.NotNil(t, l.Steps[1].Position)
	assert.Equal(t, engine.Start(), *l.Steps[1].Position)

	demo := l.Steps[2]
	assert.Equal(t, DemoStep, demo.Kind)
	assert.Equal(t, engine.HoleOf(engine.South, 1), demo.Move)
	require.Len(t, demo.Pauses, 3)
	rules := engine.Standard()
	tr, err := rules.Trace(*demo.Position, demo.Move)
	require.NoError(t, err)
	second := tr.Events[demo.Pauses[0].Event]
	assert.Equal(t, engine.Relay, second.Kind)
	assert.Equal(t, 3, second.Lap, "the second relay starts lap 3")
	assert.Equal(t, "The second relay.", demo.Pauses[0].Caption)
	lap7 := tr.Events[demo.Pauses[1].Event]
	assert.Equal(t, 7, demo.Pauses[1].Lap)
	assert.Equal(t, engine.Relay, lap7.Kind)
	assert.Equal(t, 7, lap7.Lap)
	eaten := tr.Events[demo.Pauses[2].Event]
	assert.Equal(t, engine.Capture, eaten.Kind)
	assert.Equal(t, "N2", eaten.Hole.String())

	yours := l.Steps[3]
	assert.Equal(t, YourMoveStep, yours.Kind)
	assert.Equal(t, []engine.Hole{1, 2}, yours.Accept)
	assert.True(t, yours.Accepts(2))
	assert.False(t, yours.Accepts(3), "S4 is endless here and not accepted")
	assert.Equal(t, "Well done.", yours.Success)

	predict := l.Steps[4]
	assert.Equal(t, PredictStep, predict.Kind)
	assert.Equal(t, AskLastHole, predict.Ask)
	assert.Equal(t, "S7", predict.Answer().String())
	assert.True(t, predict.Answer().IsHole(6))
	assert.Equal(t, "In S7, after seven laps.", predict.Reveal)

	pz := l.Steps[5].Puzzle
	require.NotNil(t, pz)
	assert.Equal(t, "sample-1", pz.ID)
	assert.Equal(t, "sample", pz.Lesson)
	assert.Equal(t, 2, pz.Level)
	assert.Equal(t, Goal{Kind: MostSeeds}, pz.Goal)
	assert.Equal(t, []string{"Look at S5.", "Play S1."}, pz.Hints)
	assert.Equal(t, engine.Hole(0), pz.Solution)
	assert.Equal(t, "Four pearls!", pz.Success)
	assert.Equal(t, []*Puzzle{pz}, l.Puzzles())
}

func TestAYourMoveStepMaySayItsOwnWordsAfterAWrongMove(t *testing.T) {
	l, errs := Parse("01-board.yaml", []byte(lesson(yourMoveStep+"    wrong: |\n      count from South's left.\n")))
	require.Empty(t, errs)
	require.Len(t, l.Steps, 1)
	assert.Equal(t, "count from South's left.\n", l.Steps[0].Wrong)

	l, errs = Parse("01-board.yaml", []byte(lesson(yourMoveStep)))
	require.Empty(t, errs)
	assert.Empty(t, l.Steps[0].Wrong, "without wrong, the app explains the move itself")
}

// lesson wraps steps (YAML lines indented by 2) in a lesson header; the
// first step starts on line 5.
func lesson(steps string) string {
	return "id: x\ntitle: X\nsummary: x\nsteps:\n" + steps
}

const yourMoveStep = "  - kind: your-move\n    text: t\n    position: 4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0\n    accept: S1\n    success: s\n"

func TestErrorsNameFileLineAndProblem(t *testing.T) {
	start := "4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0"
	for name, c := range map[string]struct{ text, want string }{
		"wrong hole count": {lesson(yourMoveStep + "  - kind: text\n    text: t\n    position: 4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0\n"),
			"02-relay.yaml:12: step 2: position: 13 holes given, 14 expected"},
		"yaml syntax":     {"id: x\ntitle: [\n", "02-relay.yaml:2: YAML: did not find expected node content"},
		"colon in text":   {lesson("  - kind: text\n    text: a: b\n"), "02-relay.yaml:6: YAML: mapping values are not allowed in this context (a colon and a space inside a value: write the text as a block, \"|\" then the text indented on the lines below)"},
		"unknown top key": {"id: x\ntitel: X\n", "02-relay.yaml:2: unknown key \"titel\": a lesson takes id, title, summary, steps"},
		"unknown step key": {lesson(yourMoveStep + "    sucess: s\n"),
			"02-relay.yaml:10: step 1: unknown key \"sucess\": a your-move step takes kind, text, position, accept, success, wrong, arrows, marks"},
		"missing key":        {lesson("  - kind: your-move\n    text: t\n    position: " + start + "\n    accept: S1\n"), "02-relay.yaml:5: step 1: success is missing"},
		"missing lesson key": {"id: x\ntitle: X\nsteps:\n" + yourMoveStep, "02-relay.yaml:1: summary is missing"},
		"unknown kind":       {lesson("  - kind: quiz\n"), "02-relay.yaml:5: step 1: kind: \"quiz\": expected text, demo, your-move, predict or puzzle"},
		"no kind":            {lesson("  - text: t\n"), "02-relay.yaml:5: step 1: kind is missing: text, demo, your-move, predict or puzzle"},
		"bad hole":           {lesson("  - kind: demo\n    position: " + start + "\n    move: S8\n"), "02-relay.yaml:7: step 1: move: \"S8\" is not a hole: holes are S1..S7 and N1..N7"},
		"not yours":          {lesson("  - kind: demo\n    position: " + start + "\n    move: N1\n"), "02-relay.yaml:7: step 1: move: N1 is North's hole: South is to move"},
		"empty hole":         {lesson("  - kind: demo\n    position: 0,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0\n    move: S1\n"), "02-relay.yaml:7: step 1: move: S1 is empty: there are no seeds to lift"},
		"endless move": {lesson("  - kind: demo\n    position: 0,2,1,1,2,1,0/1,0,1,2,1,0,1 S 0:0\n    move: S4\n"),
			"02-relay.yaml:7: step 1: move: S4 is endless: its sowing never ends, so it is not a legal move (a demo about endless sowings says endless: true)"},
		"endless flag on a finite move": {lesson("  - kind: demo\n    position: " + start + "\n    move: S1\n    endless: true\n"),
			"02-relay.yaml:7: step 1: move: S1 is not endless: its sowing ends after 7 laps, but the step says endless: true"},
		"endless accepted move": {lesson("  - kind: your-move\n    text: t\n    position: 0,2,1,1,2,1,0/1,0,1,2,1,0,1 S 0:0\n    accept: [S2, S4]\n    success: s\n"),
			"02-relay.yaml:8: step 1: accept: S4 is endless: its sowing never ends, so it is not a legal move (a demo about endless sowings says endless: true)"},
		"wrong answer": {lesson("  - kind: predict\n    text: t\n    position: " + start + "\n    move: S1\n    ask: captured-count\n    answer: 5\n"),
			"02-relay.yaml:10: step 1: answer: 5 given, but the engine says 6"},
		"nothing captured": {lesson("  - kind: predict\n    text: t\n    position: 0,3,0,0,0,0,0/2,2,2,2,2,2,2 S 0:0\n    move: S2\n    ask: captured-hole\n"),
			"02-relay.yaml:9: step 1: ask: captured-hole asks for the hole eaten first, but S2 captures nothing"},
		"unknown ask": {lesson("  - kind: predict\n    text: t\n    position: " + start + "\n    move: S1\n    ask: first-hole\n"),
			"02-relay.yaml:9: step 1: ask: \"first-hole\": expected last-hole, captured-hole or captured-count"},
		"no such occurrence": {lesson("  - kind: demo\n    position: " + start + "\n    move: S1\n    pauses:\n      - at: capture\n        occurrence: 2\n        caption: c\n"),
			"02-relay.yaml:9: step 1: pauses: pause 1: at: capture events in the move: 1, so there is no occurrence 2"},
		"no such lap": {lesson("  - kind: demo\n    position: " + start + "\n    move: S1\n    pauses:\n      - lap: 8\n        caption: c\n"),
			"02-relay.yaml:9: step 1: pauses: pause 1: lap: the move has only 7 laps"},
		"unknown event kind": {lesson("  - kind: demo\n    position: " + start + "\n    move: S1\n    pauses:\n      - at: sow\n        caption: c\n"),
			"02-relay.yaml:9: step 1: pauses: pause 1: at: \"sow\": expected an event kind: lift, drop, relay, sowing-end, capture, chain-stop, endless, turn-end, sweep"},
		"pauses out of order": {lesson("  - kind: demo\n    position: " + start + "\n    move: S1\n    pauses:\n      - at: capture\n        caption: c\n      - at: relay\n        caption: c\n"),
			"02-relay.yaml:11: step 1: pauses: pause 2: comes at or before the pause above it: list pauses in the order the move reaches them"},
		"level out of range": {lesson(puzzleStep("p", "6", "most-seeds", "S1")), "02-relay.yaml:7: step 1: level: \"6\": expected a whole number from 1 to 5"},
		"unknown goal": {lesson(puzzleStep("p", "1", "most", "S1")),
			"02-relay.yaml:10: step 1: goal: \"most\": expected one of most-seeds, capture-at-least: N, chain-of: N, no-reply-capture, only-not-endless, win-in: N, best-move, only-not-losing"},
		"goal without number": {lesson(puzzleStep("p", "1", "chain-of", "S1")), "02-relay.yaml:10: step 1: goal: chain-of needs a number, as in \"chain-of: 3\""},
		"bad id": {lesson(puzzleStep("Puzzle One", "1", "most-seeds", "S1")),
			"02-relay.yaml:6: step 1: id: \"Puzzle One\": an id is lower-case letters and digits joined by dashes, such as relay-1"},
		"key given twice": {"id: x\nid: y\n", "02-relay.yaml:2: id: given twice (first on line 1)"},
		"no interactive step": {lesson("  - kind: text\n    text: t\n"),
			"02-relay.yaml:4: steps: no interactive step: every lesson needs at least one your-move, predict or puzzle step"},
		"two-line summary": {"id: x\ntitle: X\nsummary: |\n  one\n  two\nsteps:\n" + yourMoveStep, "02-relay.yaml:3: summary: must be one line"},
		"empty file":       {"", "02-relay.yaml: the file is empty; a lesson needs id, title, summary and steps"},
		"not a mapping":    {"- a\n- b\n", "02-relay.yaml:1: expected a lesson: id, title, summary and steps, as key: value lines"},
		"alias":            {"id: &a x\ntitle: *a\n", "02-relay.yaml:2: title: aliases (*name) are not allowed in lesson files; write the value out"},
		"two documents":    {lesson(yourMoveStep) + "---\nid: y\n", "02-relay.yaml:10: a second YAML document (after ---): a file holds one lesson"},
		"empty text":       {lesson("  - kind: text\n    text:\n"), "02-relay.yaml:6: step 1: text: is empty"},
		"empty wrong":      {lesson(yourMoveStep + "    wrong:\n"), "02-relay.yaml:10: step 1: wrong: is empty"},
		"arrows not a yes": {lesson(yourMoveStep + "    arrows: maybe\n"), "02-relay.yaml:10: step 1: arrows: \"maybe\": expected true or false"},
	} {
		t.Run(name, func(t *testing.T) {
			l, errs := Parse("02-relay.yaml", []byte(c.text))
			require.NotEmpty(t, errs)
			assert.True(t, l.Broken())
			assert.Equal(t, errs, l.Errors)
			var msgs []string
			for _, e := range errs {
				msgs = append(msgs, e.Error())
			}
			assert.Contains(t, msgs, c.want)
		})
	}
}

// puzzleStep writes a puzzle step on the board 3,0,0,0,0,3,0/2,0,1,0,2,1,0
// S, where S1 captures 8 seeds in 4 pearls, S6 captures 2 in 1 and S1 is the
// only capture of 3 or more. The goal value is on line 10 in lesson().
func puzzleStep(id, level, goal, solution string) string {
	return "  - kind: puzzle\n    id: " + id + "\n    level: " + level + "\n    text: t\n    position: 3,0,0,0,0,3,0/2,0,1,0,2,1,0 S 22:22\n" +
		"    goal: " + goal + "\n    solution: " + solution + "\n    success: s\n"
}

func TestPuzzleValidationWantsExactlyOneSolvingMove(t *testing.T) {
	t.Run("unique solution accepted", func(t *testing.T) {
		l, errs := Parse("p.yaml", []byte(lesson(puzzleStep("p", "1", "{capture-at-least: 3}", "S1"))))
		require.Empty(t, errs)
		assert.Equal(t, Goal{Kind: CaptureAtLeast, N: 3}, l.Puzzles()[0].Goal)
	})
	t.Run("block goal accepted", func(t *testing.T) {
		l, errs := Parse("p.yaml", []byte(lesson(puzzleStep("p", "1", "\n      chain-of: 4", "S1"))))
		require.Empty(t, errs)
		assert.Equal(t, Goal{Kind: ChainOf, N: 4}, l.Puzzles()[0].Goal)
	})
	t.Run("second solving move rejected", func(t *testing.T) {
		step := strings.Replace(puzzleStep("p", "1", "{capture-at-least: 3}", "S6"),
			"3,0,0,0,0,3,0/2,0,1,0,2,1,0 S 22:22", "0,2,1,1,2,1,0/1,0,1,2,1,0,1 S 0:0", 1)
		_, errs := Parse("p.yaml", []byte(lesson(step)))
		require.Empty(t, errs, "only S6 takes 3 or more")
		_, errs = Parse("p.yaml", []byte(lesson(strings.Replace(step, "{capture-at-least: 3}", "{capture-at-least: 2}", 1))))
		require.Len(t, errs, 1)
		assert.Equal(t, "p.yaml:11: step 1: solution: S2 also reaches the goal (capture-at-least: 2): S2 captures 2 seeds from one hole: at least 2; "+
			"S3 also reaches the goal (capture-at-least: 2): S3 captures 2 seeds from one hole: at least 2; "+
			"S5 also reaches the goal (capture-at-least: 2): S5 captures 2 seeds from one hole: at least 2; "+
			"a puzzle needs exactly one move that reaches its goal", errs[0].Error())
	})
	t.Run("failing solution rejected", func(t *testing.T) {
		_, errs := Parse("p.yaml", []byte(lesson(puzzleStep("p", "1", "most-seeds", "S6"))))
		require.Len(t, errs, 1)
		assert.Equal(t, "p.yaml:11: step 1: solution: S6 does not reach the goal (most-seeds): S6 captures nothing, "+
			"but a move here captures 8 seeds; S1 also reaches the goal (most-seeds): S1 captures 8 seeds in a chain of 4 pearls: no move takes more; "+
			"a puzzle needs exactly one move that reaches its goal", errs[0].Error())
	})
	t.Run("goal nobody reaches", func(t *testing.T) {
		_, errs := Parse("p.yaml", []byte(lesson(puzzleStep("p", "1", "{chain-of: 5}", "S1"))))
		require.Len(t, errs, 1)
		assert.Equal(t, "p.yaml:11: step 1: solution: S1 does not reach the goal (chain-of: 5): S1 captures 8 seeds in a chain of 4 pearls, a chain shorter than 5", errs[0].Error())
	})
	t.Run("solution that cannot be played", func(t *testing.T) {
		_, errs := Parse("p.yaml", []byte(lesson(puzzleStep("p", "1", "most-seeds", "S2"))))
		require.Len(t, errs, 1)
		assert.Equal(t, "p.yaml:11: step 1: solution: S2 is empty: there are no seeds to lift", errs[0].Error())
	})
}

func mustPosition(t *testing.T, text string) engine.Position {
	t.Helper()
	p, err := engine.ParsePosition(text)
	require.NoError(t, err)
	return p
}

func hole(t *testing.T, name string) engine.Hole {
	t.Helper()
	h, err := engine.ParseHole(name)
	require.NoError(t, err)
	return h
}

// TestGoalsOnHandCheckedPositions checks each goal against moves worked
// out by hand (see the comments) from the trace command.
func TestGoalsOnHandCheckedPositions(t *testing.T) {
	rules := engine.Standard()
	// S1: sow S2..S4, S5 empty; eat S6 (3), N1 (2), N3 (1), N5 (2): 8 seeds,
	// 4 pearls, N6 holds seeds. S6: sow S7..N2, relay N3: N4; relay N5: N6,
	// N7; relay S1: S2..S4; S5 empty, S6 (lifted) empty: nothing.
	necklace := mustPosition(t, "3,0,0,0,0,3,0/2,0,1,0,2,1,0 S 22:22")
	// S4 is endless (lap 85 repeats lap 1); S6 takes 8 in 5 pearls, S2, S3
	// and S5 take 2 each.
	endless := mustPosition(t, "0,2,1,1,2,1,0/1,0,1,2,1,0,1 S 0:0")
	for _, c := range []struct {
		name    string
		pos     engine.Position
		goal    Goal
		move    string
		reached bool
		explain string
	}{
		{"most seeds, best", necklace, Goal{Kind: MostSeeds}, "S1", true, "S1 captures 8 seeds in a chain of 4 pearls: no move takes more."},
		{"most seeds, not best", necklace, Goal{Kind: MostSeeds}, "S6", false, "S6 captures nothing, but a move here captures 8 seeds."},
		{"capture at least, enough", necklace, Goal{Kind: CaptureAtLeast, N: 8}, "S1", true, "S1 captures 8 seeds in a chain of 4 pearls: at least 8."},
		{"capture at least, short", necklace, Goal{Kind: CaptureAtLeast, N: 9}, "S1", false, "S1 captures 8 seeds in a chain of 4 pearls, fewer than 9."},
		{"chain, long enough", necklace, Goal{Kind: ChainOf, N: 4}, "S1", true, "S1 captures 8 seeds in a chain of 4 pearls: a chain of at least 4."},
		{"chain, none", necklace, Goal{Kind: ChainOf, N: 1}, "S6", false, "S6 captures nothing, a chain shorter than 1."},
		// After S1 North holds N6 (1) only: N6 sows N7, S1 is a pussa and S2
		// (1) is eaten. After S6 North's N1 sows N2, N3 (1) is... see below.
		{"no reply capture, reply eats", necklace, Goal{Kind: NoReplyCapture}, "S1", false, "S1 captures 8 seeds in a chain of 4 pearls, but then N6 captures 1 seed in reply."},
		{"only not endless, endless", endless, Goal{Kind: OnlyNotEndless}, "S4", false, "S4 is endless: its sowing would never end."},
		{"only not endless, ends", endless, Goal{Kind: OnlyNotEndless}, "S6", true, "S6 is not endless: its sowing ends and it captures 8 seeds in a chain of 5 pearls."},
		{"endless reaches nothing", endless, Goal{Kind: MostSeeds}, "S4", false, "S4 is endless: its sowing would never end, so it is not a legal move."},
	} {
		t.Run(c.name, func(t *testing.T) {
			pz := &Puzzle{Position: c.pos, Goal: c.goal}
			a := pz.Evaluate(rules, hole(t, c.move))
			assert.Equal(t, c.reached, a.Reached)
			assert.Equal(t, c.explain, a.Explain())
			require.NotNil(t, a.Trace)
			assert.Equal(t, c.reached, c.goal.Reached(rules, a.Trace), "Goal.Reached agrees with Evaluate")
		})
	}
}

func TestNoReplyCaptureTriesEveryReply(t *testing.T) {
	rules := engine.Standard()
	// Puzzle safe-2 of the course: S7 sows N1 only; N2 after it is a pussa
	// and N3 empty too. North's replies N1, N4, N6, N7 then all end without
	// a capture. S1 instead lets N4 reply and eat.
	pz := &Puzzle{Position: mustPosition(t, "1,2,1,0,0,0,1/3,0,0,4,0,2,4 S 19:19"), Goal: Goal{Kind: NoReplyCapture}}
	good := pz.Evaluate(rules, hole(t, "S7"))
	assert.True(t, good.Reached)
	assert.Equal(t, engine.NoHole, good.Reply)
	assert.Equal(t, "S7 captures nothing, and leaves no reply that captures.", good.Explain())
	for _, h := range []string{"S1", "S2", "S3"} {
		bad := pz.Evaluate(rules, hole(t, h))
		assert.False(t, bad.Reached, h)
		assert.NotEqual(t, engine.NoHole, bad.Reply, h)
		assert.Positive(t, bad.ReplyCaptured, h)
		after, _, err := rules.Play(pz.Position, hole(t, h))
		require.NoError(t, err)
		_, out, err := rules.Play(after, bad.Reply)
		require.NoError(t, err)
		assert.Equal(t, bad.ReplyCaptured, out.Captured, "the named reply really captures that much")
	}
}

func TestEvaluateReportsAMoveThatCannotBePlayed(t *testing.T) {
	pz := &Puzzle{Position: engine.Start(), Goal: Goal{Kind: MostSeeds}}
	a := pz.Evaluate(engine.Standard(), hole(t, "N1"))
	assert.False(t, a.Reached)
	assert.Nil(t, a.Trace)
	assert.Equal(t, "N1 is North's hole: South is to move.", a.Explain())
}

func TestPredictAnswersComeFromTheEngine(t *testing.T) {
	for _, c := range []struct {
		pos, move, ask, want string
	}{
		{"4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0", "S1", "last-hole", "S7"},
		{"4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0", "S1", "captured-hole", "N2"},
		{"4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0", "S1", "captured-count", "6"},
		{"3,0,0,0,0,3,0/2,0,1,0,2,1,0 S 22:22", "S1", "captured-count", "8"},
		{"3,0,0,0,0,3,0/2,0,1,0,2,1,0 S 22:22", "S6", "captured-count", "0"},
		{"0,2,0,0,0,3,0/0,0,3,1,0,2,2 S 21:21", "S2", "captured-hole", "S6"},
	} {
		step := "  - kind: predict\n    text: t\n    position: " + c.pos + "\n    move: " + c.move + "\n    ask: " + c.ask + "\n"
		l, errs := Parse("p.yaml", []byte(lesson(step)))
		require.Empty(t, errs, c)
		a := l.Steps[0].Answer()
		assert.Equal(t, c.want, a.String(), c)
		assert.Equal(t, c.ask, a.Ask.String())
		if a.Ask.WantsHole() {
			assert.True(t, a.IsHole(hole(t, c.want)))
			assert.False(t, a.IsCount(0))
		} else {
			assert.True(t, a.IsCount(a.Count))
			assert.False(t, a.IsHole(a.Hole))
		}
	}
}

func TestLoadDirKeepsGoingPastBrokenFilesAndChecksIDs(t *testing.T) {
	puzzle := func(id string) string { return lesson(puzzleStep(id, "1", "most-seeds", "S1")) }
	fsys := fstest.MapFS{
		"c/03-third.yaml":  {Data: []byte(strings.Replace(puzzle("p1"), "id: x", "id: third", 1))},
		"c/01-first.yaml":  {Data: []byte(strings.Replace(puzzle("p1"), "id: x", "id: first", 1))},
		"c/02-broken.yaml": {Data: []byte("id: broken\ntitle: Broken\nsummary: s\nsteps: [\n")},
		"c/04-again.yaml":  {Data: []byte(strings.Replace(puzzle("p2"), "id: x", "id: first", 1))},
		"c/notes.txt":      {Data: []byte("not a lesson")},
	}
	course, errs := LoadDir(fsys, "c")
	require.Len(t, course.Lessons, 4)
	var files []string
	for _, l := range course.Lessons {
		files = append(files, l.File)
	}
	assert.Equal(t, []string{"01-first.yaml", "02-broken.yaml", "03-third.yaml", "04-again.yaml"}, files)
	var msgs []string
	for _, e := range errs {
		msgs = append(msgs, e.Error())
	}
	assert.Equal(t, []string{
		"02-broken.yaml:4: YAML: did not find expected node content",
		"03-third.yaml:6: step 1: id: puzzle id \"p1\" is used already by 01-first.yaml:6",
		"04-again.yaml:1: id: lesson id \"first\" is used already by 01-first.yaml:1",
	}, msgs)
	assert.False(t, course.Lessons[0].Broken())
	broken := course.Lessons[1]
	assert.True(t, broken.Broken(), "the broken file stays as a placeholder")
	assert.Equal(t, "02-broken.yaml:4: YAML: did not find expected node content", broken.Errors[0].Error())
	assert.True(t, course.Lessons[2].Broken())
	assert.Equal(t, course.Lessons[0], course.Lesson("first"))
	assert.Len(t, course.Puzzles(), 1, "puzzles of broken lessons are left out")
	assert.Equal(t, "p1", course.Puzzle("p1").ID)
	assert.Nil(t, course.Puzzle("p2"))

	report := Check(course, errs)
	assert.Equal(t, Report{Lessons: 4, Steps: 1, Puzzles: 1, Errors: errs}, report)
}

func TestLoadDirWithoutLessons(t *testing.T) {
	_, errs := LoadDir(fstest.MapFS{"c/a.txt": {Data: []byte("x")}}, "c")
	require.Len(t, errs, 1)
	assert.Equal(t, "c: no lesson files (*.yaml) in this folder", errs[0].Error())
	_, errs = LoadDir(fstest.MapFS{}, "missing")
	require.Len(t, errs, 1)
	assert.Equal(t, "missing: cannot read the lesson folder: file does not exist", errs[0].Error())
}

func TestBuiltinCourseIsSound(t *testing.T) {
	course, errs := Builtin()
	for _, e := range errs {
		t.Error(e)
	}
	require.GreaterOrEqual(t, len(course.Lessons), 12)
	puzzles := course.Puzzles()
	assert.GreaterOrEqual(t, len(puzzles), 30)
	levels := map[int]int{}
	for _, p := range puzzles {
		levels[p.Level]++
		assert.NotEmpty(t, p.Hints, p.ID)
	}
	for level := 1; level <= MaxLevel; level++ {
		assert.Positive(t, levels[level], "puzzles of level %d", level)
	}
	for _, l := range course.Lessons {
		interactive := false
		for _, s := range l.Steps {
			interactive = interactive || s.Kind.Interactive()
		}
		assert.True(t, interactive, l.File)
	}
	// The course teaches the rules in the order of RULES.md.
	var ids []string
	for _, l := range course.Lessons {
		ids = append(ids, l.ID)
	}
	assert.Equal(t, []string{"board", "sowing", "all-the-way-round", "relay", "sowing-end", "pussa-kanawa",
		"pearl-necklace", "round-the-board", "endless", "end-of-game", "repetition", "match", "practice", "collection"}, ids)
	// Every solution really solves its puzzle, and no other move does.
	rules := engine.Standard()
	for _, p := range puzzles {
		for _, h := range engine.Holes(p.Position.Turn) {
			if p.Position.Board[h] > 0 {
				assert.Equal(t, h == p.Solution, p.Solved(rules, h), "%s %s", p.ID, h)
			}
		}
	}
}

func TestNames(t *testing.T) {
	assert.Equal(t, "your-move", YourMoveStep.String())
	assert.Equal(t, "unknown", StepKind(0).String())
	assert.Equal(t, "capture-at-least: 5", Goal{Kind: CaptureAtLeast, N: 5}.String())
	assert.Equal(t, "no-reply-capture", Goal{Kind: NoReplyCapture}.String())
	assert.Equal(t, "Capture a chain of at least 3 pearls (holes) with one move.", Goal{Kind: ChainOf, N: 3}.Describe())
	assert.Equal(t, "captured-count", AskCapturedCount.String())
	assert.False(t, AskCapturedCount.WantsHole())
}

func FuzzLoadLesson(f *testing.F) {
	f.Add([]byte(goodLesson))
	f.Add([]byte(lesson(puzzleStep("p", "1", "{chain-of: 2}", "S1"))))
	f.Add([]byte(lesson(yourMoveStep)))
	f.Add([]byte("id: &a x\ntitle: *a\n"))
	f.Add([]byte("- [\n"))
	f.Add([]byte(""))
	f.Fuzz(func(t *testing.T, data []byte) {
		l, errs := Parse("fuzz.yaml", data)
		if l == nil {
			t.Fatal("Parse returned no lesson")
		}
		if len(errs) == 0 {
			for _, s := range l.Steps {
				if s.Kind != TextStep && s.Position == nil {
					t.Fatalf("a sound %s step has no position", s.Kind)
				}
			}
		}
		for _, e := range errs {
			if !strings.HasPrefix(e.Error(), "fuzz.yaml") {
				t.Fatalf("error does not name the file: %v", e)
			}
		}
	})
}

func TestAnErrorNamesItsPlaceInTheReadersLanguage(t *testing.T) {
	err := &Error{File: "02-relay.yaml", Line: 34, Where: "step 5: pauses: pause 2: at", Problem: sentence.Errorf("%d holes given, %d expected", 13, 14)}
	assert.Equal(t, "02-relay.yaml:34: step 5: pauses: pause 2: at: 13 holes given, 14 expected", err.Error())
	de := i18n.In("de")
	assert.Equal(t, "02-relay.yaml:34: "+de.F("step %d", 5)+": pauses: "+de.F("pause %d", 2)+": at: "+de.F("%d holes given, %d expected", 13, 14), de.Say(err),
		"the numbered places and the problem are German, the file's keys stay")
	assert.NotEqual(t, err.Error(), de.Say(err))
}

func TestAStepCanShowTheSowingDirection(t *testing.T) {
	course, errs := Builtin()
	require.Empty(t, errs)
	shown := 0
	for _, s := range course.Lesson("sowing").Steps {
		if s.Arrows {
			shown++
		}
	}
	assert.Positive(t, shown, "lesson 2 shows the direction it teaches")
	for _, s := range course.Lesson("relay").Steps {
		assert.False(t, s.Arrows, "a lesson shows arrows only where it says so")
	}
}
