//! `cargo xtask`: the project's own commands. Run it alone for the list.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Result, bail};
use xtask::exercises::{self, Workspace};
use xtask::{book, book_root, man, panels, publish, serve, watch, workspace_root};

const USAGE: &str = "\
usage: cargo xtask <command>

commands:
  book                    build the book into target/book
  serve [--port N] [--watch]
                          build the book and serve it on http://127.0.0.1:N/ (default 3000);
                          with --watch, build it again whenever a chapter or a crate changes
  publish [--remote R] [--allow-dirty]
                          build the book and push it as a new commit on the gh-pages branch of
                          the git remote R (default origin)
  man                     write the calculator's manual pages into target/man (gamebird.1, and
                          one for each command)
  exercise [NAME]         check your answer to exercise NAME; alone, check the next one you have
                          not solved, in the book's order, and say how many you have
  exercise --list         list every exercise and whether your answer passes";

fn main() -> ExitCode {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    match run(&arguments) {
        Ok(code) => code,
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::FAILURE
        }
    }
}

fn run(arguments: &[String]) -> Result<ExitCode> {
    let words: Vec<&str> = arguments.iter().map(String::as_str).collect();
    match words.as_slice() {
        [] | ["help" | "--help" | "-h"] => println!("{USAGE}"),
        ["book"] => {
            panels::ensure_target();
            let output = book::build(&book_root(), None)?;
            println!("The book is in {}", shown(output).display());
        }
        ["serve", rest @ ..] => {
            let (mut port, mut watching) = (3000, false);
            let mut rest = rest.iter();
            while let Some(&word) = rest.next() {
                match word {
                    "--port" => match rest.next() {
                        Some(number) => port = number.parse()?,
                        None => bail!("--port needs a number"),
                    },
                    "--watch" => watching = true,
                    _ => bail!("usage: cargo xtask serve [--port N] [--watch]"),
                }
            }
            panels::ensure_target();
            let output = book::build(&book_root(), None)?;
            let server = serve::Server::start(&output, port)?;
            println!("Serving the book at {} (Ctrl-C to stop)", server.url());
            if !watching {
                loop {
                    std::thread::park();
                }
            }
            let root = workspace_root();
            println!("Watching book/src and crates/*/src: a change builds the book again");
            watch::Watcher::new(watch::book_sources(&root)).run(|file| {
                println!("{} changed", shown(file.to_path_buf()).display());
                match book::build(&book_root(), None) {
                    Ok(_) => println!("The book is rebuilt: reload the page"),
                    Err(error) => eprintln!(
                        "error: {error:#}
(still watching)"
                    ),
                }
            })
        }
        ["publish", rest @ ..] => {
            let mut remote = "origin";
            let mut allow_dirty = false;
            let mut rest = rest.iter();
            while let Some(&word) = rest.next() {
                match word {
                    "--remote" => match rest.next() {
                        Some(&name) => remote = name,
                        None => bail!("--remote needs the name of a git remote"),
                    },
                    "--allow-dirty" => allow_dirty = true,
                    _ => bail!("usage: cargo xtask publish [--remote R] [--allow-dirty]"),
                }
            }
            panels::ensure_target();
            let commit = publish::publish(&publish::Publish {
                repository: &workspace_root(),
                book_root: &book_root(),
                remote,
                allow_dirty,
            })?;
            println!(
                "Published the book to `{remote}` ({} at {commit})",
                publish::BRANCH
            );
        }
        ["man"] => {
            let page = man::write(&workspace_root().join("target/man"))?;
            println!("The manual page is {}", shown(page).display());
        }
        ["exercise"] => {
            let progress = exercises::next(&Workspace::this_one())?;
            println!("{}", progress.report());
            if progress.next.is_some() {
                return Ok(ExitCode::FAILURE);
            }
        }
        ["exercise", "--list"] => {
            println!("{}", exercises::list(&Workspace::this_one())?);
        }
        ["exercise", name] => {
            let verdict = exercises::check(&Workspace::this_one(), name)?;
            println!("{}", verdict.report);
            if !verdict.solved {
                return Ok(ExitCode::FAILURE);
            }
        }
        _ => bail!("unknown command `{}`\n\n{USAGE}", words.join(" ")),
    }
    Ok(ExitCode::SUCCESS)
}

/// A path relative to the workspace root where possible, for friendlier messages.
fn shown(path: PathBuf) -> PathBuf {
    path.strip_prefix(workspace_root())
        .map(PathBuf::from)
        .unwrap_or(path)
}
