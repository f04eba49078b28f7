//! The pen-and-paper exercises: every chapter has at least two, each with a worked answer folded
//! away, and every number in an answer is computed here by the chapter's crate and found in the
//! answer's text. One module per chapter.

use std::fs;

use book_tests::pencil::{book_source, exercises_on_paper};

mod canonical;
mod dyadic;
mod games;
mod hackenbush;
mod hackendot;
mod hackenstrings;
mod hot;
mod nim;
mod nimbers;
mod ordinals;
mod surreal;
mod transfinite_nim;

/// Every chapter of `SUMMARY.md` has at least two pen-and-paper exercises, and each is checked by
/// a call `answer("<chapter>.md", "<N.M>")` in this folder's modules.
#[test]
fn every_chapter_has_two_checked_exercises_on_paper() {
    let summary = fs::read_to_string(book_source().join("SUMMARY.md")).unwrap();
    let here = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/pencil");
    let checks: String = fs::read_dir(&here)
        .unwrap()
        .map(|entry| fs::read_to_string(entry.unwrap().path()).unwrap())
        .collect();
    let mut problems = Vec::new();
    for line in summary
        .lines()
        .filter(|line| line.trim_start().starts_with("- ["))
    {
        let chapter = line.split("](").nth(1).unwrap().trim_end_matches(')');
        let numbers = exercises_on_paper(chapter);
        if numbers.len() < 2 {
            problems.push(format!(
                "{chapter}: {} pen-and-paper exercises, fewer than 2",
                numbers.len()
            ));
        }
        for number in numbers {
            if !checks.contains(&format!("answer(\"{chapter}\", \"{number}\")")) {
                problems.push(format!(
                    "{chapter}: exercise {number} (on paper) has no check here"
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
