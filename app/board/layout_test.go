package board

import (
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/engine"
)

var layoutSizes = []fyne.Size{{Width: 1000, Height: 560}, {Width: 600, Height: 900}, {Width: 1920, Height: 300}}

func TestHoleCentresRunN7ToN1OnTopAndS1ToS7Below(t *testing.T) {
	for _, size := range layoutSizes {
		l := NewLayout(size)
		north := append([]engine.Hole(nil), engine.Holes(engine.North)...)
		for i, j := 0, len(north)-1; i < j; i, j = i+1, j-1 {
			north[i], north[j] = north[j], north[i] // N7..N1
		}
		for i, s := range engine.Holes(engine.South) {
			n := north[i]
			assert.Equal(t, l.Holes[s].Center.X, l.Holes[n].Center.X, "%s sits above %s", n, s)
			assert.Less(t, l.Holes[n].Center.Y, l.Holes[s].Center.Y, "North's row is on top")
			if i > 0 {
				assert.Greater(t, l.Holes[s].Center.X, l.Holes[s-1].Center.X, "%s is right of %s", s, s-1)
				assert.Greater(t, l.Holes[n].Center.X, l.Holes[north[i-1]].Center.X, "%s is right of %s", n, north[i-1])
			}
		}
	}
}

func TestBoardFitsItsSizeAndKeepsHolesApart(t *testing.T) {
	for _, size := range layoutSizes {
		l := NewLayout(size)
		assert.GreaterOrEqual(t, l.Frame.Pos.X, float32(0))
		assert.LessOrEqual(t, l.Frame.Pos.X+l.Frame.Size.Width, size.Width+0.01)
		for h := engine.Hole(0); h < engine.HoleCount; h++ {
			assert.GreaterOrEqual(t, l.Names[h].Y, float32(0), "%s's name is inside", h)
			assert.LessOrEqual(t, l.Names[h].Y, size.Height, "%s's name is inside", h)
			if h.Next() != 0 && h.Next().Owner() == h.Owner() {
				assert.Greater(t, distance(l.Holes[h].Center, l.Holes[h.Next()].Center), 2*l.Holes[h].Radius)
			}
		}
		north, south := l.Trays[engine.North].Box, l.Trays[engine.South].Box
		assert.Less(t, north.Pos.X+north.Size.Width, l.Rows[engine.North].Pos.X, "North's tray is left of the holes")
		assert.Greater(t, south.Pos.X, l.Rows[engine.South].Pos.X+l.Rows[engine.South].Size.Width, "South's tray is right of the holes")
	}
}

func TestHoleAtFindsEveryHoleByItsCentre(t *testing.T) {
	for _, size := range layoutSizes {
		l := NewLayout(size)
		for h := engine.Hole(0); h < engine.HoleCount; h++ {
			got, ok := l.HoleAt(l.Holes[h].Center)
			require.True(t, ok, "%s", h)
			assert.Equal(t, h, got)
			got, ok = l.HoleAt(l.Counts[h].Center)
			require.True(t, ok, "the count badge of %s", h)
			assert.Equal(t, h, got)
		}
	}
}

func TestHoleAtFindsNoHoleOffTheHoles(t *testing.T) {
	l := NewLayout(fyne.NewSize(1000, 560))
	s1, s2, n7 := l.Holes[engine.HoleOf(engine.South, 1)], l.Holes[engine.HoleOf(engine.South, 2)], l.Holes[engine.HoleOf(engine.North, 7)]
	between := fyne.NewPos((s1.Center.X+s2.Center.X)/2, (s1.Center.Y+n7.Center.Y)/2)
	for _, p := range []fyne.Position{{X: 0, Y: 0}, {X: 999, Y: 559}, between, l.Trays[engine.North].Box.Center()} {
		h, ok := l.HoleAt(p)
		assert.False(t, ok, "%v", p)
		assert.Equal(t, engine.NoHole, h)
	}
}

func TestSeedsStayInsideTheHoleWithoutOverlapping(t *testing.T) {
	l := NewLayout(fyne.NewSize(1000, 560))
	h := engine.HoleOf(engine.North, 3)
	hole := l.Holes[h]
	for n := 0; n <= 30; n++ {
		seeds := l.HoleSeeds(h, n)
		require.Len(t, seeds, min(n, maxDrawnSeeds), "%d seeds", n)
		for i, a := range seeds {
			assert.LessOrEqual(t, distance(a.Center, hole.Center)+a.Radius, hole.Radius*0.95, "seed %d of %d is inside", i, n)
			for _, b := range seeds[i+1:] {
				assert.GreaterOrEqual(t, distance(a.Center, b.Center), (a.Radius+b.Radius)*0.99, "seeds of %d overlap", n)
			}
		}
	}
	assert.Equal(t, l.HoleSeeds(h, 12), l.HoleSeeds(h, 40), "beyond 12 seeds a pile is drawn")
}

func TestTraySeedsFillTheTrayFromTheBottom(t *testing.T) {
	l := NewLayout(fyne.NewSize(1000, 560))
	for _, side := range []engine.Side{engine.South, engine.North} {
		area := l.Trays[side].Seeds
		assert.Empty(t, l.TraySeeds(side, 0))
		all := l.TraySeeds(side, 56)
		assert.GreaterOrEqual(t, len(all), 24, "a tray shows at least 24 seeds")
		for _, s := range all {
			assert.GreaterOrEqual(t, s.Center.X-s.Radius, area.Pos.X-0.01)
			assert.LessOrEqual(t, s.Center.X+s.Radius, area.Pos.X+area.Size.Width+0.01)
			assert.GreaterOrEqual(t, s.Center.Y-s.Radius, area.Pos.Y-0.01)
			assert.LessOrEqual(t, s.Center.Y+s.Radius, area.Pos.Y+area.Size.Height+0.01)
		}
		first := l.TraySeeds(side, 1)[0]
		assert.Greater(t, first.Center.Y, area.Center().Y, "the first seed lies at the bottom")
	}
}

func TestHandBadgeFloatsOnTheHolesInnerSide(t *testing.T) {
	l := NewLayout(fyne.NewSize(1000, 560))
	s3, n3 := engine.HoleOf(engine.South, 3), engine.HoleOf(engine.North, 3)
	assert.Less(t, l.HandBadge(s3).Center.Y, l.Holes[s3].Center.Y, "above a South hole")
	assert.Greater(t, l.HandBadge(n3).Center.Y, l.Holes[n3].Center.Y, "below a North hole")
}

func distance(a, b fyne.Position) float32 {
	return float32(math.Hypot(float64(a.X-b.X), float64(a.Y-b.Y)))
}
