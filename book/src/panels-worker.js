// The panels' worker: the `web` crate's WebAssembly module runs here, off the page's main
// thread, so that a long search (a large Hackenbush picture) leaves the page free to scroll,
// click and stop it. panels.js sends each request as { id, request } and gets back { id, answer }
// (the answer's JSON text) or { id, failed } (a trap: panels.js starts a fresh worker); first it
// gets { ready: true } once the module is loaded, or { ready: false, why }.
'use strict';
let wasm = null;

async function load() {
  const url = new URL('panels/web.wasm', self.location);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`no ${url.pathname} (HTTP ${response.status})`);
  const { instance } = await WebAssembly.instantiate(await response.arrayBuffer(), {});
  return instance.exports;
}

// The module's three exports (see crates/web/src/ffi.rs): write the request where it says, ask
// for the answer, read it back.
function ask(request) {
  const bytes = new TextEncoder().encode(request);
  const input = wasm.gb_input(bytes.length);
  new Uint8Array(wasm.memory.buffer, input, bytes.length).set(bytes);
  const length = wasm.gb_respond(bytes.length);
  return new TextDecoder().decode(new Uint8Array(wasm.memory.buffer, wasm.gb_output(), length));
}

load().then(
  (exports) => { wasm = exports; self.postMessage({ ready: true }); },
  (error) => self.postMessage({ ready: false, why: error.message }),
);

self.onmessage = (event) => {
  const { id, request } = event.data;
  try {
    self.postMessage({ id, answer: ask(request) });
  } catch (error) {
    self.postMessage({ id, failed: error.message });
  }
};
