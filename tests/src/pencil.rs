//! Pen-and-paper exercises: their worked answers are prose in the chapters, folded away in a
//! `<details>` block, and every number in them is checked here against the crates.
//!
//! A pen-and-paper exercise is a heading `### Exercise N.M (on paper): title` followed, before the
//! next heading of the same level or higher, by `<details><summary>An answer</summary>` … `</details>`.
//! [`answer`] returns the text of that block, so that a test can compute a value with the chapter's
//! crate and assert that the book's answer states exactly it ([`Answer::says`]).

use std::fs;
use std::path::{Path, PathBuf};

/// The book's Markdown sources.
pub fn book_source() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .join("book/src")
}

/// The worked answer of a pen-and-paper exercise, as the chapter states it.
#[derive(Debug)]
pub struct Answer {
    /// Which exercise, for messages: `dyadic.md, exercise 1.4`.
    pub name: String,
    /// The text inside the exercise's `<details>` block.
    pub text: String,
}

impl Answer {
    /// Asserts that the answer states `computed` (the crate's result, as text), and returns `self`
    /// so that checks chain. `what` names the quantity for the message.
    #[track_caller]
    pub fn says(&self, what: &str, computed: impl ToString) -> &Self {
        let computed = computed.to_string();
        assert!(
            self.text.contains(&computed),
            "{}: the answer should state {what} = {computed}, as the crate computes it; it does not",
            self.name
        );
        self
    }

    /// Asserts that the answer contains `phrase` literally (a claim the test has checked otherwise).
    #[track_caller]
    pub fn contains(&self, phrase: &str) -> &Self {
        assert!(
            self.text.contains(phrase),
            "{}: the answer should contain {phrase:?}",
            self.name
        );
        self
    }
}

/// The headings of the pen-and-paper exercises of a chapter, as `N.M` numbers.
pub fn exercises_on_paper(chapter: &str) -> Vec<String> {
    let text = read(chapter);
    text.lines()
        .filter_map(|line| line.strip_prefix("### Exercise "))
        .filter_map(|rest| {
            let (number, tail) = rest.split_once(' ')?;
            tail.starts_with("(on paper)").then(|| number.to_string())
        })
        .collect()
}

/// The worked answer of exercise `number` (`"1.4"`) of the chapter file `chapter` (`"dyadic.md"`).
/// Panics, naming the exercise, if there is no such pen-and-paper exercise or no answer block.
#[track_caller]
pub fn answer(chapter: &str, number: &str) -> Answer {
    let name = format!("{chapter}, exercise {number}");
    let text = read(chapter);
    let heading = format!("### Exercise {number} (on paper)");
    let start = text
        .find(&heading)
        .unwrap_or_else(|| panic!("{name}: no heading starting {heading:?}"));
    let rest = &text[start + heading.len()..];
    let end = ["\n### ", "\n## ", "\n# "]
        .iter()
        .filter_map(|next| rest.find(next))
        .min()
        .unwrap_or(rest.len());
    let section = &rest[..end];
    let open = "<details><summary>An answer</summary>";
    let body = section
        .split_once(open)
        .and_then(|(_, after)| after.split_once("</details>"))
        .map(|(inside, _)| inside.to_string())
        .unwrap_or_else(|| panic!("{name}: no {open:?} … </details> block"));
    Answer { name, text: body }
}

fn read(chapter: &str) -> String {
    let path = book_source().join(chapter);
    fs::read_to_string(&path)
        .unwrap_or_else(|error| panic!("cannot read {}: {error}", path.display()))
}
