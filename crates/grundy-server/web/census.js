// census.js — the octal census (GET /api/census, docs/JSON.md "census"): the table of the
// census database the server was started with (`grundy serve --census FILE`), as the server
// answered it, filtered by status and sorted by a column the person picks. Each game's code
// links to its sequence plot (the Sequences view, #sequence?code=CODE&to=N) and each proven
// period to its certificate (GET /api/census/certificate?code=CODE, the text grundy verify
// checks). The page computes nothing about the games: it only orders and hides the rows it was
// sent, and chooses how many heaps a plot shows.

import { get } from './api.js';
import { el, errorText, replace, setStatus } from './dom.js';
import { onLang, t } from './i18n.js';

// The most heaps a plot linked from the census shows: the values of a long census (2^16 heaps
// and more) would be megabytes for the page to draw, and the server computes at most 10^6.
export const PLOT_MOST = 65536;
// The fewest: a game proven periodic from its first few values still shows its period repeat.
const PLOT_LEAST = 60;

const absent = (value) => value === null || value === undefined;

/**
 * The heaps the plot of a game shows: every heap the census computed (for a proven period
 * that reaches the values its proof needs, so the plot shows the period proven), and at least
 * the preperiod and two periods, and PLOT_LEAST; at most PLOT_MOST.
 */
export function plotTo(row) {
  let to = Math.max(Number(row.heaps_computed), PLOT_LEAST);
  if (!absent(row.period)) to = Math.max(to, Number(row.preperiod) + 2 * Number(row.period));
  return Math.min(to, PLOT_MOST);
}

/** The address of a game's sequence plot, in this page. */
function plotLink(row) {
  const to = plotTo(row);
  return el('a', {
    href: `#sequence?code=${encodeURIComponent(row.code)}&to=${to}`,
    class: 'cs-plot',
    title: t('cs-plot-title', { code: row.code, to }),
  }, row.code);
}

/** A game's certificate (a new tab: the text, which the browser can save), or "no". */
function certificateLink(row) {
  if (!row.certificate) return t('cs-no');
  return el('a', {
    href: `/api/census/certificate?code=${encodeURIComponent(row.code)}`,
    class: 'cs-cert',
    target: '_blank',
    rel: 'noopener',
    title: t('cs-certificate-title', { code: row.code }),
  }, t('cs-certificate-link'));
}

// The columns: the row's field, and how to show it.
const COLUMNS = [
  { key: 'code', label: 'cs-code', show: plotLink },
  { key: 'status', label: 'cs-status', show: (row) => t(`cs-status-${row.status}`) },
  { key: 'preperiod', label: 'cs-preperiod' },
  { key: 'period', label: 'cs-period' },
  { key: 'largest', label: 'cs-largest' },
  { key: 'heaps_computed', label: 'cs-heaps' },
  { key: 'equivalent_to', label: 'cs-equivalent' },
  { key: 'misere_order', label: 'cs-misere-order' },
  { key: 'certificate', label: 'cs-certificate', show: certificateLink },
];

let nodes;
let rows = null;
let sortKey = null; // null: the census's own order
let ascending = true;
let loading = false;

/** Orders two cells: absent values last whichever the direction, numbers as numbers, the rest as text. */
function compare(a, b) {
  if (absent(a) || absent(b)) return Number(absent(a)) - Number(absent(b));
  const order = typeof a === 'number' && typeof b === 'number'
    ? a - b
    : (String(a) < String(b) ? -1 : Number(String(a) > String(b)));
  return ascending ? order : -order;
}

function draw() {
  if (rows === null) return;
  replace(nodes.head, el('tr', {}, COLUMNS.map((column) => el('th', {
    scope: 'col',
    'aria-sort': column.key === sortKey ? (ascending ? 'ascending' : 'descending') : null,
  }, el('button', {
    type: 'button',
    class: 'sort',
    dataset: { key: column.key },
    onclick: () => {
      ascending = column.key === sortKey ? !ascending : true;
      sortKey = column.key;
      draw();
    },
  }, t(column.label), column.key === sortKey ? (ascending ? ' ▲' : ' ▼') : '')))));
  const status = nodes.filter.value;
  const shown = rows.filter((row) => status === 'all' || row.status === status);
  if (sortKey !== null) shown.sort((a, b) => compare(a[sortKey], b[sortKey]));
  replace(nodes.body, shown.map((row) => el('tr', { dataset: { code: row.code, status: row.status } },
    COLUMNS.map((c) => el('td', { class: c.key === 'code' || c.key === 'status' ? null : 'num' },
      c.show ? c.show(row) : (absent(row[c.key]) ? '—' : String(row[c.key])))))));
  nodes.count.textContent = t('cs-count', { shown: shown.length, total: rows.length });
  nodes.panel.dataset.shown = String(shown.length);
}

async function load() {
  if (loading) return;
  loading = true;
  nodes.panel.dataset.busy = 'true';
  setStatus(nodes.status, t('cs-loading'));
  try {
    const answer = await get('census');
    rows = answer.games;
    nodes.error.hidden = true;
    nodes.result.hidden = false;
    setStatus(nodes.status, '');
    draw();
  } catch (error) {
    nodes.result.hidden = true;
    nodes.error.hidden = false;
    replace(nodes.error, el('p', { class: 'error-message' }, errorText(error)));
    setStatus(nodes.status, '');
  } finally {
    loading = false;
    nodes.panel.dataset.busy = 'false';
  }
}

/** The census panel is drawn when it is first shown (a server without a census is not asked). */
export function showCensus() {
  if (rows === null) load();
}

/** Wires the census panel. */
export function initCensus() {
  const $ = (id) => document.getElementById(id);
  nodes = {
    panel: $('panel-census'),
    filter: $('cs-filter'),
    reload: $('cs-reload'),
    status: $('cs-state'),
    error: $('cs-error'),
    result: $('cs-result'),
    count: $('cs-count'),
    head: $('cs-head'),
    body: $('cs-body'),
  };
  nodes.filter.addEventListener('change', draw);
  nodes.reload.addEventListener('click', load);
  onLang(draw);
}
