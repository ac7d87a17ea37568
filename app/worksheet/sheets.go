package worksheet

import (
	"strings"

	"walakpussa/app/words"
	"walakpussa/assets/i18n"
	"walakpussa/engine"
	"walakpussa/lessons"
)

// PuzzleSheet sets puzzles, each with its heading, level, goal and theme,
// its question, its board and a line for the answer, several to a page;
// then, from a new page, the answer key: each solving move and what it
// does, judged under rules. It speaks the language in use.
func PuzzleSheet(rules engine.Rules, puzzles []*lessons.Puzzle) Document {
	doc := Document{Name: i18n.L("Walak-pussa puzzles")}
	doc.Groups = append(doc.Groups, Group{Blocks: []Block{
		{Style: Title, Text: doc.Name},
		{Answer: i18n.L("Name:")},
	}})
	for i, pz := range puzzles {
		g := Group{Blocks: []Block{
			{Style: Heading, Text: puzzleName(i, pz)},
			{Style: Caption, Text: puzzleFacts(pz)},
		}}
		g.Blocks = append(g.Blocks, prose(pz.Text)...)
		g.Blocks = append(g.Blocks, Block{Diagram: &Diagram{Position: pz.Position, Mover: engine.NoHole}}, Block{Answer: i18n.L("Your move:")})
		doc.Groups = append(doc.Groups, g)
	}
	if len(puzzles) == 0 {
		return doc
	}
	doc.Groups = append(doc.Groups, Group{NewPage: true, Blocks: []Block{{Style: Title, Text: i18n.L("Answer key")}}})
	for i, pz := range puzzles {
		answer := pz.Evaluate(rules, pz.Solution).ExplainIn(i18n.Current())
		if line := winningLine(rules, pz); len(line) > 1 {
			answer += " " + i18n.L("A winning line against the strongest defence: {{.Line}}.", map[string]any{"Line": strings.Join(line, " – ")})
		}
		doc.Groups = append(doc.Groups, Group{Tight: true, Blocks: []Block{
			{Style: Heading, Text: i18n.L("{{.Puzzle}}: {{.Move}}", map[string]any{"Puzzle": puzzleName(i, pz), "Move": pz.Solution.String()})},
			{Style: Body, Text: answer},
		}})
	}
	return doc
}

// winningLine plays a puzzle won in more than one move out as the app
// does (lessons.Line): the solution, the computer's strongest defence,
// then each time the first move in hole order that keeps the win, until
// the round is won. It returns the moves of both sides, by name; nil for a
// puzzle won in one move.
func winningLine(rules engine.Rules, pz *lessons.Puzzle) []string {
	if !pz.PlaysOut() {
		return nil
	}
	line := lessons.NewLine(rules, pz)
	var moves []string
	candidates := []engine.Hole{pz.Solution}
	for range pz.Goal.N {
		step, ok := playKeeping(line, candidates)
		if !ok {
			return nil
		}
		moves = append(moves, step.Move.Move.String())
		if step.Won || step.Defence == nil {
			break
		}
		moves = append(moves, step.Defence.Move.String())
		candidates = engine.Holes(line.Position.Turn)
	}
	return moves
}

// playKeeping plays on line the first of holes that keeps the win, and
// reports whether one did; a move that does not leaves the line as it was.
func playKeeping(line *lessons.Line, holes []engine.Hole) (lessons.LineStep, bool) {
	for _, h := range holes {
		if step, err := line.Play(h); err == nil && step.Holds {
			return step, true
		}
	}
	return lessons.LineStep{}, false
}

// puzzleName is the i-th puzzle's heading (from 0): "Puzzle 3 (relay-2)".
func puzzleName(i int, pz *lessons.Puzzle) string {
	return i18n.L("Puzzle {{.Number}} ({{.ID}})", map[string]any{"Number": i + 1, "ID": pz.ID})
}

// puzzleFacts says a puzzle's level, goal and theme.
func puzzleFacts(pz *lessons.Puzzle) string {
	goal := words.Goal(pz.Goal.Kind)
	if pz.Goal.Kind.HasCount() {
		goal = i18n.L("{{.Goal}} (N = {{.N}})", map[string]any{"Goal": goal, "N": pz.Goal.N})
	}
	facts := i18n.L("Level {{.Level}} of {{.Max}} · goal: {{.Goal}}", map[string]any{"Level": pz.Level, "Max": lessons.MaxLevel, "Goal": goal})
	if theme := words.Theme(pz.Theme); theme != "" {
		facts = i18n.L("{{.Facts}} · theme: {{.Theme}}", map[string]any{"Facts": facts, "Theme": theme})
	}
	return facts
}

// prose is Markdown as body paragraphs.
func prose(markdown string) []Block {
	var blocks []Block
	for _, p := range Paragraphs(markdown) {
		blocks = append(blocks, Block{Style: Body, Text: p})
	}
	return blocks
}

// Handout is lesson l on paper: its title and summary, then each step's
// prose with its board (the move to play marked), the captions of a demo's
// pauses, and a line to answer each question on. It leaves out what a step
// shows after the answer. It speaks l's language and the language in use.
func Handout(l *lessons.Lesson) Document {
	doc := Document{Name: l.Title}
	doc.Groups = append(doc.Groups, Group{Blocks: append([]Block{{Style: Title, Text: l.Title}}, prose(l.Summary)...)})
	question := 0
	for _, s := range l.Steps {
		var g Group
		if s.Kind.Interactive() {
			question++
			g.Blocks = append(g.Blocks, Block{Style: Heading, Text: i18n.L("Question {{.Number}}", map[string]any{"Number": question})})
		}
		if s.Puzzle != nil {
			g.Blocks = append(g.Blocks, Block{Style: Caption, Text: puzzleFacts(s.Puzzle)})
		}
		g.Blocks = append(g.Blocks, prose(s.Text)...)
		if s.Position != nil {
			g.Blocks = append(g.Blocks, Block{Diagram: &Diagram{Position: *s.Position, Mover: s.Move}})
		}
		if s.Move != engine.NoHole {
			g.Blocks = append(g.Blocks, Block{Style: Caption, Text: i18n.L("The move: {{.Hole}} (double ring).", map[string]any{"Hole": s.Move.String()})})
		}
		for _, p := range s.Pauses {
			for _, para := range Paragraphs(p.Caption) {
				g.Blocks = append(g.Blocks, Block{Style: Caption, Text: "• " + para})
			}
		}
		switch s.Kind {
		case lessons.YourMoveStep, lessons.PuzzleStep:
			g.Blocks = append(g.Blocks, Block{Answer: i18n.L("Your move:")})
		case lessons.PredictStep:
			g.Blocks = append(g.Blocks, Block{Answer: i18n.L("Your answer:")})
		}
		doc.Groups = append(doc.Groups, g)
	}
	return doc
}

// MoveStrip shows the move traced in t lap by lap: the board before it with
// the hole lifted marked, the board after each lap with a caption, the
// captures marked, and the board after the move. It speaks the language in
// use.
func MoveStrip(t *engine.Trace) Document {
	data := map[string]any{"Hole": t.Move.String(), "Side": words.Side(t.Start.Turn), "Seeds": words.Seeds(t.Start.Seeds(t.Move))}
	doc := Document{Name: i18n.L("Move {{.Hole}}, lap by lap", data)}
	doc.Groups = append(doc.Groups, Group{Blocks: []Block{
		{Style: Title, Text: doc.Name},
		{Style: Caption, Text: i18n.L("Position: {{.Position}}", map[string]any{"Position": t.Start.String()})},
	}}, Group{Blocks: []Block{
		{Style: Heading, Text: i18n.L("Before the move")},
		{Style: Body, Text: i18n.L("{{.Side}} lifts {{.Seeds}} from {{.Hole}} (double ring).", data)},
		{Diagram: &Diagram{Position: t.Start, Mover: t.Move}, Width: stripWidth},
	}})
	laps := t.Laps()
	ends := lapEnds(t)
	for i, lap := range laps {
		e := ends[lap.Lap]
		d := &Diagram{Position: engine.Position{Board: e.Board, Held: e.Held, Turn: t.Start.Turn}, Mover: engine.NoHole, NoTurn: true}
		if lap.Relay && i < len(laps)-1 {
			d.Mover = lap.Next
		}
		doc.Groups = append(doc.Groups, Group{Blocks: []Block{
			{Style: Heading, Text: i18n.L("Lap {{.Lap}}", map[string]any{"Lap": lap.Lap})},
			{Style: Body, Text: lapCaption(lap, i == len(laps)-1)},
			{Diagram: d, Width: stripWidth},
		}})
	}
	doc.Groups = append(doc.Groups, captureGroup(t), Group{Blocks: []Block{
		{Style: Heading, Text: i18n.L("After the move")},
		{Style: Body, Text: afterCaption(t)},
		{Style: Caption, Text: i18n.L("Position: {{.Position}}", map[string]any{"Position": t.Result.String()})},
		{Diagram: &Diagram{Position: t.Result, Mover: engine.NoHole}, Width: stripWidth},
	}})
	return doc
}

// stripWidth is the width of a move strip's diagrams: four to a page.
const stripWidth = 100.0

// lapEnds is the last drop of each lap of t, by lap number.
func lapEnds(t *engine.Trace) map[int]engine.Event {
	ends := map[int]engine.Event{}
	for _, e := range t.Events {
		if e.Kind == engine.Drop {
			ends[e.Lap] = e
		}
	}
	return ends
}

// lapCaption tells a lap: what it sowed, where its last seed fell, and the
// relay that follows or the pussa that ends the sowing.
func lapCaption(lap engine.LapSummary, last bool) string {
	data := map[string]any{"Seeds": words.Seeds(lap.Lifted), "From": lap.From.String(), "First": lap.First.String(),
		"Last": lap.Last.String(), "Next": lap.Next.String(), "NextSeeds": words.Seeds(lap.NextSeeds)}
	sown := i18n.L("The hand from {{.From}} ({{.Seeds}}) is sown into {{.First}} to {{.Last}}.", data)
	if lap.Lifted == 1 {
		sown = i18n.L("The one seed lifted from {{.From}} falls into {{.First}}.", data)
	}
	if lap.Relay && !last {
		return sown + " " + i18n.L("The next hole, {{.Next}}, holds {{.NextSeeds}}: it is lifted and sown on (double ring).", data)
	}
	return sown + " " + i18n.L("The next hole, {{.Next}}, is empty: a pussa. The sowing ends.", data)
}

// captureGroup shows the captures of t on the board after them, or says
// why nothing was captured.
func captureGroup(t *engine.Trace) Group {
	after := t.Start
	var holes []engine.Hole
	text := ""
	taken := 0
	for _, e := range t.Events {
		switch e.Kind {
		case engine.Capture:
			holes = append(holes, e.Hole)
			text += i18n.L("{{.Hole}}, beyond the empty {{.Gap}}, holds {{.Seeds}}: captured.", map[string]any{
				"Hole": e.Hole.String(), "Gap": e.Hole.Prev().String(), "Seeds": words.Seeds(e.Captured - taken)}) + " "
			taken = e.Captured
			after = engine.Position{Board: e.Board, Held: e.Held, Turn: t.Start.Turn}
		case engine.ChainStop:
			if e.Stop == engine.NothingBeyond {
				after = engine.Position{Board: e.Board, Held: e.Held, Turn: t.Start.Turn}
				text = i18n.L("{{.Hole}}, beyond the empty {{.Gap}}, is empty too: nothing is captured.", map[string]any{"Hole": e.Hole.String(), "Gap": e.Hole.Prev().String()})
			}
		}
	}
	if len(holes) > 0 {
		text += i18n.L("In all {{.Seeds}} captured (dashed rings).", map[string]any{"Seeds": words.Seeds(t.Outcome.Captured)})
	}
	return Group{Blocks: []Block{
		{Style: Heading, Text: i18n.L("Captures")},
		{Style: Body, Text: text},
		{Diagram: &Diagram{Position: after, Mover: engine.NoHole, Captured: holes, NoTurn: true}, Width: stripWidth},
	}}
}

// afterCaption sums the move up and says who moves next, or that the
// round is over.
func afterCaption(t *engine.Trace) string {
	text := words.MoveSummary(t.Start.Turn, t.Move, t.Outcome)
	if _, swept := t.Find(engine.Sweep); swept {
		return text + " " + i18n.L("{{.Side}} has no legal move: the round ends and {{.Other}} takes every seed left on the board.", map[string]any{
			"Side": words.Side(t.Result.Turn), "Other": words.Side(t.Result.Turn.Other())})
	}
	return text + " " + words.Turn(t.Result.Turn) + "."
}
