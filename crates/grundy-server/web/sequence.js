// sequence.js — plots the Grundy sequence of a subtraction game (POST /api/seq/sub) or an
// octal game (POST /api/seq/octal) as an SVG chart, with the preperiod shaded and the period's
// blocks marked, both as the server proved them (`preperiod`, `period`). The plot shown is in
// the address (#sequence?code=0.77&to=175, #sequence?set=2,5,6&to=60), so it can be linked to
// (the census does), shared and reloaded.

import { post } from './api.js';
import { errorText, replace, setStatus } from './dom.js';
import { onLang, t } from './i18n.js';

const SVG = 'http://www.w3.org/2000/svg';
const HEIGHT = 300;
const MARGIN = { left: 44, right: 22, top: 30, bottom: 30 };
/** The least room between the chart's two band labels, in pixels. */
const LABEL_GAP = 8;
const DOTS_UP_TO = 400; // longer sequences are drawn as a line only

let nodes;
let shown = null; // the last answer, redrawn when the width changes
let shownQuery = null; // its address's parameters, `code=0.77&to=175`
let asked = 0; // the last plot asked for: an earlier answer arriving later is dropped

function svg(tag, attributes = {}, text = null) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  if (text !== null) node.textContent = text;
  return node;
}

function niceStep(range, most) {
  const rough = range / most;
  let unit = 1;
  while (unit * 10 <= rough) unit *= 10;
  for (const m of [1, 2, 5]) if (m * unit >= rough) return m * unit;
  return 10 * unit;
}

/** The game a sequence is of, named: "Kayles (octal game 0.77)", "Octal game 0.1" when the
 * code has no name, "Grundy's game". */
function octalWhat(answer) {
  if (!answer.code) return t('seq-what-grundy-named');
  if (!answer.name) return t('seq-what-octal-plain', { code: answer.code });
  const name = `${answer.name[0].toUpperCase()}${answer.name.slice(1)}`;
  return t('seq-what-octal-named', { name, code: answer.code });
}

function summary(answer) {
  const what = answer.answer === 'subtraction_sequence'
    ? t('seq-what-sub', { set: `{${answer.set.join(', ')}}` })
    : octalWhat(answer);
  const values = `g(0) … g(${answer.to})`;
  if (answer.period === null || answer.period === undefined) {
    return t('seq-no-period', { what, values });
  }
  let proof = '';
  if (answer.answer === 'subtraction_sequence') proof = t('seq-proof-sub');
  else if (answer.proof_needs !== null && answer.proof_needs !== undefined) proof = t('seq-proof-octal', { n: answer.proof_needs });
  return t('seq-summary', { what, values, preperiod: answer.preperiod, period: answer.period, proof });
}

function draw() {
  if (!shown) return;
  drawChart(nodes.chart, nodes.hover, shown.values, {
    preperiod: shown.preperiod,
    period: shown.period,
    label: `${summary(shown)} ${t('seq-chart-aria')}`,
  });
}

/**
 * Draws `values` (g(0), g(1), …) into `container` as an SVG chart with the preperiod shaded and
 * the period's blocks marked when `period` is given; pointing at it writes g(n) in `hover`.
 * The zeros (the P-positions) are dots of their own colour. The pattern lab draws with it too.
 */
export function drawChart(container, hover, exactValues, { preperiod = null, period = null, label = '', id = 'seq-svg' } = {}) {
  const values = exactValues.map(Number);
  const width = Math.max(300, Math.floor(container.clientWidth));
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const last = values.length - 1;
  const top = Math.max(1, ...values);
  const x = (n) => MARGIN.left + (last === 0 ? 0 : (n / last) * plotWidth);
  const y = (g) => MARGIN.top + plotHeight - (g / top) * plotHeight;
  const half = last === 0 ? plotWidth / 2 : plotWidth / last / 2; // half a position's width
  const chart = svg('svg', {
    id,
    viewBox: `0 0 ${width} ${HEIGHT}`,
    width,
    height: HEIGHT,
    role: 'img',
    'aria-label': label,
  });
  if (period !== null && period !== undefined) {
    const start = Number(preperiod);
    const length = Number(period);
    if (start > 0) {
      chart.append(svg('rect', { class: 'pre-band', x: x(0) - half, y: MARGIN.top, width: x(Math.min(start, last + 1)) - x(0), height: plotHeight }));
      chart.append(svg('text', { class: 'band-label', x: x(0) - half + 4, y: MARGIN.top - 8 }, t('seq-band-preperiod', { last: start - 1 })));
    }
    for (let from = start, block = 0; from <= last; from += length, block += 1) {
      const to = Math.min(last + 1, from + length);
      chart.append(svg('rect', {
        class: block % 2 === 0 ? 'period-band' : 'period-band odd',
        x: x(from) - half,
        y: MARGIN.top,
        width: x(to) - x(from),
        height: plotHeight,
      }));
    }
    // A bracket over the first period.
    const left = x(start) - half;
    const right = x(Math.min(last + 1, start + length)) - half;
    chart.append(svg('path', { class: 'period-bracket', d: `M${left},${MARGIN.top - 2} v-6 H${right} v6` }));
    chart.append(svg('text', { class: 'band-label period-label', x: Math.min(width - 90, left + 4), y: MARGIN.top - 12 }, t('seq-band-period', { period: length })));
  }
  // Axes and ticks.
  const axes = svg('g', { class: 'axes' });
  axes.append(svg('line', { x1: MARGIN.left, y1: y(0), x2: MARGIN.left + plotWidth, y2: y(0) }));
  axes.append(svg('line', { x1: MARGIN.left, y1: MARGIN.top, x2: MARGIN.left, y2: y(0) }));
  const gStep = niceStep(top, 6);
  for (let g = 0; g <= top; g += gStep) {
    axes.append(svg('line', { class: 'grid', x1: MARGIN.left, y1: y(g), x2: MARGIN.left + plotWidth, y2: y(g) }));
    axes.append(svg('text', { class: 'tick y-tick', x: MARGIN.left - 6, y: y(g) + 4 }, String(g)));
  }
  const nStep = niceStep(Math.max(1, last), Math.max(2, Math.floor(plotWidth / 70)));
  for (let n = 0; n <= last; n += nStep) {
    axes.append(svg('text', { class: 'tick x-tick', x: x(n), y: HEIGHT - 10 }, String(n)));
  }
  axes.append(svg('text', { class: 'axis-title', x: width - 12, y: y(0) + 4 }, 'n'));
  axes.append(svg('text', { class: 'axis-title', x: 8, y: MARGIN.top - 8 }, 'g(n)'));
  chart.append(axes);
  // The values.
  const path = values.map((g, n) => `${n === 0 ? 'M' : 'L'}${x(n).toFixed(1)},${y(g).toFixed(1)}`).join('');
  chart.append(svg('path', { class: 'seq-line', d: path }));
  if (values.length <= DOTS_UP_TO) {
    const dots = svg('g', { class: 'dots' });
    values.forEach((g, n) => dots.append(svg('circle', { class: g === 0 ? 'dot zero' : 'dot', cx: x(n), cy: y(g), r: 2.6 })));
    chart.append(dots);
  }
  const marker = svg('line', { class: 'marker', x1: 0, y1: MARGIN.top, x2: 0, y2: y(0), visibility: 'hidden' });
  chart.append(marker);
  chart.addEventListener('pointermove', (event) => {
    const box = chart.getBoundingClientRect();
    const px = ((event.clientX - box.left) / box.width) * width;
    const n = Math.round(((px - MARGIN.left) / plotWidth) * last);
    if (n < 0 || n > last) return;
    marker.setAttribute('x1', x(n));
    marker.setAttribute('x2', x(n));
    marker.setAttribute('visibility', 'visible');
    hover.textContent = `g(${n}) = ${exactValues[n]}${describePhase(n, preperiod, period)}`;
  });
  replace(container, chart);
  separateLabels(chart, width);
}

/**
 * The chart's labels apart (a short preperiod put "period 1" on top of "preperiod: 0–1", and
 * the period's bracket through it): a preperiod label wider than its band goes a line higher,
 * over the bracket; the period's label then goes right of it when the line has room, else a
 * line higher still. Measured once the chart is in the page, so it holds in any language.
 */
function separateLabels(chart, width) {
  const pre = chart.querySelector('.band-label:not(.period-label)');
  const period = chart.querySelector('.period-label');
  const bracket = chart.querySelector('.period-bracket');
  if (!pre || !period || !bracket) return;
  let a = pre.getBBox();
  if (a.width === 0) return; // not laid out (a hidden panel)
  if (a.x + a.width + LABEL_GAP / 2 > bracket.getBBox().x) {
    pre.setAttribute('y', MARGIN.top - 17);
    a = pre.getBBox();
  }
  const b = period.getBBox();
  const apart = b.x >= a.x + a.width + LABEL_GAP || a.x >= b.x + b.width + LABEL_GAP
    || b.y >= a.y + a.height || a.y >= b.y + b.height;
  if (apart) return;
  const right = a.x + a.width + LABEL_GAP;
  if (right + b.width <= width) {
    period.setAttribute('x', right);
  } else {
    period.setAttribute('y', a.y - 2);
  }
}

function describePhase(n, preperiod, period) {
  if (period === null || period === undefined) return '';
  if (n < preperiod) return t('seq-in-preperiod');
  const offset = (n - preperiod) % period;
  return t('seq-in-block', { block: Math.floor((n - preperiod) / period), offset });
}

function showFields() {
  const octal = nodes.kind.value === 'octal';
  nodes.setField.hidden = octal;
  nodes.codeField.hidden = !octal;
  nodes.set.disabled = octal;
  nodes.code.disabled = !octal;
}

/** The address's parameters of a plot: `code=0.77&to=175` or `set=2,5,6&to=60`. */
function queryOf(params) {
  return Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%2C/gi, ',')}`)
    .join('&');
}

/** Puts the plot shown in the address, while the sequence panel is the one open. */
function showInAddress() {
  if (shownQuery === null || !location.hash.startsWith('#sequence')) return;
  const fragment = `#sequence?${shownQuery}`;
  if (location.hash !== fragment) history.replaceState(null, '', fragment);
}

async function plot() {
  const to = nodes.to.value.trim();
  const octal = nodes.kind.value === 'octal';
  const body = octal
    ? { code: nodes.code.value.trim(), to }
    : { set: nodes.set.value.split(/[\s,{}]+/).filter((part) => part.length > 0), to };
  asked += 1;
  const ticket = asked;
  setStatus(nodes.status, t('computing'));
  nodes.plotButton.disabled = true;
  nodes.panel.dataset.busy = 'true';
  try {
    const answer = await post(octal ? 'seq/octal' : 'seq/sub', body);
    if (ticket !== asked) return;
    shown = answer;
    shownQuery = queryOf(octal ? { code: body.code, to: answer.to } : { set: answer.set.join(','), to: answer.to });
    showInAddress();
    nodes.summary.textContent = summary(answer);
    setStatus(nodes.status, '');
    nodes.hover.textContent = t('seq-point');
    draw();
  } catch (error) {
    if (ticket === asked) setStatus(nodes.status, errorText(error), 'error');
  } finally {
    if (ticket === asked) {
      nodes.plotButton.disabled = false;
      nodes.panel.dataset.busy = 'false';
    }
  }
}

/** Wires the sequence panel. */
export function initSequence() {
  const $ = (id) => document.getElementById(id);
  nodes = {
    panel: $('panel-sequence'),
    form: $('seq-form'),
    kind: $('seq-kind'),
    set: $('seq-set'),
    code: $('seq-code'),
    setField: $('seq-set-field'),
    codeField: $('seq-code-field'),
    to: $('seq-to'),
    plotButton: $('seq-plot'),
    status: $('seq-status'),
    summary: $('seq-summary'),
    chart: $('seq-chart'),
    hover: $('seq-hover'),
  };
  nodes.kind.addEventListener('change', () => {
    showFields();
    nodes.to.value = nodes.kind.value === 'octal' ? '200' : '60';
  });
  nodes.form.addEventListener('submit', (event) => {
    event.preventDefault();
    plot();
  });
  // Redrawn at the new width, outside the observer's callback (no resize loop).
  let drawnWidth = 0;
  new ResizeObserver(() => {
    const width = Math.floor(nodes.chart.clientWidth);
    if (width === drawnWidth) return;
    drawnWidth = width;
    requestAnimationFrame(draw);
  }).observe(nodes.chart);
  showFields();
  onLang(() => {
    if (!shown) return;
    nodes.summary.textContent = summary(shown);
    nodes.hover.textContent = t('seq-point');
    draw();
  });
}

/**
 * Called when the tab opens, with the address's parameters: a game (`code=CODE` for an octal
 * game, `set=S` for a subtraction game) and `to=N` are filled in and plotted; without them the
 * plot shown stays (and goes back in the address), and the first one is drawn now.
 */
export function showSequence(params = null) {
  const code = params?.get('code') ?? null;
  const set = params?.get('set') ?? null;
  if (code !== null || set !== null) {
    nodes.kind.value = code !== null ? 'octal' : 'sub';
    showFields();
    if (code !== null) nodes.code.value = code;
    else nodes.set.value = set;
    nodes.to.value = params.get('to') ?? (code !== null ? '200' : '60');
    plot();
  } else if (!shown) {
    plot();
  } else {
    showInAddress();
  }
}
