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

/// Every `href` and `src` of the built pages under `output` that stays on the site points at a file
/// that exists and, for `page.html#id`, at an element with that id.
///
/// The book is served at the path `site_url` (`site-url` of `book.toml`, such as `/game-birds/`):
/// a link beginning with `/` must lead below it, and a page with `<base href="…">` (the 404 page,
/// served for any missing address) has its links resolved from that base, as a browser does.
pub fn links(output: &Path, site_url: &str) -> Result<()> {
    let site = Site {
        output,
        url: site_url,
    };
    let mut problems = Vec::new();
    for page in files_with_extension(output, "html")? {
        let shown = page.strip_prefix(output).unwrap_or(&page).display();
        // The print page rewrites its links to absolute forms of its own.
        if page.file_name().is_some_and(|name| name == "print.html") {
            continue;
        }
        let text = fs::read_to_string(&page)?;
        let base = match base_href(&text).map(|base| site.folder_of(base)) {
            None => None,
            Some(Ok(folder)) => Some(folder),
            Some(Err(problem)) => {
                problems.push(format!("{shown}: {problem}"));
                continue;
            }
        };
        let from = Origin {
            page: &page,
            text: &text,
            base: base.as_deref(),
        };
        for reference in references(&text) {
            if let Err(problem) = check_reference(&site, &from, reference) {
                problems.push(format!("{shown}: link `{reference}`: {problem}"));
            }
        }
    }
    report("broken links", problems)
}

/// The built book and the path it is served at.
struct Site<'a> {
    output: &'a Path,
    url: &'a str,
}

impl Site<'_> {
    /// The file or folder below the book that an absolute path such as `/game-birds/nim.html`
    /// names.
    fn file_of(&self, path: &str) -> Result<PathBuf, String> {
        let inside = if path == self.url.trim_end_matches('/') {
            Some("")
        } else {
            path.strip_prefix(self.url)
        };
        inside
            .map(|inside| self.output.join(percent_decode(inside)))
            .ok_or_else(|| format!("leads outside the site `{}`", self.url))
    }

    /// The folder a `<base href>` names.
    fn folder_of(&self, base: &str) -> Result<PathBuf, String> {
        if !base.starts_with('/') {
            return Err(format!("base `{base}` is not a path from the site's root"));
        }
        let folder = self
            .file_of(base)
            .map_err(|problem| format!("base `{base}` {problem}"))?;
        Ok(normalise(&folder))
    }
}

/// The page a link is on: its file, its text, and the folder of its `<base href>` if it has one.
struct Origin<'a> {
    page: &'a Path,
    text: &'a str,
    base: Option<&'a Path>,
}

/// The `href` of a page's `<base>` element.
fn base_href(html: &str) -> Option<&str> {
    let rest = &html[html.find("<base href=\"")? + "<base href=\"".len()..];
    Some(&rest[..rest.find('"')?])
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

fn check_reference(site: &Site, from: &Origin, reference: &str) -> Result<(), String> {
    let external = ["http:", "https:", "mailto:", "data:", "javascript:", "//"];
    if reference.is_empty() || external.iter().any(|scheme| reference.starts_with(scheme)) {
        return Ok(());
    }
    let reference = reference.replace("&amp;", "&");
    let without_query = reference.split('?').next().unwrap_or("");
    let (path, fragment) = without_query.split_once('#').unwrap_or((without_query, ""));
    let folder = from
        .base
        .unwrap_or_else(|| from.page.parent().unwrap_or(site.output));
    let target = if path.starts_with('/') {
        normalise(&site.file_of(path)?)
    } else if path.is_empty() && from.base.is_none() {
        from.page.to_path_buf()
    } else {
        // Under a `<base>`, even `#id` leads from the base, not from the page.
        normalise(&folder.join(percent_decode(path)))
    };
    if !target.starts_with(site.output) {
        return Err("leads outside the book".into());
    }
    let target = if target.is_dir() {
        target.join("index.html")
    } else {
        target
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
    let text = if target == from.page {
        from.text.to_string()
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
