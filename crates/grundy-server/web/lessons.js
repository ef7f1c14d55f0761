// lessons.js — a lesson per seed article (巴什博弈, 尼姆博弈, 威佐夫博弈, 斐波那契博弈 and the
// k-multiple game, SG 函数): the rule, a board to play against the tutor, the table the article
// builds by hand (打表) with a button for more rows, the theorem with its proof sketch, and the
// judge problems it solves with the commands that check one's own solution. The list is the
// Lessons view (#lessons); each lesson is its own address (#lessons?id=bash), and since the
// language is in the address's query (?lang=zh), the links keep it. Every table comes from the
// API: the page formats numbers (binary digits, b − a) but decides nothing about a game.

import { ApiError, post } from './api.js';
import { el, errorText, moveReportText, outcomeText, replace, setStatus } from './dom.js';
import { onLang, t } from './i18n.js';
import { drawPosition } from './position.js';
import { showMistake, showReply } from './tutor.js';

/** Each lesson: its board's start, its judge problems, and its table (drawn by `table`). */
const LESSONS = [
  { id: 'bash', expr: 'bash(20,max=3)', judges: ['hdu1846', 'hdu2149'], first: 16, more: 16 },
  { id: 'nim', expr: 'nim(3,4,5)', judges: ['hdu1850', 'luogu2197', 'hdu1907'], first: 3, more: 1 },
  { id: 'wythoff', expr: 'wythoff(4,6)', judges: ['hdu1527', 'luogu2252', 'hdu2177'], first: 12, more: 10 },
  { id: 'fib', expr: 'fib(20)', judges: ['hdu2516', 'hdu2486'], first: 10, more: 10 },
  { id: 'sg', expr: 'sub(10,{1,3,4})', judges: ['hdu1847', 'hdu1848', 'hdu1536'], first: 21, more: 20 },
];

const MOVES_LISTED = 60;

let nodes;
let lesson = null; // the lesson shown, or null for the list
let rows = 0; // how many rows (heaps for Nim) its table has
let generation = 0; // bumped when another lesson (or language) is drawn: late answers are dropped
const game = { expr: null, finished: false, busy: false };

const $ = (id) => document.getElementById(id);

/** The link to a lesson, or to the list (`id` null). */
function href(id) {
  return id === null ? '#lessons' : `#lessons?id=${id}`;
}

function drawList() {
  replace(nodes.list, LESSONS.map((entry) => el('li', {},
    el('a', { href: href(entry.id), dataset: { lesson: entry.id } }, t(`lesson-${entry.id}-title`)),
    el('span', { class: 'muted' }, ` — ${t(`lesson-${entry.id}-summary`)}`))));
}

/** A field of the lesson's table controls. */
function field(id, label, value, extra = {}) {
  return el('label', {}, el('span', {}, label), ' ', el('input', { id, value, autocomplete: 'off', spellcheck: 'false', ...extra }));
}

function section(titleId, ...children) {
  return el('section', { class: 'lesson-part' }, el('h3', {}, t(titleId)), children);
}

/** The lesson `entry`, drawn whole; its board and table are then asked of the server. */
function drawLesson(entry) {
  const judges = entry.judges.map((name) => el('li', { dataset: { judge: name } },
    el('strong', {}, el('code', {}, name)), ` — ${t(`lesson-judge-${name}`)}`,
    el('pre', { class: 'explanation command' },
      `grundy judge ${name} < input.txt\ngrundy stress ${name} --solution "./a.out"`)));
  replace(nodes.lesson,
    el('p', {}, el('a', { href: href(null), class: 'back' }, t('lesson-back'))),
    el('h2', { id: 'lesson-title' }, t(`lesson-${entry.id}-title`)),
    section('lesson-rule', el('p', {}, t(`lesson-${entry.id}-rule`))),
    section('lesson-board',
      el('p', { class: 'muted' }, t('lesson-board-lead')),
      // The start is any position (of this lesson's game or another: takeaway(20,k=3) for the
      // k-multiple game), and a move may be typed as well as clicked.
      el('form', { class: 'toolbar', onsubmit: (event) => { event.preventDefault(); startGame(entry); } },
        field('lesson-start-expr', t('play-position'), entry.expr, { class: 'expr' }),
        el('button', { type: 'submit', id: 'lesson-start', class: 'primary' }, t('lesson-new-game')),
        el('button', { type: 'button', id: 'lesson-hint', onclick: showHint }, t('hint'))),
      el('p', { id: 'lesson-status', class: 'status', role: 'status', 'aria-live': 'polite' }),
      el('div', { id: 'lesson-position' }),
      el('ul', { id: 'lesson-moves', class: 'moves', 'aria-label': t('legal-moves') }),
      el('form', { id: 'lesson-move-form', class: 'toolbar', onsubmit: (event) => { event.preventDefault(); playTyped(); } },
        field('lesson-move', t('your-move'), '', { class: 'expr' }),
        el('button', { type: 'submit', id: 'lesson-move-submit' }, t('play-move'))),
      el('div', { id: 'lesson-mistake', class: 'mistake', role: 'alert', hidden: true }),
      el('div', { id: 'lesson-reply', class: 'explain', hidden: true }),
      el('div', { id: 'lesson-hint-text', class: 'hint', hidden: true })),
    section(`lesson-${entry.id}-table-title`,
      el('p', {}, t(`lesson-${entry.id}-table-lead`)),
      el('form', { id: 'lesson-table-form', class: 'toolbar', onsubmit: (event) => { event.preventDefault(); rows = entry.id === 'nim' ? 0 : entry.first; fillTable(entry); } },
        tableFields(entry),
        el('button', { type: 'submit', class: 'primary' }, t('lesson-table-go')),
        el('button', { type: 'button', id: 'lesson-more', onclick: () => { rows += entry.more; fillTable(entry); } },
          t(entry.id === 'nim' ? 'lesson-nim-add' : 'lesson-more-rows'))),
      el('p', { id: 'lesson-table-status', class: 'status' }),
      el('div', { class: 'table-scroll' }, el('table', { class: 'components lesson-table', id: 'lesson-table' })),
      el('div', { id: 'lesson-table-after' })),
    extraPart(entry),
    section('lesson-theorem', el('p', {}, t(`lesson-${entry.id}-theorem`))),
    section('lesson-proof', el('p', {}, t(`lesson-${entry.id}-proof`))),
    section('lesson-judges', el('p', { class: 'muted' }, t('lesson-judges-lead')), el('ul', { class: 'plain judges' }, judges)));
}

/** The controls of a lesson's table: m for Bash, the heaps for Nim, k for the take-away game. */
function tableFields(entry) {
  switch (entry.id) {
    case 'bash': return field('lesson-m', 'm', '3', { inputmode: 'numeric' });
    case 'nim': return [field('lesson-heaps', t('lesson-nim-heaps'), '3, 4, 5'), field('lesson-nim-new', t('lesson-nim-new'), '6', { inputmode: 'numeric' }),
      field('lesson-nim-max', t('lesson-nim-max'), '3', { inputmode: 'numeric' })];
    case 'fib': return field('lesson-k', 'k', '2');
    case 'sg': return field('lesson-set', t('seq-set'), '1, 3, 4');
    default: return null;
  }
}

/** What a lesson has beside its table: Wythoff's moves as HDU 2177 asks for them, the
 * decomposition of a heap (the generalised lowbit), the link to the SG workshop. */
function extraPart(entry) {
  if (entry.id === 'wythoff') {
    return section('lesson-wythoff-moves-title',
      el('p', {}, t('lesson-wythoff-moves-lead'), ' ', el('a', { href: '#wythoff' }, t('lesson-wythoff-board-link'))),
      el('form', { class: 'toolbar', onsubmit: (event) => { event.preventDefault(); showWythoffMoves(); } },
        field('lesson-wy-a', 'a', '4', { inputmode: 'numeric' }), field('lesson-wy-b', 'b', '6', { inputmode: 'numeric' }),
        el('button', { type: 'submit' }, t('lesson-table-go'))),
      el('div', { id: 'lesson-wy-moves', class: 'explain' }));
  }
  if (entry.id === 'fib') {
    return section('lesson-fib-lowbit-title',
      el('p', {}, t('lesson-fib-lowbit-lead')),
      el('form', { class: 'toolbar', onsubmit: (event) => { event.preventDefault(); showDecomposition(); } },
        field('lesson-n', 'n', '20', { inputmode: 'numeric' }),
        el('button', { type: 'submit' }, t('lesson-table-go'))),
      el('div', { id: 'lesson-decomposition', class: 'explain' }));
  }
  if (entry.id === 'sg') {
    return section('lesson-sg-workshop-title',
      el('p', {}, t('lesson-sg-workshop-lead'), ' ', el('a', { href: '#sg', id: 'lesson-sg-link' }, t('lesson-sg-workshop-link'))));
  }
  return null;
}

// ---- the board: a game against the tutor, as in the Play view -------------------------------

function renderBoard() {
  nodes.panel.dataset.busy = String(game.busy);
  const hint = $('lesson-hint');
  if (hint) hint.disabled = game.busy || game.finished || game.expr === null;
  for (const button of document.querySelectorAll('#lesson-moves button')) button.disabled = game.busy;
  const typed = $('lesson-move-submit');
  if (typed) typed.disabled = game.busy || game.finished || game.expr === null;
}

/** The move typed in the box, in the game's notation (as `grundy play` reads it). */
function playTyped() {
  const input = $('lesson-move');
  const move = input.value.trim();
  if (move === '') return;
  input.value = '';
  play(move);
}

async function startGame(entry) {
  const mine = generation;
  game.busy = true;
  game.finished = false;
  renderBoard();
  showMistake($('lesson-mistake'), null);
  showReply($('lesson-reply'), null);
  $('lesson-hint-text').hidden = true;
  try {
    const typed = $('lesson-start-expr').value.trim();
    let start = await post('start', { expr: typed || entry.expr });
    // A start the person can win: the server's own suggestion when the example is lost.
    if (!start.you_move_first && start.winnable) start = await post('start', { expr: start.winnable });
    if (mine !== generation) return;
    game.expr = start.expr;
    setStatus($('lesson-status'), start.advice);
  } catch (error) {
    if (mine !== generation) return;
    setStatus($('lesson-status'), errorText(error), 'error');
  }
  game.busy = false;
  await drawBoard(mine);
}

/** The position and its legal moves, each a button. */
async function drawBoard(mine) {
  renderBoard();
  if (game.expr === null) return;
  try {
    const view = await post('position', { expr: game.expr });
    if (mine !== generation) return;
    replace($('lesson-position'), drawPosition(view));
    const moves = game.finished ? { moves: [] } : await post('moves', { expr: game.expr, limit: MOVES_LISTED });
    if (mine !== generation) return;
    replace($('lesson-moves'), moves.moves.map((played, index) => el('li', {},
      el('button', { type: 'button', class: 'move-button', 'data-testid': `lesson-move-${index}`, onclick: () => play(played.notation) },
        el('code', {}, played.notation), el('span', { class: 'move-words' }, played.description)))));
  } catch (error) {
    if (mine !== generation) return;
    setStatus($('lesson-status'), errorText(error), 'error');
  }
  renderBoard();
}

async function play(move) {
  if (game.busy || game.finished || game.expr === null) return;
  const mine = generation;
  game.busy = true;
  renderBoard();
  setStatus($('lesson-status'), t('computer-thinking'));
  try {
    const answer = await post('play', { expr: game.expr, move });
    if (mine !== generation) return;
    game.expr = answer.expr;
    game.finished = answer.finished;
    $('lesson-hint-text').hidden = true;
    showMistake($('lesson-mistake'), answer.mistake);
    showReply($('lesson-reply'), answer.computer_move);
    const over = answer.finished ? (answer.winner === 'you' ? t('you-won') : t('computer-won')) : t('lesson-your-turn');
    setStatus($('lesson-status'), over, answer.finished ? 'done' : 'info');
  } catch (error) {
    if (mine !== generation) return;
    const text = error instanceof ApiError && error.kind === 'illegal_move' ? t('not-legal', { error: error.message }) : errorText(error);
    setStatus($('lesson-status'), text, 'error');
  }
  game.busy = false;
  await drawBoard(mine);
}

async function showHint() {
  if (game.busy || game.finished || game.expr === null) return;
  const mine = generation;
  try {
    const hint = await post('hint', { expr: game.expr });
    if (mine !== generation) return;
    const node = $('lesson-hint-text');
    node.hidden = false;
    const move = hint.winning_move;
    replace(node, move
      ? [el('strong', {}, t('hint-label')), el('code', {}, move.notation), ` — ${move.description}${t('sentence-end')}`]
      : [el('strong', {}, `${outcomeText(hint.outcome)}${t('sentence-end')}`)],
    el('span', { class: 'reason' }, t('why', { reason: hint.reason })));
  } catch (error) {
    setStatus($('lesson-status'), errorText(error), 'error');
  }
}

// ---- the tables -------------------------------------------------------------------------------

function head(...names) {
  return el('thead', {}, el('tr', {}, names.flat().map((name) => el('th', { scope: 'col' }, name))));
}

function cell(value, extra = {}) {
  return el('td', { class: 'num', ...extra }, String(value));
}

function outcomeCell(outcome) {
  return el('td', { class: 'outcome', dataset: { outcome } }, outcome === 'P' ? t('lesson-p') : t('lesson-n'));
}

/** Bash: n = 0 … rows − 1 with the outcome under normal and misère play, for the chosen m. */
async function bashRows(mine) {
  const max = $('lesson-m').value.trim();
  const body = [];
  for (let n = 0; n < rows; n += 1) {
    const [normal, misere] = await Promise.all([post('bash', { n, max }), post('bash', { n, max, misere: true })]);
    if (mine !== generation) return null;
    body.push(el('tr', { dataset: { outcome: normal.outcome } }, cell(n), outcomeCell(normal.outcome), outcomeCell(misere.outcome)));
  }
  return [head('n', t('lesson-normal'), t('lesson-misere')), el('tbody', {}, body)];
}

/** Nim: each heap in binary, one column per bit, and the nim-sum the server computed. */
async function nimRows(mine) {
  const heaps = $('lesson-heaps').value.split(/[\s,，]+/).filter((part) => part.length > 0);
  while (heaps.length < rows) heaps.push($('lesson-nim-new').value.trim() || '1');
  rows = heaps.length;
  const maxTake = $('lesson-nim-max').value.trim();
  const [normal, misere, bounded] = await Promise.all([post('nim', { heaps }), post('nim', { heaps, misere: true }),
    post('nim', { heaps, max_take: maxTake })]);
  if (mine !== generation) return null;
  $('lesson-heaps').value = heaps.join(', ');
  const binary = heaps.map((heap) => BigInt(heap).toString(2));
  const sum = BigInt(normal.nim_sum).toString(2);
  const width = Math.max(sum.length, ...binary.map((digits) => digits.length));
  const bits = (digits) => digits.padStart(width, '0').split('').map((digit) => cell(digit, { class: digit === '1' ? 'num bit-one' : 'num' }));
  // Each binary column headed by its power of two: 4, 2, 1 (2^10 and beyond as powers).
  const columns = Array.from({ length: width }, (_, index) => {
    const power = width - 1 - index;
    return power < 10 ? String(2 ** power) : `2^${power}`;
  });
  const body = heaps.map((heap, index) => el('tr', { dataset: { heap: index } },
    el('th', { scope: 'row' }, t('lesson-nim-heap', { n: index + 1 })), cell(heap), bits(binary[index])));
  body.push(el('tr', { class: 'nim-sum' }, el('th', { scope: 'row' }, t('lesson-nim-sum')), cell(normal.nim_sum), bits(sum)));
  replace($('lesson-table-after'), el('ul', { class: 'plain' },
    el('li', {}, t('lesson-nim-normal', { outcome: outcomeText(normal.outcome) })),
    el('li', {}, t('lesson-nim-misere', { outcome: outcomeText(misere.outcome) })),
    el('li', {}, t('lesson-nim-bounded', { m: maxTake, sum: bounded.nim_sum, outcome: outcomeText(bounded.outcome) }))));
  return [head(t('lesson-nim-heap-col'), t('lesson-nim-size'), columns), el('tbody', {}, body)];
}

/** Wythoff: (a_k, b_k) for k = 0 … rows − 1, with b_k − a_k. */
async function wythoffRows(mine) {
  const body = [];
  for (let k = 0; k < rows; k += 1) {
    const pair = await post('wythoff/pair', { k });
    if (mine !== generation) return null;
    const [a, b] = pair.position.map(String);
    body.push(el('tr', { dataset: { k } }, cell(k), cell(a), cell(b), cell(BigInt(b) - BigInt(a))));
  }
  return [head('k', 'a_k', 'b_k', 'b_k − a_k'), el('tbody', {}, body)];
}

/** The k-multiple game: the article's a_i, t and b_i, built by the server step by step. */
async function fibRows(mine) {
  const k = $('lesson-k').value.trim();
  const answer = await post('takeaway', { k, losing_heaps: rows, construction: true });
  if (mine !== generation) return null;
  const steps = answer.construction ?? [];
  const body = steps.map((step, i) => el('tr', { dataset: { i } }, cell(i), cell(step.a),
    cell(step.t === null ? '—' : step.t), cell(step.b)));
  replace($('lesson-table-after'), steps.length === 0 ? el('p', { class: 'muted' }, t('lesson-fib-small-k')) : null);
  return [head('i', 'a_i', 't', 'b_i'), el('tbody', {}, body)];
}

/** SG: g(n) of the subtraction game S for n = 0 … rows − 1, from the server. */
async function sgRows(mine) {
  const set = $('lesson-set').value.split(/[\s,，{}]+/).filter((part) => part.length > 0);
  const answer = await post('seq/sub', { set, to: rows - 1 });
  if (mine !== generation) return null;
  const values = answer.values.map(String);
  const body = values.map((value, n) => el('tr', { dataset: { outcome: value === '0' ? 'P' : 'N' } }, cell(n), cell(value)));
  replace($('lesson-table-after'), answer.period === null || answer.period === undefined ? null
    : el('p', {}, t('lesson-sg-period', { preperiod: answer.preperiod, period: answer.period })));
  return [head('n', 'g(n)'), el('tbody', {}, body)];
}

const TABLES = { bash: bashRows, nim: nimRows, wythoff: wythoffRows, fib: fibRows, sg: sgRows };

async function fillTable(entry) {
  const mine = generation;
  const status = $('lesson-table-status');
  const table = $('lesson-table');
  setStatus(status, t('computing'));
  table.dataset.busy = 'true';
  try {
    const parts = await TABLES[entry.id](mine);
    if (parts === null || mine !== generation) return;
    replace(table, parts);
    table.dataset.rows = String(table.querySelectorAll('tbody tr').length);
    setStatus(status, '');
  } catch (error) {
    if (mine !== generation) return;
    setStatus(status, errorText(error), 'error');
  } finally {
    if (mine === generation) table.dataset.busy = 'false';
  }
}

async function showWythoffMoves() {
  const mine = generation;
  const node = $('lesson-wy-moves');
  try {
    const answer = await post('wythoff', { a: $('lesson-wy-a').value.trim(), b: $('lesson-wy-b').value.trim() });
    if (mine !== generation) return;
    replace(node, el('p', {}, outcomeText(answer.outcome)),
      el('ul', { class: 'plain' }, answer.winning_moves.map((move) => el('li', {}, moveReportText(move)))));
  } catch (error) {
    replace(node, el('p', { class: 'error-message' }, errorText(error)));
  }
}

async function showDecomposition() {
  const mine = generation;
  const node = $('lesson-decomposition');
  try {
    const n = $('lesson-n').value.trim();
    const answer = await post('takeaway', { n, k: $('lesson-k').value.trim() });
    if (mine !== generation) return;
    const terms = answer.decomposition.map(String).join(' + ');
    replace(node, el('p', {}, t('lesson-fib-decomposition', { n: String(answer.heap), terms })),
      el('p', {}, answer.least_winning_move === null
        ? t('lesson-fib-lost', { n: String(answer.heap) })
        : t('lesson-fib-lowbit', { take: String(answer.least_winning_move) })));
  } catch (error) {
    replace(node, el('p', { class: 'error-message' }, errorText(error)));
  }
}

// ---- the view ---------------------------------------------------------------------------------

function draw() {
  generation += 1;
  game.expr = null;
  game.finished = false;
  game.busy = false;
  drawList();
  nodes.listPart.hidden = lesson !== null;
  nodes.lesson.hidden = lesson === null;
  if (lesson === null) {
    replace(nodes.lesson);
    return;
  }
  drawLesson(lesson);
  rows = lesson.first;
  startGame(lesson);
  fillTable(lesson);
  if (lesson.id === 'wythoff') showWythoffMoves();
  if (lesson.id === 'fib') showDecomposition();
}

/** Shows the list, or the lesson the address names (`#lessons?id=nim`). */
export function showLessons(params) {
  const id = params?.get('id') ?? null;
  const next = LESSONS.find((entry) => entry.id === id) ?? null;
  // The tab opens the list: the address says so too.
  if (next === null && location.hash !== '#lessons') history.replaceState(history.state, '', '#lessons');
  if (next === lesson && (next === null || nodes.lesson.childElementCount > 0)) return;
  lesson = next;
  draw();
}

/** Wires the Lessons view; its text is redrawn in a new language. */
export function initLessons() {
  nodes = {
    panel: $('panel-lessons'),
    listPart: $('lessons-index'),
    list: $('lessons-list'),
    lesson: $('lesson'),
  };
  drawList();
  onLang(({ glossaryOnly }) => {
    if (!glossaryOnly) draw();
  });
}
