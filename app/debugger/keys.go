package debugger

import (
	"walakpussa/assets/i18n"

	"fyne.io/fyne/v2"

	"walakpussa/app/ui"
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

// Commands lists the Debug menu's commands, with their shortcuts; before
// runs ahead of each (the main window uses it to bring the debugger into
// view). Each shortcut needs a modifier; the bare keys of TypedKey work
// too while the debugger is in front.
func (v *DebuggerView) Commands(before func()) []ui.Command {
	ctrl := fyne.KeyModifierShortcutDefault
	command := func(label string, key fyne.KeyName, mod fyne.KeyModifier, do func()) ui.Command {
		return ui.Command{Label: label, Shortcuts: []fyne.Shortcut{ui.Shortcut(key, mod)}, Do: func() { before(); do() }}
	}
	commands := []ui.Command{
		command(i18n.L("Step forward"), fyne.KeyRight, fyne.KeyModifierAlt, v.Forward),
		command(i18n.L("Step back"), fyne.KeyLeft, fyne.KeyModifierAlt, v.Back),
		command(i18n.L("Next lap"), fyne.KeyDown, fyne.KeyModifierAlt, v.NextLap),
		command(i18n.L("Previous lap"), fyne.KeyUp, fyne.KeyModifierAlt, v.PrevLap),
		command(i18n.L("Next capture"), fyne.KeyC, fyne.KeyModifierAlt, v.NextCapture),
		command(i18n.L("Continue to breakpoint"), fyne.KeyB, fyne.KeyModifierAlt, v.Continue),
		command(i18n.L("Play or pause"), fyne.KeyP, ctrl, v.TogglePlay),
		command(i18n.L("Start of the move"), fyne.KeyHome, fyne.KeyModifierAlt, v.ToStart),
		command(i18n.L("End of the move"), fyne.KeyEnd, fyne.KeyModifierAlt, v.ToEnd),
		command(i18n.L("Clear breakpoints"), fyne.KeyDelete, fyne.KeyModifierAlt, v.ClearBreakpoints),
		command(i18n.L("Copy position"), fyne.KeyC, ctrl|fyne.KeyModifierShift, v.CopyPosition),
		command(i18n.L("Export the move as a GIF…"), fyne.KeyG, ctrl|fyne.KeyModifierShift, v.ExportGIF),
		command(i18n.L("Export this event as a PNG…"), fyne.KeyP, ctrl|fyne.KeyModifierShift, v.ExportPNG),
	}
	if v.OnPrint != nil {
		commands = append(commands, ui.Command{Label: i18n.L("Print move…"), Do: func() {
			before()
			trace := v.play.Player.Trace()
			v.OnPrint(trace.Start, trace.Move)
		}})
	}
	return commands
}

// Menu returns the Debug menu, made of Commands(before).
func (v *DebuggerView) Menu(before func()) *fyne.Menu {
	var items []*fyne.MenuItem
	for _, c := range v.Commands(before) {
		items = append(items, c.MenuItem())
	}
	return fyne.NewMenu(i18n.L("Debug"), items...)
}
