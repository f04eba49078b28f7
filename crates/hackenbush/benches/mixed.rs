//! Mixed pictures against their red-blue twins, in the same run: Winning Ways' "Moderately
//! Hard Bed" (30 red and blue edges with cycles) as it is, with the red edge of its stalk up to
//! `C` turned green, and with three edges turned green. The mixed pictures are valued by the
//! search over canonical forms (bit sets for components of at most 64 edges), the red-blue Bed
//! by the number search.

use divan::{Bencher, black_box};
use hackenbush::Picture;

/// The Bed as CGSuite's test suite writes it (Figure 31 of Winning Ways, chapter 7).
const BED: &str =
    "(lr:A(rr:B;rr:D;rr:F);lr:B(r(r:D;r:E));lr:C(rr:F;rr:G);lr:D;lr:E(r(r:F;r:G));lr:F;lr:G)";

/// The Bed with one edge green: the red edge up to `C`.
const GREEN_BED: &str =
    "(lr:A(rr:B;rr:D;rr:F);lr:B(r(r:D;r:E));le:C(rr:F;rr:G);lr:D;lr:E(r(r:F;r:G));lr:F;lr:G)";

/// The Bed with three edges green: the red edges up to `C` and `E`, and the blue one up to `D`.
const GREENER_BED: &str =
    "(lr:A(rr:B;rr:D;rr:F);lr:B(r(r:D;r:E));le:C(rr:F;rr:G);er:D;le:E(r(r:F;r:G));lr:F;lr:G)";

fn main() {
    for (name, text) in [
        ("Bed", BED),
        ("green Bed", GREEN_BED),
        ("greener Bed", GREENER_BED),
    ] {
        let picture: Picture = text.parse().expect("the pictures parse");
        println!("the {name}: {}", picture.value());
    }
    divan::main();
}

fn bench(bencher: Bencher, text: &str) {
    let picture: Picture = text.parse().expect("the pictures parse");
    bencher.bench(|| black_box(&picture).value());
}

#[divan::bench(sample_count = 5, sample_size = 1)]
fn bed_red_blue(bencher: Bencher) {
    bench(bencher, BED);
}

#[divan::bench(sample_count = 5, sample_size = 1)]
fn bed_one_green(bencher: Bencher) {
    bench(bencher, GREEN_BED);
}

#[divan::bench(sample_count = 5, sample_size = 1)]
fn bed_three_green(bencher: Bencher) {
    bench(bencher, GREENER_BED);
}
