//! Exercise 4.4: bypassing reversible options.

use canonical::CanonicalForm;

// ANCHOR: stub
/// The options of the game `G = {left | right}` (each option in canonical form) with every
/// reversible option bypassed: while some Left option `A` has a Right option `A^R <= G`, replace
/// `A` by the Left options of `A^R`; while some Right option `B` has a Left option `B^L >= G`,
/// replace `B` by the Right options of `B^L`. Dominated options may stay, and the order does not
/// matter. `{*, ^ | 0}` gives `({*, 0}, {0})`: Left's `^` reverses through `*`.
pub fn bypass_reversible(
    left: &[CanonicalForm],
    right: &[CanonicalForm],
) -> (Vec<CanonicalForm>, Vec<CanonicalForm>) {
    todo!("bypass the reversible options of {{{left:?} | {right:?}}}")
}
// ANCHOR_END: stub
