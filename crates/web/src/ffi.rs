//! The module's exports: a page writes a request into the module's memory, asks for the answer,
//! and reads it back. Three functions, no JavaScript glue beyond `book/src/panels-worker.js`
//! (which runs the module off the page's main thread) and `book/src/panels.js`.
//!
//! 1. `gb_input(n)` makes room for an `n`-byte request and returns where to write it;
//! 2. `gb_respond(n)` answers the `n` bytes written there (see [`crate::respond`]) and returns
//!    the answer's length in bytes;
//! 3. `gb_output()` returns where the answer is, valid until the next request.
//!
//! The buffers belong to this module (the page only writes into the one it was given, before
//! `gb_respond` reads it), so no pointer from the page is ever dereferenced here.

// `no_mangle` keeps the names the page calls; it is the only unsafe thing in this crate.
#![allow(unsafe_code)]

use std::cell::RefCell;

thread_local! {
    static INPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    static OUTPUT: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Room for a request of `length` bytes: where the page writes it.
#[unsafe(no_mangle)]
pub extern "C" fn gb_input(length: usize) -> *mut u8 {
    INPUT.with_borrow_mut(|input| {
        input.clear();
        input.resize(length, 0);
        input.as_mut_ptr()
    })
}

/// Answers the first `length` bytes of the request buffer; returns the answer's length.
#[unsafe(no_mangle)]
pub extern "C" fn gb_respond(length: usize) -> usize {
    let request = INPUT.with_borrow(|input| {
        let end = length.min(input.len());
        String::from_utf8_lossy(&input[..end]).into_owned()
    });
    let answer = crate::respond(&request);
    OUTPUT.with_borrow_mut(|output| {
        *output = answer;
        output.len()
    })
}

/// Where the last answer is.
#[unsafe(no_mangle)]
pub extern "C" fn gb_output() -> *const u8 {
    OUTPUT.with_borrow(|output| output.as_ptr())
}
