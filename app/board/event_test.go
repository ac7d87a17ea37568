package board

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"walakpussa/app/internal/testkit"
	"walakpussa/engine"
)

func trailOf(s State) []string {
	var names []string
	for h, on := range s.Trail {
		if on {
			names = append(names, engine.Hole(h).String())
		}
	}
	return names
}

func TestEventStateDuringTheSowing(t *testing.T) {
	tr := testkit.Trace(t, engine.Start().String(), "S1")
	lift := AtEvent(tr, 0)
	assert.Equal(t, testkit.Hole("S1"), lift.Current)
	assert.Equal(t, 4, lift.Hand)
	assert.Equal(t, "lift", lift.Tags[testkit.Hole("S1")], "the lift tag wins over the origin tag")
	assert.Empty(t, trailOf(lift))

	third := AtEvent(tr, 3) // the third drop of lap 1, into S4
	assert.Equal(t, testkit.Hole("S4"), third.Current)
	assert.Equal(t, 1, third.Hand)
	assert.Equal(t, []string{"S2", "S3", "S4"}, trailOf(third))
	assert.Equal(t, 5, int(third.Board[testkit.Hole("S4")]))

	relay := AtEvent(tr, 5) // S6 is lifted: lap 2 begins
	assert.Equal(t, engine.Relay, tr.Events[5].Kind)
	assert.Equal(t, "lift", relay.Tags[testkit.Hole("S6")])
	assert.Equal(t, "origin", relay.Tags[testkit.Hole("S1")])
	assert.Empty(t, trailOf(relay), "a new lap starts a new trail")
	assert.Equal(t, engine.South, relay.Turn)
}

func TestEventStateShowsThePussaAndThePearls(t *testing.T) {
	tr := testkit.Trace(t, "5,1,1,1,1,1,1/1,0,1,1,1,1,1 N 0:0", "N5")
	var third int
	for i, e := range tr.Events {
		if e.Kind == engine.Capture && e.Pearl == 3 {
			third = i
		}
	}
	s := AtEvent(tr, third)
	assert.Equal(t, "pussa", s.Tags[testkit.Hole("N5")])
	assert.Equal(t, []engine.Hole{testkit.Hole("N6"), testkit.Hole("S1"), testkit.Hole("S3")}, s.Chain)
	assert.Equal(t, s.Chain, s.Marked)
	assert.Equal(t, "1", s.Tags[testkit.Hole("N6")])
	assert.Equal(t, "2", s.Tags[testkit.Hole("S1")])
	assert.Equal(t, "3", s.Tags[testkit.Hole("S3")])
	assert.Empty(t, trailOf(s))

	end := AtEvent(tr, len(tr.Events)-1)
	assert.Equal(t, engine.Sweep, tr.Events[len(tr.Events)-1].Kind)
	assert.Len(t, end.Chain, 7, "the whole necklace stays in view at the end")
	assert.True(t, end.Over)
	assert.Equal(t, engine.NoHole, end.Current)
}

func TestEventStateOfAnEndlessMove(t *testing.T) {
	tr := testkit.Trace(t, "0,2,1,1,2,1,0/1,0,1,2,1,0,1 S 0:0", "S4")
	last := AtEvent(tr, len(tr.Events)-1)
	assert.Equal(t, engine.Endless, tr.Events[len(tr.Events)-1].Kind)
	assert.Equal(t, tr.Events[len(tr.Events)-1].Hole, last.Current)
	assert.Empty(t, last.Chain)
}
