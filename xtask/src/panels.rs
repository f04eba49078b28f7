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

/// Where in the built book the module goes, as `panels.js` expects it.
pub const MODULE: &str = "panels/web.wasm";

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
    fn without_the_target_the_book_gets_no_module_and_no_error() {
        let output =
            std::env::temp_dir().join(format!("gamebirds-no-panels-{}", std::process::id()));
        fs::create_dir_all(&output).unwrap();
        let added = add_if(false, &output, Path::new("/nonexistent")).unwrap();
        assert!(!added && !output.join(MODULE).exists());
        let _ = fs::remove_dir_all(&output);
    }
}
