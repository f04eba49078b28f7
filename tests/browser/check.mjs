// Opens the built book in headless Chromium and checks what a reader would see.
// Usage: node check.mjs <book url> <chromium path> <pages as JSON: [{"page": "x.html", "search": "word"}]>
// Prints one line per check and a closing "N passed, N failed" line; exits non-zero on any failure.
import { chromium } from 'playwright-core';

const [baseUrl, executablePath, pagesJson] = process.argv.slice(2);
const pages = JSON.parse(pagesJson);
const bookHost = new URL(baseUrl).host;
let passed = 0;
let failed = 0;

function check(name, ok, detail = '') {
  if (ok) passed += 1; else failed += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
}

const browser = await chromium.launch({
  executablePath,
  args: [
    '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
  ],
});
const context = await browser.newContext();
const leaks = [];
// Every request is seen here; one for another host is recorded and refused, so none leaves.
await context.route('**/*', (route) => {
  const url = new URL(route.request().url());
  if (url.protocol === 'data:' || url.protocol === 'blob:' || url.host === bookHost) {
    return route.continue();
  }
  leaks.push(url.href);
  return route.abort();
});

try {
  for (const { page: path, search } of pages) {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' });
    check(`${path} loads`, response && response.ok(), response ? `HTTP ${response.status()}` : 'no response');

    const math = await page.evaluate(async () => {
      await document.fonts.ready;
      const formulas = document.querySelectorAll('.katex');
      const first = formulas[0];
      return {
        formulas: formulas.length,
        unrendered: document.querySelectorAll('.katex-error').length,
        fontFamily: first ? getComputedStyle(first).fontFamily : '',
        katexFontsLoaded: [...document.fonts]
          .filter((font) => font.family.replaceAll('"', '').startsWith('KaTeX') && font.status === 'loaded')
          .map((font) => font.family),
      };
    });
    if (math.formulas > 0) {
      check(`${path} typesets its ${math.formulas} formulas`, math.unrendered === 0, `${math.unrendered} errors`);
      check(`${path} styles math with KaTeX's stylesheet`, math.fontFamily.includes('KaTeX_Main'), math.fontFamily);
      check(`${path} loads KaTeX fonts`, math.katexFontsLoaded.length > 0, math.katexFontsLoaded.join(', '));
    }

    if (search) {
      await page.click('#mdbook-search-toggle');
      // mdBook searches on key-up, so type the word as a reader would.
      await page.locator('#mdbook-searchbar').pressSequentially(search);
      const hrefs = await page
        .waitForFunction(() => {
          const links = [...document.querySelectorAll('#mdbook-searchresults a')];
          return links.length > 0 && links.map((link) => link.getAttribute('href'));
        }, null, { timeout: 10000 })
        .then((handle) => handle.jsonValue())
        .catch(() => []);
      const bare = path.replace(/\.html$/, '');
      check(`searching "${search}" finds ${path}`, hrefs.some((href) => href.startsWith(bare)), hrefs.slice(0, 3).join(' '));
    }
    check(`${path} runs without script errors`, errors.length === 0, errors.join('; '));
    await page.close();
  }
  check('no request leaves the machine', leaks.length === 0, leaks.join(' '));
} finally {
  await browser.close();
}
console.log(`browser: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
