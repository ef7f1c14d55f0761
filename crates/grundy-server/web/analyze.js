// analyze.js — the analysis box for sums of games (POST /api/analyze with `explain`): outcome,
// Grundy value, each component's value, the winning moves and the explanation. A syntax error
// is shown where it is: a caret under the offending character (the answer's 1-based `column`),
// and the input's cursor put there.

import { ApiError, byteColumnToIndex, post } from './api.js';
import { el, errorText, moveReportText, nth, outcomeText, replace, setStatus } from './dom.js';
import { gameName, onLang, t } from './i18n.js';

// The analysis's `method`, in words: the message `method-<method>`.
const METHODS = ['sprague_grundy', 'closed_form', 'misere_bouton', 'misere_search', 'misere_quotient'];

let nodes;
let generation = 0;
let lastAnswer = null;

function showError(expr, error) {
  nodes.result.hidden = true;
  nodes.error.hidden = false;
  const children = [el('p', { class: 'error-message' }, errorText(error))];
  if (error instanceof ApiError && Number.isInteger(error.column) && error.column >= 1) {
    const index = byteColumnToIndex(expr, error.column);
    const shown = expr.replace(/\t/g, ' ');
    children.push(
      el('pre', { class: 'error-source', 'aria-label': t('an-error-at', { column: error.column }) },
        el('span', { class: 'error-line' }, shown), '\n',
        el('span', { class: 'caret-pad' }, ' '.repeat(index)),
        el('span', { class: 'caret', dataset: { column: error.column, index } }, '^')),
      el('p', { class: 'error-where' }, t('an-at-column', { column: error.column })),
    );
    nodes.input.focus();
    nodes.input.setSelectionRange(index, index);
  }
  nodes.error.dataset.kind = error instanceof ApiError ? error.kind : 'error';
  replace(nodes.error, children);
}

function showAnswer(answer) {
  lastAnswer = answer;
  nodes.error.hidden = true;
  nodes.result.hidden = false;
  nodes.outcome.textContent = outcomeText(answer.outcome);
  nodes.outcome.dataset.outcome = answer.outcome;
  nodes.grundy.textContent = answer.grundy === null ? t('an-not-computed') : String(answer.grundy);
  nodes.method.textContent = METHODS.includes(answer.method) ? t(`method-${answer.method.replace(/_/g, '-')}`) : answer.method;
  nodes.canonical.textContent = answer.expr;
  replace(nodes.components, answer.components.map((component, index) => el('tr', {},
    el('td', {}, nth(index)),
    el('td', {}, el('code', {}, component.expr)),
    el('td', {}, gameName(component.game)),
    el('td', { class: 'num' }, component.grundy === null ? `— ${component.why ?? ''}` : String(component.grundy)))));
  nodes.movesTitle.textContent = t('an-winning-moves', { count: answer.winning_move_count });
  replace(nodes.moves, answer.winning_moves.length === 0
    ? el('li', { class: 'muted' }, t('an-no-winning-move'))
    : answer.winning_moves.map((move) => el('li', {}, moveReportText(move))));
  nodes.explanation.textContent = answer.explanation ?? '';
}

async function analyze() {
  const expr = nodes.input.value;
  generation += 1;
  const mine = generation;
  nodes.submit.disabled = true;
  setStatus(nodes.status, t('analysing'));
  try {
    const answer = await post('analyze', { expr, misere: nodes.misere.checked, explain: true });
    if (mine !== generation) return;
    showAnswer(answer);
    setStatus(nodes.status, '');
  } catch (error) {
    if (mine !== generation) return;
    showError(expr, error);
    setStatus(nodes.status, '');
  } finally {
    nodes.submit.disabled = false;
  }
}

/** Wires the analysis panel. */
export function initAnalyze() {
  const $ = (id) => document.getElementById(id);
  nodes = {
    form: $('an-form'),
    input: $('an-expr'),
    misere: $('an-misere'),
    submit: $('an-submit'),
    status: $('an-status'),
    error: $('analysis-error'),
    result: $('an-result'),
    outcome: $('an-outcome'),
    grundy: $('an-grundy'),
    method: $('an-method'),
    canonical: $('an-canonical'),
    components: $('an-components'),
    movesTitle: $('an-moves-title'),
    moves: $('an-moves'),
    explanation: $('an-explain'),
  };
  nodes.form.addEventListener('submit', (event) => {
    event.preventDefault();
    analyze();
  });
  // The explanation is prose of the server's: asked again in the new language.
  onLang(() => {
    if (lastAnswer && !nodes.result.hidden) analyze();
  });
  listGames();
  for (const example of document.querySelectorAll('[data-example]')) {
    example.addEventListener('click', () => {
      nodes.input.value = example.dataset.example;
      analyze();
    });
  }
}

/** The components the analysis takes, one example of each notation, from the library's
 * catalogue (`/api/games`): a new game is listed without a change here. */
async function listGames() {
  try {
    const answer = await post('games', {});
    const examples = answer.games.flatMap((game) => game.examples);
    replace(document.getElementById('an-games'), examples.flatMap((example, i) => [i > 0 ? ', ' : null, el('code', {}, example)]), '.');
  } catch {
    // The list is a help; the analysis works without it.
  }
}
