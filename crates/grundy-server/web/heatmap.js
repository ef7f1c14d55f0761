// heatmap.js — the Grundy values of Wythoff's game as a heatmap that pans (drag, arrow keys)
// and zooms (wheel, +/- buttons and keys) over the table's first 4096 × 4096 cells. Values come
// from POST /api/table/wythoff/window in tiles of at most 128 × 128 samples; zoomed out, a
// tile samples every step-th cell (step a power of two, about one sample per pixel). Heap a
// runs to the right and heap b up, as on the board.

import { ApiError, post } from './api.js';
import { errorText, replace, setStatus } from './dom.js';
import { onLang, t } from './i18n.js';

const TILE = 128; // samples per side of one request
const MAX_ZOOM = 5; // 2^5 = 32 pixels per cell
const HOME = { x: 0, y: 0, zoom: 1 }; // where the map opens, and where Reset goes
const MOST_REQUESTS_AT_ONCE = 2;
// The colour scale, from low to high values (its own stops, readable in light and dark themes);
// 0, the P-positions, is drawn white so that the two golden-ratio lines of zeros stand out.
const STOPS = [
  [20, 24, 82],
  [42, 78, 170],
  [24, 150, 170],
  [96, 196, 100],
  [238, 220, 70],
  [250, 120, 50],
];
const ZERO_COLOUR = [255, 255, 255];

const view = { x: HOME.x, y: HOME.y, zoom: HOME.zoom, width: 0, height: 0 };
let extent = 4096; // cells per side the map covers; lowered if the server's table is smaller
let scaleMax = 0; // the value drawn with the last colour stop
let palette = new Uint32Array(1);
const tiles = new Map(); // "step:tx:ty" → { status, x, y, width, height, step, values, bitmap, colouredWith, max }
const queue = [];
let inFlight = 0;
let nodes;
let started = false;
let drawPending = false;
const exact = new Map(); // "a,b" → g, for hovering a sampled view
let hoverTimer = null;

const pixelsPerCell = () => 2 ** view.zoom;
const sampleStep = () => Math.max(1, 2 ** -view.zoom);
const cellsAcross = () => view.width / pixelsPerCell();
const cellsUp = () => view.height / pixelsPerCell();

function minZoom() {
  // Zoomed out at most until the whole table fits.
  return Math.floor(Math.log2(Math.min(view.width, view.height) / extent));
}

/** Keeps the table filling the view (with a small margin), or centred when it is smaller. */
function clampView() {
  view.zoom = Math.min(MAX_ZOOM, Math.max(minZoom(), view.zoom));
  const clamp = (origin, cells) => {
    if (cells >= extent) return (extent - cells) / 2;
    const margin = cells / 10;
    return Math.min(extent - cells + margin, Math.max(-margin, origin));
  };
  view.x = clamp(view.x, cellsAcross());
  view.y = clamp(view.y, cellsUp());
}

function interpolate(t) {
  const scaled = Math.min(1, Math.max(0, t)) * (STOPS.length - 1);
  const index = Math.min(STOPS.length - 2, Math.floor(scaled));
  const f = scaled - index;
  return STOPS[index].map((c, i) => Math.round(c + (STOPS[index + 1][i] - c) * f));
}

function rgba([r, g, b]) {
  // ImageData is RGBA in memory; a little-endian Uint32 view reads it as ABGR.
  return ((255 << 24) | (b << 16) | (g << 8) | r) >>> 0;
}

function setScale(max) {
  scaleMax = max;
  palette = new Uint32Array(max + 1);
  palette[0] = rgba(ZERO_COLOUR);
  for (let g = 1; g <= max; g += 1) palette[g] = rgba(interpolate((g - 1) / Math.max(1, max - 1)));
  drawLegend();
}

function colourOf(g) {
  return palette[Math.min(g, scaleMax)];
}

/** `value` rounded up to two significant digits (8191 → 8200), for the colour scale. */
function scaleCeiling(value) {
  let unit = 1;
  while (unit * 100 <= value) unit *= 10;
  return Math.ceil(value / unit) * unit;
}

/** A round number at least `value`: 1, 2, 5, 10, 20, 50, … */
function niceCeiling(value) {
  let unit = 1;
  while (unit * 10 <= value) unit *= 10;
  for (const m of [1, 2, 5, 10]) if (m * unit >= value) return m * unit;
  return 10 * unit;
}

function drawLegend() {
  const bar = nodes.legendBar;
  const context = bar.getContext('2d');
  const width = bar.width;
  for (let px = 0; px < width; px += 1) {
    const [r, g, b] = interpolate(px / (width - 1));
    context.fillStyle = `rgb(${r} ${g} ${b})`;
    context.fillRect(px, 0, 1, bar.height);
  }
  nodes.legendMin.textContent = '1';
  nodes.legendMax.textContent = String(scaleMax);
}

function tileKey(step, tx, ty) {
  return `${step}:${tx}:${ty}`;
}

/** The tiles of sampling `step` that the view shows, as [tx, ty] pairs. */
function visibleTiles(step) {
  const span = TILE * step;
  const first = (origin) => Math.max(0, Math.floor(origin / span));
  const last = (origin, cells) => Math.min(Math.ceil(extent / span) - 1, Math.floor((origin + cells) / span));
  const result = [];
  for (let ty = first(view.y); ty <= last(view.y, cellsUp()); ty += 1) {
    for (let tx = first(view.x); tx <= last(view.x, cellsAcross()); tx += 1) result.push([tx, ty]);
  }
  return result;
}

function colourTile(tile) {
  const image = new ImageData(tile.width, tile.height);
  const pixels = new Uint32Array(image.data.buffer);
  for (let j = 0; j < tile.height; j += 1) {
    const row = tile.values[j];
    const offset = (tile.height - 1 - j) * tile.width; // b grows upward
    for (let i = 0; i < tile.width; i += 1) pixels[offset + i] = colourOf(row[i]);
  }
  if (!tile.bitmap) {
    tile.bitmap = document.createElement('canvas');
    tile.bitmap.width = tile.width;
    tile.bitmap.height = tile.height;
  }
  tile.bitmap.getContext('2d').putImageData(image, 0, 0);
  tile.colouredWith = scaleMax;
}

function requestTiles() {
  const step = sampleStep();
  const wanted = visibleTiles(step);
  for (const [tx, ty] of wanted) {
    const id = tileKey(step, tx, ty);
    if (!tiles.has(id)) {
      const x = tx * TILE * step;
      const y = ty * TILE * step;
      tiles.set(id, {
        status: 'queued',
        x,
        y,
        step,
        width: Math.min(TILE, Math.ceil((extent - x) / step)),
        height: Math.min(TILE, Math.ceil((extent - y) / step)),
      });
      queue.push(id);
    }
  }
  pump();
}

function isVisible(tile) {
  const span = TILE * tile.step;
  return tile.step === sampleStep()
    && tile.x + span > view.x && tile.x < view.x + cellsAcross()
    && tile.y + span > view.y && tile.y < view.y + cellsUp();
}

async function pump() {
  while (inFlight < MOST_REQUESTS_AT_ONCE && queue.length > 0) {
    const id = queue.shift();
    const tile = tiles.get(id);
    if (!tile || tile.status !== 'queued') continue;
    if (!isVisible(tile)) {
      tiles.delete(id); // asked for again if it comes back into view
      continue;
    }
    inFlight += 1;
    tile.status = 'loading';
    updateStatus();
    fetchTile(id, tile).finally(() => {
      inFlight -= 1;
      updateStatus();
      pump();
    });
  }
}

async function fetchTile(id, tile) {
  try {
    const answer = await post('table/wythoff/window', {
      x: tile.x, y: tile.y, width: tile.width, height: tile.height, step: tile.step,
    });
    tile.values = answer.values;
    tile.max = answer.values.reduce((most, row) => row.reduce((m, g) => Math.max(m, g), most), 0);
    tile.status = 'ready';
    rescale();
    scheduleDraw();
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'busy') {
      tiles.delete(id);
      setTimeout(requestTiles, 1000 * (error.retryAfter ?? 1));
      return;
    }
    if (error instanceof ApiError && error.limit?.name === 'wythoff_table_size' && Number(error.limit.max) + 1 < extent) {
      // The server's table is smaller than asked: cover what it has.
      extent = Number(error.limit.max) + 1;
      tiles.clear();
      queue.length = 0;
      clampView();
      scheduleDraw();
      setStatus(nodes.status, t('heat-extent', { last: extent - 1 }), 'warn');
      return;
    }
    tile.status = 'error';
    setStatus(nodes.status, t('heat-load-failed', { error: errorText(error) }), 'error');
  }
}

/** Sets the colour scale from the largest value in view, rounded so it rarely changes. */
function rescale() {
  let most = 1;
  for (const tile of tiles.values()) if (tile.status === 'ready' && isVisible(tile)) most = Math.max(most, tile.max);
  const wanted = scaleCeiling(most);
  if (wanted !== scaleMax) setScale(wanted);
}

function updateStatus() {
  const loading = [...tiles.values()].filter((tile) => tile.status === 'loading' || tile.status === 'queued').length;
  nodes.loading.textContent = loading > 0 ? t('heat-loading', { count: loading }) : '';
}

function scheduleDraw() {
  if (drawPending) return;
  drawPending = true;
  requestAnimationFrame(() => {
    drawPending = false;
    draw();
  });
}

function niceTickSpacing(cellsPerPixel) {
  // About one label every 90 pixels, at a round number of cells.
  return niceCeiling(Math.max(1, cellsPerPixel * 90));
}

function draw() {
  const canvas = nodes.canvas;
  const context = canvas.getContext('2d');
  const ratio = window.devicePixelRatio || 1;
  const style = getComputedStyle(canvas);
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.fillStyle = style.getPropertyValue('--heat-outside').trim() || '#888';
  context.fillRect(0, 0, view.width, view.height);
  context.imageSmoothingEnabled = false;
  const ppc = pixelsPerCell();
  const step = sampleStep();
  // Coarser tiles already loaded stand in while the finer ones arrive.
  for (const s of [step * 4, step * 2, step]) {
    for (const [tx, ty] of visibleTiles(s)) {
      const tile = tiles.get(tileKey(s, tx, ty));
      if (!tile || tile.status !== 'ready') continue;
      if (tile.colouredWith !== scaleMax) colourTile(tile);
      const left = (tile.x - view.x) * ppc;
      const bottom = view.height - (tile.y - view.y) * ppc;
      const w = tile.width * s * ppc;
      const h = tile.height * s * ppc;
      context.drawImage(tile.bitmap, left, bottom - h, w, h);
    }
  }
  // The table's edge and the axes' labels.
  context.strokeStyle = style.getPropertyValue('--heat-edge').trim() || '#000';
  context.lineWidth = 1;
  context.strokeRect(-view.x * ppc + 0.5, view.height - (extent - view.y) * ppc + 0.5, extent * ppc, extent * ppc);
  const tick = niceTickSpacing(1 / ppc);
  context.font = '12px system-ui, sans-serif';
  context.textBaseline = 'bottom';
  const label = (text, x, y) => {
    const width = context.measureText(text).width;
    context.fillStyle = 'rgb(0 0 0 / 0.55)';
    context.fillRect(x - 2, y - 15, width + 4, 15);
    context.fillStyle = '#fff';
    context.fillText(text, x, y);
  };
  for (let a = Math.max(0, Math.ceil(view.x / tick) * tick); a < Math.min(extent, view.x + cellsAcross()); a += tick) {
    const px = (a - view.x) * ppc;
    if (px > 30) label(`a=${a}`, px + 2, view.height - 2);
  }
  for (let b = Math.max(0, Math.ceil(view.y / tick) * tick); b < Math.min(extent, view.y + cellsUp()); b += tick) {
    const py = view.height - (b - view.y) * ppc;
    if (py < view.height - 20) label(`b=${b}`, 2, py - 1);
  }
  describeView();
  requestTiles();
}

function describeView() {
  const fromA = Math.max(0, Math.floor(view.x));
  const toA = Math.min(extent - 1, Math.floor(view.x + cellsAcross()));
  const fromB = Math.max(0, Math.floor(view.y));
  const toB = Math.min(extent - 1, Math.floor(view.y + cellsUp()));
  const step = sampleStep();
  const text = t('heat-view', {
    a0: fromA, a1: toA, b0: fromB, b1: toB, sampling: step === 1 ? t('heat-every-cell') : t('heat-sample-every', { step }), ppc: ppc(),
  });
  nodes.viewText.textContent = text;
  nodes.canvas.setAttribute('aria-label', t('heat-aria', { view: text }));
}

function ppc() {
  const p = pixelsPerCell();
  return p >= 1 ? `${p} px` : `1/${1 / p} px`;
}

function zoomAt(levels, px, py) {
  const before = pixelsPerCell();
  const a = view.x + px / before;
  const b = view.y + (view.height - py) / before;
  view.zoom += levels;
  clampView();
  const after = pixelsPerCell();
  view.x = a - px / after;
  view.y = b - (view.height - py) / after;
  clampView();
  scheduleDraw();
}

function pan(dxPixels, dyPixels) {
  view.x -= dxPixels / pixelsPerCell();
  view.y += dyPixels / pixelsPerCell();
  clampView();
  scheduleDraw();
}

function cellAt(px, py) {
  const ppcNow = pixelsPerCell();
  return [Math.floor(view.x + px / ppcNow), Math.floor(view.y + (view.height - py) / ppcNow)];
}

function valueFromTiles(a, b) {
  const tile = tiles.get(tileKey(1, Math.floor(a / TILE), Math.floor(b / TILE)));
  if (!tile || tile.status !== 'ready') return undefined;
  return tile.values[b - tile.y]?.[a - tile.x];
}

function showHover(a, b) {
  if (a < 0 || b < 0 || a >= extent || b >= extent) {
    nodes.hover.textContent = t('heat-outside');
    return;
  }
  const known = valueFromTiles(a, b) ?? exact.get(`${a},${b}`);
  if (known !== undefined) {
    nodes.hover.textContent = `(a, b) = (${a}, ${b}): g = ${known}${known === 0 ? t('heat-p-suffix') : ''}`;
    return;
  }
  nodes.hover.textContent = `(a, b) = (${a}, ${b}): g = …`;
  clearTimeout(hoverTimer);
  hoverTimer = setTimeout(async () => {
    try {
      const answer = await post('table/wythoff/window', { x: a, y: b, width: 1, height: 1, step: 1 });
      exact.set(`${a},${b}`, answer.values[0][0]);
      if (nodes.hover.dataset.cell === `${a},${b}`) showHover(a, b);
    } catch (error) {
      nodes.hover.textContent = `(a, b) = (${a}, ${b}): ${errorText(error)}`;
    }
  }, 120);
}

function resize() {
  const width = Math.floor(nodes.wrap.clientWidth);
  if (width === 0) return;
  // Square if it fits, but short enough to leave the legend in view on a laptop's screen.
  const height = Math.round(Math.min(width, 560, Math.max(280, window.innerHeight - 330)));
  const ratio = window.devicePixelRatio || 1;
  view.width = width;
  view.height = height;
  nodes.canvas.style.width = `${width}px`;
  nodes.canvas.style.height = `${height}px`;
  nodes.canvas.width = Math.round(width * ratio);
  nodes.canvas.height = Math.round(height * ratio);
  clampView();
  scheduleDraw();
}

function reset() {
  // Tiles that failed are asked for again.
  for (const [id, tile] of tiles) if (tile.status === 'error') tiles.delete(id);
  setStatus(nodes.status, '');
  Object.assign(view, { x: HOME.x, y: HOME.y, zoom: HOME.zoom });
  clampView();
  scheduleDraw();
}

function onKey(event) {
  const stepPixels = Math.max(16, Math.min(view.width, view.height) / 8);
  const moves = { ArrowLeft: [stepPixels, 0], ArrowRight: [-stepPixels, 0], ArrowUp: [0, stepPixels], ArrowDown: [0, -stepPixels] };
  if (moves[event.key]) {
    pan(...moves[event.key]);
  } else if (event.key === '+' || event.key === '=') {
    zoomAt(1, view.width / 2, view.height / 2);
  } else if (event.key === '-' || event.key === '_') {
    zoomAt(-1, view.width / 2, view.height / 2);
  } else if (event.key === '0') {
    reset();
  } else {
    return;
  }
  event.preventDefault();
}

function wire() {
  const canvas = nodes.canvas;
  let drag = null;
  let wheel = 0;
  canvas.addEventListener('pointerdown', (event) => {
    if (event.button !== 0) return;
    canvas.setPointerCapture(event.pointerId);
    drag = { x: event.clientX, y: event.clientY };
    canvas.classList.add('dragging');
  });
  canvas.addEventListener('pointermove', (event) => {
    const box = canvas.getBoundingClientRect();
    if (drag) {
      pan(event.clientX - drag.x, event.clientY - drag.y);
      drag = { x: event.clientX, y: event.clientY };
    }
    const [a, b] = cellAt(event.clientX - box.left, event.clientY - box.top);
    nodes.hover.dataset.cell = `${a},${b}`;
    showHover(a, b);
  });
  const stop = () => {
    drag = null;
    canvas.classList.remove('dragging');
  };
  canvas.addEventListener('pointerup', stop);
  canvas.addEventListener('pointercancel', stop);
  canvas.addEventListener('wheel', (event) => {
    event.preventDefault();
    wheel += event.deltaMode === 1 ? event.deltaY * 33 : event.deltaY;
    if (Math.abs(wheel) < 60) return;
    const box = canvas.getBoundingClientRect();
    zoomAt(wheel < 0 ? 1 : -1, event.clientX - box.left, event.clientY - box.top);
    wheel = 0;
  }, { passive: false });
  canvas.addEventListener('keydown', onKey);
  nodes.zoomIn.addEventListener('click', () => zoomAt(1, view.width / 2, view.height / 2));
  nodes.zoomOut.addEventListener('click', () => zoomAt(-1, view.width / 2, view.height / 2));
  nodes.reset.addEventListener('click', reset);
  let observedWidth = 0;
  new ResizeObserver(() => {
    const width = Math.floor(nodes.wrap.clientWidth);
    if (width === observedWidth) return;
    observedWidth = width;
    requestAnimationFrame(resize); // outside the observer's callback: no resize loop
  }).observe(nodes.wrap);
}

/** Wires the heatmap panel; it first draws when shown (`showHeatmap`). */
export function initHeatmap() {
  const $ = (id) => document.getElementById(id);
  nodes = {
    wrap: $('heat-wrap'),
    canvas: $('heat-canvas'),
    zoomIn: $('heat-zoom-in'),
    zoomOut: $('heat-zoom-out'),
    reset: $('heat-reset'),
    hover: $('heat-hover'),
    viewText: $('heat-view'),
    status: $('heat-status'),
    loading: $('heat-loading'),
    legendBar: $('heat-legend-bar'),
    legendMin: $('heat-legend-min'),
    legendMax: $('heat-legend-max'),
  };
  replace(nodes.hover, t('heat-point'));
  onLang(() => {
    replace(nodes.hover, t('heat-point'));
    if (started) describeView();
  });
  setScale(16);
}

/** Called when the heatmap's tab opens: sizes the canvas and starts loading. */
export function showHeatmap() {
  if (!started) {
    started = true;
    wire();
  }
  resize();
}
