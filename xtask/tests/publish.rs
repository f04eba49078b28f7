//! Publishing to a local bare repository: two publishes leave two commits on `gh-pages`.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use xtask::book_root;
use xtask::publish::{Publish, publish};

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
