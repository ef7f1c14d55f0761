// sg.js — the SG workshop. A game is given by its moves (a subtraction set S, or an octal code);
// the student fills its SG function one heap at a time: for each n the server lists the options
// of the heap n with their values (POST /api/options), and g(n) is their mex. The period the
// server proves for the whole sequence (POST /api/seq/sub, /api/seq/octal) is announced once two
// whole periods stand in the table. A sum of heaps is then decided by XOR (POST /api/analyze).
// Every number comes from the server; the page only lays them out.

import { post } from './api.js';
import { el, errorText, moveReportText, outcomeText, replace, setStatus } from './dom.js';
import { onLang, t } from './i18n.js';

// How far the sequence is asked for, to learn its period; and the most steps "fill" takes.
const SEQUENCE_TO = { sub: 200, octal: 400 };
const MOST_STEPS = 160;

const state = {
  game: null, // { kind, set, code, label }: the game being filled
  sequence: null, // the seq answer: its preperiod and period
  values: [], // g(0), g(1), … as filled, strings
  last: null, // the options answer of the last step, to redraw it
  busy: false,
  generation: 0,
};

let nodes;

/** The heap n of the game, in the notation of expressions. */
function heap(n) {
  const game = state.game;
  return game.kind === 'sub' ? `sub(${n},{${game.set.join(',')}})` : `octal(${n},${game.code})`;
}

function readSet() {
  return nodes.set.value.split(/[\s,{}]+/).filter((part) => part.length > 0);
}

function showFields() {
  const octal = nodes.kind.value === 'octal';
  nodes.setField.hidden = octal;
  nodes.codeField.hidden = !octal;
}

/** Whether the table now holds two whole periods after the preperiod. */
function periodShown() {
  const sequence = state.sequence;
  if (!sequence || sequence.period === null || sequence.period === undefined) return false;
  return state.values.length >= Number(sequence.preperiod) + 2 * Number(sequence.period);
}

function drawTable() {
  const sequence = state.sequence;
  const found = periodShown();
  const pre = found ? Number(sequence.preperiod) : 0;
  const period = found ? Number(sequence.period) : 0;
  const cellClass = (n) => {
    if (!found) return '';
    if (n < pre) return 'pre';
    return Math.floor((n - pre) / period) % 2 === 0 ? 'block' : 'block odd';
  };
  replace(nodes.rowN, el('th', { scope: 'row' }, 'n'),
    state.values.map((_, n) => el('td', { class: cellClass(n) }, String(n))));
  replace(nodes.rowG, el('th', { scope: 'row' }, 'g(n)'),
    state.values.map((g, n) => el('td', { class: `${cellClass(n)} ${n === state.values.length - 1 ? 'new' : ''}`.trim(), dataset: { n, g } }, g)));
  nodes.table.parentElement.scrollLeft = nodes.table.parentElement.scrollWidth;
  nodes.period.hidden = !found;
  if (found) {
    nodes.period.dataset.period = String(sequence.period);
    nodes.period.dataset.preperiod = String(sequence.preperiod);
    nodes.period.textContent = t('sg-period-found', { preperiod: sequence.preperiod, period: sequence.period });
  }
}

/** The step just taken: each option of heap n with its value, and their mex. */
function drawDetail() {
  const answer = state.last;
  if (!answer) {
    nodes.detail.hidden = true;
    return;
  }
  const n = state.values.length - 1;
  nodes.detail.hidden = false;
  const values = answer.values.length === 0 ? '∅' : `{${answer.values.join(', ')}}`;
  replace(nodes.detail,
    el('strong', {}, t('sg-step-title', { n })),
    answer.options.length === 0
      ? el('p', {}, t('sg-no-option', { n }))
      : el('ul', { class: 'plain options-list' }, answer.options.map((option) => el('li', {},
        el('code', {}, option.notation), ' → ', el('code', {}, option.position), ': g = ',
        option.parts.length > 1 ? `${option.parts.join(' ⊕ ')} = ${option.grundy}` : String(option.grundy)))),
    el('p', { class: 'mex-line' }, t('sg-mex', { n, values, mex: answer.mex })));
}

/** Starts a new table for the game in the form, and learns the sequence's period. */
async function begin() {
  state.generation += 1;
  const generation = state.generation;
  const kind = nodes.kind.value;
  const body = kind === 'sub' ? { set: readSet(), to: SEQUENCE_TO.sub } : { code: nodes.code.value.trim(), to: SEQUENCE_TO.octal };
  state.busy = true;
  render();
  setStatus(nodes.status, t('computing'));
  try {
    const sequence = await post(kind === 'sub' ? 'seq/sub' : 'seq/octal', body);
    if (generation !== state.generation) return;
    if (kind === 'octal' && !sequence.code) throw new Error(t('sg-no-code'));
    state.game = kind === 'sub'
      ? { kind, set: sequence.set.map(String), label: `S = {${sequence.set.join(', ')}}` }
      : { kind, code: sequence.code, label: `${sequence.name ? `${sequence.name} ` : ''}${sequence.code}` };
    state.sequence = sequence;
    state.values = [];
    state.last = null;
    setStatus(nodes.status, t('sg-ready', { game: state.game.label }));
  } catch (error) {
    if (generation !== state.generation) return;
    state.game = null;
    setStatus(nodes.status, errorText(error), 'error');
  } finally {
    if (generation === state.generation) {
      state.busy = false;
      render();
    }
  }
}

/** Fills g(n) for the next n: the options of heap n, then their mex. */
async function step() {
  if (!state.game) return false;
  const generation = state.generation;
  const n = state.values.length;
  const answer = await post('options', { expr: heap(n) });
  if (generation !== state.generation) return false;
  state.values.push(String(answer.mex));
  state.last = answer;
  return true;
}

async function run(untilPeriod) {
  if (state.busy) return;
  if (!state.game) await begin();
  if (!state.game) return;
  state.busy = true;
  render();
  try {
    let steps = 0;
    do {
      if (!(await step())) return;
      steps += 1;
    } while (untilPeriod && !periodShown() && steps < MOST_STEPS);
    setStatus(nodes.status, periodShown() ? t('sg-done') : t('sg-next', { n: state.values.length }));
  } catch (error) {
    setStatus(nodes.status, errorText(error), 'error');
  } finally {
    state.busy = false;
    render();
  }
}

function render() {
  nodes.step.disabled = state.busy;
  nodes.run.disabled = state.busy;
  nodes.reset.disabled = state.busy;
  nodes.panel.dataset.busy = String(state.busy);
  nodes.panel.dataset.filled = String(state.values.length);
  drawTable();
  drawDetail();
}

/** g(h1) ⊕ g(h2) ⊕ …: the heaps' sum decided by the server, its values laid out as an XOR. */
async function decideSum() {
  if (!state.game) await begin();
  if (!state.game) return;
  const heaps = nodes.heaps.value.split(/[\s,+]+/).filter((part) => part.length > 0);
  if (heaps.length === 0) return;
  try {
    const answer = await post('analyze', { expr: heaps.map(heap).join(' + ') });
    const parts = answer.components.map((component) => String(component.grundy));
    nodes.sum.hidden = false;
    nodes.sum.dataset.grundy = String(answer.grundy);
    nodes.sum.dataset.outcome = answer.outcome;
    replace(nodes.sum,
      el('p', {}, el('code', {}, `${heaps.map((h) => `g(${h})`).join(' ⊕ ')} = ${parts.join(' ⊕ ')} = ${answer.grundy}`)),
      el('p', {}, el('strong', {}, outcomeText(answer.outcome))),
      answer.winning_moves.length > 0
        ? el('p', {}, t('sg-sum-win', { move: moveReportText(answer.winning_moves[0]) }))
        : el('p', {}, t('sg-sum-lose')));
  } catch (error) {
    nodes.sum.hidden = false;
    replace(nodes.sum, el('p', { class: 'error-message' }, errorText(error)));
  }
}

/** Wires the SG workshop. */
export function initSg() {
  const $ = (id) => document.getElementById(id);
  nodes = {
    panel: $('panel-sg'),
    form: $('sg-form'),
    kind: $('sg-kind'),
    set: $('sg-set'),
    code: $('sg-code'),
    setField: $('sg-set-field'),
    codeField: $('sg-code-field'),
    reset: $('sg-reset'),
    step: $('sg-step'),
    run: $('sg-run'),
    status: $('sg-status'),
    detail: $('sg-detail'),
    period: $('sg-period'),
    table: $('sg-table'),
    rowN: $('sg-row-n'),
    rowG: $('sg-row-g'),
    sumForm: $('sg-sum-form'),
    heaps: $('sg-heaps'),
    sum: $('sg-sum'),
  };
  nodes.kind.addEventListener('change', showFields);
  nodes.form.addEventListener('submit', (event) => {
    event.preventDefault();
    begin();
  });
  nodes.step.addEventListener('click', () => run(false));
  nodes.run.addEventListener('click', () => run(true));
  nodes.sumForm.addEventListener('submit', (event) => {
    event.preventDefault();
    decideSum();
  });
  onLang(({ glossaryOnly }) => {
    if (!glossaryOnly) render();
  });
  showFields();
  render();
  setStatus(nodes.status, t('sg-intro'));
}
