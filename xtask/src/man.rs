//! The calculator's manual pages, written by `gamebird man` (clap_mangen, from the same command
//! line as `gamebird --help`) into `target/man`.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result, bail};

/// Builds `gamebird` with cargo and has it write its manual pages into `folder` (made if need
/// be): `gamebird.1`, and one for each command, `gamebird-nim-value.1`. Returns `gamebird.1`.
pub fn write(folder: &Path) -> Result<PathBuf> {
    fs::create_dir_all(folder).with_context(|| format!("cannot make {}", folder.display()))?;
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let status = Command::new(cargo)
        .current_dir(crate::workspace_root())
        .args(["run", "--quiet", "--package", "gamebird", "--", "man"])
        .arg(folder)
        .status()
        .context("cannot run cargo")?;
    if !status.success() {
        bail!("`gamebird man` failed ({status})");
    }
    Ok(folder.join("gamebird.1"))
}
