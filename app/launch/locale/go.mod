// A module of its own, so that its path sorts before fyne.io/...: Go
// initialises packages in the order of their import paths (among those
// whose imports are done), and this package must run before Fyne's lang
// package reads the locale in its init. walakpussa's go.mod replaces it
// with this folder.
module early.walakpussa/locale

go 1.26.8

require golang.org/x/text v0.37.0
