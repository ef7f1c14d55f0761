// play.js — play any game grundy knows (or any sum written as an expression) against the
// computer, which is also a tutor. The list of games, the drawing of a position and every rule
// come from the API; the page knows no game. The page keeps the positions (play is stateless
// on the server: undo goes back to an earlier `expr`); the server lists the legal moves, checks
// typed ones, answers for the computer with its reason (and, asked, how it thought), says at
// once when the person's move threw a win away (`mistake`: the winning moves and why), gives
// hints, advises where to start (`start`: who wins, a winnable start) and says who won.

import { ApiError, post } from './api.js';
import { el, errorText, outcomeText, replace, setStatus } from './dom.js';
import { allMessages, gameName, onLang, t } from './i18n.js';
import { showMistake, showReply } from './tutor.js';
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
    setStatus(nodes.status, t('play-games-failed', { error: errorText(error) }), 'error');
    return;
  }
  const chosen = nodes.game.value || 'bash';
  replace(nodes.game, state.games.map((game) => el('option', { value: game.game },
    `${gameName(game.game)} — ${game.names.join(' / ')}`)));
  if (state.games.some((game) => game.game === chosen)) nodes.game.value = chosen;
  showHelp();
}

/** How moves are typed, and the chosen game's lesson (its rule and formula). */
function showHelp() {
  const game = state.games.find((entry) => entry.game === nodes.game.value);
  if (!game) return;
  nodes.movesHelp.textContent = t('play-moves-help', { help: game.moves });
  const lesson = allMessages()[`lesson-${game.game}`];
  nodes.lesson.hidden = !lesson;
  replace(nodes.lesson, lesson ? [el('strong', {}, `${gameName(game.game)}${t('sentence-end')}`), lesson] : []);
}

/** The chosen game's example, moved to a start the person wins when the example is lost. */
async function showExample() {
  const game = state.games.find((entry) => entry.game === nodes.game.value);
  if (!game) return;
  nodes.exprInput.value = game.examples[0];
  showHelp();
  try {
    const start = await post('start', { expr: game.examples[0], misere: nodes.misere.checked });
    if (!start.you_move_first && start.winnable && nodes.exprInput.value === game.examples[0]) {
      nodes.exprInput.value = start.winnable;
    }
  } catch {
    // The example stays as it is.
  }
}

function logMove(who, played, reason) {
  const item = el('li', { class: who === 'you' ? 'by-you' : 'by-computer' },
    el('strong', {}, who === 'you' ? t('log-you') : t('log-computer')), el('code', {}, played.notation), ` — ${played.description}`);
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
    nodes.movesNote.textContent = t('play-move-count', { count: answer.move_count });
    if (answer.moves.length > 0) nodes.moveInput.placeholder = t('play-for-example', { move: answer.moves[0].notation });
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
      ? t('play-too-many-moves', { count: MOVES_LISTED })
      : t('play-moves-failed', { error: errorText(error) });
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
  const last = state.misere ? t('play-rule-misere') : t('play-rule-normal');
  nodes.result.textContent = `${answer.winner === 'you' ? t('you-won') : t('computer-won')} ${last}`;
}

function yourTurnText() {
  return t('play-your-turn');
}

/** One turn: the person's `move` in the play notation (null: the computer starts). */
async function play(move) {
  if (state.busy || state.expr === null) return;
  const before = state.expr;
  const generation = state.generation;
  state.busy = true;
  render();
  setStatus(nodes.status, t('computer-thinking'));
  try {
    const answer = await post('play', { expr: before, move, misere: state.misere, think: nodes.think.checked });
    if (generation !== state.generation) return;
    if (move !== null) state.history.push(before);
    state.expr = answer.expr;
    state.finished = answer.finished;
    nodes.hintText.hidden = true;
    nodes.moveInput.value = '';
    if (answer.your_move) logMove('you', answer.your_move);
    const reply = answer.computer_move;
    if (reply) logMove('computer', reply, reply.reason);
    showMistake(nodes.mistake, answer.mistake);
    showReply(nodes.explain, reply);
    if (answer.finished) nodes.formula.hidden = true;
    else showFormula();
    nodes.advice.hidden = true;
    showResult(answer);
    setStatus(nodes.status, answer.finished ? t('play-game-over') : yourTurnText(), answer.finished ? 'done' : 'info');
    state.busy = false;
    render();
    await loadMoves();
  } catch (error) {
    if (generation !== state.generation) return;
    if (error instanceof ApiError && error.kind === 'illegal_move') {
      setStatus(nodes.status, t('not-legal', { error: error.message }), 'warn');
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
      replace(nodes.hintText, el('strong', {}, t('hint-label')), el('code', {}, move.notation), ` — ${move.description}${t('sentence-end')}`,
        el('span', { class: 'reason' }, t('why', { reason: hint.reason })));
    } else {
      delete nodes.hintText.dataset.notation;
      replace(nodes.hintText, el('strong', {}, `${outcomeText(hint.outcome)}${t('sentence-end')}`), hint.reason,
        hint.stalling_move ? ` ${t('stalling', { move: `${hint.stalling_move.notation} (${hint.stalling_move.description})` })}` : '');
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
  setStatus(nodes.status, t('play-reading'));
  let start;
  try {
    // The server reads the expression and writes it in canonical form (or says what is wrong),
    // and says who wins from there.
    start = await post('start', { expr, misere: state.misere });
    if (generation !== state.generation) return;
    state.expr = start.expr;
  } catch (error) {
    if (generation !== state.generation) return;
    state.busy = false;
    const where = error instanceof ApiError && error.column ? ` ${t('play-at-column', { column: error.column, expr })}` : '';
    setStatus(nodes.status, `${errorText(error)}${where}`, 'error');
    return;
  }
  state.busy = false;
  state.history = [];
  state.finished = false;
  nodes.hintText.hidden = true;
  nodes.explain.hidden = true;
  showMistake(nodes.mistake, null);
  showAdvice(start);
  showFormula();
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

/** The analysis of the position now on the board, in the theory's terms for its game (the
 * multiple of m + 1, the nim-sum, the P-position (a_k, b_k), the losing heaps H_j and the
 * decomposition of n): the server's explanation. */
async function showFormula() {
  const generation = state.generation;
  const expr = state.expr;
  if (expr === null) {
    nodes.formula.hidden = true;
    return;
  }
  try {
    const analysis = await post('analyze', { expr, misere: state.misere, explain: true });
    if (generation !== state.generation || expr !== state.expr) return;
    nodes.formula.hidden = !analysis.explanation;
    nodes.formulaText.textContent = analysis.explanation ?? '';
  } catch {
    nodes.formula.hidden = true;
  }
}

/** Who wins from the start, and the way to a game the person can win when it is lost. */
function showAdvice(start) {
  nodes.advice.hidden = false;
  nodes.advice.dataset.outcome = start.outcome;
  nodes.adviceText.textContent = start.advice;
  const lost = !start.you_move_first && !nodes.computerFirst.checked;
  nodes.winnable.hidden = !(lost && start.winnable);
  nodes.letComputer.hidden = !lost;
  if (start.winnable) {
    nodes.winnable.dataset.expr = start.winnable;
    nodes.winnable.textContent = t('start-from', { expr: start.winnable });
  }
}

async function undo() {
  if (state.busy || state.history.length === 0) return;
  state.generation += 1;
  state.expr = state.history.pop();
  state.finished = false;
  nodes.hintText.hidden = true;
  nodes.explain.hidden = true;
  showMistake(nodes.mistake, null);
  showResult({ finished: false });
  const items = [...nodes.log.children];
  const lastYours = items.map((item) => item.classList.contains('by-you')).lastIndexOf(true);
  items.slice(Math.max(0, lastYours)).forEach((item) => item.remove());
  setStatus(nodes.status, `${t('taken-back')} ${yourTurnText()}`);
  render();
  showFormula();
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
    mistake: $('play-mistake'),
    think: $('play-think'),
    lesson: $('play-lesson'),
    formula: $('play-formula'),
    formulaText: $('play-formula-text'),
    advice: $('play-advice'),
    adviceText: $('play-advice-text'),
    winnable: $('play-winnable'),
    letComputer: $('play-let-computer'),
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
  nodes.winnable.addEventListener('click', () => {
    nodes.exprInput.value = nodes.winnable.dataset.expr;
    newGame();
  });
  nodes.letComputer.addEventListener('click', () => {
    nodes.advice.hidden = true;
    play(null);
  });
  render();
  // The games' help and the legal moves' descriptions are prose: asked again in the new
  // language (the log keeps the words it was written in).
  onLang(({ glossaryOnly }) => {
    if (glossaryOnly) return;
    loadGames();
    if (!nodes.board.hidden && !state.busy) {
      setStatus(nodes.status, state.finished ? t('play-game-over') : yourTurnText(), state.finished ? 'done' : 'info');
      loadMoves();
      showFormula();
    }
  });
  loadGames();
}
