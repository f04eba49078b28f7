//! Times the Bed once, with and without folding (for development).
use std::time::Instant;

fn main() {
    let bed: hackenbush::Picture =
        "(lr:A(rr:B;rr:D;rr:F);lr:B(r(r:D;r:E));lr:C(rr:F;rr:G);lr:D;lr:E(r(r:F;r:G));lr:F;lr:G)"
            .parse()
            .unwrap();
    for fold in [true] {
        let start = Instant::now();
        let (value, states) = hackenbush::search::number_search(&bed, fold);
        println!(
            "fold {fold}: {value} in {:?}, {states} states",
            start.elapsed()
        );
    }
    if std::env::var_os("HB_PLAIN").is_some() {
        let start = Instant::now();
        let deadline = start + std::time::Duration::from_secs(30);
        let result = hackenbush::search::plain::plain_number_search(&bed, Some(deadline));
        println!(
            "plain: {:?} in {:?}, {} states",
            result.value,
            start.elapsed(),
            result.states
        );
    }
}

#[allow(dead_code)]
fn plain() {}
