//! `cargo xtask serve --watch`: the book rebuilt when a chapter or a crate changes, seen by
//! polling the files' modification times (a notification crate would be more to build than this).

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// How often the files are looked at.
pub const POLL: Duration = Duration::from_millis(500);

/// The folders the book is made from: its chapters (`book/src`), every crate's `src`, and the
/// exercises' solutions and checks, which the chapters include too.
pub fn book_sources(root: &Path) -> Vec<PathBuf> {
    let mut folders = vec![root.join("book/src")];
    for exercises in ["solutions", "checks"] {
        folders.push(root.join("crates/exercises").join(exercises));
    }
    if let Ok(crates) = fs::read_dir(root.join("crates")) {
        folders.extend(crates.flatten().map(|entry| entry.path().join("src")));
    }
    folders.retain(|folder| folder.is_dir());
    folders.sort();
    folders
}

/// Every file below some folders, with what it last looked like: a change of either is a change.
type Snapshot = BTreeMap<PathBuf, (SystemTime, u64)>;

/// Watches the files below some folders (not hidden ones, nor an editor's `~` backups).
pub struct Watcher {
    folders: Vec<PathBuf>,
    seen: Snapshot,
}

impl Watcher {
    /// A watcher of the files below `folders`, as they are now.
    pub fn new(folders: Vec<PathBuf>) -> Watcher {
        let seen = snapshot(&folders);
        Watcher { folders, seen }
    }

    /// A file added, removed or modified since the last look (or since [`Watcher::new`]), if
    /// there is one: the first found when several are.
    pub fn changed(&mut self) -> Option<PathBuf> {
        let now = snapshot(&self.folders);
        let modified = now
            .iter()
            .find(|(file, at)| self.seen.get(*file) != Some(at));
        let changed = modified
            .map(|(file, _)| file)
            .or_else(|| self.seen.keys().find(|file| !now.contains_key(*file)))
            .cloned();
        self.seen = now;
        changed
    }

    /// Looks every [`POLL`] for ever, and calls `rebuild` with the changed file after a change.
    pub fn run(mut self, mut rebuild: impl FnMut(&Path)) -> ! {
        loop {
            std::thread::sleep(POLL);
            if let Some(file) = self.changed() {
                rebuild(&file);
            }
        }
    }
}

fn snapshot(folders: &[PathBuf]) -> Snapshot {
    let mut files = Snapshot::new();
    let mut to_visit = folders.to_vec();
    while let Some(folder) = to_visit.pop() {
        let Ok(entries) = fs::read_dir(&folder) else {
            continue; // Removed while being read: the next look sees it gone.
        };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.starts_with('.') || name.ends_with('~') {
                continue;
            }
            let Ok(metadata) = entry.metadata() else {
                continue;
            };
            if metadata.is_dir() {
                to_visit.push(entry.path());
            } else if let Ok(modified) = metadata.modified() {
                files.insert(entry.path(), (modified, metadata.len()));
            }
        }
    }
    files
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs::File;

    #[test]
    fn sees_a_file_added_modified_or_removed_and_nothing_else() {
        let root = std::env::temp_dir().join(format!("xtask-watch-{}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        fs::create_dir_all(root.join("src/games")).unwrap();
        let chapter = root.join("src/nim.md");
        fs::write(&chapter, "# Nim\n").unwrap();
        let mut watcher = Watcher::new(vec![root.join("src")]);
        assert_eq!(watcher.changed(), None);

        let game = root.join("src/games/nim.rs");
        fs::write(&game, "//! Nim.\n").unwrap();
        assert_eq!(watcher.changed(), Some(game.clone()));
        assert_eq!(watcher.changed(), None, "seen once");

        // Saved again, the same length: only the time tells.
        let later = SystemTime::now() + Duration::from_secs(2);
        fs::write(&chapter, "# Nem\n").unwrap();
        File::options()
            .write(true)
            .open(&chapter)
            .unwrap()
            .set_modified(later)
            .unwrap();
        assert_eq!(watcher.changed(), Some(chapter.clone()));

        fs::write(root.join("src/.nim.md.swp"), "editor").unwrap();
        fs::write(root.join("src/nim.md~"), "backup").unwrap();
        assert_eq!(watcher.changed(), None, "hidden files and backups");

        fs::remove_file(&game).unwrap();
        assert_eq!(watcher.changed(), Some(game));
        let _ = fs::remove_dir_all(&root);
    }

    #[test]
    fn the_book_is_made_from_its_chapters_and_the_crates() {
        let root = crate::workspace_root();
        let folders = book_sources(&root);
        for folder in ["book/src", "crates/nim/src", "crates/exercises/solutions"] {
            assert!(
                folders.contains(&root.join(folder)),
                "{folder}: {folders:?}"
            );
        }
        assert!(
            !folders
                .iter()
                .any(|folder| folder.starts_with(root.join("target")))
        );
    }
}
