//! Publishing the built book to the `gh-pages` branch of a git remote.
//!
//! The work happens in a throw-away clone, so the project's own repository is never touched: each
//! publish adds one commit on top of the branch (never rewriting it) and pushes it without force.
//! If anything fails, the temporary folder is removed and the remote is as it was.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result, bail};

use crate::book;

/// What to publish, and where.
pub struct Publish<'a> {
    /// The git repository the book comes from (checked for uncommitted changes).
    pub repository: &'a Path,
    /// The book's root folder, holding `book.toml`.
    pub book_root: &'a Path,
    /// The name of the git remote to push to, such as `origin`.
    pub remote: &'a str,
    /// Publish even if the working tree has uncommitted changes.
    pub allow_dirty: bool,
}

/// The branch GitHub Pages serves.
pub const BRANCH: &str = "gh-pages";

/// Builds the book afresh and pushes it as one new commit on [`BRANCH`]; returns the commit's id.
pub fn publish(options: &Publish) -> Result<String> {
    let repository = options.repository;
    let changes = git(repository, &["status", "--porcelain"])?;
    if !changes.is_empty() && !options.allow_dirty {
        bail!(
            "the working tree has uncommitted changes ({} paths): commit them, or pass --allow-dirty",
            changes.lines().count()
        );
    }
    let url = git(repository, &["remote", "get-url", options.remote])
        .map_err(|_| anyhow::anyhow!("there is no git remote named `{}`", options.remote))?;
    let source = git(repository, &["rev-parse", "--short", "HEAD"]).unwrap_or_default();

    let scratch = Scratch::new()?;
    let built = book::build(options.book_root, Some(&scratch.path.join("book")))?;
    let site = scratch.path.join("site");
    fs::create_dir(&site)?;
    git(&site, &["init", "--quiet"])?;
    git(
        &site,
        &["symbolic-ref", "HEAD", &format!("refs/heads/{BRANCH}")],
    )?;
    let existing = git(&site, &["ls-remote", "--heads", &url, BRANCH])
        .with_context(|| format!("cannot reach the remote `{}` ({url})", options.remote))?;
    if !existing.is_empty() {
        git(&site, &["fetch", "--quiet", &url, BRANCH])?;
        git(&site, &["reset", "--quiet", "FETCH_HEAD"])?;
    }
    copy_tree(&built, &site)?;
    // Without it GitHub Pages runs Jekyll, which hides files whose names start with `_`.
    fs::write(site.join(".nojekyll"), "")?;
    git(&site, &["add", "--all"])?;
    let message = format!(
        "Publish the book from {}",
        if source.is_empty() {
            "an unborn branch"
        } else {
            &source
        }
    );
    let identity = identity(repository);
    commit(&site, &message, &identity)?;
    git(
        &site,
        &[
            "push",
            "--quiet",
            &url,
            &format!("{BRANCH}:refs/heads/{BRANCH}"),
        ],
    )
    .with_context(|| {
        format!(
            "pushing to `{}` ({url}) failed; nothing was published",
            options.remote
        )
    })?;
    git(&site, &["rev-parse", "HEAD"])
}

/// The committer's name and email: the repository's own, or a stand-in where git has none.
fn identity(repository: &Path) -> (String, String) {
    let name = git(repository, &["config", "user.name"]).unwrap_or_default();
    let email = git(repository, &["config", "user.email"]).unwrap_or_default();
    (
        if name.is_empty() {
            "Game Birds publisher".into()
        } else {
            name
        },
        if email.is_empty() {
            "publisher@localhost".into()
        } else {
            email
        },
    )
}

fn commit(site: &Path, message: &str, (name, email): &(String, String)) -> Result<()> {
    let output = Command::new("git")
        .current_dir(site)
        .args(["commit", "--quiet", "--allow-empty", "-m", message])
        .env("GIT_AUTHOR_NAME", name)
        .env("GIT_AUTHOR_EMAIL", email)
        .env("GIT_COMMITTER_NAME", name)
        .env("GIT_COMMITTER_EMAIL", email)
        .output()
        .context("cannot run git")?;
    if !output.status.success() {
        bail!(
            "git commit failed: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        );
    }
    Ok(())
}

/// Runs git in `folder` and returns its trimmed standard output, or its error message.
fn git(folder: &Path, arguments: &[&str]) -> Result<String> {
    let output = Command::new("git")
        .current_dir(folder)
        .args(arguments)
        .output()
        .context("cannot run git: is it installed?")?;
    if !output.status.success() {
        bail!(
            "git {} failed: {}",
            arguments.first().unwrap_or(&""),
            String::from_utf8_lossy(&output.stderr).trim()
        );
    }
    Ok(String::from_utf8_lossy(&output.stdout).trim().to_string())
}

/// Copies the files below `from` into `to`, creating folders as needed.
fn copy_tree(from: &Path, to: &Path) -> Result<()> {
    let mut pending = vec![PathBuf::new()];
    while let Some(relative) = pending.pop() {
        fs::create_dir_all(to.join(&relative))?;
        for entry in fs::read_dir(from.join(&relative))? {
            let entry = entry?;
            let child = relative.join(entry.file_name());
            if entry.file_type()?.is_dir() {
                pending.push(child);
            } else {
                fs::copy(from.join(&child), to.join(&child))?;
            }
        }
    }
    Ok(())
}

/// A temporary folder, removed when dropped, whatever happened.
struct Scratch {
    path: PathBuf,
}

impl Scratch {
    fn new() -> Result<Scratch> {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |elapsed| elapsed.as_nanos());
        let name = format!("gamebirds-publish-{}-{nanos}", std::process::id());
        let path = std::env::temp_dir().join(name);
        fs::create_dir_all(&path)?;
        Ok(Scratch { path })
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.path);
    }
}
