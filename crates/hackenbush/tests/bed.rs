//! Winning Ways' "Moderately Hard Bed" (chapter 7), by the search.

use hackenbush::{Method, Picture};

/// The Bed as CGSuite's test suite writes it (Figure 31 of Winning Ways, chapter 7): 30 red and
/// blue edges.
pub const BED: &str =
    "(lr:A(rr:B;rr:D;rr:F);lr:B(r(r:D;r:E));lr:C(rr:F;rr:G);lr:D;lr:E(r(r:F;r:G));lr:F;lr:G)";

#[test]
fn the_moderately_hard_bed_is_worth_one_128th() {
    let bed: Picture = BED.parse().unwrap();
    assert_eq!(bed.edges().len(), 30);
    assert_eq!(bed.method(), Method::NumberSearch);
    assert_eq!(bed.value().to_string(), "1/128");
}
