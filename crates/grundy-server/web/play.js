// play.js — play any game grundy knows (or any sum written as an expression) against the
// computer. The list of games, the drawing of a position and every rule come from the API; the
// page knows no game. The page keeps the positions (play
// is stateless on the server: undo goes back to an earlier `expr`); the server lists the legal
// moves, checks typed ones, answers for the computer with its reason, gives hints and says who
// won.

import { ApiError, post } from './api.js';
import { el, errorText, outcomeText, replace, setStatus } from './dom.js';
import { drawPosition } from './position.js';

const MOVES_LISTED = 300;

const state = {
  expr: null,
  view: null, // the `position` answer for `expr`, to draw it
  games: [], // the `games` answer's list, for the setup
  misere: false,
  history: [], // positions before each of the person's moves
  finished: false,
  busy: false,
  generation: 0,
};

let nodes;

/** The setup's list of games, from the library; choosing one puts its example in the box. */
async function loadGames() {
  try {
    const answer = await post('games', {});
    state.games = answer.games;
  } catch (error) {
    setStatus(nodes.status, `Could not list the games: ${errorText(error)}`, 'error');
    return;
  }
  replace(nodes.game, state.games.map((game) => el('option', { value: game.game }, game.names.join(' / '))));
  showExample();
}

function showExample() {
  const game = state.games.find((entry) => entry.game === nodes.game.value);
  if (!game) return;
  nodes.exprInput.value = game.examples[0];
  nodes.movesHelp.textContent = `Moves: ${game.moves}`;
}

function logMove(who, played, reason) {
  const item = el('li', { class: who === 'you' ? 'by-you' : 'by-computer' },
    el('strong', {}, who === 'you' ? 'You: ' : 'Computer: '), el('code', {}, played.notation), ` — ${played.description}`);
  if (reason) item.append(el('div', { class: 'reason' }, reason));
  nodes.log.append(item);
}

function render() {
  replace(nodes.position, state.view === null ? '' : drawPosition(state.view));
  nodes.exprText.textContent = state.expr ?? '';
  nodes.undo.disabled = state.busy || state.history.length === 0;
  nodes.hint.disabled = state.busy || state.finished || state.expr === null;
  nodes.moveInput.disabled = state.finished || state.expr === null;
  nodes.moveSubmit.disabled = state.busy || state.finished || state.expr === null;
  for (const button of nodes.moves.querySelectorAll('button')) button.disabled = state.busy;
  nodes.panel.dataset.busy = String(state.busy); // for tests: a turn is under way
}

/** Draws the position as the library sees it, then lists its moves. */
async function loadMoves() {
  const generation = state.generation;
  if (state.expr !== null) {
    try {
      const view = await post('position', { expr: state.expr });
      if (generation !== state.generation) return;
      state.view = view;
    } catch (error) {
      if (generation !== state.generation) return;
      state.view = null;
    }
  }
  replace(nodes.moves);
  nodes.movesNote.textContent = '';
  if (state.finished || state.expr === null) return;
  try {
    const answer = await post('moves', { expr: state.expr, limit: MOVES_LISTED });
    if (generation !== state.generation) return;
    nodes.movesNote.textContent = `${answer.move_count} legal move${answer.move_count === 1 ? '' : 's'}:`;
    if (answer.moves.length > 0) nodes.moveInput.placeholder = `e.g. ${answer.moves[0].notation}`;
    replace(nodes.moves, answer.moves.map((played, index) => el('li', {},
      el('button', {
        type: 'button',
        class: 'move-button',
        'data-testid': `move-${index}`,
        dataset: { notation: played.notation },
        onclick: () => play(played.notation),
      }, el('code', {}, played.notation), el('span', { class: 'move-words' }, played.description)))));
  } catch (error) {
    if (generation !== state.generation) return;
    nodes.movesNote.textContent = error instanceof ApiError && error.limit?.name === 'legal_moves'
      ? `More than ${MOVES_LISTED} legal moves: type yours below.`
      : `Could not list the moves: ${errorText(error)}`;
  }
  render();
}

function showResult(answer) {
  nodes.result.hidden = !answer.finished;
  if (!answer.finished) {
    delete nodes.result.dataset.winner;
    return;
  }
  nodes.result.dataset.winner = answer.winner;
  const last = state.misere ? ' (misère play: whoever moves last loses)' : ' (whoever moves last wins)';
  nodes.result.textContent = answer.winner === 'you' ? `You won!${last}` : `The computer won.${last}`;
}

function yourTurnText() {
  return 'Your move: choose one of the moves below or type it.';
}

/** One turn: the person's `move` in the play notation (null: the computer starts). */
async function play(move) {
  if (state.busy || state.expr === null) return;
  const before = state.expr;
  const generation = state.generation;
  state.busy = true;
  render();
  setStatus(nodes.status, 'The computer is thinking…');
  try {
    const answer = await post('play', { expr: before, move, misere: state.misere });
    if (generation !== state.generation) return;
    if (move !== null) state.history.push(before);
    state.expr = answer.expr;
    state.finished = answer.finished;
    nodes.hintText.hidden = true;
    nodes.moveInput.value = '';
    if (answer.your_move) logMove('you', answer.your_move);
    const reply = answer.computer_move;
    if (reply) {
      logMove('computer', reply, reply.reason);
      nodes.explain.hidden = false;
      replace(nodes.explain, el('strong', {}, 'The computer: '), `${reply.description} `,
        el('code', { class: 'notation' }, reply.notation), el('span', { class: 'reason' }, reply.reason));
    } else {
      nodes.explain.hidden = true;
    }
    showResult(answer);
    setStatus(nodes.status, answer.finished ? 'Game over. Start a new game above.' : yourTurnText(), answer.finished ? 'done' : 'info');
    state.busy = false;
    render();
    await loadMoves();
  } catch (error) {
    if (generation !== state.generation) return;
    if (error instanceof ApiError && error.kind === 'illegal_move') {
      setStatus(nodes.status, `Not a legal move: ${error.message}`, 'warn');
    } else {
      setStatus(nodes.status, errorText(error), 'error');
    }
  } finally {
    if (generation === state.generation) {
      state.busy = false;
      render();
    }
  }
}

async function showHint() {
  if (state.busy || state.finished || state.expr === null) return;
  const generation = state.generation;
  try {
    const hint = await post('hint', { expr: state.expr, misere: state.misere });
    if (generation !== state.generation) return;
    nodes.hintText.hidden = false;
    const move = hint.winning_move;
    if (move) {
      nodes.hintText.dataset.notation = move.notation;
      replace(nodes.hintText, el('strong', {}, 'Hint: '), el('code', {}, move.notation), ` — ${move.description}. `,
        el('span', { class: 'reason' }, `Why: ${hint.reason}`));
    } else {
      delete nodes.hintText.dataset.notation;
      replace(nodes.hintText, el('strong', {}, `${outcomeText(hint.outcome)}. `), hint.reason,
        hint.stalling_move ? ` To make the game last: ${hint.stalling_move.notation} (${hint.stalling_move.description}).` : '');
    }
  } catch (error) {
    setStatus(nodes.status, errorText(error), 'error');
  }
}

async function newGame() {
  const expr = nodes.exprInput.value.trim();
  state.generation += 1;
  const generation = state.generation;
  state.misere = nodes.misere.checked;
  state.busy = true;
  setStatus(nodes.status, 'Reading the position…');
  try {
    // The server reads the expression and writes it in canonical form (or says what is wrong).
    const analysis = await post('analyze', { expr, misere: state.misere });
    if (generation !== state.generation) return;
    state.expr = analysis.expr;
  } catch (error) {
    if (generation !== state.generation) return;
    state.busy = false;
    const where = error instanceof ApiError && error.column ? ` (at column ${error.column} of ${expr})` : '';
    setStatus(nodes.status, `${errorText(error)}${where}`, 'error');
    return;
  }
  state.busy = false;
  state.history = [];
  state.finished = false;
  nodes.hintText.hidden = true;
  nodes.explain.hidden = true;
  showResult({ finished: false });
  replace(nodes.log);
  nodes.board.hidden = false;
  nodes.intro.hidden = true;
  if (nodes.computerFirst.checked) {
    await play(null);
  } else {
    setStatus(nodes.status, yourTurnText());
    render();
    await loadMoves();
  }
}

async function undo() {
  if (state.busy || state.history.length === 0) return;
  state.generation += 1;
  state.expr = state.history.pop();
  state.finished = false;
  nodes.hintText.hidden = true;
  nodes.explain.hidden = true;
  showResult({ finished: false });
  const items = [...nodes.log.children];
  const lastYours = items.map((item) => item.classList.contains('by-you')).lastIndexOf(true);
  items.slice(Math.max(0, lastYours)).forEach((item) => item.remove());
  setStatus(nodes.status, `Move taken back. ${yourTurnText()}`);
  render();
  await loadMoves();
}

/** Wires the Play panel. */
export function initPlay() {
  const $ = (id) => document.getElementById(id);
  nodes = {
    panel: $('panel-play'),
    form: $('play-setup'),
    game: $('play-game'),
    exprInput: $('play-expr'),
    movesHelp: $('play-moves-help'),
    misere: $('play-misere'),
    computerFirst: $('play-computer-first'),
    board: $('play-board'),
    intro: $('play-intro'),
    position: $('play-position'),
    exprText: $('play-expr-now'),
    status: $('play-status'),
    hint: $('play-hint'),
    undo: $('play-undo'),
    hintText: $('play-hint-text'),
    explain: $('play-explain'),
    result: $('play-result'),
    moves: $('play-moves'),
    movesNote: $('play-moves-note'),
    moveForm: $('play-move-form'),
    moveInput: $('play-move'),
    moveSubmit: $('play-move-submit'),
    log: $('play-log'),
  };
  nodes.game.addEventListener('change', showExample);
  nodes.form.addEventListener('submit', (event) => {
    event.preventDefault();
    newGame();
  });
  nodes.moveForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const move = nodes.moveInput.value.trim();
    if (move) play(move);
  });
  nodes.hint.addEventListener('click', showHint);
  nodes.undo.addEventListener('click', undo);
  render();
  loadGames();
}
