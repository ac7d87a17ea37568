package board

import (
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/engine"
)

func TestAnArrowRunsFromHoleEdgeToHoleEdge(t *testing.T) {
	l := NewLayout(fyne.NewSize(1000, 330))
	from, to := l.Holes[s3], l.Holes[n2]
	ends := l.ArrowEnds(from, to)
	assert.InDelta(t, from.Radius, distance(ends.From, from.Center), 0.01, "it starts at the first hole's edge")
	assert.InDelta(t, to.Radius, distance(ends.To, to.Center), 0.01, "its tip is at the second hole's edge")
	whole := distance(from.Center, to.Center)
	assert.InDelta(t, whole, distance(from.Center, ends.From)+distance(ends.From, ends.To)+distance(ends.To, to.Center), 0.01, "on the line between the centres")
}

func TestAnArrowBetweenNeighboursKeepsAShaft(t *testing.T) {
	l := NewLayout(fyne.NewSize(1000, 330))
	s2 := s1 + 1
	ends := l.ArrowEnds(l.Holes[s1], l.Holes[s2])
	length := distance(ends.From, ends.To)
	assert.InDelta(t, l.headLength()+l.Cell*shortestShaftCell, length, 0.01)
	assert.Less(t, distance(ends.From, l.Holes[s1].Center), l.Holes[s1].Radius, "it starts inside the hole")
}

func TestTheArrowheadPointsAlongTheArrowWithItsTipAtTheEnd(t *testing.T) {
	l := NewLayout(fyne.NewSize(1000, 330))
	for _, pair := range [][2]int{{int(s1), int(s7)}, {int(s7), int(s1)}, {int(s3), int(n2)}, {int(n2), int(s3)}, {int(n5), int(s1)}} {
		m := Arrow(engine.Hole(pair[0]), engine.Hole(pair[1]), Green)
		plan := l.MarkPlan(m)
		require.True(t, plan.HasHead)
		ends := l.ArrowEnds(l.Holes[m.From], l.Holes[m.To])
		pts := plan.Head.Points()
		assert.InDelta(t, 0, distance(pts[0], ends.To), 0.05, "%v: the tip is at the arrow's end", m)
		base := fyne.NewPos((pts[1].X+pts[2].X)/2, (pts[1].Y+pts[2].Y)/2)
		require.Len(t, plan.Lines, 1)
		assert.InDelta(t, 0, distance(base, plan.Lines[0].To), 0.05, "%v: the shaft ends at the head's base", m)
		assert.InDelta(t, 0, distance(plan.Lines[0].From, ends.From), 0.01)
	}
}

func TestEachColourDrawsItsOwnLine(t *testing.T) {
	l := NewLayout(fyne.NewSize(1000, 330))
	dashed := l.MarkPlan(Arrow(s1, s7, Red))
	assert.Greater(t, len(dashed.Lines), 5, "a red arrow is dashed")
	for _, d := range dashed.Lines {
		assert.LessOrEqual(t, distance(d.From, d.To), 2.4*dashed.Width+0.01)
	}
	dotted := l.MarkPlan(Arrow(s1, s7, Blue))
	assert.Empty(t, dotted.Lines)
	assert.Greater(t, len(dotted.Dots), 5, "a blue arrow is dotted")
	twin := l.MarkPlan(Arrow(s1, s7, Yellow))
	require.Len(t, twin.Lines, 2, "a yellow arrow is double")
	assert.InDelta(t, 1.6*l.Cell*markWidthCells, distance(twin.Lines[0].From, twin.Lines[1].From), 0.01)

	ring := l.MarkPlan(Ring(n5, Green))
	assert.False(t, ring.HasHead)
	require.Len(t, ring.Rings, 1, "a green circle is one ring")
	assert.Equal(t, l.Holes[n5].Center, ring.Rings[0].Center)
	assert.Greater(t, ring.Rings[0].Radius, l.Holes[n5].Radius, "just outside the pit")
	assert.Len(t, l.MarkPlan(Ring(n5, Red)).Lines, 12, "a red one dashed")
	assert.Len(t, l.MarkPlan(Ring(n5, Blue)).Dots, 14, "a blue one dotted")
	assert.Len(t, l.MarkPlan(Ring(n5, Yellow)).Rings, 2, "a yellow one double")
}

func TestDashesAndDotsCoverTheLine(t *testing.T) {
	s := Segment{From: fyne.NewPos(0, 0), To: fyne.NewPos(10, 0)}
	assert.Equal(t, []Segment{
		{From: fyne.NewPos(0, 0), To: fyne.NewPos(3, 0)},
		{From: fyne.NewPos(5, 0), To: fyne.NewPos(8, 0)},
	}, Dashes(s, 3, 2))
	assert.Equal(t, Segment{From: fyne.NewPos(10, 0), To: fyne.NewPos(12, 0)},
		Dashes(Segment{To: fyne.NewPos(12, 0)}, 3, 2)[2], "the last dash is cut at the end")
	assert.Equal(t, []fyne.Position{{X: 0}, {X: 2.5}, {X: 5}, {X: 7.5}, {X: 10}}, Dots(s, 2.4))
	a, b := Parallels(s, 1)
	assert.Equal(t, Segment{From: fyne.NewPos(0, 1), To: fyne.NewPos(10, 1)}, a)
	assert.Equal(t, Segment{From: fyne.NewPos(0, -1), To: fyne.NewPos(10, -1)}, b)
	c := Circle{Center: fyne.NewPos(5, 5), Radius: 2}
	dots := RingDots(c, 4)
	assert.InDelta(t, 3, dots[0].Y, 1e-5, "the first dot straight up")
	for _, d := range dots {
		assert.InDelta(t, 2, distance(d, c.Center), 1e-5)
	}
	for _, d := range RingDashes(c, 6) {
		assert.InDelta(t, 2, distance(d.From, c.Center), 1e-5)
		assert.InDelta(t, 2, distance(d.To, c.Center), 1e-5)
	}
}

func TestTheArrowheadIsNarrowAndFilledInside(t *testing.T) {
	l := NewLayout(fyne.NewSize(1000, 330))
	head := l.MarkPlan(Arrow(s1, s7, Green)).Head
	assert.InDelta(t, l.Cell*headWidthCells, distance(head.Left, head.Right), 0.01)
	base := fyne.NewPos((head.Left.X+head.Right.X)/2, (head.Left.Y+head.Right.Y)/2)
	assert.InDelta(t, l.headLength(), distance(base, head.Tip), 0.01)
	assert.Greater(t, l.headLength(), distance(head.Left, head.Right), "longer than wide: it points")
	assert.Greater(t, head.Tip.X, base.X, "S1 to S7 points right")

	inside := fyne.NewPos((head.Tip.X+base.X)/2, base.Y)
	assert.True(t, head.Contains(inside))
	assert.True(t, head.Contains(head.Tip), "its corners count")
	assert.False(t, head.Contains(head.Tip.AddXY(1, 0)), "beyond the tip")
	assert.False(t, head.Contains(inside.AddXY(0, l.Cell*headWidthCells)), "beside it")
	box := head.Bounds()
	for _, p := range head.Points() {
		assert.True(t, p.X >= box.Pos.X && p.X <= box.Pos.X+box.Size.Width && p.Y >= box.Pos.Y && p.Y <= box.Pos.Y+box.Size.Height)
	}
}
