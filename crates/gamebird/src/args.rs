//! A small command-line reader: positional words, `--name value` options and `--name` switches.
//!
//! A word is an option when it starts with `--` or with `-` and a letter; so `-` (standard input)
//! and negative numbers like `-3/8` are positional. `--` ends the options.

/// What a command accepts.
pub struct Spec {
    /// The command's full name, for messages: `gamebird hackenstrings best`.
    pub command: &'static str,
    /// Options that take a value (`--player right` or `--player=right`).
    pub options: &'static [&'static str],
    /// Options that take no value (`--numbered`).
    pub switches: &'static [&'static str],
    /// What `--help` prints.
    pub help: &'static str,
}

/// A command line, read against a [`Spec`].
#[derive(Debug, Default)]
pub struct Args {
    /// Whether `-h` or `--help` was given.
    pub help: bool,
    positional: Vec<String>,
    options: Vec<(&'static str, String)>,
    switches: Vec<&'static str>,
}

impl Args {
    /// Reads `words` (everything after the command's name).
    ///
    /// # Errors
    /// A one-line message for an unknown option, or an option missing its value.
    pub fn parse(words: &[String], spec: &Spec) -> Result<Args, String> {
        let mut args = Args::default();
        let mut words = words.iter();
        while let Some(word) = words.next() {
            if word == "--" {
                args.positional.extend(words.by_ref().cloned());
            } else if word == "-h" || word == "--help" {
                args.help = true;
            } else if let Some(option) = word.strip_prefix("--") {
                let (name, inline_value) = match option.split_once('=') {
                    Some((name, value)) => (name, Some(value.to_string())),
                    None => (option, None),
                };
                if let Some(&known) = spec.options.iter().find(|&&known| known == name) {
                    let value = inline_value.or_else(|| words.next().cloned());
                    let value = value.ok_or_else(|| format!("--{name} needs a value"))?;
                    args.options.push((known, value));
                } else if let Some(&known) = spec.switches.iter().find(|&&known| known == name) {
                    if inline_value.is_some() {
                        return Err(format!("--{name} takes no value"));
                    }
                    args.switches.push(known);
                } else {
                    return Err(unknown_option(word, spec));
                }
            } else if word.starts_with('-') && word.chars().nth(1).is_some_and(char::is_alphabetic)
            {
                return Err(unknown_option(word, spec));
            } else {
                args.positional.push(word.clone());
            }
        }
        Ok(args)
    }

    /// The value of an option, if given (the last one, if given twice).
    pub fn option(&self, name: &str) -> Option<&str> {
        let mut given = self.options.iter().rev();
        given
            .find(|(known, _)| *known == name)
            .map(|(_, value)| value.as_str())
    }

    /// Whether a switch was given.
    pub fn switch(&self, name: &str) -> bool {
        self.switches.contains(&name)
    }

    /// The one positional word the command needs; `what` describes it for the message when it is
    /// missing.
    ///
    /// # Errors
    /// A one-line message if there is no positional word or more than one.
    pub fn single(&self, spec: &Spec, what: &str) -> Result<&str, String> {
        match self.positional.as_slice() {
            [word] => Ok(word),
            [] => Err(format!("'{}' needs {what}", spec.command)),
            [_, extra, ..] => Err(format!(
                "unexpected argument '{extra}' for '{}' (quote an argument that has spaces)",
                spec.command
            )),
        }
    }
}

fn unknown_option(word: &str, spec: &Spec) -> String {
    format!(
        "unknown option '{word}' for '{}'; try '{} --help'",
        spec.command, spec.command
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPEC: Spec = Spec {
        command: "gamebird test",
        options: &["player"],
        switches: &["numbered"],
        help: "",
    };

    fn parse(words: &[&str]) -> Result<Args, String> {
        let words: Vec<String> = words.iter().map(|word| word.to_string()).collect();
        Args::parse(&words, &SPEC)
    }

    #[test]
    fn options_switches_and_words() {
        let args = parse(&["A B", "--player", "right", "--numbered"]).unwrap();
        assert_eq!(args.single(&SPEC, "a position"), Ok("A B"));
        assert_eq!(args.option("player"), Some("right"));
        assert!(args.switch("numbered") && !args.help);
        let args = parse(&["--player=left", "-3/8", "-h"]).unwrap();
        assert_eq!((args.option("player"), args.help), (Some("left"), true));
        assert_eq!(args.single(&SPEC, "a number"), Ok("-3/8"));
        let args = parse(&["--", "--player"]).unwrap();
        assert_eq!(args.single(&SPEC, "a word"), Ok("--player"));
        assert_eq!(parse(&["-"]).unwrap().single(&SPEC, "a word"), Ok("-"));
    }

    #[test]
    fn mistakes() {
        let unknown = "unknown option '--bogus' for 'gamebird test'; try 'gamebird test --help'";
        assert_eq!(parse(&["--bogus"]).unwrap_err(), unknown);
        assert!(
            parse(&["-x"])
                .unwrap_err()
                .starts_with("unknown option '-x'")
        );
        assert_eq!(parse(&["--player"]).unwrap_err(), "--player needs a value");
        assert_eq!(
            parse(&["--numbered=1"]).unwrap_err(),
            "--numbered takes no value"
        );
        let args = parse(&[]).unwrap();
        assert_eq!(
            args.single(&SPEC, "a position"),
            Err("'gamebird test' needs a position".into())
        );
        let args = parse(&["A", "B"]).unwrap();
        assert!(
            args.single(&SPEC, "a position")
                .unwrap_err()
                .starts_with("unexpected argument 'B'")
        );
    }
}
