// pattern.js — the pattern lab (找规律, POST /api/pattern, docs/PATTERNS.md): a game written as a
// Rhai rules script (`fn moves(n)` or `fn moves(a, b)`) or as an expression of one free heap n
// (`kayles(n)`), tabulated by the server to N, as a contest's 打表 would print it, with the
// P-positions highlighted, g(n) plotted (sequence.js's chart), and the patterns the server names,
// in the page's language. The page computes nothing: it lays the answer out.

import { post } from './api.js';
import { el, errorText, replace, setStatus } from './dom.js';
import { onLang, t } from './i18n.js';
import { drawChart } from './sequence.js';

// The ready examples: the rules of the games the articles tabulate by hand. Rules only, no
// prose (what a person reads of them is the chip's message `pattern-example-<name>`).
const EXAMPLES = {
  square: { to: 200, rules: `fn moves(n) {
    let options = [];
    let k = 1;
    while k * k <= n {
        options.push(n - k * k);
        k += 1;
    }
    options
}` },
  'power-of-two': { to: 100, rules: `fn moves(n) {
    let options = [];
    let p = 1;
    while p <= n {
        options.push(n - p);
        p *= 2;
    }
    options
}` },
  half: { to: 600, rules: `fn moves(n) {
    let options = [];
    for t in 1..(n / 2 + 1) {
        options.push(n - t);
    }
    options
}` },
  divisor: { to: 100, rules: `fn moves(n) {
    let options = [];
    for d in 1..n {
        if n % d == 0 {
            options.push(n - d);
        }
    }
    options
}` },
  fibonacci: { to: 200, rules: `fn moves(n) {
    let options = [];
    let a = 1;
    let b = 2;
    while a <= n {
        options.push(n - a);
        let next = a + b;
        a = b;
        b = next;
    }
    options
}` },
  wythoff: { to: 40, rules: `fn moves(a, b) {
    let options = [];
    for k in 1..(a + 1) {
        options.push([a - k, b]);
    }
    for k in 1..(b + 1) {
        options.push([a, b - k]);
    }
    for k in 1..(min(a, b) + 1) {
        options.push([a - k, b - k]);
    }
    options
}` },
  queen: { to: 40, rules: `fn moves(a, b) {
    let options = [];
    for k in 1..(a + 1) {
        options.push([a - k, b]);
    }
    for l in 1..(b + 1) {
        options.push([a, b - l]);
    }
    for k in 1..(a + 1) {
        for l in [k - 1, k, k + 1] {
            if l >= 1 && l <= b {
                options.push([a - k, b - l]);
            }
        }
    }
    options
}` },
  kayles: { to: 200, rules: 'kayles(n)' },
  subtraction: { to: 60, rules: 'sub(n, {1, 3, 4})' },
};

// The most cells of the table drawn (heaps, or a side of the grid of pairs); the patterns and
// the plot cover the whole answer.
const HEAP_CELLS = 300;
const GRID_SIDE = 30;

let nodes;
let shown = null; // the last answer, redrawn when the language or the width changes
let lastBody = null; // what it was asked with, asked again in the new language
let generation = 0;

/** The request of the editor: a script when it defines a function, else an expression of n. */
function request() {
  const text = nodes.rules.value;
  const to = nodes.to.value.trim();
  const body = /\bfn\s/.test(text) ? { rules: text } : { expr: text.trim() };
  body.to = /^[0-9]{1,15}$/.test(to) ? Number(to) : to;
  return body;
}

/** One finding's line: its statement, marked proven or verified for the tests and the eye. */
function statement(node, pattern) {
  node.textContent = pattern.statement;
  node.dataset.kind = pattern.kind;
  node.dataset.proven = String(pattern.proven);
}

function heapTable(answer) {
  const p = new Set(answer.outcomes.p_positions.map(Number));
  const values = answer.values.grundy;
  const count = Math.min(values.length, HEAP_CELLS);
  const cells = (make) => Array.from({ length: count }, (_, n) => make(n));
  replace(nodes.table,
    el('tbody', {},
      el('tr', {}, el('th', { scope: 'row' }, 'n'), cells((n) => el('td', { class: p.has(n) ? 'p' : null }, String(n)))),
      el('tr', {}, el('th', { scope: 'row' }, 'g(n)'), cells((n) => el('td', { class: p.has(n) ? 'p' : null }, String(values[n]))))));
  nodes.tableNote.hidden = values.length <= count;
  nodes.tableNote.textContent = t('pattern-table-cut', { shown: count - 1, to: answer.to });
}

function pairTable(answer) {
  const pairs = answer.outcomes.p_positions.map(([a, b]) => [Number(a), Number(b)]);
  const p = new Set(pairs.map(([a, b]) => `${a},${b}`));
  const side = Math.min(Number(answer.to), GRID_SIDE - 1);
  const numbers = Array.from({ length: side + 1 }, (_, i) => i);
  replace(nodes.table,
    el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'a \\ b'), numbers.map((b) => el('th', { scope: 'col' }, String(b))))),
    el('tbody', {}, numbers.map((a) => el('tr', {},
      el('th', { scope: 'row' }, String(a)),
      numbers.map((b) => (p.has(`${a},${b}`) ? el('td', { class: 'p' }, 'P') : el('td', {}, '')))))));
  nodes.tableNote.hidden = Number(answer.to) <= side;
  nodes.tableNote.textContent = t('pattern-grid-cut', { shown: side, to: answer.to });
}

function show(answer) {
  shown = answer;
  nodes.error.hidden = true;
  nodes.result.hidden = false;
  nodes.panel.dataset.dimension = String(answer.dimension);
  const pairs = answer.dimension === 2;
  nodes.valuesPart.hidden = pairs;
  if (!pairs) {
    statement(nodes.valuesStatement, answer.values.pattern);
    drawPlot();
  }
  statement(nodes.outcomesStatement, answer.outcomes.pattern);
  const count = answer.outcomes.p_positions.length;
  nodes.pCount.textContent = pairs
    ? t('pattern-p-pairs', { count, to: answer.to })
    : t('pattern-p-heaps', { count, to: answer.to, list: answer.outcomes.p_positions.slice(0, 24).join(', ') + (count > 24 ? ', …' : '') });
  if (pairs) pairTable(answer);
  else heapTable(answer);
}

function drawPlot() {
  if (!shown || shown.dimension !== 1 || nodes.result.hidden) return;
  const pattern = shown.values.pattern;
  drawChart(nodes.chart, nodes.hover, shown.values.grundy, {
    id: 'pt-svg',
    preperiod: pattern.kind === 'periodic' ? pattern.preperiod : null,
    period: pattern.kind === 'periodic' ? pattern.period : null,
    label: `${pattern.statement} ${t('seq-chart-aria')}`,
  });
  nodes.hover.textContent = t('seq-point');
}

async function compute(body = request()) {
  generation += 1;
  const mine = generation;
  lastBody = body;
  nodes.panel.dataset.busy = 'true';
  nodes.go.disabled = true;
  setStatus(nodes.status, t('computing'));
  try {
    const answer = await post('pattern', body);
    if (mine !== generation) return;
    show(answer);
    setStatus(nodes.status, '');
  } catch (error) {
    if (mine !== generation) return;
    shown = null;
    nodes.result.hidden = true;
    nodes.error.hidden = false;
    nodes.error.dataset.kind = error.kind ?? '';
    replace(nodes.error, el('p', { class: 'error-message' }, errorText(error)));
    setStatus(nodes.status, '');
  } finally {
    if (mine === generation) {
      nodes.go.disabled = false;
      nodes.panel.dataset.busy = 'false';
    }
  }
}

/** Fills the editor with example `name` and tabulates it. */
function useExample(name) {
  const example = EXAMPLES[name];
  if (!example) return;
  nodes.rules.value = example.rules;
  nodes.to.value = String(example.to);
  compute();
}

/** Wires the pattern lab. */
export function initPattern() {
  const $ = (id) => document.getElementById(id);
  nodes = {
    panel: $('panel-pattern'),
    form: $('pt-form'),
    rules: $('pt-rules'),
    to: $('pt-to'),
    go: $('pt-go'),
    status: $('pt-status'),
    error: $('pt-error'),
    result: $('pt-result'),
    valuesPart: $('pt-values'),
    valuesStatement: $('pt-values-statement'),
    outcomesStatement: $('pt-outcomes-statement'),
    pCount: $('pt-p-count'),
    chart: $('pt-chart'),
    hover: $('pt-hover'),
    table: $('pt-table'),
    tableNote: $('pt-table-note'),
  };
  nodes.rules.value = EXAMPLES.square.rules;
  nodes.to.value = String(EXAMPLES.square.to);
  nodes.form.addEventListener('submit', (event) => {
    event.preventDefault();
    compute();
  });
  for (const chip of document.querySelectorAll('[data-pattern-example]')) {
    chip.addEventListener('click', () => useExample(chip.dataset.patternExample));
  }
  let drawnWidth = 0;
  new ResizeObserver(() => {
    const width = Math.floor(nodes.chart.clientWidth);
    if (width === drawnWidth) return;
    drawnWidth = width;
    requestAnimationFrame(drawPlot);
  }).observe(nodes.chart);
  // The statements are the server's prose: asked again in the new language.
  onLang(({ glossaryOnly } = {}) => {
    if (!glossaryOnly && shown && lastBody) compute(lastBody);
  });
}

/** Called when the tab opens: the first table is made now. */
export function showPattern() {
  if (!shown && nodes.panel.dataset.busy !== 'true' && nodes.error.hidden) compute();
}
