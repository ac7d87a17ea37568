//go:build ci

// Command screenshots writes the app's screenshots, rendered in software,
// to the folder named by its argument (make screenshots); the README's are
// in its readme folder.
package main

import (
	"fmt"
	"os"

	"walakpussa/app"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: screenshots FOLDER")
		os.Exit(2)
	}
	if err := app.WriteScreenshots(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, "screenshots:", err)
		os.Exit(1)
	}
}
