//! `gamebird hackenbush …`: red, blue and green edges on the ground (chapter 7).

use std::io::Write;
use std::path::PathBuf;

use clap::{Args, Subcommand};
use dyadic::Dyadic;
use game::budget::{Budget, OverBudget};
use hackenbush::search::{DEFAULT_MAX_WORK, WORK_UNIT};
use hackenbush::{Beanstalk, Picture};

use crate::cli::{Failure, read_by, shown, within_picture_limit};
use crate::play::{self, Draw, Seats, Side};

/// Hackenbush: values, best moves, the stalk of a number, pictures and a game (chapter 7).
///
/// Left cuts blue edges, Right cuts red ones, and either may cut a green one; a cut takes with it
/// every edge no longer joined to the ground; whoever cannot move loses. A picture is written as
/// an edge list, "0-1:b 1-2:r 2-0:g" (vertex 0 is the ground; b blue, r red, g green), or as a
/// CGSuite Hackenbush string, "l(l;rl)" (l blue, r red, e green, each edge climbing from the last
/// vertex; branches in parentheses, separated by ';'). Edges are counted from 0, in the order they
/// are written.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// The value, in CGSuite's notation: "0-1:b 1-2:r" is 1/2, "e" is *, "el" is ^*.
    ///
    /// Trees, stalks, green pictures and pictures of one colour are valued at once; other
    /// pictures need a search, which stops at --max-work and says so.
    Value {
        /// The picture, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        position: String,
        #[command(flatten)]
        patience: Patience,
    },
    /// The best move for left or right, and the value after it.
    ///
    /// The best move wins when any move does; otherwise it is one that loses least. Each
    /// option is valued, within --max-work in all (a red-blue tree's, a stalk's included, in one
    /// pass).
    Best {
        /// The picture, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        position: String,
        /// Whose move.
        #[arg(long, value_enum)]
        player: Side,
        #[command(flatten)]
        patience: Patience,
    },
    /// The stalk worth a number (Berlekamp's rule backwards): 19/8 is 0-1:b 1-2:b 2-3:b 3-4:r
    /// 4-5:r 5-6:b.
    Stalk {
        /// A dyadic number: 3, -5/8, "2 1/4", 19/8.
        #[arg(allow_hyphen_values = true)]
        number: String,
        /// Write the stalk as a CGSuite string (lllrrl) rather than as an edge list.
        #[arg(long)]
        cgsuite: bool,
        /// The most edges to write: the stalk is built whole in memory, about 60 bytes an
        /// edge. A number's stalk has as many edges as the number's birthday.
        #[arg(long, default_value_t = 10_000_000, value_parser = clap::value_parser!(u64).range(..=1 << 40))]
        max_edges: u64,
    },
    /// The value of a beanstalk, a stalk that climbs for ever: "( b )" is ω, "( b ) b b" is ω+2,
    /// "( b r )" is 2/3.
    ///
    /// Edges from the ground up, b (or l) blue and r red; a part in parentheses repeats without
    /// end, as in the recurring rows of chapter 6. The picture beside it is valued within
    /// --max-work.
    Beanstalk {
        /// The beanstalk, like "( b ) b r".
        beanstalk: String,
        /// A finite picture standing beside it on the same ground; it must be worth a number.
        #[arg(long, value_name = "PICTURE")]
        beside: Option<String>,
        /// Write ω as w.
        #[arg(long)]
        ascii: bool,
        #[command(flatten)]
        patience: Patience,
    },
    /// A picture of the position, as SVG on standard output.
    ///
    /// Blue edges solid, red ones dashed, green ones dotted.
    Svg {
        /// The picture, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        position: String,
        /// Number the edges (from 0).
        #[arg(long)]
        numbered: bool,
        /// The most edges to draw: the picture is built in memory.
        #[arg(long, default_value_t = 10_000)]
        max: usize,
    },
    /// Play against the computer in the terminal.
    ///
    /// The computer always makes its best move. Whatever the options leave open is asked. Type a
    /// move as the number of an edge, like '2'; the edges are listed, and renumbered, after every
    /// move. 'hint' asks for advice, 'quit' or the end of input (Ctrl-D) stops. A picture whose
    /// value and best moves need more than --max-work is refused at the start.
    Play {
        /// The starting picture.
        #[arg(allow_hyphen_values = true)]
        position: String,
        #[command(flatten)]
        seats: Seats,
        #[command(flatten)]
        patience: Patience,
        /// Also draw the picture, edges numbered, to this SVG file after every move (open it in
        /// a browser and reload it to follow the game).
        #[arg(long, value_name = "FILE")]
        svg: Option<PathBuf>,
    },
}

/// How long a search may run: red-blue Hackenbush with cycles is NP-hard, so a large picture
/// with cycles can take longer than anyone would wait.
#[derive(Debug, Args)]
pub struct Patience {
    /// The most work a command may do, in position-edges (each option a search looks at costs
    /// the edges it reads), shared by the value, the best move and the picture beside a
    /// beanstalk; past it the command stops and says so (0: no limit). The default answers in
    /// about ten seconds. Trees, stalks and green pictures are valued without a search.
    #[arg(long, alias = "positions", default_value_t = DEFAULT_MAX_WORK)]
    max_work: u64,
}

impl Patience {
    /// The budget to give the crate.
    fn budget(&self) -> Budget {
        Budget::new(self.max_work, WORK_UNIT, "--max-work")
    }
}

/// Work past the budget, as a one-line error naming the flag.
fn too_hard(error: OverBudget) -> Failure {
    Failure::input(error)
}

/// Runs a `gamebird hackenbush` command.
pub fn run(command: Command, out: &mut dyn Write) -> Result<(), Failure> {
    match command {
        Command::Value { position, patience } => {
            let value = read(&position)?
                .value_within(patience.budget())
                .map_err(too_hard)?;
            writeln!(out, "{value}")?;
        }
        Command::Best {
            position,
            player,
            patience,
        } => {
            let picture = read(&position)?;
            let found = picture
                .best_move_within(player.into(), patience.budget())
                .map_err(too_hard)?;
            let best = found.map(|(edge, after)| {
                let wins = after.outcome().mover_wins(player.into());
                (game::play::Best { chosen: edge, wins }, after.to_string())
            });
            play::say_best(&picture, player.into(), best, "no edges left", out)?;
        }
        Command::Stalk {
            number,
            cgsuite,
            max_edges,
        } => stalk(&number, cgsuite, max_edges, out)?,
        Command::Beanstalk {
            beanstalk,
            beside,
            ascii,
            patience,
        } => {
            let stalk: Beanstalk = beanstalk.trim().parse().map_err(Failure::input)?;
            match beside {
                None => play::value(&stalk, ascii, out)?,
                Some(picture) => {
                    let worth = stalk.worth_beside_within(&read(&picture)?, patience.budget());
                    writeln!(out, "{}", shown(&worth.map_err(Failure::input)?, ascii))?;
                }
            }
        }
        Command::Svg {
            position,
            numbered,
            max,
        } => {
            let picture = read(&position)?;
            within_picture_limit(picture.edges().len(), max, "edges")?;
            let svg = if numbered {
                picture.svg_numbered()
            } else {
                picture.svg()
            };
            out.write_all(svg.as_bytes())?;
        }
        Command::Play {
            position,
            seats,
            patience,
            svg,
        } => {
            play::refuse_standard_input(&position)?;
            let picture = read(&position)?;
            // Refuse a game the computer could not play promptly; positions only get smaller.
            picture
                .playable_within(patience.budget())
                .map_err(too_hard)?;
            // The first drawing of the file, before any move, so that a bad path is reported
            // at once, as an error.
            let watch = |picture: &Picture| write_svg(picture, svg.as_deref());
            watch(&picture).map_err(Failure::Input)?;
            play::start_watched(picture, seats.side, seats.first, out, &watch)?;
        }
    }
    Ok(())
}

/// The picture given as an argument (`-` for standard input), white space at either end not
/// part of it (columns count from its first edge).
fn read(argument: &str) -> Result<Picture, Failure> {
    read_by(argument, |text| text.trim_start().parse())
}

fn stalk(number: &str, cgsuite: bool, max_edges: u64, out: &mut dyn Write) -> Result<(), Failure> {
    let number: Dyadic = number.parse().map_err(Failure::input)?;
    // The stalk's length, counted before anything is built.
    let edges = number.birthday();
    if edges > max_edges.into() {
        // The count itself may be as long as the number: a machine word's worth at most.
        let edges = match u64::try_from(&edges) {
            Ok(edges) => edges.to_string(),
            Err(_) => "at least 2^64".to_string(),
        };
        return Err(Failure::Input(format!(
            "this stalk has {edges} edges, more than --max-edges {max_edges}: give a larger \
             --max-edges to write it (it is built whole in memory)"
        )));
    }
    let stalk = Picture::stalk(&number);
    if stalk.edges().is_empty() {
        writeln!(out, "(the empty stalk)")?;
    } else if cgsuite {
        let letters: String = stalk
            .edges()
            .iter()
            .map(|edge| edge.colour.cgsuite_letter())
            .collect();
        writeln!(out, "{letters}")?;
    } else {
        writeln!(out, "{stalk}")?;
    }
    Ok(())
}

/// Draws the picture, edges numbered, to the SVG file, if there is one.
fn write_svg(picture: &Picture, path: Option<&std::path::Path>) -> Result<(), String> {
    let Some(path) = path else {
        return Ok(());
    };
    std::fs::write(path, picture.svg_numbered()).map_err(|error| {
        format!(
            "cannot write the picture to {}: {error}",
            game::text::quoted(&path.display().to_string())
        )
    })
}

impl Draw for Picture {
    /// The edges, one a line, then the value and who is ahead.
    fn draw(&self) -> String {
        let edges = self.edges();
        let mut lines = Vec::new();
        if edges.is_empty() {
            lines.push("(no edges left)".to_string());
        }
        for edge in 0..edges.len() {
            lines.push(format!("  {}", self.describe_edge(edge)));
        }
        let value = self.value();
        lines.push(format!("value {value}: {}", value.outcome().words()));
        lines.join("\n")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drawing() {
        let picture: Picture = "0-1:b 1-2:r".parse().unwrap();
        let expected = [
            "  edge 0 (blue, ground-1)",
            "  edge 1 (red, 1-2)",
            "value 1/2: Left wins, whoever starts",
        ];
        assert_eq!(picture.draw(), expected.join("\n"));
        let empty: Picture = "".parse().unwrap();
        assert_eq!(
            empty.draw(),
            "(no edges left)\nvalue 0: whoever moves next loses"
        );
    }
}
