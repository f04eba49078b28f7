//! The page against native: the same requests answered by the panels' WebAssembly module under
//! Node.js and by `web::respond` compiled natively, in one run, and the ratio.
//!
//! `cargo bench -p web --bench page` builds the module as `cargo xtask book` does (the
//! workspace's `wasm` profile, into `target/panels/`), times each request there with
//! `tests/browser/page-speed.mjs`, then natively here, and prints one line per request:
//! the medians and the ratio. Divan then times the native answers alone. Without Node.js or
//! the WebAssembly target it says so in one line and compares nothing.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use divan::black_box;

/// The requests compared, by name: what the page asks when a reader shows a picture.
const REQUESTS: [(&str, &str, &str); 3] = [
    (
        "chapter 7's example",
        "hackenbush",
        "0-1:b 1-2:b 2-3:r 2-4:b 0-5:r 5-6:r 6-0:b 0-7:g 7-8:r",
    ),
    (
        "a 12-edge mixed cycle",
        "hackenbush",
        "0-1:b 1-2:g 2-3:r 3-4:b 4-0:g 1-5:r 5-6:g 6-2:b 3-7:g 7-8:r 8-4:b 8-8:g",
    ),
    (
        "Winning Ways' Bed (30 edges)",
        "hackenbush",
        "(lr:A(rr:B;rr:D;rr:F);lr:B(r(r:D;r:E));lr:C(rr:F;rr:G);lr:D;lr:E(r(r:F;r:G));lr:F;lr:G)",
    ),
];

/// How many times each request is answered on each side (the median is compared).
const RUNS: usize = 3;

fn request(game: &str, position: &str) -> String {
    serde_json::json!({ "game": game, "op": "show", "position": position, "side": "left" })
        .to_string()
}

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The module, built as `cargo xtask book` builds it; `None` (and why) if it cannot be.
fn module(workspace: &Path) -> Result<PathBuf, String> {
    let target_dir = workspace.join("target/panels");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let built = Command::new(cargo)
        .current_dir(workspace)
        .args(["build", "--quiet", "-p", "web", "--profile", "wasm"])
        .args(["--target", "wasm32-unknown-unknown", "--target-dir"])
        .arg(&target_dir)
        .status();
    match built {
        Ok(status) if status.success() => {
            Ok(target_dir.join("wasm32-unknown-unknown/wasm/web.wasm"))
        }
        _ => Err("the module did not build (rustup target add wasm32-unknown-unknown)".into()),
    }
}

/// The median of `times`, in milliseconds.
fn median(mut times: Vec<f64>) -> f64 {
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

/// Each request's median in the module under Node, and its answer.
fn in_node(
    workspace: &Path,
    module: &Path,
    requests: &[String],
) -> Result<Vec<(f64, String)>, String> {
    let folder = std::env::temp_dir().join(format!("gamebirds-page-{}", std::process::id()));
    std::fs::create_dir_all(&folder).map_err(|e| e.to_string())?;
    let mut files = Vec::new();
    for (index, request) in requests.iter().enumerate() {
        let file = folder.join(format!("{index}.json"));
        std::fs::write(&file, request).map_err(|e| e.to_string())?;
        files.push(file);
    }
    let output = Command::new("node")
        .arg(workspace.join("tests/browser/page-speed.mjs"))
        .arg(module)
        .arg(RUNS.to_string())
        .args(&files)
        .output()
        .map_err(|_| "no Node.js (apt install nodejs)".to_string())?;
    let _ = std::fs::remove_dir_all(&folder);
    if !output.status.success() {
        return Err(String::from_utf8_lossy(&output.stderr).into_owned());
    }
    let lines = String::from_utf8_lossy(&output.stdout).into_owned();
    let mut timed = Vec::new();
    for line in lines.lines() {
        let line: serde_json::Value = serde_json::from_str(line).map_err(|e| e.to_string())?;
        let answer = line["answer"].as_str().unwrap_or_default().to_string();
        timed.push((line["median_ms"].as_f64().unwrap_or(f64::NAN), answer));
    }
    Ok(timed)
}

/// The answer to `request` and its time in milliseconds, on a thread of its own: as in a fresh
/// instance of the module, nothing is remembered from an earlier request (the Hackenbush panel
/// keeps what it searched, per thread).
fn fresh(request: &str) -> (f64, String) {
    std::thread::scope(|scope| {
        scope
            .spawn(|| {
                let started = Instant::now();
                let answer = web::respond(black_box(request));
                (started.elapsed().as_secs_f64() * 1e3, answer)
            })
            .join()
            .expect("no panic")
    })
}

/// Each request's median natively, and its answer.
fn natively(requests: &[String]) -> Vec<(f64, String)> {
    let mut timed = Vec::new();
    for request in requests {
        let mut times = Vec::new();
        let mut answer = String::new();
        for _ in 0..RUNS {
            let (time, answered) = fresh(request);
            times.push(time);
            answer = answered;
        }
        timed.push((median(times), answer));
    }
    timed
}

fn compare() -> Result<(), String> {
    let workspace = workspace();
    let module = module(&workspace)?;
    let requests: Vec<String> = REQUESTS.iter().map(|(_, g, p)| request(g, p)).collect();
    let node = in_node(&workspace, &module, &requests)?;
    let native = natively(&requests);
    println!("the page against native ({RUNS} runs each, medians):");
    for (((name, _, _), (page, page_answer)), (here, answer)) in
        REQUESTS.iter().zip(&node).zip(&native)
    {
        let same = if page_answer == answer {
            "same answer"
        } else {
            "ANSWERS DIFFER"
        };
        println!(
            "  {name}: WebAssembly {page:.1} ms, native {here:.1} ms, {:.2}x ({same})",
            page / here
        );
    }
    Ok(())
}

fn main() {
    if let Err(why) = compare() {
        println!("the page against native: not compared: {why}");
    }
    divan::main();
}

/// The native answers alone (each on a fresh thread).
#[divan::bench(args = [0, 1, 2], sample_count = 3, sample_size = 1)]
fn native(index: usize) -> String {
    let (_, game, position) = REQUESTS[index];
    fresh(&request(game, position)).1
}
