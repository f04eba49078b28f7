//! Reading an exercise's function from the text between its anchors, to compare a stub with its
//! solution without compiling either.

/// The text between `// ANCHOR: anchor` and `// ANCHOR_END: anchor`, if both are there.
pub fn between_anchors<'a>(text: &'a str, anchor: &str) -> Option<&'a str> {
    let start = line_end_after(text, &format!("ANCHOR: {anchor}"))?;
    let rest = &text[start..];
    let end = rest.find(&format!("ANCHOR_END: {anchor}"))?;
    let end = rest[..end].rfind('\n').map_or(0, |newline| newline + 1);
    Some(&rest[..end])
}

fn line_end_after(text: &str, marker: &str) -> Option<usize> {
    let at = text
        .match_indices(marker)
        .map(|(at, _)| at)
        .find(|&at| text[at + marker.len()..].starts_with(['\n', '\r']))?;
    Some(
        text[at..]
            .find('\n')
            .map_or(text.len(), |newline| at + newline + 1),
    )
}

/// What must agree between a stub and its solution: the doc comment, the function's name,
/// generics, parameter types (not names), return type and `where` clause.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signature {
    /// The `///` lines just above the function.
    pub doc: Vec<String>,
    /// `fn name<…>(T, U) -> R`, spaced canonically.
    pub shape: String,
}

/// The signature of `pub fn name` in `code`, if `code` declares it.
pub fn of(code: &str, name: &str) -> Option<Signature> {
    let declaration = format!("pub fn {name}");
    let at = code
        .match_indices(&declaration)
        .map(|(at, _)| at)
        .find(|&at| {
            code[at + declaration.len()..]
                .trim_start()
                .starts_with(['(', '<'])
        })?;
    let doc = code[..at]
        .lines()
        .rev()
        .skip(1)
        .map(str::trim)
        .take_while(|line| line.starts_with("///") || line.starts_with("#["))
        .filter(|line| line.starts_with("///"))
        .map(String::from)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    let rest = &code[at + declaration.len()..];
    let open = rest.find('(')?;
    let generics = &rest[..open];
    let close = open + matching_close(&rest[open..])?;
    let parameters: Vec<String> = split_top_level(&rest[open + 1..close], ',')
        .into_iter()
        .filter(|parameter| !parameter.trim().is_empty())
        .map(|parameter| {
            let colon = top_level_colon(parameter).unwrap_or(0);
            canonical(parameter[colon..].trim_start_matches(':'))
        })
        .collect();
    let body = rest[close..].find('{').map_or(rest.len(), |at| close + at);
    let output = canonical(&rest[close + 1..body]);
    let shape = format!(
        "fn {name}{}({}) {output}",
        canonical(generics),
        parameters.join(", ")
    );
    Some(Signature {
        doc,
        shape: shape.trim_end().to_string(),
    })
}

/// The offset of the `)` closing the `(` that `text` starts with.
fn matching_close(text: &str) -> Option<usize> {
    let mut depth = 0i32;
    for (at, c) in text.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => {
                depth -= 1;
                if depth == 0 {
                    return Some(at);
                }
            }
            _ => {}
        }
    }
    None
}

/// `text` cut at each `separator` outside brackets (`->` is not a bracket).
fn split_top_level(text: &str, separator: char) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    let mut previous = ' ';
    for (at, c) in text.char_indices() {
        match c {
            '(' | '[' | '<' => depth += 1,
            ')' | ']' => depth -= 1,
            '>' if previous != '-' => depth -= 1,
            _ if c == separator && depth == 0 => {
                parts.push(&text[start..at]);
                start = at + c.len_utf8();
            }
            _ => {}
        }
        previous = c;
    }
    parts.push(&text[start..]);
    parts
}

/// The `:` between a parameter's pattern and its type (not one of a `::`).
fn top_level_colon(parameter: &str) -> Option<usize> {
    let bytes = parameter.as_bytes();
    let mut depth = 0i32;
    for (at, &byte) in bytes.iter().enumerate() {
        match byte {
            b'(' | b'[' | b'<' => depth += 1,
            b')' | b']' | b'>' => depth -= 1,
            b':' if depth == 0
                && bytes.get(at + 1) != Some(&b':')
                && (at == 0 || bytes[at - 1] != b':') =>
            {
                return Some(at);
            }
            _ => {}
        }
    }
    None
}

/// `text` without its spaces, except one between two word characters: `impl Fn(&[u64])->Vec<u64>`.
fn canonical(text: &str) -> String {
    let mut result = String::new();
    let mut pending_space = false;
    for c in text.chars() {
        if c.is_whitespace() {
            pending_space = true;
            continue;
        }
        let word = |c: char| c.is_alphanumeric() || c == '_';
        if pending_space && result.chars().last().is_some_and(word) && word(c) {
            result.push(' ');
        }
        pending_space = false;
        result.push(c);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_text_between_anchors() {
        let text = "a\n// ANCHOR: stub\nfn f() {}\n// ANCHOR_END: stub\nb\n";
        assert_eq!(between_anchors(text, "stub"), Some("fn f() {}\n"));
        assert_eq!(between_anchors(text, "solution"), None);
    }

    #[test]
    fn parameter_names_and_spacing_do_not_matter_but_types_do() {
        let stub = "/// Doc.\npub fn f(piles: &[u64], play: impl Fn(u32) -> Vec<u8>) -> Vec<(usize, u64)> {\n";
        let solution = "/// Doc.\npub fn f(\n    heaps: &[u64],\n    _p: impl Fn(u32)->Vec<u8>,\n) -> Vec<(usize,u64)> { x }";
        let other = "/// Doc.\npub fn f(piles: &[u32], play: impl Fn(u32) -> Vec<u8>) -> Vec<(usize, u64)> {";
        assert_eq!(of(stub, "f"), of(solution, "f"));
        assert_ne!(of(stub, "f"), of(other, "f"));
        assert_eq!(
            of(stub, "f").unwrap().shape,
            "fn f(&[u64], impl Fn(u32)->Vec<u8>) ->Vec<(usize,u64)>"
        );
        assert_eq!(of(stub, "g"), None);
    }
}
