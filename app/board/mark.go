package board

import (
	"slices"

	"fyne.io/fyne/v2"

	"walakpussa/engine"
)

// MarkColor is the colour of a mark drawn on the board. Each colour has its
// own line style too (MarkColor.style), so colour is never the only cue.
type MarkColor int

// The colours of marks, as on Lichess: plain right-drag draws green,
// Shift red, Alt blue, Ctrl or Shift+Alt yellow.
const (
	Green  MarkColor = iota // solid
	Red                     // dashed
	Blue                    // dotted
	Yellow                  // double
	markColorCount
)

// ColorFor returns the colour a right-drag or right-click draws with the
// modifier keys mod held: Shift red, Alt blue, Ctrl or Shift+Alt yellow,
// none green.
func ColorFor(mod fyne.KeyModifier) MarkColor {
	shift, alt := mod&fyne.KeyModifierShift != 0, mod&fyne.KeyModifierAlt != 0
	switch {
	case mod&fyne.KeyModifierControl != 0 || shift && alt:
		return Yellow
	case shift:
		return Red
	case alt:
		return Blue
	}
	return Green
}

// lineStyle is how a mark's lines are drawn: the cue besides colour.
type lineStyle int

const (
	solid lineStyle = iota
	dashed
	dotted
	double
)

// style returns the line style of colour c.
func (c MarkColor) style() lineStyle { return lineStyle(c) }

// Mark is something drawn on the board to point at: an arrow from one hole
// to another, or a circle around one hole (From == To).
type Mark struct {
	From, To engine.Hole
	Color    MarkColor
}

// Arrow returns the arrow from hole from to hole to in colour c.
func Arrow(from, to engine.Hole, c MarkColor) Mark { return Mark{From: from, To: to, Color: c} }

// Ring returns the circle around hole h in colour c.
func Ring(h engine.Hole, c MarkColor) Mark { return Mark{From: h, To: h, Color: c} }

// IsCircle reports whether the mark circles one hole rather than joining two.
func (m Mark) IsCircle() bool { return m.From == m.To }

// valid reports whether the mark joins or circles holes of the board in a
// colour it has.
func (m Mark) valid() bool {
	return m.From.Valid() && m.To.Valid() && m.Color >= 0 && m.Color < markColorCount
}

// ToggleMark returns marks with m drawn, as drawing it by hand does: a mark
// of the same shape and colour is rubbed out, one of the same shape in
// another colour takes m's colour, and otherwise m is added at the end.
// marks itself is not changed.
func ToggleMark(marks []Mark, m Mark) []Mark {
	out := slices.Clone(marks)
	for i, old := range out {
		if old.From != m.From || old.To != m.To {
			continue
		}
		if old.Color == m.Color {
			return slices.Delete(out, i, i+1)
		}
		out[i].Color = m.Color
		return out
	}
	return append(out, m)
}

// cleanMarks returns the valid marks of marks, each shape once (the last
// colour given wins), in their order.
func cleanMarks(marks []Mark) []Mark {
	var out []Mark
	for _, m := range marks {
		if !m.valid() {
			continue
		}
		i := slices.IndexFunc(out, func(o Mark) bool { return o.From == m.From && o.To == m.To })
		if i >= 0 {
			out[i].Color = m.Color
			continue
		}
		out = append(out, m)
	}
	return out
}
