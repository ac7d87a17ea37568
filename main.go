// Command walakpussa is Walak-pussa Studio: a desktop app that teaches the
// Sri Lankan mancala Walak-pussa, and a command line for its engine. The
// command line (app/cli) reads the arguments and runs a command, or hands
// the screen to open on to the app (walakpussa/app): main wires the two
// side by side, and neither imports the other.
package main

import (
	"os"

	_ "early.walakpussa/locale" // before Fyne reads the locale: no "Error parsing user locale" on stderr

	"walakpussa/app"
	"walakpussa/app/cli"
)

func main() {
	os.Exit(cli.Run(os.Args[1:], os.Stdout, os.Stderr, app.Run))
}
