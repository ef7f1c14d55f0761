// position.js — draws a position from the library's view of it (`POST /api/position`): each
// game's heaps with their labels, drawn as tokens or pins, and what may be taken now. The page
// knows no game: what to draw comes with the answer.

import { el, nth } from './dom.js';
import { t } from './i18n.js';

// Heaps up to this size are drawn token by token; larger ones as a number.
const MOST_TOKENS_DRAWN = 40;

function heapRow(label, size, pins) {
  const small = /^\d{1,3}$/.test(size) && Number(size) <= MOST_TOKENS_DRAWN;
  const empty = small && Number(size) === 0;
  const tokens = empty ? [el('span', { class: 'empty-heap' }, t('heap-empty'))] : small
    ? Array.from({ length: Number(size) }, () => el('span', { class: pins ? 'token pin' : 'token' }))
    : [el('span', { class: 'big-heap' }, size.length > 40 ? t('heap-digits', { start: size.slice(0, 20), digits: size.length }) : size)];
  return el(
    'div',
    { class: 'heap-row', role: 'img', 'aria-label': `${label}: ${size}` },
    el('span', { class: 'heap-label' }, label),
    el('span', { class: 'heap-tokens', 'aria-hidden': 'true' }, tokens),
    el('span', { class: 'heap-size' }, small ? size : ''),
  );
}

/** The position (a `position` answer) as a list of games, each with its heaps drawn. */
export function drawPosition(position) {
  const parts = position.components;
  return el(
    'div',
    { class: 'position' },
    parts.map((view, index) => el(
      'div',
      { class: 'game-card', dataset: { game: view.game } },
      el('div', { class: 'game-title' }, parts.length > 1 ? el('span', { class: 'game-index' }, t('position-game-index', { n: nth(index) })) : null, el('code', {}, view.notation)),
      view.heaps.map((heap) => heapRow(heap.label, String(heap.size), view.tokens === 'pin')),
      view.rule ? el('div', { class: 'game-rule' }, view.rule) : null,
    )),
  );
}
