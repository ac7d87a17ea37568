package cli

import (
	"flag"
	"fmt"
	"io"

	"walakpussa/app/launch"
	"walakpussa/app/picture"
	"walakpussa/assets/i18n"
	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine/atomicfile"
)

func runExport(args []string, out, _ io.Writer) error {
	fs := flag.NewFlagSet("export", flag.ContinueOnError)
	move := addMoveFlags(fs)
	gifPath := fs.String("gif", "", "write the whole move as an animated GIF to this file")
	pngPath := fs.String("png", "", "write one event as a PNG picture to this file")
	event := fs.Int("event", 0, "the event to draw as PNG, from 1; the last event when left out")
	positional, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if (*gifPath == "") == (*pngPath == "") {
		return sentence.Errorf("export: give either --gif FILE or --png FILE")
	}
	tr, err := move.trace("export", positional)
	if err != nil {
		return err
	}
	if *gifPath != "" && *event != 0 {
		return sentence.Errorf("export: --event goes with --png; a GIF holds every event")
	}
	k := len(tr.Events)
	if *event != 0 {
		k = *event
	}
	if k < 1 || k > len(tr.Events) {
		return sentence.Errorf("export: --event %d: the move has events 1 to %d", k, len(tr.Events))
	}
	launch.Headless()
	if *gifPath != "" {
		return writeFile(*gifPath, out, func(w io.Writer) error { return picture.WriteGIF(w, tr) },
			i18n.F("%d frames", min(len(tr.Events), picture.MaxGIFFrames)))
	}
	return writeFile(*pngPath, out, func(w io.Writer) error { return picture.WritePNG(w, tr, k-1) },
		i18n.F("event %d of %d", k, len(tr.Events)))
}

// writeFile writes a picture to path, all or nothing (atomicfile): a
// device or a FIFO is written directly, a link's target is replaced. It
// says what it wrote.
func writeFile(path string, out io.Writer, write func(io.Writer) error, what string) error {
	if err := atomicfile.Write(path, write); err != nil {
		return sentence.Errorf("export: %v", err)
	}
	fmt.Fprintln(out, i18n.F("wrote %s (%s)", path, what))
	return nil
}
