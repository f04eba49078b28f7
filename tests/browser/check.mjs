// Opens the built book in headless Chromium, in a 1280×800 window, and checks what a reader would
// see on every page: it loads without script errors; its math is typeset with KaTeX's fonts and no
// raw TeX is left outside code; no code block and no page scrolls sideways; it links to the
// repository and to its own Markdown source; search finds it; and, in the dark `coal` theme, every
// figure brings its own opaque background with ink that contrasts with it. No request may leave
// the machine.
// Usage: node check.mjs <book url> <chromium path> <pages as JSON: [{"page": "x.html", "search": "word"}]>
// Prints one line per check and a closing "N passed, N failed" line; exits non-zero on any failure.
import { chromium } from 'playwright-core';

const [baseUrl, executablePath, pagesJson] = process.argv.slice(2);
const pages = JSON.parse(pagesJson);
const bookHost = new URL(baseUrl).host;
let passed = 0;
let wideTotal = 0;
let wrappedTotal = 0;
let blocksTotal = 0;
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
// A reader's laptop: code blocks must fit a 1280-pixel window without scrolling sideways.
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
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

    // The way to the source: the repository, and the page's own Markdown file to edit.
    const sourceLinks = await page.evaluate(() => [...document.querySelectorAll('a[href^="https://github.com/"]')].map((link) => link.href));
    const markdown = `book/src/${path.replace(/\.html$/, '.md')}`;
    check(`${path} links to the repository and to ${markdown}`,
      sourceLinks.some((href) => !href.includes('/edit/')) && sourceLinks.some((href) => href.endsWith(`/edit/main/${markdown}`)),
      sourceLinks.join(' '));

    // Math left as raw TeX: delimiters KaTeX did not see, outside code, or a KaTeX error.
    const rawTex = await page.evaluate(() => {
      const main = document.querySelector('main').cloneNode(true);
      main.querySelectorAll('pre, code, .katex, .katex-display').forEach((node) => node.remove());
      const text = main.textContent;
      // Delimiters, and TeX commands whose delimiters Markdown ate (`\\(` is an escaped `(`).
      const found = [];
      for (const pattern of [/\\\(/, /\\\[/, /\$/, /\\[A-Za-z]+/]) {
        const match = pattern.exec(text);
        if (match) found.push(JSON.stringify(text.slice(Math.max(0, match.index - 20), match.index + 30)));
      }
      return found;
    });
    check(`${path} leaves no raw TeX`, rawTex.length === 0, rawTex.join('; '));

    // Code blocks that scroll sideways at 1280 pixels, folded solutions included; and, for the
    // record, those that fit only by wrapping a line.
    const { wide, wrapped, pageWidth } = await page.evaluate(() => {
      document.querySelectorAll('details').forEach((details) => { details.open = true; });
      const pres = [...document.querySelectorAll('main pre')];
      const longest = (pre) => pre.textContent.split('\n').reduce((a, b) => (b.length > a.length ? b : a), '').trim().slice(0, 60);
      const scrolls = (pre) => [pre, ...pre.children].some((box) => box.scrollWidth > box.clientWidth);
      const wide = pres.filter(scrolls).map(longest);
      const wrapped = pres.filter((pre) => {
        const boxes = [pre, ...pre.children];
        boxes.forEach((box) => { box.style.whiteSpace = 'pre'; });
        const would = scrolls(pre);
        boxes.forEach((box) => { box.style.whiteSpace = ''; });
        return would;
      }).length;
      return { wide, wrapped, pageWidth: document.documentElement.scrollWidth };
    });
    wrappedTotal += wrapped;
    check(`${path} does not scroll sideways`, pageWidth <= 1280, `${pageWidth} pixels wide`);
    const blocks = await page.evaluate(() => document.querySelectorAll('main pre').length);
    wideTotal += wide.length;
    blocksTotal += blocks;
    check(`${path}: none of its ${blocks} code blocks scrolls sideways`, wide.length === 0, wide.map((line) => JSON.stringify(line)).join('; '));

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
  console.log(`code blocks scrolling sideways at 1280 pixels: ${wideTotal} of ${blocksTotal}; wrapping a line to fit: ${wrappedTotal}`);
  await checkFiguresInTheDark();
  check('no request leaves the machine', leaks.length === 0, leaks.join(' '));
} finally {
  await browser.close();
}
// In a dark theme every figure must still read: it brings its own opaque background (checked at
// its four corners) with ink that contrasts with it.
async function checkFiguresInTheDark() {
  const theme = 'coal';
  const page = await context.newPage();
  await page.goto(new URL(pages[0].page, baseUrl).href, { waitUntil: 'load' });
  await page.evaluate((theme) => localStorage.setItem('mdbook-theme', theme), theme);
  for (const { page: path } of pages) {
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' });
    const figures = await page.evaluate(async (theme) => {
      const luminance = ([r, g, b]) => {
        const linear = (c) => { const s = c / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; };
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
      };
      const contrast = (a, b) => {
        const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return (light + 0.05) / (dark + 0.05);
      };
      const themed = document.documentElement.classList.contains(theme);
      const results = [];
      for (const img of document.querySelectorAll('figure img')) {
        await img.decode().catch(() => {});
        const name = img.getAttribute('src');
        const [width, height] = [img.naturalWidth, img.naturalHeight];
        if (!width || !height) { results.push({ name, themed, problem: 'not rendered' }); continue; }
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        context.drawImage(img, 0, 0, width, height);
        const pixels = context.getImageData(0, 0, width, height).data;
        const at = (x, y) => [...pixels.slice((y * width + x) * 4, (y * width + x) * 4 + 4)];
        const inset = 8;
        const corners = [[inset, inset], [width - 1 - inset, inset], [inset, height - 1 - inset], [width - 1 - inset, height - 1 - inset]].map(([x, y]) => at(x, y));
        if (corners.some((pixel) => pixel[3] < 255)) {
          results.push({ name, themed, problem: `transparent background (corner alpha ${corners.map((pixel) => pixel[3]).join(', ')})` });
          continue;
        }
        const card = corners[0];
        let best = 1;
        for (let index = 0; index < pixels.length; index += 4) {
          if (pixels[index + 3] === 255) best = Math.max(best, contrast(card, [...pixels.slice(index, index + 3)]));
        }
        results.push({ name, themed, problem: best >= 4.5 ? '' : `ink contrast only ${best.toFixed(2)}` });
      }
      return results;
    }, theme);
    for (const { name, themed, problem } of figures) {
      check(`${path}: ${name} reads in the ${theme} theme`, themed && problem === '', themed ? problem : 'theme not applied');
    }
  }
  await page.close();
}

console.log(`browser: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
