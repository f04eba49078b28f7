//! What every command shares: failures and their exit codes, reading a position (or standard
//! input).

use std::fmt::Display;
use std::io::{self, IsTerminal, Read, Write};
use std::process::ExitCode;

/// Why a command stopped.
#[derive(Debug)]
pub enum Failure {
    /// The reader asked for something that cannot be done: a one-line message, exit status 2.
    Input(String),
    /// Reading or writing failed: exit status 1.
    Io(io::Error),
}

impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Failure {
        Failure::Io(error)
    }
}

impl Failure {
    /// The input error a message gives, such as a parser's one-line error.
    pub fn input(message: impl Display) -> Failure {
        Failure::Input(message.to_string())
    }

    /// Reports the failure on standard error, on one line, and gives the exit status.
    pub fn report(self) -> ExitCode {
        match self {
            Failure::Input(message) => {
                eprintln!("error: {}", one_line(&message));
                ExitCode::from(2)
            }
            // Output cut short by the reader (`gamebird … | head`) needs no message.
            Failure::Io(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::from(1),
            Failure::Io(error) => {
                eprintln!("error: {}", one_line(&error.to_string()));
                ExitCode::from(1)
            }
        }
    }
}

/// A message on one line, whatever a parser put in it: line breaks and other control characters
/// escaped, as a last guard (messages quote what the reader typed with [`game::text::quoted`]).
fn one_line(message: &str) -> String {
    message
        .chars()
        .map(|c| match c {
            '\n' => "\\n".to_string(),
            c if c.is_control() => c.escape_default().to_string(),
            c => c.to_string(),
        })
        .collect()
}

/// Shows how far a long read has come on standard error, when that is a terminal; silent
/// otherwise (a pipe, a file, a test).
pub struct Progress {
    shown: bool,
    next: usize,
}

/// How often progress is shown: every this many bytes.
const PROGRESS_STEP: usize = 16 << 20;

impl Progress {
    /// Progress for a read that has not started.
    pub fn new() -> Progress {
        Progress {
            shown: false,
            next: if io::stderr().is_terminal() {
                PROGRESS_STEP
            } else {
                usize::MAX
            },
        }
    }

    /// Notes that `bytes` bytes have been read so far.
    pub fn read(&mut self, bytes: usize) {
        if bytes >= self.next {
            self.next = bytes + PROGRESS_STEP;
            self.shown = true;
            let mut stderr = io::stderr().lock();
            let _ = write!(stderr, "\rreading… {} MB", bytes >> 20);
            let _ = stderr.flush();
        }
    }

    /// Clears the progress line, if one was shown, before the answer comes.
    pub fn done(&mut self) {
        if self.shown {
            eprint!("\r\x1b[K");
            self.shown = false;
        }
    }
}

/// The most bytes of standard input read for one argument (256 MB): room for a row of 10^8
/// pebbles, and far below what would exhaust memory.
pub const MAX_STDIN: usize = 1 << 28;

/// The text of the argument, or all of standard input (at most [`MAX_STDIN`] bytes) if the
/// argument is `-`.
pub fn text_or_stdin(argument: &str) -> Result<String, Failure> {
    if argument != "-" {
        return Ok(argument.to_string());
    }
    let mut bytes = Vec::new();
    let mut progress = Progress::new();
    let mut stdin = io::stdin().lock();
    let mut buffer = vec![0u8; 1 << 16];
    loop {
        let read = stdin.read(&mut buffer)?;
        if read == 0 {
            break;
        }
        if bytes.len() + read > MAX_STDIN {
            progress.done();
            return Err(Failure::Input(format!(
                "the standard input is longer than {} MB, the most that is read",
                MAX_STDIN >> 20
            )));
        }
        bytes.extend_from_slice(&buffer[..read]);
        progress.read(bytes.len());
    }
    progress.done();
    String::from_utf8(bytes).map_err(|error| {
        let byte = error.utf8_error().valid_up_to() + 1;
        Failure::Input(format!(
            "byte {byte} of the standard input is not UTF-8 text"
        ))
    })
}

/// What the argument names (all of standard input if it is `-`), read by `T`'s parser; white
/// space at the end (the line break of a file or a pipe) is not part of it.
pub fn read<T: std::str::FromStr>(argument: &str) -> Result<T, Failure>
where
    T::Err: Display,
{
    read_by(argument, str::parse)
}

/// [`read`], by the parser `parse`: a notation read by a function rather than `FromStr`.
pub fn read_by<T, E: Display>(
    argument: &str,
    parse: impl FnOnce(&str) -> Result<T, E>,
) -> Result<T, Failure> {
    parse(text_or_stdin(argument)?.trim_end()).map_err(Failure::input)
}

/// A position as the reader would type it, or, when nothing is left of it, `nothing` in words.
pub fn written(position: &impl Display, nothing: &str) -> String {
    match position.to_string() {
        text if text.is_empty() => nothing.to_string(),
        text => text,
    }
}

/// A value as `Display` writes it, or in its second form if asked (`{:#}`: ASCII, glyphs).
pub fn shown(value: &impl Display, alternate: bool) -> String {
    match alternate {
        true => format!("{value:#}"),
        false => value.to_string(),
    }
}

/// A row as the reader would type it, in glyphs if asked; the empty row in words.
pub fn row_line(row: &impl Display, glyphs: bool) -> String {
    written(&shown(row, glyphs), "(the empty row)")
}

/// How two values compare, as the calculator writes it: `<`, `=`, `>`, or `||` for none.
pub fn relation(order: Option<std::cmp::Ordering>) -> &'static str {
    match order {
        Some(std::cmp::Ordering::Less) => "<",
        Some(std::cmp::Ordering::Equal) => "=",
        Some(std::cmp::Ordering::Greater) => ">",
        None => "||",
    }
}

/// Feeds `input` to `feed` as text, a piece at a time, without ever splitting a character.
pub fn stream_text(
    mut input: impl Read,
    mut feed: impl FnMut(&str) -> Result<(), String>,
) -> Result<(), Failure> {
    let mut buffer = vec![0u8; 1 << 16];
    let mut progress = Progress::new();
    // Bytes of a character cut off at the end of the last read.
    let mut carried = 0;
    let mut consumed = 0;
    loop {
        let read = input.read(&mut buffer[carried..])?;
        let available = carried + read;
        let valid = match std::str::from_utf8(&buffer[..available]) {
            Ok(text) => text.len(),
            // An incomplete character at the end waits for the next read; anything else is wrong.
            Err(error) if error.error_len().is_none() && read > 0 => error.valid_up_to(),
            Err(error) => {
                progress.done();
                let byte = consumed + error.valid_up_to() + 1;
                let message = format!("byte {byte} of the standard input is not UTF-8 text");
                return Err(Failure::Input(message));
            }
        };
        if let Ok(text) = std::str::from_utf8(&buffer[..valid]) {
            feed(text).map_err(|message| {
                progress.done();
                Failure::Input(message)
            })?;
        }
        if read == 0 {
            progress.done();
            return Ok(());
        }
        buffer.copy_within(valid..available, 0);
        carried = available - valid;
        consumed += valid;
        progress.read(consumed);
    }
}

/// Refuses a picture of more than `max` parts (`what`: "piles", "pebbles", "nodes", "base-2
/// digits"): it is built whole in memory.
pub fn within_picture_limit(parts: usize, max: usize, what: &str) -> Result<(), Failure> {
    if parts > max {
        return Err(Failure::Input(format!(
            "a picture of {parts} {what} is more than --max {max}: give a larger --max to draw it \
             (it is built whole in memory)"
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A reader that hands out a few bytes at a time.
    struct Trickle<'a>(&'a [u8]);

    impl Read for Trickle<'_> {
        fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
            let n = self.0.len().min(buffer.len()).min(3);
            buffer[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }

    #[test]
    fn characters_are_never_split() {
        let mut seen = String::new();
        let text = "●○● + ○○ + A";
        stream_text(Trickle(text.as_bytes()), |piece| {
            seen.push_str(piece);
            Ok(())
        })
        .unwrap();
        assert_eq!(seen, text);
    }

    #[test]
    fn bytes_that_are_not_text_are_refused() {
        let result = stream_text(Trickle(b"AB\xFFA"), |_| Ok(()));
        let Err(Failure::Input(message)) = result else {
            panic!("expected an input error, got {result:?}");
        };
        assert_eq!(message, "byte 3 of the standard input is not UTF-8 text");
        let truncated = stream_text(Trickle(b"A\xE2\x97"), |_| Ok(()));
        assert!(matches!(truncated, Err(Failure::Input(_))));
    }

    #[test]
    fn messages_stay_on_one_line() {
        assert_eq!(one_line("a\nb\u{1b}"), "a\\nb\\u{1b}");
    }
}
