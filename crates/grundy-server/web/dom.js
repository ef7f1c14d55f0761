// dom.js — small helpers to build the page's elements without a framework, and to write the
// API's move objects in words (in the page's language).

import { t } from './i18n.js';

/**
 * A new element: `el('button', { class: 'x', onclick: f, dataset: { a: 1 } }, 'text', child)`.
 * Attributes starting with `on` become listeners; `null`/`false` attributes are left out.
 */
export function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    if (name.startsWith('on') && typeof value === 'function') {
      node.addEventListener(name.slice(2), value);
    } else if (name === 'dataset') {
      Object.assign(node.dataset, value);
    } else if (name === 'class') {
      node.className = value;
    } else {
      node.setAttribute(name, value === true ? '' : String(value));
    }
  }
  node.append(...children.flat().filter((child) => child !== null && child !== undefined && child !== false));
  return node;
}

/** Replaces every child of `node` with `children`. */
export function replace(node, ...children) {
  node.replaceChildren(...children.flat().filter((child) => child !== null && child !== undefined && child !== false));
}

/** "P" and "N" in words, from the point of view of the player to move. */
export function outcomeText(outcome) {
  if (outcome === 'P') return t('outcome-p-words');
  if (outcome === 'N') return t('outcome-n-words');
  return String(outcome);
}

/** The fields of a MoveReport that `moveReportText` words itself. */
const COMMON_MOVE_FIELDS = new Set(['component', 'heap', 'take', 'to', 'leaves', 'step', 'count', 'triangle']);

/** The fields that index a list, counted from 0 in JSON and from 1 in prose ("heap 1"). */
const COUNTED_FROM_ZERO = new Set(['component', 'heap', 'heaps', 'token', 'edge']);

/** An index of the JSON (a number, or its digits) as prose counts it: from 1. */
export function nth(index) {
  return String(BigInt(index) + 1n);
}

/**
 * A MoveReport (docs/JSON.md, "Moves") in words: "game 1: heap 2 → 8". Presentation only. The
 * JSON counts games, heaps, tokens and edges from 0; prose counts them from 1 (the first heap is
 * "heap 1", 第 1 堆), while a staircase's steps are counted from 1 in both.
 */
export function moveReportText(move) {
  const parts = [];
  if (move.component !== undefined) parts.push(t('move-game', { n: nth(move.component) }));
  // A staircase's move has `heap` with `take`: its step, already counted from 1.
  const step = move.heap !== undefined && move.take !== undefined;
  if (step) parts.push(t('move-step', { n: move.heap }));
  else if (move.heap !== undefined) parts.push(t('move-heap', { n: nth(move.heap) }));
  if (move.take !== undefined) parts.push(t('move-taking', { n: move.take }));
  // Fields of shapes this page has no words of its own for (a new game's move): each by the
  // catalogue's `move-field-<name>` if it has one, else by its name, so that any shape shows.
  for (const [name, value] of Object.entries(move)) {
    if (COMMON_MOVE_FIELDS.has(name)) continue;
    const counted = COUNTED_FROM_ZERO.has(name) ? (Array.isArray(value) ? value.map(nth) : nth(value)) : value;
    const shown = Array.isArray(counted) ? counted.join(', ') : String(counted);
    const id = `move-field-${name}`;
    const text = t(id, { value: shown });
    parts.push(text === id ? `${name} ${shown}` : text);
  }
  if (Array.isArray(move.to)) parts.push(`→ (${move.to.join(', ')})`);
  else if (move.to !== undefined) parts.push(`→ ${move.to}`);
  if (move.leaves !== undefined) {
    parts.push(move.leaves.length === 0 ? t('move-leaving-nothing') : t('move-leaving', { heaps: move.leaves.join(' + ') }));
  }
  if (move.count !== undefined && move.triangle) {
    parts.push(t('move-run-triangle', { count: move.count, step: move.step }));
  } else if (move.count !== undefined) {
    parts.push(t('move-run', { count: move.count, step: move.step }));
  }
  // Parts are joined by a space; none after a full-width colon, which has its own room (第 2 个游戏：取 4).
  return parts.join(' ').replace(/： /g, '：');
}

/** The message of an error for the page: the API's own one line, or the exception's text. */
export function errorText(error) {
  return error && error.message ? error.message : String(error);
}

/** Announces `text` in a status element, with a tone class (`info`, `error`, `done`). */
export function setStatus(node, text, tone = 'info') {
  node.textContent = text;
  node.dataset.tone = tone;
}
