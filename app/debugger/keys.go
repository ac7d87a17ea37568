package debugger

import (
	"walakpussa/assets/i18n"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// TypedKey steps the debugger with bare keys: Left and Right step, Up and
// Down jump by lap, Space plays or pauses, Home and End go to the ends, C
// jumps to the next capture and B runs to the next breakpoint. It reports
// whether the key was one of them.
func (v *DebuggerView) TypedKey(ev *fyne.KeyEvent) bool {
	actions := map[fyne.KeyName]func(){
		fyne.KeyLeft:  v.Back,
		fyne.KeyRight: v.Forward,
		fyne.KeyUp:    v.PrevLap,
		fyne.KeyDown:  v.NextLap,
		fyne.KeySpace: v.TogglePlay,
		fyne.KeyHome:  v.ToStart,
		fyne.KeyEnd:   v.ToEnd,
		fyne.KeyC:     v.NextCapture,
		fyne.KeyB:     v.Continue,
	}
	if do, ok := actions[ev.Name]; ok {
		do()
		return true
	}
	return false
}

// debugCommand is one entry of the Debug menu: its label, shortcut and action.
type debugCommand struct {
	label    string
	shortcut *desktop.CustomShortcut
	do       func()
}

// commands lists the Debug menu. Each shortcut needs a modifier; the bare
// keys of TypedKey work too while no text field has the focus.
func (v *DebuggerView) commands() []debugCommand {
	ctrl := fyne.KeyModifierShortcutDefault
	key := func(name fyne.KeyName, mod fyne.KeyModifier) *desktop.CustomShortcut {
		return &desktop.CustomShortcut{KeyName: name, Modifier: mod}
	}
	return []debugCommand{
		{i18n.L("Step forward"), key(fyne.KeyRight, fyne.KeyModifierAlt), v.Forward},
		{i18n.L("Step back"), key(fyne.KeyLeft, fyne.KeyModifierAlt), v.Back},
		{i18n.L("Next lap"), key(fyne.KeyDown, fyne.KeyModifierAlt), v.NextLap},
		{i18n.L("Previous lap"), key(fyne.KeyUp, fyne.KeyModifierAlt), v.PrevLap},
		{i18n.L("Next capture"), key(fyne.KeyC, fyne.KeyModifierAlt), v.NextCapture},
		{i18n.L("Continue to breakpoint"), key(fyne.KeyB, fyne.KeyModifierAlt), v.Continue},
		{i18n.L("Play or pause"), key(fyne.KeyP, ctrl), v.TogglePlay},
		{i18n.L("Start of the move"), key(fyne.KeyHome, fyne.KeyModifierAlt), v.ToStart},
		{i18n.L("End of the move"), key(fyne.KeyEnd, fyne.KeyModifierAlt), v.ToEnd},
		{i18n.L("Clear breakpoints"), key(fyne.KeyDelete, fyne.KeyModifierAlt), v.ClearBreakpoints},
		{i18n.L("Copy position"), key(fyne.KeyC, ctrl|fyne.KeyModifierShift), v.CopyPosition},
		{i18n.L("Export the move as a GIF…"), key(fyne.KeyG, ctrl|fyne.KeyModifierShift), v.ExportGIF},
		{i18n.L("Export this event as a PNG…"), key(fyne.KeyP, ctrl|fyne.KeyModifierShift), v.ExportPNG},
	}
}

// Menu returns the Debug menu; before runs ahead of every command (the main
// window uses it to bring the debugger into view).
func (v *DebuggerView) Menu(before func()) *fyne.Menu {
	var items []*fyne.MenuItem
	for _, c := range v.commands() {
		c := c
		item := fyne.NewMenuItem(c.label, func() { before(); c.do() })
		item.Shortcut = c.shortcut
		items = append(items, item)
	}
	if v.OnPrint != nil {
		items = append(items, fyne.NewMenuItem(i18n.L("Print move…"), func() {
			before()
			trace := v.play.Player.Trace()
			v.OnPrint(trace.Start, trace.Move)
		}))
	}
	return fyne.NewMenu(i18n.L("Debug"), items...)
}

// AddShortcuts binds the Debug menu's shortcuts on c; before runs ahead of
// each command.
func (v *DebuggerView) AddShortcuts(c fyne.Canvas, before func()) {
	for _, cmd := range v.commands() {
		cmd := cmd
		c.AddShortcut(cmd.shortcut, func(fyne.Shortcut) { before(); cmd.do() })
	}
}
