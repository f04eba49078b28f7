//! How the book numbers its chapters, read from `SUMMARY.md`: shared by the exercises' build
//! script and `cargo xtask exercise`, which must agree.

/// `(file stem, number, title)` of each numbered chapter of `SUMMARY.md`, in its order: the
/// lines `- [Title](stem.md)`, numbered from 1 as mdBook numbers them, and an indented line, a
/// section listed under the chapter above it, numbered `4.1`, `4.2`, ….
pub fn summary_titles(summary: &str) -> Vec<(String, String, String)> {
    let (mut chapter, mut section) = (0, 0);
    let mut titles = Vec::new();
    for line in summary.lines() {
        let Some(rest) = line.trim_start().strip_prefix("- [") else {
            continue;
        };
        let Some((title, (stem, _))) = rest
            .split_once("](")
            .and_then(|(title, rest)| Some((title, rest.split_once(".md)")?)))
        else {
            continue;
        };
        let number = if line.starts_with(' ') && chapter > 0 {
            section += 1;
            format!("{chapter}.{section}")
        } else {
            (chapter, section) = (chapter + 1, 0);
            chapter.to_string()
        };
        titles.push((stem.to_string(), number, title.to_string()));
    }
    titles
}
