//! `cargo xtask man` writes the calculator's manual pages, which name every game.

use std::fs;
use std::path::PathBuf;

#[test]
fn the_man_page_is_written_and_names_every_game() {
    let folder = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("man");
    let _ = fs::remove_dir_all(&folder);
    let page = xtask::man::write(&folder).unwrap();
    assert_eq!(page, folder.join("gamebird.1"));
    let text = fs::read_to_string(&page).unwrap();
    assert!(
        text.starts_with(".ie") && text.contains(".TH gamebird 1"),
        "{text}"
    );
    for game in [
        "dyadic",
        "hackenstrings",
        "canonical",
        "ordinal",
        "surreal",
        "hackenbush",
        "nim",
        "hackendot",
        "nimber",
        "completions",
    ] {
        assert!(
            text.contains(&format!("gamebird\\-{game}(1)")),
            "{game}: {text}"
        );
        assert!(
            folder.join(format!("gamebird-{game}.1")).is_file(),
            "{game}"
        );
    }
    assert!(
        text.contains("Exit status: 0 when the command has answered"),
        "{text}"
    );
    assert!(folder.join("gamebird-nim-value.1").is_file());
}
