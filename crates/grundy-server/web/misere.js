// misere.js — the misère quotient of an octal game (POST /api/misere, docs/JSON.md
// "misere_quotient"): status, order, P-portion, generators and relations, the elements and the
// heap map, as the server answered them. The page computes nothing: it lays the answer out.

import { post } from './api.js';
import { el, errorText, replace, setStatus } from './dom.js';
import { onLang, t } from './i18n.js';

// The `stopped_by` values that have a message `mq-stopped-<value>` (docs/JSON.md).
const STOPS = ['misere_time', 'misere_work', 'misere_order', 'misere_trial_order', 'interrupted', 'unsupported'];

let nodes;
let generation = 0;
let lastAnswer = null;

/** The request from the form: `to` as a number when it is one, else as typed (the API says why not). */
function request() {
  const code = nodes.code.value.trim();
  const to = nodes.to.value.trim();
  const body = { code };
  if (to !== '') body.to = /^[0-9]{1,15}$/.test(to) ? Number(to) : to;
  return body;
}

function show(answer) {
  lastAnswer = answer;
  const pPortion = new Set(answer.p_portion);
  nodes.error.hidden = true;
  nodes.result.hidden = false;
  nodes.panel.dataset.order = String(answer.order);
  nodes.panel.dataset.pPortion = String(answer.p_portion.length);
  nodes.panel.dataset.status = answer.status;
  nodes.game.textContent = answer.name ? `${answer.name} (${answer.code})` : answer.code;
  nodes.state.textContent = answer.status === 'proven'
    ? t('mq-status-proven')
    : t('mq-status-holds', { n: answer.heaps_computed });
  nodes.order.textContent = String(answer.order);
  nodes.pCount.textContent = String(answer.p_portion.length);
  nodes.period.textContent = answer.period === null
    ? t('mq-period-none')
    : t('mq-period-proven', { period: answer.period, preperiod: answer.preperiod });
  nodes.tame.textContent = answer.tame ? t('mq-tame-yes') : t('mq-tame-no');
  nodes.stopped.hidden = answer.stopped_by === null;
  if (answer.stopped_by !== null) {
    const id = STOPS.includes(answer.stopped_by) ? `mq-stopped-${answer.stopped_by.replace(/_/g, '-')}` : 'mq-stopped-other';
    nodes.stopped.textContent = t(id, { n: answer.heaps_computed + 1 });
    nodes.stopped.dataset.stoppedBy = answer.stopped_by;
  }
  replace(nodes.generators, answer.generators.map((g) => el('li', {}, t('mq-generator', { name: g.name, heap: g.heap }))));
  replace(nodes.relations, answer.relations.length === 0
    ? el('li', { class: 'muted' }, t('mq-no-relations'))
    : answer.relations.map(([word, normal]) => el('li', {}, el('code', {}, `${word} = ${normal}`))));
  const words = (list) => list.map((word) => el('code', { class: pPortion.has(word) ? 'mq-p' : null }, word));
  replace(nodes.pPortion, words(answer.p_portion));
  replace(nodes.elements, words(answer.elements));
  replace(nodes.heapMap, answer.heap_map.map((element, heap) => el('tr', { class: pPortion.has(element) ? 'mq-p' : null },
    el('td', { class: 'num' }, String(heap)),
    el('td', {}, el('code', {}, element)),
    el('td', {}, pPortion.has(element) ? t('mq-yes') : t('mq-no')))));
  nodes.note.hidden = answer.period === null;
  if (answer.period !== null) {
    nodes.note.textContent = t('mq-heap-map-note', {
      last: answer.heap_map.length - 1, preperiod: answer.preperiod, period: answer.period,
    });
  }
}

async function compute() {
  generation += 1;
  const mine = generation;
  nodes.panel.dataset.busy = 'true';
  nodes.go.disabled = true;
  setStatus(nodes.status, t('mq-computing'));
  try {
    const answer = await post('misere', request());
    if (mine !== generation) return;
    show(answer);
    setStatus(nodes.status, '');
  } catch (error) {
    if (mine !== generation) return;
    lastAnswer = null;
    nodes.result.hidden = true;
    nodes.error.hidden = false;
    replace(nodes.error, el('p', { class: 'error-message' }, errorText(error)));
    setStatus(nodes.status, '');
  } finally {
    if (mine === generation) {
      nodes.go.disabled = false;
      nodes.panel.dataset.busy = 'false';
    }
  }
}

/** Wires the misère quotient panel. */
export function initMisere() {
  const $ = (id) => document.getElementById(id);
  nodes = {
    panel: $('panel-misere'),
    form: $('mq-form'),
    code: $('mq-code'),
    to: $('mq-to'),
    go: $('mq-go'),
    status: $('mq-status'),
    error: $('mq-error'),
    result: $('mq-result'),
    game: $('mq-game'),
    state: $('mq-state'),
    order: $('mq-order'),
    pCount: $('mq-p-count'),
    period: $('mq-period-text'),
    tame: $('mq-tame'),
    stopped: $('mq-stopped'),
    generators: $('mq-generators'),
    relations: $('mq-relations'),
    pPortion: $('mq-p-portion'),
    elements: $('mq-elements'),
    note: $('mq-heap-map-note'),
    heapMap: $('mq-heap-map'),
  };
  nodes.form.addEventListener('submit', (event) => {
    event.preventDefault();
    compute();
  });
  // The answer holds no prose: redrawn from it in the new language.
  onLang(() => {
    if (lastAnswer) show(lastAnswer);
  });
}
