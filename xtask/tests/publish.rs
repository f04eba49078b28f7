//! Publishing to a local bare repository: two publishes leave two commits on `gh-pages`. And what
//! GitHub runs, which cannot run here, read as text: CI calls `.ci/run`, the Pages workflow builds
//! the book and deploys `target/book` with GitHub's own actions, at the `site-url` the book is
//! built for, and Dependabot watches the crates, the npm package and the actions.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use xtask::publish::{Publish, publish};
use xtask::{book_root, workspace_root};

fn git(folder: &Path, arguments: &[&str]) -> String {
    let output = Command::new("git")
        .current_dir(folder)
        .args([
            "-c",
            "user.name=Tester",
            "-c",
            "user.email=tester@localhost",
        ])
        .args(arguments)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "git {arguments:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).trim().to_string()
}

/// A project repository with one commit and a remote `origin` that is a fresh bare repository.
fn project(name: &str) -> (PathBuf, PathBuf) {
    let root = std::env::temp_dir().join(format!(
        "gamebirds-publish-test-{name}-{}",
        std::process::id()
    ));
    let _ = fs::remove_dir_all(&root);
    let (remote, project) = (root.join("remote.git"), root.join("project"));
    fs::create_dir_all(&remote).unwrap();
    fs::create_dir_all(&project).unwrap();
    git(&remote, &["init", "--quiet", "--bare"]);
    git(&project, &["init", "--quiet"]);
    fs::write(project.join("README.md"), "a project\n").unwrap();
    git(&project, &["add", "README.md"]);
    git(&project, &["commit", "--quiet", "-m", "start"]);
    git(
        &project,
        &["remote", "add", "origin", remote.to_str().unwrap()],
    );
    (root, project)
}

fn options<'a>(project: &'a Path, book: &'a Path) -> Publish<'a> {
    Publish {
        repository: project,
        book_root: book,
        remote: "origin",
        allow_dirty: false,
    }
}

#[test]
fn two_publishes_leave_two_commits_on_gh_pages() {
    let book = book_root();
    let (root, project) = project("twice");
    let first = publish(&options(&project, &book)).expect("first publish");
    let second = publish(&options(&project, &book)).expect("second publish");
    let remote = root.join("remote.git");
    let history = git(&remote, &["log", "--format=%H", "gh-pages"]);
    assert_eq!(
        history.lines().collect::<Vec<_>>(),
        [second.as_str(), first.as_str()]
    );
    let index = git(&remote, &["show", "gh-pages:index.html"]);
    assert!(
        index.contains("Game Birds"),
        "the book's index page is published"
    );
    git(&remote, &["cat-file", "-e", "gh-pages:.nojekyll"]);
    git(&remote, &["cat-file", "-e", "gh-pages:katex/katex.min.css"]);
    let _ = fs::remove_dir_all(&root);
}

#[test]
fn a_dirty_tree_is_refused_unless_allowed() {
    let book = book_root();
    let (root, project) = project("dirty");
    fs::write(project.join("scratch.txt"), "not committed\n").unwrap();
    let error = publish(&options(&project, &book)).unwrap_err().to_string();
    assert!(error.contains("uncommitted changes"), "{error}");
    let allowed = Publish {
        allow_dirty: true,
        ..options(&project, &book)
    };
    publish(&allowed).expect("allowed when asked");
    let _ = fs::remove_dir_all(&root);
}

#[test]
fn a_failed_push_says_why_and_publishes_nothing() {
    let book = book_root();
    let (root, project) = project("unreachable");
    let missing = Publish {
        remote: "upstream",
        ..options(&project, &book)
    };
    let error = publish(&missing).unwrap_err().to_string();
    assert_eq!(error, "there is no git remote named `upstream`");

    // A remote that refuses every push: its pre-receive hook says no.
    let remote = root.join("remote.git");
    let hook = remote.join("hooks/pre-receive");
    fs::write(&hook, "#!/bin/sh\necho 'pushes are closed' >&2\nexit 1\n").unwrap();
    Command::new("chmod").arg("+x").arg(&hook).status().unwrap();
    let error = format!("{:#}", publish(&options(&project, &book)).unwrap_err());
    assert!(
        error.contains("pushing to `origin`") && error.contains("pushes are closed"),
        "{error}"
    );
    let branches = git(&remote, &["branch", "--list"]);
    assert_eq!(branches, "", "nothing was published");
    let _ = fs::remove_dir_all(&root);
}

/// A file of the workspace, as text.
fn text(path: &str) -> String {
    fs::read_to_string(workspace_root().join(path))
        .unwrap_or_else(|error| panic!("{path}: {error}"))
}

/// The values of every `key: value` line of a YAML file (quotes and comments left out).
fn values<'a>(yaml: &'a str, key: &str) -> Vec<&'a str> {
    yaml.lines()
        .map(|line| line.trim_start().trim_start_matches("- "))
        .filter_map(|line| line.strip_prefix(key)?.strip_prefix(':'))
        .map(|value| {
            value
                .split(" #")
                .next()
                .unwrap_or("")
                .trim()
                .trim_matches('"')
        })
        .collect()
}

/// The string value of `key = "…"` in `book.toml`.
fn book_setting(key: &str) -> String {
    let config = text("book/book.toml");
    let line = config
        .lines()
        .find(|line| line.starts_with(&format!("{key} =")))
        .unwrap_or_else(|| panic!("book.toml sets {key}"));
    line.split('"').nth(1).unwrap().to_string()
}

#[test]
fn the_ci_workflow_runs_the_ci_script() {
    let workflow = text(".github/workflows/ci.yml");
    assert!(
        values(&workflow, "uses")
            .iter()
            .any(|action| action.starts_with("actions/checkout@")),
        "ci.yml checks out the repository"
    );
    assert!(
        values(&workflow, "run").contains(&"bash .ci/run"),
        "ci.yml runs .ci/run"
    );
    assert!(workspace_root().join(".ci/run").is_file());
}

#[test]
fn the_pages_workflow_deploys_the_book_where_it_is_built_for() {
    let workflow = text(".github/workflows/pages.yml");
    let uses = values(&workflow, "uses");
    for action in [
        "actions/checkout@",
        "actions/configure-pages@",
        "actions/upload-pages-artifact@",
        "actions/deploy-pages@",
    ] {
        assert!(
            uses.iter().any(|used| used.starts_with(action)),
            "pages.yml uses {action}"
        );
    }
    assert!(values(&workflow, "run").contains(&"cargo xtask book"));
    // The folder uploaded is the one the book is built into.
    assert_eq!(values(&workflow, "path"), ["target/book"]);
    assert_eq!(book_setting("build-dir"), "../target/book");
    for (key, value) in [
        ("pages", "write"),
        ("id-token", "write"),
        ("group", "pages"),
    ] {
        assert!(
            values(&workflow, key).contains(&value),
            "pages.yml sets {key}: {value}"
        );
    }
    // A project site is served at /<repository name>/, the `site-url` the book is built for.
    let repository = book_setting("git-repository-url");
    let name = repository.rsplit('/').next().unwrap();
    assert_eq!(book_setting("site-url"), format!("/{name}/"));
}

#[test]
fn dependabot_watches_the_crates_the_npm_package_and_the_actions() {
    let configuration = text(".github/dependabot.yml");
    assert_eq!(
        values(&configuration, "package-ecosystem"),
        ["cargo", "npm", "github-actions"]
    );
    assert_eq!(
        values(&configuration, "directory"),
        ["/", "/tests/browser", "/"]
    );
    assert!(
        workspace_root()
            .join("tests/browser/package-lock.json")
            .is_file()
    );
}
