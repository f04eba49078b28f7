//! The chapters' live panels: the `web` crate compiled to WebAssembly and placed in the built
//! book, where `panels.js` loads it.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result, bail};

/// The target the panels are compiled for.
pub const TARGET: &str = "wasm32-unknown-unknown";

/// The line printed when the target is missing: what to run, and that the book is built anyway.
pub const MISSING_TARGET: &str = "The book's live panels need the WebAssembly target: run `rustup target add wasm32-unknown-unknown` (building the book without them).";

/// Where in the built book the module goes, as `panels-worker.js` (the Web Worker `panels.js`
/// starts) expects it.
pub const MODULE: &str = "panels/web.wasm";

/// The line printed before adding the target with rustup.
pub const ADDING_TARGET: &str = "The book's live panels need the WebAssembly target: adding it (rustup target add wasm32-unknown-unknown)…";

/// What to do about [`TARGET`] before building the book.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Plan {
    /// It is installed: nothing.
    Ready,
    /// It is missing and rustup is at hand: add it.
    Add,
    /// It is missing and there is no rustup: build the book without the panels.
    DoWithout,
}

fn plan(installed: bool, rustup_found: bool) -> Plan {
    match (installed, rustup_found) {
        (true, _) => Plan::Ready,
        (false, true) => Plan::Add,
        (false, false) => Plan::DoWithout,
    }
}

/// Makes sure the toolchain has [`TARGET`], for `cargo xtask book` on a fresh machine: when it is
/// missing and `rustup` is on the `PATH` (or is the program named by `GAMEBIRDS_RUSTUP`), runs
/// `rustup target add wasm32-unknown-unknown`, after one line saying so. Returns whether the
/// target is there; when it is not, [`add_to`] then says so in one line and the book is built
/// without its panels.
pub fn ensure_target() -> bool {
    let rustup = std::env::var_os("GAMEBIRDS_RUSTUP")
        .map(PathBuf::from)
        .or_else(|| on_path("rustup"));
    ensure(&target_installed, rustup.as_deref())
}

fn ensure(installed: &dyn Fn() -> bool, rustup: Option<&Path>) -> bool {
    match plan(installed(), rustup.is_some_and(Path::is_file)) {
        Plan::Ready => true,
        Plan::DoWithout => false,
        Plan::Add => {
            eprintln!("{ADDING_TARGET}");
            let added = Command::new(rustup.expect("found"))
                .args(["target", "add", TARGET])
                .output();
            added.is_ok_and(|output| output.status.success()) && installed()
        }
    }
}

/// The program `name` in a folder of the `PATH`, if there is one.
fn on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|folder| folder.join(name))
        .find(|candidate| candidate.is_file())
}

/// Whether the Rust toolchain that builds this workspace has the standard library for
/// [`TARGET`].
pub fn target_installed() -> bool {
    let sysroot = Command::new(rustc()).args(["--print", "sysroot"]).output();
    match sysroot {
        Ok(output) if output.status.success() => {
            let sysroot = String::from_utf8_lossy(&output.stdout).trim().to_string();
            target_in(Path::new(&sysroot))
        }
        _ => false,
    }
}

/// Whether the toolchain at `sysroot` has the standard library for [`TARGET`].
fn target_in(sysroot: &Path) -> bool {
    sysroot
        .join("lib/rustlib")
        .join(TARGET)
        .join("lib")
        .is_dir()
}

fn rustc() -> String {
    std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string())
}

/// Builds the `web` crate for [`TARGET`] with the size-optimised `wasm` profile of the
/// workspace `Cargo.toml`, in a target folder of its own under `target/` (so that it never
/// waits on, or for, the build that is running this), and returns the module's path.
///
/// # Errors
/// When cargo fails; its messages are on stderr.
pub fn build(workspace: &Path) -> Result<PathBuf> {
    let target_dir = workspace.join("target/panels");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let status = Command::new(cargo)
        .current_dir(workspace)
        .args([
            "build",
            "--quiet",
            "-p",
            "web",
            "--profile",
            "wasm",
            "--target",
            TARGET,
        ])
        .arg("--target-dir")
        .arg(&target_dir)
        .status()
        .context("cannot run cargo to build the panels")?;
    if !status.success() {
        bail!("building the panels' WebAssembly module failed ({status})");
    }
    Ok(target_dir.join(TARGET).join("wasm/web.wasm"))
}

/// Builds the module when the target is installed and copies it into the built book at
/// `output`; otherwise says, in one line, how to install the target. Returns whether the book
/// has its panels.
///
/// # Errors
/// When the target is installed but the build or the copy fails.
pub fn add_to(output: &Path, workspace: &Path) -> Result<bool> {
    add_if(target_installed(), output, workspace)
}

fn add_if(installed: bool, output: &Path, workspace: &Path) -> Result<bool> {
    if !installed {
        eprintln!("{MISSING_TARGET}");
        return Ok(false);
    }
    eprintln!("Compiling the panels to WebAssembly…");
    let module = build(workspace)?;
    let destination = output.join(MODULE);
    fs::create_dir_all(destination.parent().expect("a folder"))?;
    fs::copy(&module, &destination)
        .with_context(|| format!("cannot copy {} into the book", module.display()))?;
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_toolchain_without_the_target_is_told_how_to_add_it_in_one_line() {
        let sysroot =
            std::env::temp_dir().join(format!("gamebirds-sysroot-{}", std::process::id()));
        assert!(!target_in(&sysroot));
        fs::create_dir_all(sysroot.join("lib/rustlib").join(TARGET).join("lib")).unwrap();
        assert!(target_in(&sysroot));
        let _ = fs::remove_dir_all(&sysroot);
        assert!(!MISSING_TARGET.contains('\n'));
        assert!(MISSING_TARGET.contains("rustup target add wasm32-unknown-unknown"));
    }

    #[test]
    fn a_missing_target_is_added_with_rustup_when_there_is_one() {
        assert_eq!(plan(true, true), Plan::Ready);
        assert_eq!(plan(true, false), Plan::Ready);
        assert_eq!(plan(false, true), Plan::Add);
        assert_eq!(plan(false, false), Plan::DoWithout);
        assert!(!ADDING_TARGET.contains('\n'));
    }

    #[cfg(unix)]
    /// A stand-in for rustup: a shell script that records its arguments in `called`, then
    /// succeeds or fails.
    fn fake_rustup(name: &str, succeeds: bool) -> (PathBuf, PathBuf) {
        use std::os::unix::fs::PermissionsExt;
        let folder = std::env::temp_dir().join(format!("gamebirds-{name}-{}", std::process::id()));
        fs::create_dir_all(&folder).unwrap();
        let (script, called) = (folder.join("rustup"), folder.join("called"));
        let status = if succeeds { 0 } else { 1 };
        let text = format!(
            "#!/bin/sh\necho \"$@\" > '{}'\nexit {status}\n",
            called.display()
        );
        fs::write(&script, text).unwrap();
        fs::set_permissions(&script, fs::Permissions::from_mode(0o755)).unwrap();
        (script, called)
    }

    #[cfg(unix)]
    #[test]
    fn rustup_is_asked_for_the_target_and_its_failure_means_no_panels() {
        // The script succeeds, after which the target counts as installed.
        let (rustup, called) = fake_rustup("rustup-ok", true);
        assert!(ensure(&|| called.exists(), Some(&rustup)));
        let arguments = fs::read_to_string(&called).unwrap();
        assert_eq!(arguments.trim(), "target add wasm32-unknown-unknown");
        let _ = fs::remove_dir_all(rustup.parent().unwrap());

        let (rustup, called) = fake_rustup("rustup-fails", false);
        assert!(!ensure(&|| false, Some(&rustup)));
        assert!(called.exists());
        let _ = fs::remove_dir_all(rustup.parent().unwrap());

        assert!(!ensure(&|| false, None));
        assert!(!ensure(&|| false, Some(Path::new("/nonexistent/rustup"))));
        assert!(ensure(&|| true, None));
    }

    #[test]
    fn without_the_target_the_book_gets_no_module_and_no_error() {
        let output =
            std::env::temp_dir().join(format!("gamebirds-no-panels-{}", std::process::id()));
        fs::create_dir_all(&output).unwrap();
        let added = add_if(false, &output, Path::new("/nonexistent")).unwrap();
        assert!(!added && !output.join(MODULE).exists());
        let _ = fs::remove_dir_all(&output);
    }
}
