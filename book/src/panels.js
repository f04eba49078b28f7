// The chapters' live panels: a thin view over the `web` crate compiled to WebAssembly
// (crates/web), which knows every rule, value and move; this file only asks it and shows the
// answer. The module runs in panels-worker.js, off the page's main thread. A chapter places a
// panel with
//   <div class="game-panel" data-game="nim" data-position="1 3 5 7" data-title="Nim"></div>
// and without JavaScript, or without the module, the page reads as it would without panels.
(function () {
  'use strict';
  const workerUrl = new URL('panels-worker.js', document.currentScript.src);

  // The module runs in a worker (panels-worker.js), so that a long search leaves the page free.
  // One worker serves every panel, a request at a time; stopping a search ends the worker and
  // starts a fresh one. `asked` holds the requests waiting for an answer, by id.
  let worker = null; // a promise of the worker, once its module is loaded
  let current = null; // the worker itself
  let asked = new Map();
  let nextId = 0;

  // A fresh worker; resolves once its module is loaded, rejects if there is none.
  function startWorker() {
    return new Promise((resolve, reject) => {
      const started = new Worker(workerUrl);
      current = started;
      started.onmessage = (event) => {
        const message = event.data;
        if ('ready' in message) {
          if (message.ready) resolve(started); else reject(new Error(message.why));
          return;
        }
        const waiting = asked.get(message.id);
        asked.delete(message.id);
        if (!waiting) return;
        if ('answer' in message) waiting(JSON.parse(message.answer));
        else {
          // A trap (which should never happen): a fresh module.
          asked.set(message.id, waiting);
          restart(`the panel failed (${message.failed}); it has been restarted`);
        }
      };
      started.onerror = (event) => { event.preventDefault(); reject(new Error(event.message || 'no worker')); };
    });
  }

  // Ends the worker (and whatever it is searching), answers every waiting request with
  // `because`, and starts a fresh one.
  function restart(because) {
    current.terminate();
    const waiting = asked;
    asked = new Map();
    for (const answer of waiting.values()) answer({ error: because });
    worker = startWorker();
  }

  async function ask(request) {
    const started = performance.now();
    const id = nextId++;
    const answered = new Promise((resolve) => asked.set(id, resolve));
    (await worker).postMessage({ id, request: JSON.stringify(request) });
    const answer = await answered;
    answer.elapsed = performance.now() - started;
    return answer;
  }

  function element(tag, properties = {}, children = []) {
    const node = document.createElement(tag);
    Object.assign(node, properties);
    for (const child of children) node.append(child);
    return node;
  }

  class Panel {
    constructor(root) {
      this.root = root;
      this.game = root.dataset.game;
      this.start = root.dataset.position || '';
      this.position = this.start;
      this.build();
    }

    build() {
      const id = `panel-${this.game}-${Math.random().toString(36).slice(2, 8)}`;
      this.input = element('input', { type: 'text', id: `${id}-position`, value: this.start, spellcheck: false, autocomplete: 'off' });
      const show = element('button', { type: 'submit', textContent: 'Show' });
      const form = element('form', { className: 'panel-position' }, [
        element('label', { htmlFor: this.input.id, textContent: 'Position ' }), this.input, show,
      ]);
      form.addEventListener('submit', (event) => { event.preventDefault(); this.show(this.input.value); });
      this.error = element('p', { className: 'panel-error', role: 'alert' });
      // Shown while a search takes more than a moment, with a way to stop it.
      const stop = element('button', { type: 'button', textContent: 'Stop', className: 'panel-stop' });
      stop.addEventListener('click', () => restart('Stopped: the search was ended before it finished; try a smaller position.'));
      this.thinking = element('p', { className: 'panel-thinking', role: 'status', hidden: true }, ['thinking… ', stop]);
      this.facts = element('dl', { className: 'panel-facts' });
      // A second box beside the picture, for what a click alone cannot say (which copy of a
      // recurring part to take a pebble in): shown when the module asks for it, sent with every click.
      this.detail = element('input', { type: 'text', id: `${id}-detail`, spellcheck: false, autocomplete: 'off' });
      this.detailLabel = element('label', { htmlFor: this.detail.id });
      this.detailHint = element('span', { className: 'panel-detail-hint', id: `${id}-detail-hint` });
      this.detail.setAttribute('aria-describedby', this.detailHint.id);
      this.detailBox = element('div', { className: 'panel-detail', hidden: true }, [this.detailLabel, this.detail, this.detailHint]);
      this.figure = element('div', { className: 'panel-figure' });
      this.figure.addEventListener('click', (event) => this.clicked(event));
      this.explanation = element('div', { className: 'panel-explanation' });
      // A part of the second picture may name a position to show (a cell of the field of
      // sixteen: the board with that coin turned over), told by the module in `data-show`.
      const showPart = (event) => {
        const target = event.target.closest('[data-show]');
        if (target) { this.input.value = target.getAttribute('data-show'); this.show(this.input.value); }
      };
      this.explanation.addEventListener('click', showPart);
      this.explanation.addEventListener('keydown', (event) => {
        if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); showPart(event); }
      });
      this.figure.addEventListener('keydown', (event) => {
        if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); this.clicked(event); }
      });
      this.side = element('select', { id: `${id}-side` }, [
        element('option', { value: 'left', textContent: 'Left' }),
        element('option', { value: 'right', textContent: 'Right' }),
      ]);
      this.sideLabel = element('label', { htmlFor: this.side.id, textContent: 'You play ' });
      this.sideBox = element('span', { className: 'panel-side' }, [this.sideLabel, this.side]);
      const first = element('button', { type: 'button', textContent: 'Computer moves first', className: 'panel-first' });
      first.addEventListener('click', () => this.play({ op: 'reply' }));
      const reset = element('button', { type: 'button', textContent: 'Start again', className: 'panel-reset' });
      reset.addEventListener('click', () => { this.input.value = this.start; this.show(this.start); });
      this.typed = element('input', { type: 'text', id: `${id}-move`, spellcheck: false, autocomplete: 'off' });
      const typedForm = element('form', { className: 'panel-typed' }, [
        element('label', { htmlFor: this.typed.id, textContent: 'or type a move ' }), this.typed,
        element('button', { type: 'submit', textContent: 'Move' }),
      ]);
      typedForm.addEventListener('submit', (event) => {
        event.preventDefault();
        this.play({ op: 'move', move: this.typed.value });
      });
      const controls = element('div', { className: 'panel-controls' }, [this.sideBox, first, reset]);
      this.log = element('ol', { className: 'panel-log' });
      this.over = element('p', { className: 'panel-over', role: 'status' });
      const title = this.root.dataset.title || this.game;
      const heading = element('p', { className: 'panel-title' }, [
        element('strong', { textContent: `Play ${title} here` }),
        ': click a piece of the picture to take it (or Tab to it and press Enter); the computer answers.',
      ]);
      this.root.replaceChildren(heading, form, this.thinking, this.error, this.facts, this.detailBox, this.figure, typedForm, controls, this.log, this.over, this.explanation);
      this.root.setAttribute('role', 'group');
      this.root.setAttribute('aria-label', `Play ${title}`);
    }

    // Asks the module, saying "thinking…" (with the Stop button) after a moment's wait.
    async ask(request) {
      const shown = setTimeout(() => { this.thinking.hidden = false; this.root.dataset.thinking = 'true'; }, 150);
      try {
        return await ask(request);
      } finally {
        clearTimeout(shown);
        this.thinking.hidden = true;
        delete this.root.dataset.thinking;
      }
    }

    request(extra) {
      return { game: this.game, position: this.position, side: this.side.value, ...extra };
    }

    async show(text) {
      const answer = await this.ask({ game: this.game, op: 'show', position: text, side: this.side.value });
      if (this.render(answer)) {
        this.log.replaceChildren();
        this.over.textContent = '';
      }
    }

    async play(extra) {
      // Once the game is over, or (for "Computer moves first") once it has begun, nothing to do.
      if (this.over.textContent || (extra.op === 'reply' && this.log.children.length > 0)) return;
      const answer = await this.ask(this.request(extra));
      if (this.render(answer)) {
        for (const line of answer.log) this.log.append(element('li', { textContent: line }));
        this.over.textContent = answer.over || '';
        this.typed.value = '';
      }
    }

    clicked(event) {
      const target = event.target.closest('[data-move]');
      if (target) this.play({ op: 'move', move: target.getAttribute('data-move'), detail: this.detail.value });
    }

    // Shows an answer; false (and the error) when the module refused the request.
    render(answer) {
      // For the browser test: how long the module took, and that one more answer is shown.
      this.root.dataset.elapsed = answer.elapsed.toFixed(2);
      this.root.dataset.answers = String(Number(this.root.dataset.answers || 0) + 1);
      if (answer.error) {
        this.error.textContent = answer.error;
        return false;
      }
      this.error.textContent = '';
      this.position = answer.position;
      this.input.value = answer.position;
      this.sideBox.hidden = answer.impartial;
      this.detailBox.hidden = !answer.detail;
      if (answer.detail) {
        this.detailLabel.textContent = `${answer.detail.label} `;
        this.detailHint.textContent = answer.detail.hint;
        // Filled once; after that the box keeps what the reader typed.
        if (!this.detailFilled) { this.detail.value = answer.detail.value; this.detailFilled = true; }
      }
      this.facts.replaceChildren(...answer.facts.flatMap(([name, said]) => [
        element('dt', { textContent: name }), element('dd', { textContent: said }),
      ]));
      this.figure.innerHTML = answer.svg;
      this.explanation.innerHTML = answer.explanation || '';
      for (const part of this.figure.querySelectorAll('[data-move]')) {
        part.setAttribute('tabindex', '0');
        part.setAttribute('role', 'button');
        part.setAttribute('aria-label', `move ${part.getAttribute('data-move')}`);
      }
      for (const part of this.explanation.querySelectorAll('[data-show]')) {
        part.setAttribute('tabindex', '0');
        part.setAttribute('role', 'button');
        part.setAttribute('aria-label', `show ${part.getAttribute('data-show')}`);
      }
      return true;
    }
  }

  async function start() {
    const roots = document.querySelectorAll('.game-panel[data-game]');
    if (roots.length === 0) return;
    try {
      worker = startWorker();
      await worker;
    } catch (error) {
      // No module (the book was built without the WebAssembly target): no panels.
      console.info(`Game Birds panels are off: ${error.message}`);
      return;
    }
    for (const root of roots) {
      const panel = new Panel(root);
      await panel.show(panel.start);
      root.dataset.ready = 'true';
    }
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
