package debugger

import (
	"testing"

	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/internal/testkit"
	"walakpussa/engine"
)

// shownEvent is what the debugger shows at one event of a move: the board
// (as a position in the notation, with the hole lifted or sown, the seeds
// in hand there, the words written across holes and the pearls taken so
// far), the variables panel by name, and the event's line in the log.
type shownEvent struct {
	position string
	current  string
	hand     int
	tags     map[string]string
	chain    []string
	vars     map[string]string
	log      string
}

// assertShown checks that v shows want at the event it is on: the state
// its board draws, the values of its variables panel and the log's line,
// read from the widgets, not from the trace they are made of.
func assertShown(t *testing.T, v *DebuggerView, want shownEvent) {
	t.Helper()
	s := v.board.State()
	assert.Equal(t, want.position, engine.Position{Board: s.Board, Held: s.Held, Turn: s.Turn}.String(), "the seeds in every hole and tray, and the side to move")
	assert.Equal(t, testkit.Hole(want.current), s.Current, "the current hole")
	assert.Equal(t, want.hand, s.Hand, "the seeds in hand")
	for h := engine.Hole(0); h < engine.HoleCount; h++ {
		assert.Equal(t, want.tags[h.String()], s.Tags[h], "the word across %s", h)
	}
	var chain []string
	for _, h := range s.Chain {
		chain = append(chain, h.String())
	}
	assert.Equal(t, want.chain, chain, "the pearls of the necklace, in order")

	require.Len(t, v.vars.list, len(want.vars), "the panel shows every variable")
	for name, value := range want.vars {
		assert.Equal(t, value, variableValue(v, name), name)
	}

	i := v.Player().Index()
	row := v.log.CreateItem()
	v.log.UpdateItem(i, row)
	label, ok := row.(*widget.Label)
	require.True(t, ok, "a log row is a label")
	assert.Equal(t, want.log, label.Text, "the log's line of the event")
}

// varNames names the debugger's variables in the panel's order, for a table of
// values.
var varNames = []string{"Lap", "Seeds in hand", "Seeds dropped", "Current hole", "Lifted from",
	"Pearls in the chain", "Seeds captured", "South's row", "North's row", "South holds", "North holds"}

// values pairs varNames with the values given, in the same order.
func values(vs ...string) map[string]string {
	m := map[string]string{}
	for k, v := range vs {
		m[varNames[k]] = v
	}
	return m
}

// TestDebuggerShowsTheStateAndValuesOfEachEvent: at the start of the
// opening move, mid-relay, on the third pearl of a necklace and at the end
// of an endless move, the board, the variables and the log say what the
// move has done so far.
func TestDebuggerShowsTheStateAndValuesOfEachEvent(t *testing.T) {
	v, _, _ := newTestDebugger(t)
	assertShown(t, v, shownEvent{
		position: "0,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0",
		current:  "S1", hand: 4,
		tags: map[string]string{"S1": "lift"},
		vars: values("1", "4", "0", "S1", "S1", "0", "0", "24", "28", "0", "0"),
		log:  "1. South lifts 4 seeds from S1.",
	})

	v.Seek(7) // mid-relay: lap 2 under way
	assertShown(t, v, shownEvent{
		position: "0,5,5,5,5,0,5/5,4,4,4,4,4,4 S 0:0",
		current:  "N1", hand: 2,
		tags: map[string]string{"S1": "origin", "S6": "lift"},
		vars: values("2", "2", "6", "N1", "S6", "0", "0", "25", "29", "0", "0"),
		log:  "8. Lap 2: a seed into N1, 2 left in hand.",
	})

	require.NoError(t, v.OpenText(necklace, "N5"))
	v.NextCapture()
	v.NextCapture()
	v.NextCapture()
	assertShown(t, v, shownEvent{
		position: "0,0,0,0,2,0,2/0,1,0,2,0,0,0 N 0:10",
		current:  "S3",
		tags:     map[string]string{"N5": "pussa", "N6": "1", "S1": "2", "S3": "3"},
		chain:    []string{"N6", "S1", "S3"},
		vars:     values("7", "0", "7", "S3", "N3", "3", "10", "4", "3", "0", "10"),
		log:      "18. Wael mutu ekilenawā (picking the pearls of the necklace), pearl 3: North captures 2 seeds from S3.",
	})

	require.NoError(t, v.OpenText(endless, "S4"))
	v.ToEnd()
	assertShown(t, v, shownEvent{
		position: "0,2,1,0,2,1,0/1,0,1,2,1,0,1 S 0:0",
		current:  "S4", hand: 1,
		tags: map[string]string{"S4": "lift"},
		vars: values("85", "1", "126", "S4", "S4", "0", "0", "6", "6", "0", "0"),
		log:  "212. Lap 85 would start exactly as lap 1 did: the same seeds in every hole, lifted from the same hole. The sowing would go round for ever, so this move is endless and not allowed.",
	})
}
