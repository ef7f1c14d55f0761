// wythoff.js — Wythoff's game on a board: the queen at (a, b) moves left, down or diagonally
// toward the corner (0, 0), and whoever reaches it wins. The page draws the board and sends the
// chosen square as the move `-> X Y`; the server checks it, answers for the computer, gives
// hints, the legal squares (POST /api/moves) and the P-positions (the zeros of the Grundy
// table). The golden lines b = φa and b = a/φ are drawing only.

import { ApiError, post } from './api.js';
import { el, errorText, outcomeText, replace, setStatus } from './dom.js';

const SMALLEST_BOARD = 20;
const LARGEST_COORDINATE = 63;
const PHI = (1 + Math.sqrt(5)) / 2;
const SVG = 'http://www.w3.org/2000/svg';

const state = {
  expr: null, // the position, as the server writes it: "wythoff(4,6)"
  size: SMALLEST_BOARD, // the board shows heaps 0 .. size-1
  history: [], // the positions before each of the person's moves, for undo
  finished: false,
  busy: false,
  legal: new Set(), // "x,y" squares the queen may move to, from /api/moves
  pPositions: null, // Set of "a,b" from the Grundy table, for the current size
  hinted: null, // "x,y" of the hint's square
  focus: [0, 0], // the square that has the keyboard focus
  generation: 0, // bumped by every new game or undo, so late answers are dropped
};

let nodes;

/** The queen's square, read from the canonical expression `wythoff(a,b)`. */
function queen() {
  const match = /^wythoff\((\d+),(\d+)\)$/.exec(state.expr ?? '');
  return match ? [Number(match[1]), Number(match[2])] : null;
}

const key = (a, b) => `${a},${b}`;

function square(a, b) {
  return nodes.grid.querySelector(`[data-testid="sq-${a}-${b}"]`);
}

function buildBoard() {
  const n = state.size;
  const labelEvery = n <= SMALLEST_BOARD ? 1 : 5;
  const grid = el('div', {
    id: 'wy-board',
    class: 'board-grid',
    role: 'group',
    'aria-label': `Wythoff board: heap a across, heap b up, 0 to ${n - 1}. Arrow keys move, Enter moves the queen.`,
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
    cell.textContent = isQueen ? '♛' : '';
    const words = [`a ${a}, b ${b}`];
    if (isQueen) words.push('queen');
    if (isLegal) words.push('legal move');
    if (isP) words.push('P-position');
    if (state.hinted === here) words.push('hint');
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
    setStatus(nodes.status, `Could not load the P-positions: ${errorText(error)}`, 'error');
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
    setStatus(nodes.status, `Could not list the moves: ${errorText(error)}`, 'error');
  }
}

function logMove(who, played, reason) {
  const item = el('li', { class: who === 'you' ? 'by-you' : 'by-computer' },
    el('strong', {}, who === 'you' ? 'You: ' : 'Computer: '),
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
  nodes.result.textContent = answer.winner === 'you'
    ? 'You won! The queen reached (0, 0) on your move.'
    : 'The computer won: it moved the queen to (0, 0).';
}

function yourTurnText() {
  return 'Your move: click a square the queen can reach (or use the arrow keys and Enter).';
}

/** One turn: the person's `move` (null: the computer starts), then the computer's answer. */
async function play(move) {
  if (state.busy || state.expr === null) return;
  const before = state.expr;
  const generation = state.generation;
  state.busy = true;
  paint();
  setStatus(nodes.status, 'The computer is thinking…');
  try {
    const answer = await post('play', { expr: before, move });
    if (generation !== state.generation) return;
    if (move !== null) state.history.push(before);
    state.expr = answer.expr;
    state.finished = answer.finished;
    state.hinted = null;
    nodes.hintText.hidden = true;
    if (answer.your_move) logMove('you', answer.your_move);
    if (answer.computer_move) logMove('computer', answer.computer_move, answer.computer_move.reason);
    if (answer.computer_move) {
      nodes.explain.hidden = false;
      replace(nodes.explain, el('strong', {}, 'The computer: '), `${answer.computer_move.description} `,
        el('code', { class: 'notation' }, answer.computer_move.notation), el('span', { class: 'reason' }, answer.computer_move.reason));
    } else {
      nodes.explain.hidden = true;
    }
    showResult(answer);
    const at = queen();
    if (at) state.focus = at;
    await loadLegalMoves();
    setStatus(nodes.status, answer.finished ? 'Game over. Press New game to play again.' : yourTurnText(), answer.finished ? 'done' : 'info');
  } catch (error) {
    if (generation !== state.generation) return;
    const tone = error instanceof ApiError && error.kind === 'illegal_move' ? 'warn' : 'error';
    setStatus(nodes.status, tone === 'warn' ? `Not a legal move: ${error.message}` : errorText(error), tone);
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
    setStatus(nodes.status, 'The game is over. Press New game to play again.', 'done');
    paint();
    return;
  }
  if (at && at[0] === a && at[1] === b) {
    setStatus(nodes.status, 'That is where the queen stands: choose a square to move it to.', 'warn');
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
      replace(nodes.hintText, el('strong', {}, 'Hint: '), el('code', {}, move.notation), ` — ${move.description}. `,
        el('span', { class: 'reason' }, `Why: ${hint.reason}`));
    } else {
      state.hinted = null;
      delete nodes.hintText.dataset.to;
      delete nodes.hintText.dataset.notation;
      replace(nodes.hintText, el('strong', {}, `${outcomeText(hint.outcome)}. `), hint.reason,
        hint.stalling_move ? ` To make the game last: ${hint.stalling_move.description}.` : '');
    }
    paint();
  } catch (error) {
    setStatus(nodes.status, errorText(error), 'error');
  }
}

async function newGame(a, b, computerFirst) {
  state.generation += 1;
  const size = Math.max(SMALLEST_BOARD, a + 1, b + 1);
  if (size !== state.size || !nodes.grid) {
    state.size = size;
    state.pPositions = null;
    buildBoard();
  }
  state.expr = `wythoff(${a},${b})`;
  state.history = [];
  state.finished = false;
  state.busy = false;
  state.hinted = null;
  state.focus = [a, b];
  nodes.hintText.hidden = true;
  nodes.explain.hidden = true;
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
  state.expr = state.history.pop();
  state.finished = false;
  state.hinted = null;
  nodes.hintText.hidden = true;
  nodes.explain.hidden = true;
  showResult({ finished: false });
  // Take back the person's move and the computer's answer from the log.
  const items = [...nodes.log.children];
  const lastYours = items.map((item) => item.classList.contains('by-you')).lastIndexOf(true);
  items.slice(Math.max(0, lastYours)).forEach((item) => item.remove());
  const at = queen();
  if (at) state.focus = at;
  await loadLegalMoves();
  setStatus(nodes.status, `Move taken back. ${yourTurnText()}`);
  paint();
}

function readStart() {
  const a = Number(nodes.a.value);
  const b = Number(nodes.b.value);
  const ok = (v) => Number.isInteger(v) && v >= 0 && v <= LARGEST_COORDINATE;
  if (!ok(a) || !ok(b)) {
    setStatus(nodes.status, `The heaps must be whole numbers from 0 to ${LARGEST_COORDINATE} on this board.`, 'error');
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
    setStatus(nodes.status, 'No N-position found at random; try again.', 'warn');
  } catch (error) {
    setStatus(nodes.status, errorText(error), 'error');
  } finally {
    nodes.random.disabled = false;
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
  const start = readStart() ?? [9, 4];
  newGame(start[0], start[1], false);
}
