package cli

import "walakpussa/engine"

// traceDoc is the JSON form of a traced move. Its fields mean what they mean
// in the rules' vectors file.
type traceDoc struct {
	Position string     `json:"position"`
	Move     string     `json:"move"`
	Result   string     `json:"result"`
	Captured int        `json:"captured"`
	Laps     int        `json:"laps"`
	Drops    int        `json:"drops"`
	Chain    int        `json:"chain"`
	Endless  bool       `json:"endless"`
	Events   []eventDoc `json:"events"`
	Sweep    *sweepDoc  `json:"sweep,omitempty"`
}

// eventDoc is one event: kind, the hole where it applies, the hand, the lap
// and the 14 counts after it in hole-name order S1..S7, N1..N7.
type eventDoc struct {
	Kind     string `json:"kind"`
	Hole     string `json:"hole,omitempty"`
	Hand     int    `json:"hand"`
	Lap      int    `json:"lap"`
	Board    []int  `json:"board"`
	Drops    int    `json:"drops"`
	Captured int    `json:"captured"`
	Pearl    int    `json:"pearl,omitempty"`
	Last     string `json:"last,omitempty"`
	Stop     string `json:"stop,omitempty"`
	Repeats  int    `json:"repeats,omitempty"`
}

// sweepDoc reports that the move ends the round: the side to move next has
// no legal move and the other side takes the seeds left.
type sweepDoc struct {
	Taker string `json:"taker"`
	Seeds int    `json:"seeds"`
}

var stopNames = map[engine.ChainStopReason]string{
	engine.NothingBeyond: "nothing-beyond",
	engine.GapHoldsSeeds: "next-holds-seeds",
	engine.BothEmpty:     "both-empty",
}

func traceJSON(tr *engine.Trace) traceDoc {
	doc := traceDoc{
		Position: tr.Start.String(),
		Move:     tr.Move.String(),
		Captured: tr.Outcome.Captured,
		Laps:     tr.Outcome.Laps,
		Drops:    tr.Outcome.Drops,
		Chain:    tr.Outcome.Chain,
		Endless:  tr.Outcome.Endless,
		Events:   []eventDoc{},
	}
	if !tr.Outcome.Endless {
		doc.Result = tr.Result.String()
	}
	for _, e := range tr.Events {
		if e.Kind == engine.Sweep {
			doc.Sweep = &sweepDoc{Taker: tr.Result.Turn.Other().Letter(), Seeds: tr.Result.Board.Total()}
			continue
		}
		doc.Events = append(doc.Events, eventJSON(e))
	}
	return doc
}

func eventJSON(e engine.Event) eventDoc {
	doc := eventDoc{
		Kind:     e.Kind.String(),
		Hand:     e.Hand,
		Lap:      e.Lap,
		Board:    e.Board.Counts(),
		Drops:    e.Drops,
		Captured: e.Captured,
		Pearl:    e.Pearl,
		Stop:     stopNames[e.Stop],
		Repeats:  e.Repeats,
	}
	if e.Hole.Valid() {
		doc.Hole = e.Hole.String()
	}
	if e.Kind == engine.SowingEnd {
		doc.Last = e.Last.String()
	}
	return doc
}
