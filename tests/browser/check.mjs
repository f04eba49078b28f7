// Opens the built book in headless Chromium, in a 1280×800 window, and checks what a reader would
// see on every page (and, in a phone's 390×844, that nothing makes it scroll sideways): it loads without script errors; its math is typeset with KaTeX's fonts and no
// raw TeX is left outside code; no code block and no page scrolls sideways; it links to the
// repository and to its own Markdown source; search finds it; and, in the dark `coal` theme, every
// figure brings its own opaque background with ink that contrasts with it. No request may leave
// the machine. Every chapter's live panel (panels.js over the `web` crate's WebAssembly) is played:
// a position edited and its value read, a move made by clicking the picture (and one by the
// keyboard), the computer's reply checked to leave the reader lost when a winning reply exists,
// and bad input answered with the calculator's one-line error; the panels read in all five themes.
// The 404 page, served at a missing address as GitHub Pages serves it, has no link that leads
// nowhere. The book is served at its site's path (`site-url` of book.toml), which the URL names.
// Usage: node check.mjs <book url> <chromium path> <pages as JSON: [{"page": "x.html", "search": "word"}]> [panels|no-panels]
// Prints one line per check and a closing "N passed, N failed" line; exits non-zero on any failure.
import { chromium } from 'playwright-core';

const [baseUrl, executablePath, pagesJson, panelsWanted = 'panels'] = process.argv.slice(2);
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

// What each panel is put through, by game and starting position (the chapter's example): the
// position typed, a fact shown for it, the reader's side, the `data-move` clicked (a move after
// which the computer has a winning reply), the Outcome fact that says the reader, to move next,
// has lost, and a bad position with the calculator's error line for it. Optionally: a part
// whose click is refused and the line saying why (`refused`), what to type in the box beside
// the picture before clicking (`detail`, the copy of Hyperreal Hackenstrings; the box must be
// hidden in panels without it), a typed move from the start with the line it logs (`typed`:
// side, move, line), a part to reach by Tab and take by Enter (`keyboard`: side, move), more
// facts shown for the position (`also`), and the title of the picture explaining it
// (`explained`).
const scenarios = {
  'hackenstrings A A A A + B B B + A B B A B': {
    position: 'A B B A + B A', fact: ['Value', '-1/8'], side: 'left', click: '0 3',
    lost: /^(Right wins, whoever starts|whoever moves next loses)$/,
    bad: ['A X B', "error: column 3: unexpected character 'X': a pebble is A (Left), B (Right) or C (neutral)"],
  },
  'canonical {0,*|0} + ^': {
    position: '{0,*|0} + ^', fact: ['Value', '^^*'], side: 'right', click: 'right 0',
    lost: /^(Left wins, whoever starts|whoever moves next loses)$/,
    bad: ['{0,*|', "error: column 1: this '{' is never closed"],
    also: [['Mean', '0'], ['Temperature', '0']],
    explained: 'Thermograph of ^^*',
  },
  'hackenstrings C A + C': {
    position: 'C A + C', fact: ['Value', '^'], side: 'right', click: '0 0',
    lost: /^(Left wins, whoever starts|whoever moves next loses)$/,
    bad: ['C A + D', "error: column 7: unexpected character 'D': a pebble is A (Left), B (Right) or C (neutral)"],
  },
  'nim 1 3 5 7': {
    position: '1 3 5 7', fact: ['Nim value', '0'], click: '3 -> 6',
    lost: /^balanced: whoever moves next loses$/,
    bad: ['1 x 3', "error: column 3: expected a pile height (a whole number), found 'x'"],
  },
  'transfinite-nim 1, w+3, w^w+5, w^(w+3)+w^w*3+w*5+7, e0, w1': {
    position: '1, w+3, w^w+5', fact: ['Nim value', '*(ω^ω+ω+7)'], click: '2 -> ω^ω',
    lost: /^balanced: whoever moves next loses$/,
    bad: ['1, w+, w^w+5', 'error: column 6: expected an ordinal term, found end of input'],
  },
  'surreal A B ( B A ) + A B ( B A ) + A B ( B A ) + B': {
    position: 'A B ( B A ) + A B ( B A ) + A B ( B A ) + B', fact: ['Value', '0'], side: 'right',
    click: '1 2', detail: '2',
    lost: /^(Left wins, whoever starts|whoever moves next loses)$/,
    bad: ['A B ( B A', "error: column 5: this '(' is never closed"],
    typed: ['left', '0 3 1', 'You (Left) took pebble 3 of row 0, copy 1.'],
    keyboard: ['right', '0 2'],
  },
  'hackenbush 0-1:b 1-2:b 2-3:r 2-4:b 0-5:r 5-6:r 6-0:b 0-7:g 7-8:r': {
    position: '0-1:b 1-2:b 2-3:r 2-4:b 0-5:r 5-6:r 6-0:b 0-7:g 7-8:r', fact: ['Value', '1v*'], side: 'right',
    click: '2', refused: ['3', "You can't: edge 3 is blue, and Right cuts red or green edges."],
    hitAlong: true,
    lost: /^(Left wins, whoever starts|whoever moves next loses)$/,
    bad: ['0-1:x', "error: column 5: unknown colour 'x': expected b (blue), r (red) or g (green); in CGSuite's strings l, r or e"],
    typed: ['right', '4', 'You (Right) cut edge 4 (red, ground-5).'],
    keyboard: ['right', '8'],
  },
  'hackendot (((((())())))(()))': {
    position: '(((((())())))(()))', fact: ['Nim value', '*5'], click: '8',
    lost: /^worth 0: whoever moves next loses$/,
    bad: ['(()', "error: column 4: unclosed '(' opened at column 1"],
    explained: "Úlehla's contractions",
  },
  'corners ..../..../...H/...H': {
    position: '........./........./........./........./........./........./........./........./........H', fact: ['Value', '*13'],
    also: [['Coins showing heads', '(8, 8): 8⊗8 = 13']],
    explained: 'The nim-multiplication table of the nimbers below 16',
    explore: ['........./........./...H...../........./........./........./........./........./........H', 'Value', '*12'],
    click: '8 8', detail: '1 1', detailSaid: 'the corners of (1, 1)–(8, 8).',
    lost: /^(worth 0: whoever moves next loses|no moves left: whoever is to move has lost)$/,
    bad: ['H./.x', "error: column 5: expected H (heads) or . (tails), found 'x'"],
  },
};

const browser = await chromium.launch({
  executablePath,
  args: [
    '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
  ],
});
const leaks = [];
// Every request is seen here; one for another host is recorded and refused, so none leaves.
async function guarded(context) {
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || url.host === bookHost) {
      return route.continue();
    }
    leaks.push(url.href);
    return route.abort();
  });
  return context;
}
// A reader's laptop: code blocks must fit a 1280-pixel window without scrolling sideways.
const context = await guarded(await browser.newContext({ viewport: { width: 1280, height: 800 } }));

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
  await checkPhoneWidth();
  await checkNotFoundPage();
  if (panelsWanted === 'panels') {
    await checkPanels();
    await checkPanelsInEveryTheme();
    await checkLongSearch();
  } else {
    console.log('SKIPPED the panels: the book was built without them');
  }
  check('no request leaves the machine', leaks.length === 0, leaks.join(' '));
} finally {
  await browser.close();
}
// GitHub Pages answers an address it does not have with the book's 404.html, at that address, so
// its links lead from `site-url` (its `<base href>`), however deep the address: every one of them,
// stylesheets, scripts and the sidebar's chapters included, must lead to a page of the book.
async function checkNotFoundPage() {
  const body = await (await context.request.get(new URL('404.html', baseUrl).href)).text();
  const missing = new URL('no/such/page.html', baseUrl).href;
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(missing, (route) => route.fulfill({ status: 404, contentType: 'text/html; charset=utf-8', body }));
  await page.goto(missing, { waitUntil: 'load' });
  const targets = await page.evaluate(() => [...new Set(
    [...document.querySelectorAll('a[href], link[href], script[src], iframe[src], img[src]')]
      .map((element) => element.href || element.src)
      .filter((url) => url.startsWith('http')),
  )]);
  const local = targets.filter((url) => new URL(url).host === bookHost);
  const broken = [];
  for (const target of local) {
    const url = new URL(target);
    const fragment = decodeURIComponent(url.hash.slice(1));
    url.hash = '';
    const response = await context.request.get(url.href);
    const found = response.ok() && (!fragment || (await response.text()).includes(`id="${fragment}"`));
    if (!found) broken.push(`${target} (HTTP ${response.status()})`);
  }
  const chapters = local.filter((url) => new URL(url).pathname.endsWith('.html')).length;
  check(`the 404 page at ${new URL(missing).pathname}: its ${local.length} links in the book resolve (${chapters} to pages)`,
    broken.length === 0 && chapters > pages.length, broken.join(' '));
  check('the 404 page runs without script errors', errors.length === 0, errors.join('; '));
  await page.close();
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

// A phone held upright, 390 pixels wide: no page scrolls sideways, and whatever is wider than the
// text (a display formula, a table, a figure, a code block, a panel) fits or scrolls inside a box
// of its own: nothing sticks out of the page's main column except inside a box that scrolls (or
// clips) sideways, which must fit itself. Folded answers are opened, and the live panels are
// measured once they have drawn their game.
async function checkPhoneWidth() {
  const [width, height] = [390, 844];
  const phone = await guarded(await browser.newContext({ viewport: { width, height } }));
  const page = await phone.newPage();
  for (const { page: path } of pages) {
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' });
    if (panelsWanted === 'panels' && await page.locator('.game-panel').count() > 0) {
      await page.locator('.game-panel .panel-facts dt').first().waitFor({ timeout: 10000 }).catch(() => {});
    }
    const found = await page.evaluate(async () => {
      await document.fonts.ready;
      document.querySelectorAll('details').forEach((details) => { details.open = true; });
      const main = document.querySelector('main');
      const column = main.getBoundingClientRect();
      // The nearest box between an element and the column that scrolls or clips sideways.
      const keeper = (element) => {
        for (let at = element.parentElement; at && at !== main; at = at.parentElement) {
          if (getComputedStyle(at).overflowX !== 'visible') return at;
        }
        return null;
      };
      const sticksOut = (element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && (box.left < column.left - 1 || box.right > column.right + 1) && !keeper(element);
      };
      const outside = [...main.querySelectorAll('*')].filter(sticksOut);
      // Name only the outermost: the children of a formula that sticks out stick out with it.
      const outermost = outside.filter((element) => !outside.some((other) => other !== element && other.contains(element)));
      const name = (element) => {
        const classes = [...element.classList].slice(0, 2).map((c) => `.${c}`).join('');
        const text = element.textContent.replace(/\s+/g, ' ').trim().slice(0, 50);
        const box = element.getBoundingClientRect();
        return `<${element.tagName.toLowerCase()}${classes}> ${JSON.stringify(text)} at ${Math.round(box.left)}..${Math.round(box.right)}`;
      };
      return {
        pageWidth: document.documentElement.scrollWidth,
        windowWidth: document.documentElement.clientWidth,
        column: `${Math.round(column.left)}..${Math.round(column.right)}`,
        outside: outermost.map(name),
      };
    });
    check(`${path} at ${width} pixels does not scroll sideways`, found.pageWidth <= found.windowWidth,
      `${found.pageWidth} pixels wide in a window of ${found.windowWidth}`);
    check(`${path} at ${width} pixels: everything wide scrolls in its own box`, found.outside.length === 0,
      found.outside.length > 0 ? `sticking out of the column ${found.column}: ${found.outside.join('; ')}` : '');
  }
  await phone.close();
}

// The facts a panel shows, as { name: said }.
async function facts(panel) {
  return panel.evaluate((root) => {
    const found = {};
    const names = root.querySelectorAll('.panel-facts dt');
    for (const name of names) found[name.textContent] = name.nextElementSibling.textContent;
    return found;
  });
}

// Waits until the panel has answered `count` requests since `before` (panels.js stamps each).
async function answered(panel, before) {
  await panel.evaluate((root, before) => new Promise((resolve) => {
    const done = () => root.dataset.answers !== before;
    if (done()) { resolve(); return; }
    new MutationObserver((_, observer) => { if (done()) { observer.disconnect(); resolve(); } })
      .observe(root, { attributes: true });
  }), before);
}

async function act(panel, action) {
  const before = await panel.getAttribute('data-answers');
  await action();
  await answered(panel, before);
  return Number(await panel.getAttribute('data-elapsed'));
}

async function checkPanels() {
  const times = [];
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const seen = new Set();
  for (const { page: path } of pages) {
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' });
    const count = await page.locator('.game-panel').count();
    for (let index = 0; index < count; index += 1) {
      const panel = page.locator('.game-panel').nth(index);
      const name = `${await panel.getAttribute('data-game')} ${await panel.getAttribute('data-position')}`;
      seen.add(name);
      const ready = await panel.locator('.panel-facts dt').first().waitFor({ timeout: 10000 }).then(() => true, () => false);
      check(`${path}: the ${name} panel is live`, ready, ready ? '' : 'no facts shown: was the book built without the wasm32-unknown-unknown target?');
      const scenario = scenarios[name];
      check(`${path}: the ${name} panel has a scenario in check.mjs`, Boolean(scenario));
      if (!ready || !scenario) continue;

      const panelTimes = [];
      // The first answer, on a freshly loaded page, while the module is still warming up.
      times.push({ name, ms: panelTimes, first: Number(await panel.getAttribute('data-elapsed')) });
      // Edit the position and read its value.
      const input = panel.locator('.panel-position input');
      await input.fill(scenario.position);
      panelTimes.push(await act(panel, () => input.press('Enter')));
      const shown = await facts(panel);
      check(`${path}: ${name}: typing ${scenario.position} shows ${scenario.fact.join(' ')}`,
        shown[scenario.fact[0]] === scenario.fact[1], JSON.stringify(shown));
      for (const [fact, value] of scenario.also || []) {
        check(`${path}: ${name}: ${scenario.position} shows ${fact} ${value}`, shown[fact] === value, JSON.stringify(shown));
      }

      if (scenario.explained) {
        const title = await panel.locator('.panel-explanation svg title').textContent().catch(() => '');
        check(`${path}: ${name}: the value is explained by a picture, ${scenario.explained}`, title === scenario.explained, title);
      }

      // A part of the explaining picture that shows another position (a cell of the field of
      // sixteen turns its coin over), then back to the scenario's position.
      if (scenario.explore) {
        const [shows, fact, value] = scenario.explore;
        const cell = panel.locator(`.panel-explanation [data-show="${shows}"]`);
        const offered = await cell.count() === 1;
        if (offered) panelTimes.push(await act(panel, () => cell.click()));
        const explored = await facts(panel);
        check(`${path}: ${name}: clicking the picture's part for ${shows} shows ${fact} ${value}`,
          offered && explored[fact] === value, JSON.stringify(explored));
        await input.fill(scenario.position);
        panelTimes.push(await act(panel, () => input.press('Enter')));
      }

      // Every part can be hit all along its middle, dashes, dots and gaps alike (Playwright's
      // click aims at the middle of a part's box, which misses a bowed edge).
      if (scenario.hitAlong) {
        await panel.locator('.panel-figure').scrollIntoViewIfNeeded();
        const missed = await panel.evaluate((root) => {
          const missed = [];
          for (const part of root.querySelectorAll('.panel-figure [data-move]')) {
            const drawn = part.querySelector('path') || part;
            const length = drawn.getTotalLength();
            const matrix = drawn.getScreenCTM();
            for (const along of [0.3, 0.4, 0.5, 0.6, 0.7]) {
              const point = drawn.getPointAtLength(length * along);
              const x = matrix.a * point.x + matrix.c * point.y + matrix.e;
              const y = matrix.b * point.x + matrix.d * point.y + matrix.f;
              const hit = document.elementFromPoint(x, y);
              if (!hit || hit.closest('[data-move]') !== part) missed.push(`${part.getAttribute('data-move')} at ${along}`);
            }
          }
          return missed;
        });
        check(`${path}: ${name}: every part of the picture can be clicked along its length`, missed.length === 0, missed.join(', '));
      }

      // A part of the other side's is refused, with the calculator's line.
      if (scenario.side) await panel.locator('.panel-side select').selectOption(scenario.side);
      if (scenario.refused) {
        const [move, message] = scenario.refused;
        panelTimes.push(await act(panel, () => panel.locator(`.panel-figure [data-move="${move}"]`).click()));
        const error = await panel.locator('.panel-error').textContent();
        check(`${path}: ${name}: clicking ${move} is refused`, error === message, error);
      }

      // What a click alone cannot say (how many copies to make) is typed in the box beside
      // the picture, shown only by the panels that need it.
      const detailBox = panel.locator('.panel-detail');
      const detailShown = await detailBox.isVisible();
      check(`${path}: ${name}: the box beside the picture is ${scenario.detail ? 'shown' : 'hidden'}`, detailShown === Boolean(scenario.detail));
      if (scenario.detail) await detailBox.locator('input').fill(scenario.detail);

      // Move by clicking the picture; the computer replies with a winning move.
      const part = panel.locator(`.panel-figure [data-move="${scenario.click}"]`);
      const clickable = await part.count() === 1;
      check(`${path}: ${name}: the picture offers the move ${scenario.click}`, clickable);
      if (clickable) {
        const svgBefore = await panel.locator('.panel-figure').innerHTML();
        panelTimes.push(await act(panel, () => part.click()));
        const log = await panel.locator('.panel-log li').allTextContents();
        const after = await facts(panel);
        check(`${path}: ${name}: clicking ${scenario.click} moves, and the computer replies`,
          log.length === 2 && log[1].startsWith('The computer') && await panel.locator('.panel-figure').innerHTML() !== svgBefore,
          log.join(' | '));
        check(`${path}: ${name}: the computer's reply wins (the reader, to move, has lost)`,
          scenario.lost.test(after.Outcome || ''), `${after.Outcome}; ${log[1]}`);
        if (scenario.detail) {
          check(`${path}: ${name}: the move is made as the box beside the picture says (${scenario.detail})`,
            log[0].includes(scenario.detailSaid || `, copy ${scenario.detail}.`), log[0]);
        }
      }

      // A move typed as the calculator reads it, from the start again.
      if (scenario.typed) {
        const [side, move, said] = scenario.typed;
        await act(panel, () => panel.locator('.panel-reset').click());
        await panel.locator('.panel-side select').selectOption(side);
        await panel.locator('.panel-typed input').fill(move);
        panelTimes.push(await act(panel, () => panel.locator('.panel-typed input').press('Enter')));
        const log = await panel.locator('.panel-log li').allTextContents();
        check(`${path}: ${name}: typing the move ${move}`, log.length === 2 && log[0] === said, log.join(' | '));
      }

      // The keyboard alone: Tab to a part of the picture and press Enter.
      if (scenario.keyboard) {
        const [side, move] = scenario.keyboard;
        await act(panel, () => panel.locator('.panel-reset').click());
        await panel.locator('.panel-side select').selectOption(side);
        const piece = panel.locator(`.panel-figure [data-move="${move}"]`);
        const focusable = await piece.getAttribute('tabindex') === '0';
        if (focusable) {
          await piece.focus();
          await act(panel, () => page.keyboard.press('Enter'));
        }
        const log = await panel.locator('.panel-log li').count();
        check(`${path}: ${name}: a move with the keyboard (Tab to ${move}, Enter)`, focusable && log === 2, `${log} moves logged`);
      }

      // Bad input: the calculator's one-line error, and the panel still works after it.
      await input.fill(scenario.bad[0]);
      panelTimes.push(await act(panel, () => panel.locator('.panel-position button').click()));
      const error = await panel.locator('.panel-error').textContent();
      check(`${path}: ${name}: ${JSON.stringify(scenario.bad[0])} gets the calculator's error`, error === scenario.bad[1], error);
    }
  }
  for (const name of Object.keys(scenarios)) check(`the ${name} panel is in the book`, seen.has(name));

  // The keyboard alone: Tab to a block of Nim's picture and press Enter.
  await page.goto(new URL('nim.html', baseUrl).href, { waitUntil: 'load' });
  const panel = page.locator('.game-panel').first();
  await panel.locator('.panel-facts dt').first().waitFor({ timeout: 10000 }).catch(() => {});
  const part = panel.locator('.panel-figure [data-move]').last();
  const focusable = await part.getAttribute('tabindex') === '0';
  if (focusable) {
    await part.focus();
    await act(panel, () => page.keyboard.press('Enter'));
  }
  const log = await panel.locator('.panel-log li').count();
  check('nim.html: a move can be made with the keyboard (Tab to a block, Enter)', focusable && log === 2, `${log} moves logged`);
  check('the panels run without script errors', errors.length === 0, errors.join('; '));
  await page.close();
  // For the record (speed is the benchmarks' business, not a test's): each panel's answers, in
  // milliseconds from request to answer in the page (show, the move and reply, the error, and for
  // some the refused click, the typed move and the keyboard move), and the first on the page.
  for (const { name, ms, first } of times) {
    console.log(`panel answers in ms, ${name}: ${ms.map((time) => time.toFixed(1)).join(', ')} (the first on the page: ${first.toFixed(1)})`);
  }
}

// A long search (Winning Ways' 30-edge Bed, worth 1/128) runs in the panels' worker: the panel
// says "thinking…" with a Stop button that ends it, and meanwhile the page still answers (a
// timer on the main thread fires on time, a control can be changed); then it answers 1/128.
async function checkLongSearch() {
  const bed = '(lr:A(rr:B;rr:D;rr:F);lr:B(r(r:D;r:E));lr:C(rr:F;rr:G);lr:D;lr:E(r(r:F;r:G));lr:F;lr:G)';
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(new URL('hackenbush.html', baseUrl).href, { waitUntil: 'load' });
  const panel = page.locator('.game-panel[data-game="hackenbush"]').first();
  await panel.locator('.panel-facts dt').first().waitFor({ timeout: 10000 }).catch(() => {});
  const input = panel.locator('.panel-position input');
  const thinking = panel.locator('.panel-thinking');
  const valueBefore = (await facts(panel)).Value;

  let before = await panel.getAttribute('data-answers');
  await input.fill(bed);
  await input.press('Enter');
  const said = await thinking.waitFor({ state: 'visible', timeout: 5000 }).then(() => true, () => false);
  check('hackenbush.html: a long search says "thinking…" with a Stop button', said && await panel.locator('.panel-stop').isVisible());
  if (said) await panel.locator('.panel-stop').click();
  await answered(panel, before);
  const stopped = await panel.locator('.panel-error').textContent();
  check('hackenbush.html: Stop ends the search, and the panel keeps its position',
    stopped.startsWith('Stopped') && await thinking.isHidden() && (await facts(panel)).Value === valueBefore, stopped);

  before = await panel.getAttribute('data-answers');
  await input.fill(bed);
  await input.press('Enter');
  await thinking.waitFor({ state: 'visible', timeout: 5000 }).catch(() => {});
  const late = await page.evaluate(() => new Promise((resolve) => {
    const started = performance.now();
    setTimeout(() => resolve(performance.now() - started - 20), 20);
  }));
  await panel.locator('.panel-side select').selectOption('right');
  const changed = await panel.locator('.panel-side select').inputValue() === 'right';
  const stillThinking = await panel.getAttribute('data-thinking') === 'true';
  check('hackenbush.html: while the Bed is searched the page stays responsive',
    stillThinking && late < 1000 && changed, `still thinking: ${stillThinking}, a 20 ms timer ${late.toFixed(0)} ms late, control changed: ${changed}`);
  await answered(panel, before);
  const value = (await facts(panel)).Value;
  check("hackenbush.html: Winning Ways' Bed is worth 1/128", value === '1/128', `${value}; ${await panel.locator('.panel-error').textContent()}`);
  check('the long search runs without script errors', errors.length === 0, errors.join('; '));
  console.log(`panel answers in ms, Winning Ways' Bed: ${Number(await panel.getAttribute('data-elapsed')).toFixed(1)}`);
  await page.close();
}

// In every theme the panel's text, and what is typed into it, contrast with their background.
// Nim's panel, and Hyperreal Hackenstrings' for its box of copies beside the picture.
async function checkPanelsInEveryTheme() {
  const page = await context.newPage();
  await page.goto(new URL('nim.html', baseUrl).href, { waitUntil: 'load' });
  for (const [theme, path] of ['light', 'rust', 'coal', 'navy', 'ayu'].flatMap((theme) => [[theme, 'nim.html'], [theme, 'surreal.html']])) {
    await page.evaluate((theme) => localStorage.setItem('mdbook-theme', theme), theme);
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' });
    await page.locator('.game-panel .panel-facts dt').first().waitFor({ timeout: 10000 }).catch(() => {});
    const worst = await page.evaluate(() => {
      const rgb = (colour) => colour.match(/[\d.]+/g).slice(0, 4).map(Number);
      const luminance = ([r, g, b]) => {
        const linear = (c) => { const s = c / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; };
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
      };
      const contrast = (a, b) => {
        const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return (light + 0.05) / (dark + 0.05);
      };
      // The nearest opaque background behind an element.
      const background = (node) => {
        for (let at = node; at; at = at.parentElement) {
          const colour = rgb(getComputedStyle(at).backgroundColor);
          if (colour.length < 4 || colour[3] > 0) return colour;
        }
        return [255, 255, 255];
      };
      const panel = document.querySelector('.game-panel');
      const parts = [...panel.querySelectorAll('.panel-title, dt, dd, input, button, select, label, li, .panel-detail-hint')];
      let worst = { ratio: Infinity, what: 'nothing' };
      for (const part of parts) {
        const ratio = contrast(rgb(getComputedStyle(part).color), background(part));
        if (ratio < worst.ratio) worst = { ratio, what: part.tagName.toLowerCase() };
      }
      return { ...worst, themed: document.documentElement.className };
    });
    check(`the ${path} panel reads in the ${theme} theme`, worst.themed.includes(theme) && worst.ratio >= 4.5,
      `lowest contrast ${worst.ratio.toFixed(2)} (${worst.what})`);
  }
  await page.evaluate(() => localStorage.removeItem('mdbook-theme'));
  await page.close();
}

console.log(`browser: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
