//! [`Expr::hint`]: a winning move and why it wins, in the theory's terms (the nim-sum,
//! h mod (m+1), the Wythoff pair, the greedy/Zeckendorf decomposition, the Grundy values of a
//! sum); in a P-position, why no move wins and a move that prolongs the game.

use crate::engine::Convention;
use crate::error::Result;
use crate::expr::{Analysis, Expr, Method, SumMove};
use crate::games::Playable;
use crate::num::Natural;

/// What to tell the player to move.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Hint {
    /// The first winning move, in an N-position.
    pub winning_move: Option<SumMove>,
    /// How many moves win (runs counted move by move: [`Analysis::winning_move_count`]).
    pub winning_move_count: Natural,
    /// Why the move wins, or why no move does (one or two sentences).
    pub reason: String,
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

    fn why_winning(&self, analysis: &Analysis, mv: &SumMove) -> String {
        let after = self
            .apply(mv)
            .map_or_else(|_| "?".to_string(), |after| after.to_string());
        match (analysis.method, self.components()) {
            (Method::MisereBouton, _) => format!(
                "misère play on heaps (Bouton): while some heap counts 2 or more, make the XOR of \
                 the heaps 0 as in normal play; when every heap would count 0 or 1, leave an odd \
                 number of 1s. This move leaves {after}, a P-position."
            ),
            (Method::MisereSearch, _) => format!(
                "found by searching every position of the game under misère play: after it \
                 ({after}), every move of your opponent can be answered."
            ),
            (Method::MisereQuotient, _) => format!(
                "by the game's misère quotient (grundy misere): each heap is an element of a \
                 finite monoid and a sum is lost for the player to move exactly when the \
                 product of its heaps' elements is in the P-portion. This move leaves {after}, \
                 whose product is."
            ),
            (_, [single]) => single.why_winning(&mv.kind, analysis.convention),
            _ => {
                let Some(values) = values(analysis) else {
                    return format!("this move leaves {after}, a P-position.");
                };
                let total = values.iter().fold(Natural::ZERO, |x, g| x ^ g);
                let own = &values[mv.component];
                format!(
                    "by Sprague–Grundy the sum is worth the XOR of its games' values: {} = \
                     {total}. Game {} is worth {own}, and this move takes it to a position worth \
                     {own} ⊕ {total} = {}, which makes the XOR 0: a P-position for your opponent.",
                    xor_terms(&values),
                    mv.component,
                    own ^ &total
                )
            }
        }
    }

    fn why_losing(&self, analysis: &Analysis) -> String {
        match (analysis.method, self.components()) {
            (Method::MisereBouton, _) => "misère play on heaps (Bouton): some heap counts 2 or \
                 more and the XOR is 0, or every heap counts 0 or 1 and an odd number count 1; \
                 every move breaks that, and your opponent restores it."
                .to_string(),
            (Method::MisereSearch, _) => "searching every position under misère play shows \
                 that each of your moves has an answer."
                .to_string(),
            (Method::MisereQuotient, _) => "by the game's misère quotient (grundy misere): \
                 the product of the heaps' elements is in the P-portion, and every move leaves \
                 a product outside it."
                .to_string(),
            (_, [single]) => single.why_losing(analysis.convention),
            _ => match values(analysis) {
                Some(values) => format!(
                    "by Sprague–Grundy the sum is worth the XOR of its games' values, {} = 0: any \
                     move changes one value and makes the XOR non-zero, and your opponent \
                     restores 0.",
                    xor_terms(&values)
                ),
                None => "every move leaves a position from which your opponent wins.".to_string(),
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
