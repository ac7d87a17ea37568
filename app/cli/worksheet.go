package cli

import (
	"flag"
	"io"
	"strings"

	"walakpussa/app/worksheet"
	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine"
)

// runWorksheet carries out "walakpussa worksheet [--paper a4|letter]
// (--puzzles ID,ID,… | --lesson ID | --position POS --move M) --out
// FILE.pdf": it prints a puzzle sheet with its answer key, a lesson
// handout or a move strip as a PDF, in the language in use (--lang is
// taken by Run).
func runWorksheet(args []string, _, _ io.Writer) error {
	fs := flag.NewFlagSet("worksheet", flag.ContinueOnError)
	paper := fs.String("paper", "a4", "the paper: a4 or letter")
	puzzles := fs.String("puzzles", "", "the puzzles of a puzzle sheet, by id, comma-separated")
	lesson := fs.String("lesson", "", "the lesson of a handout, by id")
	position := fs.String("position", "", "the position of a move strip")
	move := fs.String("move", "", "the move of a move strip")
	out := fs.String("out", "", "the PDF file to write")
	positional, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(positional) > 0 {
		return sentence.Errorf("worksheet: unexpected %q; see walakpussa worksheet --help", positional[0])
	}
	if *out == "" {
		return sentence.Errorf("worksheet: --out FILE.pdf is missing")
	}
	chosen := 0
	for _, given := range []bool{*puzzles != "", *lesson != "", *position != "" || *move != ""} {
		if given {
			chosen++
		}
	}
	if chosen != 1 {
		return sentence.Errorf("worksheet: give exactly one of --puzzles, --lesson, or --position with --move")
	}
	switch {
	case *puzzles != "":
		return worksheet.PrintPuzzles(strings.Split(*puzzles, ","), *paper, *out)
	case *lesson != "":
		return worksheet.PrintLesson(*lesson, *paper, *out)
	}
	return printMove(*position, *move, *paper, *out)
}

// printMove reads the position and the move of a move strip and prints it.
func printMove(position, move, paper, out string) error {
	if position == "" || move == "" {
		return sentence.Errorf("worksheet: a move strip needs both --position and --move")
	}
	pos, err := engine.ParsePosition(position)
	if err != nil {
		return sentence.Errorf("--position: %v", err)
	}
	h, err := engine.ParseHole(move)
	if err != nil {
		return sentence.Errorf("--move: %v", err)
	}
	return worksheet.PrintMove(pos, h, paper, out)
}
