//! Turns every ```rust block of the book into a test (skeptic), so the book cannot lie.

fn main() {
    let source = "../book/src";
    // New chapters must be picked up, not only edits to the ones skeptic already knows.
    println!("cargo:rerun-if-changed={source}");
    let chapters = skeptic::markdown_files_of_directory(source);
    skeptic::generate_doc_tests(&chapters);
}
