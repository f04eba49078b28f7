//! Streaming evaluation against a plain scan of the same bytes.

fn main() {}
