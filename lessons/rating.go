package lessons

import "math"

// Rating is a Glicko-2 rating (Glickman, "Example of the Glicko-2 system",
// 2013), on the Glicko scale: R the rating, RD its deviation (how unsure
// it is), Vol the volatility. The learner and every puzzle have one; a
// first try at a puzzle is a game between them, won by the learner when he
// solves it.
type Rating struct {
	R   float64 `json:"r"`
	RD  float64 `json:"rd"`
	Vol float64 `json:"vol"`
}

// Glicko-2's constants: the scale between the Glicko and Glicko-2 scales,
// the system constant τ (how much the volatility may change), and the
// precision the volatility is found to.
const (
	glickoScale = 173.7178
	glickoTau   = 0.5
	glickoEps   = 0.000001
)

// NewLearnerRating is a learner's rating before his first try: 1500, as
// unsure as Glicko-2 starts.
func NewLearnerRating() Rating { return Rating{R: 1500, RD: 350, Vol: 0.06} }

// LevelRating is the rating a puzzle of level (1 to MaxLevel) starts
// from: 1100 for level 1 to 1900 for level 5, a level 3 puzzle a match for
// a new learner.
func LevelRating(level int) Rating { return Rating{R: 1100 + 200*float64(level-1), RD: 150, Vol: 0.06} }

// Game is one game of a rating period: the opponent's rating and the
// score, 1 for a win and 0 for a loss.
type Game struct {
	Opponent Rating
	Score    float64
}

// Update returns the rating after the games of one rating period, by the
// steps of Glickman's paper.
func (r Rating) Update(games ...Game) Rating {
	mu, phi := (r.R-1500)/glickoScale, r.RD/glickoScale
	if len(games) == 0 {
		return Rating{R: r.R, RD: math.Sqrt(phi*phi+r.Vol*r.Vol) * glickoScale, Vol: r.Vol}
	}
	var vInv, sum float64
	for _, game := range games {
		muJ, phiJ := (game.Opponent.R-1500)/glickoScale, game.Opponent.RD/glickoScale
		g := 1 / math.Sqrt(1+3*phiJ*phiJ/(math.Pi*math.Pi))
		e := 1 / (1 + math.Exp(-g*(mu-muJ)))
		vInv += g * g * e * (1 - e)
		sum += g * (game.Score - e)
	}
	v := 1 / vInv
	delta := v * sum
	vol := newVolatility(phi, v, delta, r.Vol)
	phiStar := math.Sqrt(phi*phi + vol*vol)
	phiNew := 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	muNew := mu + phiNew*phiNew*sum
	return Rating{R: glickoScale*muNew + 1500, RD: glickoScale * phiNew, Vol: vol}
}

// newVolatility is step 5 of Glicko-2: the new volatility, found by the
// Illinois algorithm.
func newVolatility(phi, v, delta, vol float64) float64 {
	a := math.Log(vol * vol)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/(glickoTau*glickoTau)
	}
	lo := a
	var hi float64
	if delta*delta > phi*phi+v {
		hi = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*glickoTau) < 0 {
			k++
		}
		hi = a - k*glickoTau
	}
	fLo, fHi := f(lo), f(hi)
	for math.Abs(hi-lo) > glickoEps {
		c := lo + (lo-hi)*fLo/(fHi-fLo)
		fC := f(c)
		if fC*fHi <= 0 {
			lo, fLo = hi, fHi
		} else {
			fLo /= 2
		}
		hi, fHi = c, fC
	}
	return math.Exp(lo / 2)
}
