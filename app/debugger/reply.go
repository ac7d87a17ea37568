package debugger

import (
	"walakpussa/assets/i18n"

	"walakpussa/app/words"
	"walakpussa/engine"
)

// OpenReply shows why move was a mistake: it opens the opponent's reply
// from the position move leads to from before, paused on the reply's first
// capture (the seeds the move lost), and says above the board which move
// came before it. A reply that captures nothing opens at its start. The
// move itself is not stepped through: it is the reply that shows the loss,
// and the learner has just seen the move's position on the board.
func (v *DebuggerView) OpenReply(before engine.Position, move, reply engine.Hole) error {
	after, _, err := v.model.rules.Play(before, move)
	if err != nil {
		v.source.problem(words.Problem(err))
		return err
	}
	if err := v.Open(after, reply); err != nil {
		return err
	}
	data := map[string]any{"Move": move.String(), "Reply": reply.String(), "Side": words.Side(after.Turn)}
	if v.play.Player.NextCapture() {
		v.show()
		v.source.note(i18n.L("After {{.Move}}, {{.Side}}'s best reply is {{.Reply}}: paused on its first capture.", data))
		return nil
	}
	v.play.Player.ToStart()
	v.show()
	v.source.note(i18n.L("After {{.Move}}, {{.Side}}'s best reply is {{.Reply}}. It captures nothing itself: the seeds are lost later in the round.", data))
	return nil
}
