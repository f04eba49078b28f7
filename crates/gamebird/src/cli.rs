//! What every subcommand shares: finding and running it, failures and their exit codes, and
//! reading positions.

use std::io::{self, Read, Write};
use std::process::ExitCode;

use crate::args::{Args, Spec};

/// What runs a command, given its arguments, its spec and where to write.
pub type Command = fn(&Args, &Spec, &mut dyn Write) -> Result<(), Failure>;

/// Runs `gamebird <game>` with the words after it: `-h` or `--help` prints `help`; otherwise the
/// first word names one of `commands`, which runs with the rest.
pub fn run_game(
    game: &str,
    help: &str,
    commands: &[(&str, &Spec, Command)],
    words: &[String],
) -> Result<(), Failure> {
    let Some((first, rest)) = words.split_first() else {
        let names: Vec<&str> = commands.iter().map(|&(name, _, _)| name).collect();
        let names = match names.split_last() {
            Some((last, [])) => last.to_string(),
            Some((last, others)) => format!("{} or {last}", others.join(", ")),
            None => String::new(),
        };
        return Err(Failure::Input(format!(
            "'gamebird {game}' needs a command: {names}"
        )));
    };
    if first == "-h" || first == "--help" {
        writeln!(io::stdout().lock(), "{help}")?;
        return Ok(());
    }
    match commands.iter().find(|&&(name, _, _)| name == first) {
        Some(&(_, spec, command)) => run_command(spec, command, rest),
        None => Err(Failure::Input(format!(
            "unknown command '{first}' for 'gamebird {game}'; try 'gamebird {game} --help'"
        ))),
    }
}

/// Reads `words` (everything after the command's name) against `spec` and runs `command`, or
/// prints the command's help if they ask for it.
pub fn run_command(spec: &Spec, command: Command, words: &[String]) -> Result<(), Failure> {
    let out = &mut io::stdout().lock();
    let args = Args::parse(words, spec)?;
    if args.help {
        writeln!(out, "{}", spec.help)?;
        return Ok(());
    }
    command(&args, spec, out)
}

/// Why a command stopped.
#[derive(Debug)]
pub enum Failure {
    /// The reader asked for something that cannot be done: a one-line message, exit status 2.
    Input(String),
    /// Reading or writing failed: exit status 1.
    Io(io::Error),
}

impl From<String> for Failure {
    fn from(message: String) -> Failure {
        Failure::Input(message)
    }
}

impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Failure {
        Failure::Io(error)
    }
}

impl Failure {
    /// The input error a message gives, such as a parser's one-line error.
    pub fn input(message: impl std::fmt::Display) -> Failure {
        Failure::Input(message.to_string())
    }

    /// Reports the failure on standard error and gives the exit status.
    pub fn report(self) -> ExitCode {
        match self {
            Failure::Input(message) => {
                eprintln!("error: {message}");
                ExitCode::from(2)
            }
            // Output cut short by the reader (`gamebird … | head`) needs no message.
            Failure::Io(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::from(1),
            Failure::Io(error) => {
                eprintln!("error: {error}");
                ExitCode::from(1)
            }
        }
    }
}

/// The text of the argument, or all of standard input if the argument is `-`.
pub fn text_or_stdin(argument: &str) -> Result<String, Failure> {
    if argument != "-" {
        return Ok(argument.to_string());
    }
    let mut bytes = Vec::new();
    io::stdin().lock().read_to_end(&mut bytes)?;
    String::from_utf8(bytes).map_err(|error| {
        let byte = error.utf8_error().valid_up_to() + 1;
        Failure::Input(format!(
            "byte {byte} of the standard input is not UTF-8 text"
        ))
    })
}

/// Feeds `input` to `feed` as text, a piece at a time, without ever splitting a character.
pub fn stream_text(
    mut input: impl Read,
    mut feed: impl FnMut(&str) -> Result<(), String>,
) -> Result<(), Failure> {
    let mut buffer = vec![0u8; 1 << 16];
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
                let byte = consumed + error.valid_up_to() + 1;
                return Err(format!("byte {byte} of the standard input is not UTF-8 text").into());
            }
        };
        if let Ok(text) = std::str::from_utf8(&buffer[..valid]) {
            feed(text)?;
        }
        if read == 0 {
            return Ok(());
        }
        buffer.copy_within(valid..available, 0);
        carried = available - valid;
        consumed += valid;
    }
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
}
