//! [`Expr::hint`]: a winning move and why it wins, in the theory's terms (the nim-sum,
//! h mod (m+1), the Wythoff pair, the greedy/Zeckendorf decomposition, the Grundy values of a
//! sum); in a P-position, why no move wins and a move that prolongs the game.

use crate::engine::Convention;
use crate::error::Result;
use crate::expr::{Analysis, Expr, Method, SumMove};
use crate::games::Tutor;
use crate::num::Natural;
use crate::text::{Msg, msg};

/// What to tell the player to move.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Hint {
    /// The first winning move, in an N-position.
    pub winning_move: Option<SumMove>,
    /// How many moves win (runs counted move by move: [`Analysis::winning_move_count`]).
    pub winning_move_count: Natural,
    /// Why the move wins, or why no move does (one or two sentences), to render in a language.
    pub reason: Msg,
    /// In a P-position, the move that takes the fewest tokens: play for time.
    pub stalling_move: Option<SumMove>,
}

impl Expr {
    /// A hint for the player to move under `convention`; an error when the position cannot be
    /// analysed (the error says why).
    pub fn hint(&self, convention: Convention) -> Result<Hint> {
        Ok(self.hint_from(&self.analyze(convention)?))
    }

    /// [`Expr::hint`] from an analysis already made (which must be this expression's), such
    /// as one from [`Expr::analyze_observed`] with a progress bar.
    pub fn hint_from(&self, analysis: &Analysis) -> Hint {
        match analysis.winning_moves.first() {
            Some(mv) => Hint {
                reason: self.why_winning(analysis, mv),
                winning_move: Some(mv.clone()),
                winning_move_count: analysis.winning_move_count(),
                stalling_move: None,
            },
            None => Hint {
                reason: self.why_losing(analysis),
                winning_move: None,
                winning_move_count: Natural::ZERO,
                stalling_move: self.smallest_move(),
            },
        }
    }

    /// Why `mv`, one of `analysis`'s winning moves, wins.
    pub(crate) fn why_winning(&self, analysis: &Analysis, mv: &SumMove) -> Msg {
        let after = self
            .apply(mv)
            .map_or_else(|_| "?".to_string(), |after| after.to_string());
        match (analysis.method, self.components()) {
            (Method::MisereBouton, _) => msg!("hint-why-winning-bouton", after = after),
            (Method::MisereSearch, _) => msg!("hint-why-winning-search", after = after),
            (Method::MisereQuotient, _) => msg!("hint-why-winning-quotient", after = after),
            (_, [single]) => single.why_winning(&mv.kind, analysis.convention),
            _ => {
                let Some(values) = values(analysis) else {
                    return msg!("hint-why-winning-sum-plain", after = after);
                };
                let total = values.iter().fold(Natural::ZERO, |x, g| x ^ g);
                let own = &values[mv.component];
                msg!(
                    "hint-why-winning-sum",
                    terms = xor_terms(&values),
                    x = &total,
                    game = crate::text::nth(mv.component),
                    g = own,
                    target = own ^ &total
                )
            }
        }
    }

    /// Why no move wins in `analysis`'s position, a P-position.
    pub(crate) fn why_losing(&self, analysis: &Analysis) -> Msg {
        match (analysis.method, self.components()) {
            (Method::MisereBouton, _) => msg!("hint-why-losing-bouton"),
            (Method::MisereSearch, _) => msg!("hint-why-losing-search"),
            (Method::MisereQuotient, _) => msg!("hint-why-losing-quotient"),
            (_, [single]) => single.why_losing(analysis.convention),
            _ => match values(analysis) {
                Some(values) => msg!("hint-why-losing-sum", terms = xor_terms(&values)),
                None => msg!("hint-why-losing-plain"),
            },
        }
    }
}

fn values(analysis: &Analysis) -> Option<Vec<Natural>> {
    analysis
        .components
        .iter()
        .map(|c| c.grundy.as_ref().ok().cloned())
        .collect()
}

fn xor_terms(values: &[Natural]) -> String {
    values
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ⊕ ")
}
