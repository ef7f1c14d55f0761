// wythoff.js — Wythoff's game on a board: the queen at (a, b) moves left, down or diagonally
// toward the corner (0, 0), and whoever reaches it wins. The page draws the board and sends the
// chosen square as the move `-> X Y`; the server checks it, answers for the computer, gives
// hints, the legal squares (POST /api/moves) and the P-positions (the zeros of the Grundy
// table). The golden lines b = φa and b = a/φ are drawing only. A move that throws a win away
// is pointed out at once (the server's `mistake`), its winning squares marked on the board.
// Below the board, the table of P-positions (a_k, b_k) = (⌊kφ⌋, ⌊kφ⌋ + k), computed exactly by
// the server for any k.

import { ApiError, post } from './api.js';
import { el, errorText, outcomeText, replace, setStatus } from './dom.js';
import { onLang, t } from './i18n.js';
import { showMistake, showReply } from './tutor.js';

// The board shows at least this many squares a side, fewer on a narrow screen, where a square
// must stay a tap target of at least TAP px (a larger board scrolls sideways in its frame).
const LARGEST_SMALLEST_BOARD = 20;
const TAP = 32;
const LARGEST_COORDINATE = 63;
const PHI = (1 + Math.sqrt(5)) / 2;
const SVG = 'http://www.w3.org/2000/svg';

const state = {
  expr: null, // the position, as the server writes it: "wythoff(4,6)", sent back with each move
  at: null, // [a, b], the queen's square: the heaps of the answer's view of the position
  size: LARGEST_SMALLEST_BOARD, // the board shows heaps 0 .. size-1
  history: [], // { expr, at } before each of the person's moves, for undo
  finished: false,
  busy: false,
  legal: new Set(), // "x,y" squares the queen may move to, from /api/moves
  pPositions: null, // Set of "a,b" from the Grundy table, for the current size
  hinted: null, // "x,y" of the hint's square
  missed: new Set(), // "x,y" squares that would have won, after a mistake
  start: null, // [a, b] where the game started: the board shows at least that far
  focus: [0, 0], // the square that has the keyboard focus
  generation: 0, // bumped by every new game or undo, so late answers are dropped
};

let nodes;

/** The queen's square, or null before the first game. */
function queen() {
  return state.at;
}

/** The square of a position from the server's view of it (the `components` of a `play` or
 * `position` answer): the sizes of the Wythoff game's two heaps, a then b. */
function squareOf(components) {
  const view = components?.length === 1 ? components[0] : null;
  if (view?.game !== 'wythoff' || view.heaps.length !== 2) return null;
  return view.heaps.map((heap) => Number(heap.size));
}

const key = (a, b) => `${a},${b}`;

function square(a, b) {
  return nodes.grid.querySelector(`[data-testid="sq-${a}-${b}"]`);
}

function buildBoard() {
  const n = state.size;
  const labelEvery = n <= LARGEST_SMALLEST_BOARD ? 1 : 5;
  const grid = el('div', {
    id: 'wy-board',
    class: 'board-grid',
    role: 'group',
    'aria-label': t('wy-board-aria', { last: n - 1 }),
    onkeydown: onBoardKey,
  });
  for (let b = n - 1; b >= 0; b -= 1) {
    for (let a = 0; a < n; a += 1) {
      grid.append(
        el('button', {
          type: 'button',
          class: (a + b) % 2 === 0 ? 'sq dark' : 'sq',
          tabindex: '-1',
          'data-testid': `sq-${a}-${b}`,
          dataset: { a, b },
          onclick: () => onSquare(a, b),
        }),
      );
    }
  }
  const lines = document.createElementNS(SVG, 'svg');
  lines.setAttribute('class', 'golden');
  lines.setAttribute('viewBox', `0 0 ${n} ${n}`);
  lines.setAttribute('preserveAspectRatio', 'none');
  lines.setAttribute('aria-hidden', 'true');
  for (const slope of [PHI, 1 / PHI]) {
    const line = document.createElementNS(SVG, 'line');
    // Through the centre of square (0, 0); the svg's y axis points down.
    line.setAttribute('x1', '0.5');
    line.setAttribute('y1', String(n - 0.5));
    line.setAttribute('x2', String(0.5 + 2 * n));
    line.setAttribute('y2', String(n - 0.5 - 2 * n * slope));
    line.setAttribute('vector-effect', 'non-scaling-stroke');
    lines.append(line);
  }
  const yLabels = el('div', { class: 'board-y', 'aria-hidden': 'true' });
  for (let b = n - 1; b >= 0; b -= 1) yLabels.append(el('span', {}, b % labelEvery === 0 ? String(b) : ''));
  const xLabels = el('div', { class: 'board-x', 'aria-hidden': 'true' });
  for (let a = 0; a < n; a += 1) xLabels.append(el('span', {}, a % labelEvery === 0 ? String(a) : ''));
  const board = el(
    'div',
    { class: 'board', style: `--n: ${n}` },
    el('span', { class: 'axis-name axis-b', 'aria-hidden': 'true' }, 'b'),
    yLabels,
    el('div', { class: 'board-cells' }, grid, lines),
    el('span', { class: 'axis-corner', 'aria-hidden': 'true' }),
    el('span', { class: 'axis-corner', 'aria-hidden': 'true' }),
    xLabels,
    el('span', { class: 'axis-corner', 'aria-hidden': 'true' }),
    el('span', { class: 'axis-corner', 'aria-hidden': 'true' }),
    el('span', { class: 'axis-name axis-a', 'aria-hidden': 'true' }, 'a'),
  );
  replace(nodes.boardWrap, board);
  nodes.grid = grid;
}

/** Puts the queen, the legal squares, the hint and the P-positions on the board. */
function paint() {
  const at = queen();
  const showP = nodes.showP.checked && state.pPositions !== null;
  nodes.boardWrap.classList.toggle('show-golden', nodes.showP.checked);
  for (const cell of nodes.grid.children) {
    const a = Number(cell.dataset.a);
    const b = Number(cell.dataset.b);
    const here = key(a, b);
    const isQueen = at !== null && at[0] === a && at[1] === b;
    const isLegal = !state.finished && state.legal.has(here);
    const isP = showP && state.pPositions.has(here);
    cell.classList.toggle('queen', isQueen);
    cell.classList.toggle('legal', isLegal);
    cell.classList.toggle('p', isP);
    cell.classList.toggle('hinted', state.hinted === here);
    cell.classList.toggle('missed', state.missed.has(here));
    cell.textContent = isQueen ? '♛' : '';
    const words = [`a ${a}, b ${b}`];
    if (isQueen) words.push(t('sq-queen'));
    if (isLegal) words.push(t('sq-legal'));
    if (isP) words.push(t('sq-p'));
    if (state.hinted === here) words.push(t('sq-hint'));
    if (state.missed.has(here)) words.push(t('sq-missed'));
    cell.setAttribute('aria-label', words.join(', '));
    const focused = state.focus[0] === a && state.focus[1] === b;
    cell.tabIndex = focused ? 0 : -1;
  }
  nodes.undo.disabled = state.busy || state.history.length === 0;
  nodes.hint.disabled = state.busy || state.finished || state.expr === null;
  nodes.panel.dataset.busy = String(state.busy); // for tests: a turn is under way
}

function onBoardKey(event) {
  const steps = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
  const step = steps[event.key];
  if (!step) return;
  event.preventDefault();
  const n = state.size;
  const a = Math.min(n - 1, Math.max(0, state.focus[0] + step[0]));
  const b = Math.min(n - 1, Math.max(0, state.focus[1] + step[1]));
  state.focus = [a, b];
  paint();
  square(a, b).focus();
}

async function loadPPositions() {
  if (!nodes.showP.checked || state.pPositions !== null) {
    paint();
    return;
  }
  const size = state.size;
  try {
    const table = await post('table/wythoff', { size });
    if (size !== state.size) return;
    const zeros = new Set();
    table.rows.forEach((row, a) => row.forEach((g, b) => {
      if (Number(g) === 0) zeros.add(key(a, b));
    }));
    state.pPositions = zeros;
  } catch (error) {
    setStatus(nodes.status, t('wy-p-failed', { error: errorText(error) }), 'error');
  }
  paint();
}

async function loadLegalMoves() {
  const generation = state.generation;
  state.legal = new Set();
  if (state.finished || state.expr === null) return;
  try {
    const answer = await post('moves', { expr: state.expr, limit: 500 });
    if (generation !== state.generation) return;
    state.legal = new Set(answer.moves.map((m) => (Array.isArray(m.move.to) ? key(m.move.to[0], m.move.to[1]) : '')));
  } catch (error) {
    setStatus(nodes.status, t('play-moves-failed', { error: errorText(error) }), 'error');
  }
}

function logMove(who, played, reason) {
  const item = el('li', { class: who === 'you' ? 'by-you' : 'by-computer' },
    el('strong', {}, who === 'you' ? t('log-you') : t('log-computer')),
    el('code', {}, played.notation), ` — ${played.description}`);
  if (reason) item.append(el('div', { class: 'reason' }, reason));
  nodes.log.append(item);
}

function showResult(answer) {
  if (!answer.finished) {
    nodes.result.hidden = true;
    delete nodes.result.dataset.winner;
    return;
  }
  nodes.result.hidden = false;
  nodes.result.dataset.winner = answer.winner;
  nodes.result.textContent = answer.winner === 'you' ? t('wy-you-won') : t('wy-computer-won');
}

function yourTurnText() {
  return t('wy-your-turn');
}

/** One turn: the person's `move` (null: the computer starts), then the computer's answer. */
async function play(move) {
  if (state.busy || state.expr === null) return;
  const before = state.expr;
  const generation = state.generation;
  state.busy = true;
  paint();
  setStatus(nodes.status, t('computer-thinking'));
  try {
    const answer = await post('play', { expr: before, move, think: nodes.think.checked });
    if (generation !== state.generation) return;
    if (move !== null) state.history.push({ expr: before, at: state.at });
    state.expr = answer.expr;
    state.at = squareOf(answer.components);
    state.finished = answer.finished;
    state.hinted = null;
    nodes.hintText.hidden = true;
    if (answer.your_move) logMove('you', answer.your_move);
    if (answer.computer_move) logMove('computer', answer.computer_move, answer.computer_move.reason);
    showReply(nodes.explain, answer.computer_move);
    showMistake(nodes.mistake, answer.mistake);
    state.missed = new Set((answer.mistake?.winning_moves ?? [])
      .filter((m) => Array.isArray(m.move.to)).map((m) => key(m.move.to[0], m.move.to[1])));
    showResult(answer);
    const at = queen();
    if (at) state.focus = at;
    await loadLegalMoves();
    setStatus(nodes.status, answer.finished ? t('wy-game-over') : yourTurnText(), answer.finished ? 'done' : 'info');
  } catch (error) {
    if (generation !== state.generation) return;
    const tone = error instanceof ApiError && error.kind === 'illegal_move' ? 'warn' : 'error';
    setStatus(nodes.status, tone === 'warn' ? t('not-legal', { error: error.message }) : errorText(error), tone);
  } finally {
    if (generation === state.generation) {
      state.busy = false;
      paint();
    }
  }
}

function onSquare(a, b) {
  state.focus = [a, b];
  const at = queen();
  if (state.finished) {
    setStatus(nodes.status, t('wy-game-over'), 'done');
    paint();
    return;
  }
  if (at && at[0] === a && at[1] === b) {
    setStatus(nodes.status, t('wy-queen-here'), 'warn');
    paint();
    return;
  }
  play(`-> ${a} ${b}`);
}

async function showHint() {
  if (state.busy || state.finished || state.expr === null) return;
  const generation = state.generation;
  try {
    const hint = await post('hint', { expr: state.expr });
    if (generation !== state.generation) return;
    nodes.hintText.hidden = false;
    const move = hint.winning_move;
    if (move) {
      state.hinted = Array.isArray(move.move.to) ? key(move.move.to[0], move.move.to[1]) : null;
      nodes.hintText.dataset.to = state.hinted ?? '';
      nodes.hintText.dataset.notation = move.notation;
      replace(nodes.hintText, el('strong', {}, t('hint-label')), el('code', {}, move.notation), ` — ${move.description}${t('sentence-end')}`,
        el('span', { class: 'reason' }, t('why', { reason: hint.reason })));
    } else {
      state.hinted = null;
      delete nodes.hintText.dataset.to;
      delete nodes.hintText.dataset.notation;
      replace(nodes.hintText, el('strong', {}, `${outcomeText(hint.outcome)}${t('sentence-end')}`), hint.reason,
        hint.stalling_move ? ` ${t('stalling', { move: hint.stalling_move.description })}` : '');
    }
    paint();
  } catch (error) {
    setStatus(nodes.status, errorText(error), 'error');
  }
}

async function newGame(a, b, computerFirst) {
  state.generation += 1;
  state.start = [a, b];
  const size = Math.max(smallestBoard(), a + 1, b + 1);
  if (size !== state.size || !nodes.grid) {
    state.size = size;
    state.pPositions = null;
    buildBoard();
  }
  state.expr = `wythoff(${a},${b})`;
  state.at = [a, b];
  state.history = [];
  state.finished = false;
  state.busy = false;
  state.hinted = null;
  state.missed = new Set();
  state.focus = [a, b];
  nodes.hintText.hidden = true;
  nodes.explain.hidden = true;
  showMistake(nodes.mistake, null);
  showResult({ finished: false });
  replace(nodes.log);
  if (computerFirst) {
    await play(null);
  } else {
    await loadLegalMoves();
    setStatus(nodes.status, yourTurnText());
    paint();
  }
  loadPPositions();
}

async function undo() {
  if (state.busy || state.history.length === 0) return;
  state.generation += 1;
  ({ expr: state.expr, at: state.at } = state.history.pop());
  state.finished = false;
  state.hinted = null;
  state.missed = new Set();
  nodes.hintText.hidden = true;
  nodes.explain.hidden = true;
  showMistake(nodes.mistake, null);
  showResult({ finished: false });
  // Take back the person's move and the computer's answer from the log.
  const items = [...nodes.log.children];
  const lastYours = items.map((item) => item.classList.contains('by-you')).lastIndexOf(true);
  items.slice(Math.max(0, lastYours)).forEach((item) => item.remove());
  const at = queen();
  if (at) state.focus = at;
  await loadLegalMoves();
  setStatus(nodes.status, `${t('taken-back')} ${yourTurnText()}`);
  paint();
}

function readStart() {
  const a = Number(nodes.a.value);
  const b = Number(nodes.b.value);
  const ok = (v) => Number.isInteger(v) && v >= 0 && v <= LARGEST_COORDINATE;
  if (!ok(a) || !ok(b)) {
    setStatus(nodes.status, t('wy-bad-heaps', { last: LARGEST_COORDINATE }), 'error');
    return null;
  }
  return [a, b];
}

/** Draws random squares until the server says one is an N-position (the first player wins). */
async function randomNPosition() {
  nodes.random.disabled = true;
  try {
    for (let tries = 0; tries < 40; tries += 1) {
      const a = 3 + Math.floor(Math.random() * 17);
      const b = 3 + Math.floor(Math.random() * 17);
      const answer = await post('wythoff', { a: String(a), b: String(b) });
      if (answer.outcome === 'N') {
        nodes.a.value = String(a);
        nodes.b.value = String(b);
        await newGame(a, b, nodes.computerFirst.checked);
        return;
      }
    }
    setStatus(nodes.status, t('wy-no-random'), 'warn');
  } catch (error) {
    setStatus(nodes.status, errorText(error), 'error');
  } finally {
    nodes.random.disabled = false;
  }
}

/** The side of the smallest board: up to 20 squares, as many as fit at TAP px each. */
function smallestBoard() {
  const width = nodes.boardWrap.clientWidth || document.documentElement.clientWidth;
  // The row labels take about 2.1rem (a phone) to 2.6rem beside the squares.
  const fit = Math.floor((width - 40) / TAP);
  return Math.max(6, Math.min(LARGEST_SMALLEST_BOARD, fit));
}

/** A new board when the screen's width calls for another size (a phone turned, a window). */
function fitBoard() {
  if (!state.start || !nodes.grid || nodes.boardWrap.clientWidth === 0) return;
  const size = Math.max(smallestBoard(), state.start[0] + 1, state.start[1] + 1);
  if (size === state.size) return;
  state.size = size;
  state.pPositions = null;
  buildBoard();
  paint();
  loadPPositions();
}

/** The P-positions (a_k, b_k) for k = 0 … 12, from the server. */
async function fillPTable() {
  const rows = [];
  for (let k = 0; k <= 12; k += 1) {
    try {
      const pair = await post('wythoff/pair', { k });
      rows.push(el('tr', { dataset: { k } }, el('td', { class: 'num' }, String(k)),
        el('td', { class: 'num' }, String(pair.position[0])), el('td', { class: 'num' }, String(pair.position[1]))));
    } catch (error) {
      setStatus(nodes.status, errorText(error), 'error');
      return;
    }
  }
  replace(nodes.ptable, rows);
}

/** The P-position of any index k (digits of any length), exactly. */
async function showPair() {
  const k = nodes.pairK.value.trim();
  try {
    const pair = await post('wythoff/pair', { k });
    const [a, b] = pair.position.map(String);
    nodes.pairAnswer.dataset.a = a;
    replace(nodes.pairAnswer, el('code', {}, `(a_k, b_k) = (${a}, ${b})`));
  } catch (error) {
    delete nodes.pairAnswer.dataset.a;
    replace(nodes.pairAnswer, el('span', { class: 'error-message' }, errorText(error)));
  }
}

/** Wires the Wythoff panel; the first game starts at the inputs' position. */
export function initWythoff() {
  const $ = (id) => document.getElementById(id);
  nodes = {
    panel: $('panel-wythoff'),
    form: $('wy-setup'),
    a: $('wy-a'),
    b: $('wy-b'),
    computerFirst: $('wy-computer-first'),
    random: $('wy-random'),
    showP: $('wy-show-p'),
    boardWrap: $('wy-board-wrap'),
    status: $('wy-status'),
    hint: $('wy-hint'),
    undo: $('wy-undo'),
    hintText: $('wy-hint-text'),
    explain: $('wy-explain'),
    result: $('wy-result'),
    mistake: $('wy-mistake'),
    think: $('wy-think'),
    pairForm: $('wy-pair-form'),
    pairK: $('wy-pair-k'),
    pairAnswer: $('wy-pair-answer'),
    ptable: $('wy-ptable-body'),
    log: $('wy-log'),
    grid: null,
  };
  nodes.form.addEventListener('submit', (event) => {
    event.preventDefault();
    const start = readStart();
    if (start) newGame(start[0], start[1], nodes.computerFirst.checked);
  });
  nodes.random.addEventListener('click', randomNPosition);
  nodes.hint.addEventListener('click', showHint);
  nodes.undo.addEventListener('click', undo);
  nodes.showP.addEventListener('change', loadPPositions);
  nodes.pairForm.addEventListener('submit', (event) => {
    event.preventDefault();
    showPair();
  });
  onLang(({ glossaryOnly }) => {
    if (glossaryOnly || !nodes.grid) return;
    nodes.grid.setAttribute('aria-label', t('wy-board-aria', { last: state.size - 1 }));
    if (!state.busy) setStatus(nodes.status, state.finished ? t('wy-game-over') : yourTurnText(), state.finished ? 'done' : 'info');
    paint();
  });
  // Redrawn outside the observer's callback (no resize loop).
  let seenWidth = 0;
  new ResizeObserver(() => {
    const width = nodes.boardWrap.clientWidth;
    if (width === seenWidth) return;
    seenWidth = width;
    requestAnimationFrame(fitBoard);
  }).observe(nodes.boardWrap);
  fillPTable();
  const start = readStart() ?? [9, 4];
  newGame(start[0], start[1], false);
}
