//! The property every command holds, whatever it is given (issue 19): random games, rows,
//! pictures, numbers and moves, valid and corrupted, through every `gamebird` command, each run
//! under an address-space limit and a time limit. Every run answers (exit 0, nothing on
//! standard error) or refuses in one line (exit 2, one `error: …` line): never a panic, an
//! abort or a run past its time.
//!
//! The inputs are drawn from a seeded generator, so a failure names the seed and the run that
//! shows it; `GAMEBIRD_PROPERTY_SEED=n` draws another set. The quick sets run with `cargo test`
//! (small inputs and small limits, passed by the commands' `--max-…` flags); a larger run is
//! `#[ignore]`d: `cargo test --release -p gamebird --test property -- --ignored`.

use std::cell::Cell;
use std::fs;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::thread;
use std::time::{Duration, Instant};

use fastrand::Rng;

/// The address space a run may use, in KiB: 2 GB, as the hostile-input test allows.
const MEMORY_KIB: u64 = 2_000_000;

/// The time a run may take, in seconds: generous for a debug build on a busy machine; the
/// inputs are small and the limits passed are small, so a run takes well under a second.
const SECONDS: u64 = 30;

/// The seed of the quick sets, unless `GAMEBIRD_PROPERTY_SEED` names another.
const SEED: u64 = 19;

/// One run of the calculator: its arguments and what it reads.
#[derive(Debug)]
struct Case {
    args: Vec<String>,
    stdin: Vec<u8>,
}

/// How a run ended.
struct Run {
    code: Option<i32>,
    stderr: String,
    seconds: f64,
}

/// The calculator, held by a link of its own: a build of the shared `target` directory while the
/// runs go on replaces the file the build made, never this one.
fn binary() -> &'static Path {
    static BINARY: OnceLock<PathBuf> = OnceLock::new();
    BINARY.get_or_init(|| {
        let built = Path::new(env!("CARGO_BIN_EXE_gamebird"));
        let name = format!("gamebird-property-{}", std::process::id());
        let held = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
        let _ = fs::remove_file(&held);
        match fs::hard_link(built, &held).or_else(|_| fs::copy(built, &held).map(drop)) {
            Ok(()) => held,
            Err(_) => built.to_path_buf(),
        }
    })
}

/// Runs `case` under [`MEMORY_KIB`] of address space, killed after [`SECONDS`].
fn run(case: &Case) -> Run {
    let script = format!("ulimit -v {MEMORY_KIB}; exec \"$0\" \"$@\"");
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(script)
        .arg(binary())
        .args(&case.args)
        .env_remove("RUST_BACKTRACE")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sh runs gamebird");
    let mut stdin = child.stdin.take().expect("a pipe");
    let input = case.stdin.clone();
    // The calculator may stop reading at any time: a closed pipe is fine.
    let writer = thread::spawn(move || drop(stdin.write_all(&input)));
    let mut stdout = child.stdout.take().expect("a pipe");
    let reader = thread::spawn(move || {
        let mut buffer = vec![0u8; 1 << 16];
        while matches!(stdout.read(&mut buffer), Ok(read) if read > 0) {}
    });
    let mut stderr = child.stderr.take().expect("a pipe");
    let errors = thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = stderr.read_to_end(&mut bytes);
        String::from_utf8_lossy(&bytes).into_owned()
    });
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("the child can be waited for") {
            break status;
        }
        if start.elapsed() > Duration::from_secs(SECONDS) {
            let _ = child.kill();
            break child.wait().expect("a killed child is waited for");
        }
        thread::sleep(Duration::from_millis(5));
    };
    let seconds = start.elapsed().as_secs_f64();
    writer.join().expect("the writer ends");
    reader.join().expect("the reader ends");
    Run {
        code: status.code(),
        stderr: errors.join().expect("the error reader ends"),
        seconds,
    }
}

/// What is wrong with a run, if anything: the property every run holds.
fn fault(run: &Run) -> Option<String> {
    if run.seconds > SECONDS as f64 {
        return Some(format!("ran past {SECONDS} s"));
    }
    let signs = [
        "panicked",
        "memory allocation",
        "backtrace",
        "RUST_BACKTRACE",
    ];
    match run.code {
        Some(0) if run.stderr.is_empty() => None,
        Some(2)
            if run.stderr.lines().count() == 1
                && run.stderr.starts_with("error: ")
                && !signs.iter().any(|sign| run.stderr.contains(sign)) =>
        {
            None
        }
        code => Some(format!("exit {code:?}: {}", excerpt(&run.stderr))),
    }
}

/// At most 300 characters of `text`, for a message.
fn excerpt(text: &str) -> String {
    let mut cut: String = text.chars().take(300).collect();
    if cut.len() < text.len() {
        cut.push('…');
    }
    cut
}

/// The case, shortened for a message.
fn shown(case: &Case) -> String {
    let args: Vec<String> = case.args.iter().map(|arg| excerpt(arg)).collect();
    let stdin = String::from_utf8_lossy(&case.stdin);
    format!("{args:?} reading {:?}", excerpt(&stdin))
}

/// The seed: [`SEED`], or `GAMEBIRD_PROPERTY_SEED`.
fn seed() -> u64 {
    std::env::var("GAMEBIRD_PROPERTY_SEED")
        .ok()
        .and_then(|text| text.parse().ok())
        .unwrap_or(SEED)
}

thread_local! {
    /// How many times the runs a set names are made: more in the larger run.
    static RUNS: Cell<usize> = const { Cell::new(1) };
}

/// Runs `count` cases drawn by `draw` (set `set`, seeded), and fails naming every run that
/// breaks the property, with the seed that draws it again.
fn holds(set: u64, count: usize, draw: impl Fn(&mut Rng) -> Case) {
    let count = count * RUNS.with(Cell::get);
    let seed = seed();
    let mut faults = Vec::new();
    let mut answered = 0;
    for index in 0..count {
        let mut rng = Rng::with_seed(seed ^ (set << 32) ^ index as u64);
        let case = draw(&mut rng);
        let run = run(&case);
        answered += usize::from(run.code == Some(0));
        if let Some(fault) = fault(&run) {
            faults.push(format!("run {index}: {}: {fault}", shown(&case)));
        }
    }
    eprintln!("set {set}: {answered} of {count} runs answered, the others refused");
    // Valid inputs are drawn as often as corrupted ones: the answers are tested too.
    assert!(
        set == 10 || answered * 4 >= count,
        "set {set}: only {answered} of {count} runs answered"
    );
    assert!(
        faults.is_empty(),
        "seed {seed}, set {set}: {} of {count} runs failed:\n{}",
        faults.len(),
        faults.join("\n")
    );
}

/// A case of these arguments, reading nothing.
fn args(words: &[&str]) -> Case {
    Case {
        args: words.iter().map(|word| word.to_string()).collect(),
        stdin: Vec::new(),
    }
}

/// `words`, with `text` given as the argument or, now and then, on standard input as `-`.
fn with_text(text: String, rng: &mut Rng, words: &[&str], flags: &[&str]) -> Case {
    let mut case = args(words);
    if rng.u8(..4) == 0 {
        case.args.push("-".to_string());
        case.stdin = text.into_bytes();
        corrupt_bytes(rng, &mut case.stdin);
    } else {
        case.args.push(text);
    }
    case.args.extend(flags.iter().map(|flag| flag.to_string()));
    case
}

fn pick<'a>(rng: &mut Rng, from: &[&'a str]) -> &'a str {
    from[rng.usize(..from.len())]
}

// The corruptions: what a hostile or careless reader types.

/// Characters that are not what any notation expects, or are part of another's.
const STRANGE: &[&str] = &[
    "(",
    ")",
    "{",
    "}",
    "|",
    "||",
    ",",
    "+",
    "-",
    "/",
    "*",
    "^",
    "v",
    "w",
    "ω",
    ":",
    " ",
    "\t",
    "\n",
    "x",
    "é",
    "\u{202e}",
    "\u{feff}",
    "\u{1b}[31m",
    "0",
    "9",
    "_",
    "A",
    "B",
    "C",
    "○",
    "●",
    "◐",
    "e",
    "\u{ffff}",
    ".",
    "#",
];

/// `text`, sometimes corrupted: cut short, a strange character put in, a part doubled, a huge
/// number put in, or the whole nested deep.
fn corrupt(text: String, rng: &mut Rng) -> String {
    let chars: Vec<char> = text.chars().collect();
    let at = rng.usize(..=chars.len());
    let (head, tail): (String, String) =
        (chars[..at].iter().collect(), chars[at..].iter().collect());
    match rng.u8(..12) {
        0 => head,
        1 => format!("{head}{}{tail}", pick(rng, STRANGE)),
        2 => format!("{head}{}{}", pick(rng, STRANGE), pick(rng, STRANGE)),
        3 => {
            let from = rng.usize(..=at);
            let part: String = chars[from..at].iter().collect();
            format!("{head}{part}{part}{tail}")
        }
        4 => format!("{head}{}{tail}", huge_number(rng)),
        5 => {
            let depth = rng.usize(1..2000);
            let (open, close) = match rng.u8(..3) {
                0 => ("(", ")"),
                1 => ("{", "|}"),
                _ => ("{|", "}"),
            };
            format!("{}{text}{}", open.repeat(depth), close.repeat(depth))
        }
        _ => text,
    }
}

/// Bytes on standard input, sometimes with bytes that are not UTF-8, or a NUL.
fn corrupt_bytes(rng: &mut Rng, bytes: &mut Vec<u8>) {
    match rng.u8(..10) {
        0 => {
            let at = rng.usize(..=bytes.len());
            bytes.insert(at, pick_byte(rng));
        }
        1 => bytes.truncate(rng.usize(..=bytes.len())),
        _ => {}
    }
}

fn pick_byte(rng: &mut Rng) -> u8 {
    [0xff, 0xc3, 0xe2, 0x00, 0x80, b'\r'][rng.usize(..6)]
}

/// A number far beyond any game's need, written one of several ways.
fn huge_number(rng: &mut Rng) -> String {
    let digits = rng.usize(19..400);
    match rng.u8(..5) {
        0 => "9".repeat(digits),
        1 => format!("1{}", "0".repeat(digits)),
        2 => format!("-{}", "9".repeat(digits)),
        3 => "18446744073709551616".to_string(),
        _ => "-9223372036854775808".to_string(),
    }
}

/// A small whole number, or sometimes a large one.
fn whole(rng: &mut Rng, most: u32) -> String {
    match rng.u8(..8) {
        0 => huge_number(rng),
        1 => rng.u64(..u64::MAX).to_string(),
        _ => rng.u32(..=most).to_string(),
    }
}

// The notations, drawn small (so that the answers come fast) and then corrupted.

/// A dyadic number: `3`, `-5/8`, `2 3/8`, or one that is not (`1/3`).
fn dyadic(rng: &mut Rng) -> String {
    let sign = if rng.bool() { "-" } else { "" };
    let text = match rng.u8(..6) {
        0 => format!("{sign}{}", rng.u32(..100)),
        1 => format!("{sign}{}/{}", rng.u32(..200), 1u32 << rng.u32(..12)),
        2 => format!("{sign}{} {}/{}", rng.u32(..9), 2 * rng.u32(..8) + 1, 16),
        3 => format!("{}/{}", rng.u32(..50), rng.u32(..50)),
        4 => format!("{sign}{}/{}", rng.u32(..100), 1u64 << rng.u32(20..64)),
        _ => format!("{sign}{}", rng.u32(..10)),
    };
    corrupt(text, rng)
}

/// A sum of rows of pebbles: `A B B A + C A`.
fn pebbles(rng: &mut Rng, letters: &[&str], rows: usize, long: usize) -> String {
    let rows = rng.usize(1..=rows);
    let text = (0..rows)
        .map(|_| {
            let length = rng.usize(0..=long);
            (0..length)
                .map(|_| pick(rng, letters))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join(" + ");
    corrupt(text, rng)
}

/// A short game in CGSuite's notation: numbers, nimbers, ups, braces and sums.
fn game(rng: &mut Rng) -> String {
    fn draw(rng: &mut Rng, depth: u32) -> String {
        match rng.u8(..if depth == 0 { 5 } else { 8 }) {
            0 => rng.i32(-4..5).to_string(),
            1 => format!("*{}", rng.u32(..6)),
            2 => pick(rng, &["^", "v", "^*", "vv", "^^*3", "1/2", "-3/4", "*"]).to_string(),
            3 => pick(rng, &["0", "±1", "{1|-1}", "{2|0}", "{0|*}"]).to_string(),
            4 => format!("{}*{}", rng.i32(-2..3), rng.u32(..4)),
            5 | 6 => {
                let side = |rng: &mut Rng| {
                    let count = rng.usize(0..3);
                    (0..count)
                        .map(|_| draw(rng, depth - 1))
                        .collect::<Vec<_>>()
                        .join(",")
                };
                let (left, right) = (side(rng), side(rng));
                format!("{{{left}|{right}}}")
            }
            _ => format!(
                "{} {} {}",
                draw(rng, depth - 1),
                pick(rng, &["+", "-"]),
                draw(rng, depth - 1)
            ),
        }
    }
    let text = draw(rng, 3);
    corrupt(text, rng)
}

/// An ordinal expression: `w^(w+3) + w^w*3`, `e0`, `(w+1)*2`.
fn ordinal(rng: &mut Rng) -> String {
    fn draw(rng: &mut Rng, depth: u32) -> String {
        match rng.u8(..if depth == 0 { 3 } else { 7 }) {
            0 => rng.u32(..20).to_string(),
            1 => pick(rng, &["w", "ω", "e0", "w1", "e1"]).to_string(),
            2 => pick(rng, &["w^w", "w^2", "2^w", "w*3"]).to_string(),
            3 => format!("({})", draw(rng, depth - 1)),
            _ => format!(
                "{}{}{}",
                draw(rng, depth - 1),
                pick(rng, &["+", "*", "^", "·"]),
                draw(rng, depth - 1)
            ),
        }
    }
    let text = draw(rng, 3);
    corrupt(text, rng)
}

/// A recurring row, or a sum of them: `A B ( B A ) + ( A )`.
fn row(rng: &mut Rng) -> String {
    fn draw(rng: &mut Rng, depth: u32) -> String {
        let items = rng.usize(1..5);
        (0..items)
            .map(|_| match rng.u8(..if depth == 0 { 2 } else { 3 }) {
                0 => "A".to_string(),
                1 => "B".to_string(),
                _ => format!("( {} )", draw(rng, depth - 1)),
            })
            .collect::<Vec<_>>()
            .join(" ")
    }
    let rows = rng.usize(1..3);
    let text = (0..rows)
        .map(|_| draw(rng, 3))
        .collect::<Vec<_>>()
        .join(" + ");
    corrupt(text, rng)
}

/// A number in Conway normal form, as `surreal row` reads it.
fn surreal_number(rng: &mut Rng) -> String {
    let text = match rng.u8(..4) {
        0 => dyadic(rng),
        1 => format!("{}/{}", rng.u32(..30), rng.u32(1..30)),
        _ => pick(
            rng,
            &[
                "w + 1/3",
                "2w",
                "w/2",
                "5w^2",
                "1 - 1/(2w)",
                "w^(1/2)",
                "1/w",
                "w^w",
                "-w",
                "(w+1)*(w-1)",
                "w^-1",
                "3w/7 + 2/5",
            ],
        )
        .to_string(),
    };
    corrupt(text, rng)
}

/// A Hackenbush picture: edges `i-j:c` on nodes from 0 (the ground), or a letter form.
fn picture(rng: &mut Rng) -> String {
    let text = match rng.u8(..5) {
        0 => pick(rng, &["e", "el", "l", "r", "lr", "elr", "ll r"]).to_string(),
        _ => {
            let edges = rng.usize(0..7);
            let nodes = rng.u32(2..6);
            (0..edges)
                .map(|_| {
                    format!(
                        "{}-{}:{}",
                        rng.u32(..nodes),
                        rng.u32(..nodes),
                        pick(rng, &["b", "r", "g"])
                    )
                })
                .collect::<Vec<_>>()
                .join(" ")
        }
    };
    corrupt(text, rng)
}

/// A beanstalk: a stalk climbing for ever, `( b ) b r`.
fn beanstalk(rng: &mut Rng) -> String {
    let colours = |rng: &mut Rng, most: usize| {
        let count = rng.usize(1..=most);
        (0..count)
            .map(|_| pick(rng, &["b", "r"]))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let text = match rng.u8(..3) {
        0 => format!("( {} )", colours(rng, 3)),
        1 => format!("( {} ) {}", colours(rng, 2), colours(rng, 4)),
        _ => format!("{} ( {} )", colours(rng, 3), colours(rng, 3)),
    };
    corrupt(text, rng)
}

/// Nim piles: `1 2 4`, `3,4`, now and then an ordinal height.
fn piles(rng: &mut Rng) -> String {
    let count = rng.usize(0..6);
    let text = (0..count)
        .map(|_| match rng.u8(..10) {
            0 => pick(rng, &["w", "w+1", "w^2"]).to_string(),
            _ => whole(rng, 20),
        })
        .collect::<Vec<_>>()
        .join(pick(rng, &[" ", ",", ", "]));
    corrupt(text, rng)
}

/// A Hackendot forest: rooted trees as balanced parentheses, `(()) (()())`.
fn forest(rng: &mut Rng) -> String {
    fn tree(rng: &mut Rng, depth: u32) -> String {
        let children = if depth == 0 { 0 } else { rng.usize(0..3) };
        let inside: String = (0..children).map(|_| tree(rng, depth - 1)).collect();
        format!("({inside})")
    }
    let trees = rng.usize(1..4);
    let text = (0..trees)
        .map(|_| tree(rng, 3))
        .collect::<Vec<_>>()
        .join(" ");
    corrupt(text, rng)
}

/// Lines typed to a game: moves (numbers, words), advice asked, nonsense, and usually `quit`.
fn moves(rng: &mut Rng) -> Vec<u8> {
    let lines = rng.usize(0..8);
    let mut typed = String::new();
    for _ in 0..lines {
        let line = match rng.u8(..6) {
            0 => pick(rng, &["hint", "help", "quit", "", "left", "?"]).to_string(),
            1 => corrupt(format!("{} {}", rng.u32(..6), rng.u32(..6)), rng),
            2 => whole(rng, 10),
            _ => (0..rng.usize(1..4))
                .map(|_| rng.u32(..8).to_string())
                .collect::<Vec<_>>()
                .join(" "),
        };
        typed.push_str(&line);
        typed.push('\n');
    }
    if rng.u8(..4) != 0 {
        typed.push_str("quit\n");
    }
    let mut bytes = typed.into_bytes();
    corrupt_bytes(rng, &mut bytes);
    bytes
}

/// A game played with scripted moves: the position as an argument, the seats given or not.
fn play(rng: &mut Rng, words: &[&str], position: String, seats: &[&str]) -> Case {
    let mut case = args(words);
    case.args.push(position);
    if rng.u8(..4) != 0 {
        case.args.extend(seats.iter().map(|flag| flag.to_string()));
        case.args.push(pick(rng, &["me", "computer"]).to_string());
    }
    case.stdin = moves(rng);
    case
}

// The sets: one per chapter's commands, each its own test so that they run side by side.

/// Small limits for the commands that search or build canonical forms.
const SMALL_WORK: &[&str] = &["--max-work", "20000", "--max-size", "20000"];

#[test]
fn dyadic_commands_hold() {
    holds(1, 200, |rng| match rng.u8(..3) {
        0 => args(&["dyadic", "value", &dyadic(rng)]),
        1 => args(&["dyadic", "row", &dyadic(rng)]),
        _ => {
            let bound = |rng: &mut Rng| match rng.u8(..4) {
                0 => "_".to_string(),
                _ => dyadic(rng),
            };
            args(&["dyadic", "between", &bound(rng), &bound(rng)])
        }
    });
}

#[test]
fn hackenstrings_commands_hold() {
    let letters = &["A", "B", "C"];
    holds(2, 200, |rng| {
        let position = pebbles(rng, letters, 3, 6);
        match rng.u8(..7) {
            0 => with_text(position, rng, &["hackenstrings", "value"], SMALL_WORK),
            1 => {
                let format = pick(rng, &["decimal", "binary"]);
                let flags = [SMALL_WORK, &["--format", format, "--exact"]].concat();
                with_text(position, rng, &["hackenstrings", "value"], &flags)
            }
            2 => {
                let player = pick(rng, &["left", "right"]);
                let flags = [SMALL_WORK, &["--player", player]].concat();
                with_text(position, rng, &["hackenstrings", "best"], &flags)
            }
            3 => args(&["hackenstrings", "row", &dyadic(rng)]),
            4 => {
                let (a, b) = (
                    pebbles(rng, &["A", "B"], 1, 8),
                    pebbles(rng, &["A", "B"], 1, 8),
                );
                let minus = if rng.bool() { "--minus" } else { "--" };
                args(&["hackenstrings", "add", minus, &a, &b])
            }
            5 => with_text(position, rng, &["hackenstrings", "svg"], &["--max", "200"]),
            _ => play(
                rng,
                &["hackenstrings", "play"],
                position,
                &["--side", "left", "--first"],
            ),
        }
    });
}

#[test]
fn canonical_commands_hold() {
    holds(3, 200, |rng| {
        let g = game(rng);
        let words = |name: &'static str| ["canonical", name];
        match rng.u8(..8) {
            0 => {
                let second = game(rng);
                let mut case = args(&["canonical", "compare", &g, &second]);
                case.args
                    .extend(SMALL_WORK.iter().map(|flag| flag.to_string()));
                case
            }
            1 => {
                let name = pick(rng, &["cool", "heat"]);
                let mut case = args(&["canonical", name, &g, &dyadic(rng)]);
                case.args
                    .extend(SMALL_WORK.iter().map(|flag| flag.to_string()));
                case
            }
            2 => with_text(g, rng, &["game", "value"], SMALL_WORK),
            _ => {
                let name = pick(
                    rng,
                    &[
                        "value",
                        "outcome",
                        "stops",
                        "temperature",
                        "mean",
                        "thermograph",
                        "freeze",
                        "incentives",
                        "reduced",
                        "atomic-weight",
                    ],
                );
                with_text(g, rng, &words(name), SMALL_WORK)
            }
        }
    });
}

#[test]
fn ordinal_commands_hold() {
    holds(4, 150, |rng| {
        let a = ordinal(rng);
        match rng.u8(..3) {
            0 => with_text(a, rng, &["ordinal"], &["--ascii"]),
            1 => with_text(a, rng, &["ordinal"], &[]),
            _ => {
                let name = pick(
                    rng,
                    &[
                        "compare",
                        "minus",
                        "divide",
                        "natural-sum",
                        "natural-product",
                    ],
                );
                args(&["ordinal", name, &a, &ordinal(rng)])
            }
        }
    });
}

#[test]
fn surreal_commands_hold() {
    holds(5, 200, |rng| {
        let position = row(rng);
        match rng.u8(..7) {
            0 => with_text(position, rng, &["surreal", "value"], &["--ascii"]),
            1 => with_text(position, rng, &["surreal", "birthday"], &[]),
            2 => args(&["surreal", "compare", &position, &row(rng)]),
            3 => {
                let number = surreal_number(rng);
                let glyphs = if rng.bool() { "--glyphs" } else { "--ascii" };
                args(&["surreal", "row", &number, glyphs, "--max-pebbles", "10000"])
            }
            4 => with_text(position, rng, &["surreal", "svg"], &["--max", "500"]),
            5 => args(&[
                "surreal",
                "row",
                &surreal_number(rng),
                "--max-pebbles",
                "10000",
            ]),
            _ => play(
                rng,
                &["surreal", "play"],
                position,
                &["--side", "left", "--first"],
            ),
        }
    });
}

/// Hackenbush's searches, with a small budget of work.
fn hackenbush_case(rng: &mut Rng) -> Case {
    let work = ["--max-work", "200000"];
    let position = picture(rng);
    match rng.u8(..7) {
        0 => with_text(position, rng, &["hackenbush", "value"], &work),
        1 => {
            let player = pick(rng, &["left", "right"]);
            let flags = [&work[..], &["--player", player]].concat();
            with_text(position, rng, &["hackenbush", "best"], &flags)
        }
        2 => args(&["hackenbush", "stalk", &dyadic(rng), "--max-edges", "1000"]),
        3 => {
            let mut case = args(&["hackenbush", "beanstalk", &beanstalk(rng), "--ascii"]);
            if rng.bool() {
                case.args.push("--beside".to_string());
                case.args.push(picture(rng));
            }
            case.args.extend(work.iter().map(|flag| flag.to_string()));
            case
        }
        4 => with_text(
            position,
            rng,
            &["hackenbush", "svg"],
            &["--numbered", "--max", "200"],
        ),
        _ => {
            let mut case = play(
                rng,
                &["hackenbush", "play"],
                position,
                &["--side", "right", "--first"],
            );
            case.args.extend(work.iter().map(|flag| flag.to_string()));
            case
        }
    }
}

#[test]
fn hackenbush_commands_hold() {
    holds(6, 200, hackenbush_case);
}

#[test]
fn nim_commands_hold() {
    holds(7, 150, |rng| {
        let position = piles(rng);
        let misere: &[&str] = if rng.bool() { &["--misere"] } else { &[] };
        match rng.u8(..4) {
            0 => with_text(position, rng, &["nim", "value"], misere),
            1 => with_text(position, rng, &["nim", "moves"], misere),
            2 => with_text(
                position,
                rng,
                &["nim", "svg"],
                &["--substacks", "--max", "200"],
            ),
            _ => play(rng, &["nim", "play"], position, &["--first"]),
        }
    });
}

#[test]
fn hackendot_commands_hold() {
    holds(8, 150, |rng| {
        let position = forest(rng);
        match rng.u8(..5) {
            0 => with_text(position, rng, &["hackendot", "value"], &[]),
            1 => with_text(position, rng, &["hackendot", "contract"], &[]),
            2 => with_text(position, rng, &["hackendot", "best"], &[]),
            3 => with_text(
                position,
                rng,
                &["hackendot", "svg"],
                &["--coloured", "--contractions", "--max", "200"],
            ),
            _ => play(rng, &["hackendot", "play"], position, &["--first"]),
        }
    });
}

#[test]
fn nimber_commands_hold() {
    holds(9, 100, |rng| {
        let nimber = |rng: &mut Rng| corrupt(whole(rng, 300), rng);
        match rng.u8(..6) {
            0 => args(&[
                "nimber",
                "multiply",
                &nimber(rng),
                &nimber(rng),
                &nimber(rng),
            ]),
            1 => args(&["nimber", "inverse", &nimber(rng)]),
            2 => args(&["nimber", "divide", &nimber(rng), &nimber(rng)]),
            3 => args(&[
                "nimber",
                "power",
                &nimber(rng),
                &corrupt(whole(rng, 40), rng),
            ]),
            4 => args(&["nimber", "sqrt", &nimber(rng)]),
            _ => args(&["nimber", "table", &corrupt(whole(rng, 40), rng)]),
        }
    });
}

/// Words that are no command, flags out of place, and every command with nothing given.
#[test]
fn command_lines_hold() {
    let commands: &[&[&str]] = &[
        &["dyadic", "value"],
        &["hackenstrings", "best"],
        &["canonical", "cool"],
        &["ordinal", "divide"],
        &["surreal", "row"],
        &["hackenbush", "stalk"],
        &["nim", "svg"],
        &["hackendot", "contract"],
        &["nimber", "table"],
        &["completions"],
    ];
    holds(10, 100, |rng| {
        let mut case = args(commands[rng.usize(..commands.len())]);
        for _ in 0..rng.usize(0..3) {
            let word = pick(
                rng,
                &[
                    "--max",
                    "--max-work",
                    "-1",
                    "--help",
                    "-h",
                    "--version",
                    "--",
                    "chess",
                    "bash",
                    "--player",
                    "--first",
                    "up",
                    "",
                ],
            );
            case.args.push(corrupt(word.to_string(), rng));
        }
        case
    });
}

/// The same sets, 25 times as many runs each, on new inputs: `cargo test --release -p gamebird
/// --test property -- --ignored`.
#[test]
#[ignore = "a larger run: cargo test --release -p gamebird --test property -- --ignored"]
fn every_command_holds_on_many_inputs() {
    RUNS.with(|runs| runs.set(25));
    dyadic_commands_hold();
    hackenstrings_commands_hold();
    canonical_commands_hold();
    ordinal_commands_hold();
    surreal_commands_hold();
    hackenbush_commands_hold();
    nim_commands_hold();
    hackendot_commands_hold();
    nimber_commands_hold();
    command_lines_hold();
}
