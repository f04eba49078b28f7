//! Checks mdBook does not make: includes that name a missing file or anchor (mdBook silently
//! includes nothing), and links between pages that lead nowhere.

use std::fs;
use std::path::{Component, Path, PathBuf};

use anyhow::{Context, Result, bail};

/// Every `{{#include}}` and `{{#rustdoc_include}}` under `source` names a file that exists and,
/// where it names an anchor, a file holding `ANCHOR: name` and `ANCHOR_END: name`.
pub fn includes(source: &Path) -> Result<()> {
    let mut problems = Vec::new();
    for page in files_with_extension(source, "md")? {
        let text = fs::read_to_string(&page)?;
        for (index, line) in text.lines().enumerate() {
            for target in include_targets(line) {
                let place = format!("{}:{}", page.display(), index + 1);
                if let Err(problem) = check_include(page.parent().unwrap_or(source), target) {
                    problems.push(format!("{place}: {problem}"));
                }
            }
        }
    }
    report("broken includes", problems)
}

/// The `path[:anchor]` arguments of the include directives on one line.
fn include_targets(line: &str) -> Vec<&str> {
    let mut targets = Vec::new();
    for directive in ["{{#include ", "{{#rustdoc_include "] {
        let mut rest = line;
        while let Some(start) = rest.find(directive) {
            let escaped = rest[..start].ends_with('\\');
            rest = &rest[start + directive.len()..];
            let end = rest.find("}}").unwrap_or(rest.len());
            if !escaped {
                targets.push(rest[..end].trim());
            }
            rest = &rest[end..];
        }
    }
    targets
}

fn check_include(folder: &Path, target: &str) -> Result<(), String> {
    let (path, selector) = target.split_once(':').unwrap_or((target, ""));
    let file = folder.join(path);
    let text = fs::read_to_string(&file)
        .map_err(|error| format!("cannot read included file {}: {error}", file.display()))?;
    let is_line_range = selector
        .chars()
        .all(|c| c.is_ascii_digit() || c == ':' || c == '.');
    if is_line_range {
        return Ok(());
    }
    for marker in [
        format!("ANCHOR: {selector}"),
        format!("ANCHOR_END: {selector}"),
    ] {
        let present = text.lines().any(|line| {
            line.find(&marker)
                .is_some_and(|at| line[at + marker.len()..].trim().is_empty())
        });
        if !present {
            return Err(format!("{} has no `{marker}`", file.display()));
        }
    }
    Ok(())
}

/// Every relative `href` and `src` of the built pages under `output` points at a file that exists
/// and, for `page.html#id`, at an element with that id.
pub fn links(output: &Path) -> Result<()> {
    let mut problems = Vec::new();
    for page in files_with_extension(output, "html")? {
        let name = page
            .file_name()
            .and_then(|name| name.to_str())
            .unwrap_or("");
        // The print page and the 404 page rewrite their links to absolute forms of their own.
        if matches!(name, "print.html" | "404.html") {
            continue;
        }
        let text = fs::read_to_string(&page)?;
        let folder = page.parent().unwrap_or(output);
        for reference in references(&text) {
            if let Err(problem) = check_reference(&page, folder, output, &text, reference) {
                let shown = page.strip_prefix(output).unwrap_or(&page).display();
                problems.push(format!("{shown}: link `{reference}`: {problem}"));
            }
        }
    }
    report("broken links", problems)
}

/// The values of the `href="…"` and `src="…"` attributes of a page.
fn references(html: &str) -> Vec<&str> {
    let mut found = Vec::new();
    for attribute in [" href=\"", " src=\""] {
        let mut rest = html;
        while let Some(start) = rest.find(attribute) {
            rest = &rest[start + attribute.len()..];
            let end = rest.find('"').unwrap_or(rest.len());
            found.push(&rest[..end]);
            rest = &rest[end..];
        }
    }
    found
}

fn check_reference(
    page: &Path,
    folder: &Path,
    output: &Path,
    page_text: &str,
    reference: &str,
) -> Result<(), String> {
    let external = ["http:", "https:", "mailto:", "data:", "javascript:", "//"];
    if reference.is_empty() || external.iter().any(|scheme| reference.starts_with(scheme)) {
        return Ok(());
    }
    let reference = reference.replace("&amp;", "&");
    let without_query = reference.split('?').next().unwrap_or("");
    let (path, fragment) = without_query.split_once('#').unwrap_or((without_query, ""));
    let target = if path.is_empty() {
        page.to_path_buf()
    } else {
        let joined = normalise(&folder.join(percent_decode(path)));
        if !joined.starts_with(output) {
            return Err("leads outside the book".into());
        }
        if joined.is_dir() {
            joined.join("index.html")
        } else {
            joined
        }
    };
    if !target.is_file() {
        return Err("no such file".into());
    }
    if fragment.is_empty()
        || target
            .extension()
            .is_none_or(|extension| extension != "html")
    {
        return Ok(());
    }
    let text = if target == page {
        page_text.to_string()
    } else {
        fs::read_to_string(&target).map_err(|error| error.to_string())?
    };
    let fragment = percent_decode(fragment);
    if text.contains(&format!("id=\"{fragment}\"")) {
        Ok(())
    } else {
        Err(format!("no element with id `{fragment}`"))
    }
}

/// Resolves `.` and `..` without touching the file system.
fn normalise(path: &Path) -> PathBuf {
    let mut result = PathBuf::new();
    for component in path.components() {
        match component {
            Component::ParentDir => {
                result.pop();
            }
            Component::CurDir => {}
            other => result.push(other),
        }
    }
    result
}

/// Decodes `%XX` escapes; malformed escapes are kept as they are.
pub fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut decoded = Vec::with_capacity(bytes.len());
    let mut index = 0;
    while index < bytes.len() {
        let hex = bytes
            .get(index + 1..index + 3)
            .and_then(|pair| std::str::from_utf8(pair).ok())
            .and_then(|pair| u8::from_str_radix(pair, 16).ok());
        match (bytes[index], hex) {
            (b'%', Some(byte)) => {
                decoded.push(byte);
                index += 3;
            }
            (byte, _) => {
                decoded.push(byte);
                index += 1;
            }
        }
    }
    String::from_utf8_lossy(&decoded).into_owned()
}

/// All files below `folder` (recursively) with the given extension, sorted.
pub fn files_with_extension(folder: &Path, extension: &str) -> Result<Vec<PathBuf>> {
    let mut found = Vec::new();
    let mut pending = vec![folder.to_path_buf()];
    while let Some(current) = pending.pop() {
        let entries =
            fs::read_dir(&current).with_context(|| format!("cannot list {}", current.display()))?;
        for entry in entries {
            let path = entry?.path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|found| found == extension) {
                found.push(path);
            }
        }
    }
    found.sort();
    Ok(found)
}

fn report(what: &str, problems: Vec<String>) -> Result<()> {
    if problems.is_empty() {
        Ok(())
    } else {
        bail!("{what}:\n{}", problems.join("\n"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_include_targets_but_not_escaped_ones() {
        let line = r"{{#include a.rs:x}} and \{{#include b.rs}} {{#rustdoc_include c.rs:2:5}}";
        assert_eq!(include_targets(line), ["a.rs:x", "c.rs:2:5"]);
    }

    #[test]
    fn decodes_percent_escapes() {
        assert_eq!(percent_decode("a%20b%zz"), "a b%zz");
    }
}
