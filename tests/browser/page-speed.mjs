// Times requests to the panels' WebAssembly module under Node, as the page makes them: the
// request written into the module's memory, answered by `gb_respond`, read back (see
// crates/web/src/ffi.rs). Run by `cargo bench -p web --bench page`, which times the same
// requests natively in the same run and prints the ratio.
//
//   node page-speed.mjs MODULE.wasm RUNS REQUEST.json...
//
// Prints one line of JSON per request: {"median_ms": …, "min_ms": …, "first_ms": …, "answer": "…"}..
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const [modulePath, runs, ...requestFiles] = process.argv.slice(2);
const compiled = new WebAssembly.Module(readFileSync(modulePath));

// Each run in a fresh instance, as a freshly loaded page has (the Hackenbush panel remembers
// the pictures it has searched, and the memory the last search grew to).
function ask(request) {
  const wasm = new WebAssembly.Instance(compiled, {}).exports;
  const bytes = new TextEncoder().encode(request);
  const input = wasm.gb_input(bytes.length);
  new Uint8Array(wasm.memory.buffer, input, bytes.length).set(bytes);
  const length = wasm.gb_respond(bytes.length);
  return new TextDecoder().decode(new Uint8Array(wasm.memory.buffer, wasm.gb_output(), length));
}

for (const file of requestFiles) {
  const request = readFileSync(file, 'utf8');
  const times = [];
  let answer = '';
  for (let run = 0; run < Number(runs); run++) {
    const started = performance.now();
    answer = ask(request);
    times.push(performance.now() - started);
  }
  const first = times[0];
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(JSON.stringify({ median_ms: median, min_ms: times[0], first_ms: first, answer }));
}
