//! The little JSON the panels need, written here rather than by a general library so that the
//! WebAssembly module stays small: reading a request's string fields, and writing an answer as
//! compact JSON (keys in the order given, which the callers keep alphabetical).

/// The string-valued members of `text`, a JSON object (any other JSON value has none), in order;
/// a name given twice counts as its last value.
///
/// # Errors
/// When `text` is not JSON: what was expected, and at which byte.
pub fn string_fields(text: &str) -> Result<Vec<(String, String)>, String> {
    let mut reader = Reader {
        bytes: text.as_bytes(),
        at: 0,
    };
    let mut fields = Vec::new();
    // The containers open around the reader, innermost last, and the top-level object's member
    // being read.
    let mut open: Vec<u8> = Vec::new();
    let mut name: Option<String> = None;
    loop {
        // A value.
        reader.space();
        match reader.peek() {
            Some(b'{') => {
                reader.at += 1;
                reader.space();
                if reader.peek() == Some(b'}') {
                    reader.at += 1;
                } else {
                    open.push(b'{');
                    name = reader.member()?.filter(|_| open.len() == 1);
                    continue;
                }
            }
            Some(b'[') => {
                reader.at += 1;
                reader.space();
                if reader.peek() == Some(b']') {
                    reader.at += 1;
                } else {
                    open.push(b'[');
                    continue;
                }
            }
            Some(b'"') => {
                let value = reader.string()?;
                if open == [b'{']
                    && let Some(name) = name.take()
                {
                    fields.push((name, value));
                }
            }
            Some(b't') => reader.word("true")?,
            Some(b'f') => reader.word("false")?,
            Some(b'n') => reader.word("null")?,
            Some(b'-' | b'0'..=b'9') => reader.number()?,
            _ => return Err(reader.expected("a value")),
        }
        // What follows a value: the end of its containers, or a comma and the next.
        loop {
            reader.space();
            match open.last() {
                None if reader.peek().is_none() => return Ok(fields),
                None => return Err(reader.expected("the end")),
                Some(&container) => {
                    let close = if container == b'{' { b'}' } else { b']' };
                    match reader.peek() {
                        Some(b',') => {
                            reader.at += 1;
                            if container == b'{' {
                                name = reader.member()?.filter(|_| open.len() == 1);
                            }
                            break;
                        }
                        Some(byte) if byte == close => {
                            reader.at += 1;
                            open.pop();
                        }
                        _ => return Err(reader.expected("`,` or the container's end")),
                    }
                }
            }
        }
    }
}

/// Reads JSON text byte by byte.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    fn expected(&self, what: &str) -> String {
        format!("expected {what} at byte {}", self.at)
    }

    /// A member's name and its colon, the value next.
    fn member(&mut self) -> Result<Option<String>, String> {
        self.space();
        if self.peek() != Some(b'"') {
            return Err(self.expected("a member's name"));
        }
        let name = self.string()?;
        self.space();
        if self.peek() != Some(b':') {
            return Err(self.expected("`:`"));
        }
        self.at += 1;
        Ok(Some(name))
    }

    fn word(&mut self, word: &str) -> Result<(), String> {
        if !self.bytes[self.at..].starts_with(word.as_bytes()) {
            return Err(self.expected(word));
        }
        self.at += word.len();
        Ok(())
    }

    /// A number, checked but not kept.
    fn number(&mut self) -> Result<(), String> {
        let digits = |reader: &mut Self| {
            let start = reader.at;
            while matches!(reader.peek(), Some(b'0'..=b'9')) {
                reader.at += 1;
            }
            match reader.at > start {
                true => Ok(()),
                false => Err(reader.expected("a digit")),
            }
        };
        if self.peek() == Some(b'-') {
            self.at += 1;
        }
        digits(self)?;
        if self.peek() == Some(b'.') {
            self.at += 1;
            digits(self)?;
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.at += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.at += 1;
            }
            digits(self)?;
        }
        Ok(())
    }

    /// A string, its escapes read.
    fn string(&mut self) -> Result<String, String> {
        self.at += 1;
        let mut text = String::new();
        loop {
            let start = self.at;
            while !matches!(self.peek(), None | Some(b'"' | b'\\' | 0..=0x1f)) {
                self.at += 1;
            }
            // The input is a `str` and the run stops at ASCII bytes, so it is whole characters.
            text.push_str(std::str::from_utf8(&self.bytes[start..self.at]).unwrap_or(""));
            match self.peek() {
                Some(b'"') => {
                    self.at += 1;
                    return Ok(text);
                }
                Some(b'\\') => {
                    self.at += 1;
                    let escaped = match self.peek() {
                        Some(b'"') => '"',
                        Some(b'\\') => '\\',
                        Some(b'/') => '/',
                        Some(b'b') => '\u{8}',
                        Some(b'f') => '\u{c}',
                        Some(b'n') => '\n',
                        Some(b'r') => '\r',
                        Some(b't') => '\t',
                        Some(b'u') => {
                            let unit = self.unit()?;
                            let code = if (0xd800..0xdc00).contains(&unit)
                                && self.bytes[self.at + 1..].starts_with(b"\\u")
                            {
                                self.at += 2;
                                let low = self.unit()?;
                                match (0xdc00..0xe000).contains(&low) {
                                    true => 0x10000 + ((unit - 0xd800) << 10) + (low - 0xdc00),
                                    false => return Err(self.expected("a low surrogate")),
                                }
                            } else {
                                unit
                            };
                            char::from_u32(code).ok_or_else(|| self.expected("a character"))?
                        }
                        _ => return Err(self.expected("an escape")),
                    };
                    self.at += 1;
                    text.push(escaped);
                }
                _ => return Err(self.expected("`\"`")),
            }
        }
    }

    /// The four hex digits after `\u` (the reader on the `u`), the reader left on the last.
    fn unit(&mut self) -> Result<u32, String> {
        let hex = self
            .bytes
            .get(self.at + 1..self.at + 5)
            .and_then(|hex| std::str::from_utf8(hex).ok())
            .and_then(|hex| u32::from_str_radix(hex, 16).ok())
            .ok_or_else(|| self.expected("four hex digits"))?;
        self.at += 4;
        Ok(hex)
    }
}

/// Writes JSON text.
#[derive(Default)]
pub struct Writer(String);

/// A JSON value to write.
pub enum Json<'a> {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A string.
    Str(&'a str),
    /// An array of strings.
    Strings(&'a [String]),
    /// An array of pairs of strings.
    Pairs(&'a [(String, String)]),
    /// An object.
    Object(&'a [(&'a str, Json<'a>)]),
}

impl Writer {
    /// `value` as compact JSON text, as serde_json writes it.
    pub fn text(value: &Json<'_>) -> String {
        let mut writer = Writer::default();
        writer.value(value);
        writer.0
    }

    fn value(&mut self, value: &Json<'_>) {
        match value {
            Json::Null => self.0.push_str("null"),
            Json::Bool(true) => self.0.push_str("true"),
            Json::Bool(false) => self.0.push_str("false"),
            Json::Str(text) => self.string(text),
            Json::Strings(items) => {
                self.0.push('[');
                for (index, item) in items.iter().enumerate() {
                    if index > 0 {
                        self.0.push(',');
                    }
                    self.string(item);
                }
                self.0.push(']');
            }
            Json::Pairs(pairs) => {
                self.0.push('[');
                for (index, (first, second)) in pairs.iter().enumerate() {
                    if index > 0 {
                        self.0.push(',');
                    }
                    self.0.push('[');
                    self.string(first);
                    self.0.push(',');
                    self.string(second);
                    self.0.push(']');
                }
                self.0.push(']');
            }
            Json::Object(members) => {
                self.0.push('{');
                for (index, (name, member)) in members.iter().enumerate() {
                    if index > 0 {
                        self.0.push(',');
                    }
                    self.string(name);
                    self.0.push(':');
                    self.value(member);
                }
                self.0.push('}');
            }
        }
    }

    fn string(&mut self, text: &str) {
        const HEX: &[u8; 16] = b"0123456789abcdef";
        self.0.push('"');
        for c in text.chars() {
            match c {
                '"' => self.0.push_str("\\\""),
                '\\' => self.0.push_str("\\\\"),
                '\n' => self.0.push_str("\\n"),
                '\r' => self.0.push_str("\\r"),
                '\t' => self.0.push_str("\\t"),
                '\u{8}' => self.0.push_str("\\b"),
                '\u{c}' => self.0.push_str("\\f"),
                '\0'..='\u{1f}' => {
                    let byte = c as usize;
                    self.0.push_str("\\u00");
                    self.0.push(char::from(HEX[byte >> 4]));
                    self.0.push(char::from(HEX[byte & 15]));
                }
                _ => self.0.push(c),
            }
        }
        self.0.push('"');
    }
}

#[cfg(test)]
mod tests {
    use super::{Json, Writer, string_fields};
    use serde_json::{Value, json};

    const AWKWARD: &str = "a \"quoted\" \\ back/slash\n\t\r\u{8}\u{c}\u{1}\u{1f}\u{7f} é ω 😀";

    #[test]
    fn answers_are_written_as_serde_json_writes_them() {
        let pairs = vec![(AWKWARD.to_string(), "x".to_string())];
        let log = vec![AWKWARD.to_string(), String::new()];
        let detail = [("hint", Json::Str("h")), ("label", Json::Str(AWKWARD))];
        let ours = Writer::text(&Json::Object(&[
            ("detail", Json::Object(&detail)),
            ("facts", Json::Pairs(&pairs)),
            ("impartial", Json::Bool(false)),
            ("log", Json::Strings(&log)),
            ("over", Json::Null),
            ("svg", Json::Str(AWKWARD)),
        ]));
        let theirs = json!({
            "detail": {"hint": "h", "label": AWKWARD},
            "facts": [[AWKWARD, "x"]],
            "impartial": false,
            "log": log,
            "over": null,
            "svg": AWKWARD,
        });
        assert_eq!(ours, theirs.to_string());
    }

    #[test]
    fn requests_are_read_as_serde_json_reads_them() {
        let requests = [
            json!({"game": AWKWARD, "op": "show", "n": 1.5e-3, "list": [1, "x", {"a": "b"}], "t": true, "z": null}).to_string(),
            r#" { "game" : "nim" , "game": "hackenbush", "deep": [[[{"position": "no"}]]], "e": -0 } "#.to_string(),
            r#"{"escaped": "\u00e9\ud83d\ude00\/"}"#.to_string(),
            "[\"game\", \"nim\"]".to_string(),
            "\"just a string\"".to_string(),
            "{}".to_string(),
        ];
        for request in requests {
            let value: Value = serde_json::from_str(&request).unwrap();
            let fields = string_fields(&request).unwrap();
            let get = |name: &str| {
                fields
                    .iter()
                    .rev()
                    .find(|(field, _)| field == name)
                    .map(|(_, v)| v.as_str())
            };
            for name in ["game", "op", "position", "escaped", "n", "list", "t", "z"] {
                assert_eq!(
                    get(name),
                    value.get(name).and_then(Value::as_str),
                    "{request}"
                );
            }
        }
        for bad in [
            "",
            "{",
            "{\"a\"}",
            "{\"a\": }",
            "[1,]",
            "{\"a\": \"b\",}",
            "nul",
            "\"\\x\"",
            "1 2",
            "{\"a\": \"b\"} x",
            "-",
            "1.",
            "\"open",
        ] {
            assert!(string_fields(bad).is_err(), "{bad}");
            assert!(serde_json::from_str::<Value>(bad).is_err(), "{bad}");
        }
    }
}
