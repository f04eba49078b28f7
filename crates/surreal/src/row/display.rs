//! Writing a row back in Walker's notation.

use std::fmt;

use super::{Row, Token};

impl fmt::Display for Row {
    /// Letters and parentheses separated by single spaces, `A B ( B A )`; the alternate form
    /// `{:#}` writes glyphs without spaces, `○●(●○)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let glyphs = f.alternate();
        let mut first = true;
        let mut buffer = String::new();
        for token in self.tokens() {
            if !first && !glyphs {
                buffer.push(' ');
            }
            first = false;
            buffer.push(match token {
                Token::Pebble(sign) if glyphs => sign.glyph(),
                Token::Pebble(sign) => sign.letter(),
                Token::Open => '(',
                Token::Close => ')',
            });
            if buffer.len() >= 4096 {
                f.write_str(&buffer)?;
                buffer.clear();
            }
        }
        f.write_str(&buffer)
    }
}
