// Command walakpussa is Walak-pussa Studio: a desktop app that teaches the
// Sri Lankan mancala Walak-pussa, and a command line for its engine.
package main

import (
	"os"

	"walakpussa/app"
	"walakpussa/app/cli"
)

func main() {
	os.Exit(cli.Run(os.Args[1:], os.Stdout, os.Stderr, app.Run))
}
