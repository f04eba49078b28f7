//! Parse errors: one line, naming the column of the fault.

use std::fmt;

use game::text::{ParseError, quoted};

/// Why a picture's text could not be read, and where: [`ParsePictureErrorKind`] at a
/// [`Place`](game::text::Place).
///
/// Displays as one line such as `column 5: unknown colour 'x': expected b, r or g`, or `line 2,
/// column 3: …` when the text has several lines. Lines and columns count characters from 1.
pub type ParsePictureError = ParseError<ParsePictureErrorKind>;

/// What went wrong while reading a picture: the kinds of [`ParsePictureError`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParsePictureErrorKind {
    /// An edge-list word that is not `U-V:c`: the word as typed (cut to 40 characters).
    NotAnEdge(String),
    /// A vertex that is not a number of at most seven digits: as typed.
    NotAVertex(String),
    /// A colour letter other than `b`, `r`, `g` (edge list) or `l`, `r`, `e` (CGSuite).
    UnknownColour(String),
    /// A character that has no meaning where it stands.
    UnexpectedCharacter(char),
    /// An uncoloured edge `-` (CGSuite's plain graphs): Hackenbush edges need a colour.
    UncolouredEdge,
    /// `:` not followed by a name (a letter or digit, or `{name}`).
    MissingName,
    /// `{` with no `}` to close the name.
    UnclosedName,
    /// A vertex named twice, as in `l:A:B`.
    SecondName,
    /// A name where no vertex is made, as at the start of a branch `(:A…)`.
    MisplacedName,
    /// A `)` with no `(` to close.
    UnmatchedClose,
    /// The text ended while a `(` opened at this column (from 1) was still open.
    Unclosed {
        /// The column of the `(` left open.
        column: usize,
    },
    /// An edge or a `(` right after `)`: branches end the string they grow from, so what follows
    /// belongs in a branch of its own.
    AfterBranches,
    /// An edge not joined to the ground by the others (edges are numbered from 0).
    NotGrounded {
        /// The edge's number.
        edge: usize,
    },
}

impl fmt::Display for ParsePictureErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ParsePictureErrorKind as Kind;
        match self {
            Kind::NotAnEdge(word) => write!(
                f,
                "{} is not an edge: write FROM-TO:COLOUR, as 0-1:b",
                quoted(word)
            ),
            Kind::NotAVertex(word) => write!(
                f,
                "{} is not a vertex: vertices are numbers from 0 (the ground), at most 9999999",
                quoted(word)
            ),
            Kind::UnknownColour(word) => write!(
                f,
                "unknown colour {}: expected b (blue), r (red) or g (green); in CGSuite's strings l, r or e",
                quoted(word)
            ),
            Kind::UnexpectedCharacter(found) => {
                write!(f, "unexpected {}", quoted(&found.to_string()))
            }
            Kind::UncolouredEdge => {
                f.write_str("an edge needs a colour: l (blue), r (red) or e (green), not '-'")
            }
            Kind::MissingName => f.write_str("':' must be followed by a name: A or {name}"),
            Kind::UnclosedName => f.write_str("unclosed '{': a long name ends with '}'"),
            Kind::SecondName => f.write_str("this vertex already has a name"),
            Kind::MisplacedName => {
                f.write_str("a name belongs after an edge, or at the very start (the ground)")
            }
            Kind::UnmatchedClose => f.write_str("unmatched ')'"),
            Kind::Unclosed { column } => write!(f, "unclosed '(' opened at column {column}"),
            Kind::AfterBranches => f.write_str(
                "nothing may follow ')' but ';' or ')': put what grows on in a branch of its own",
            ),
            Kind::NotGrounded { edge } => {
                write!(f, "edge {edge} is not joined to the ground (vertex 0)")
            }
        }
    }
}
