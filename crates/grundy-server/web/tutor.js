// tutor.js — what the computer says beside its move, shared by the Play panel and the Wythoff
// board: the mistake the person just made (the moves that would have won, and why, from the
// play answer's `mistake`) and the computer's reply with, when asked, how it thought.

import { el, replace } from './dom.js';
import { t } from './i18n.js';

/** The tutor: the person's move let the computer win; the moves that would have won, and why. */
export function showMistake(node, mistake) {
  if (!mistake) {
    node.hidden = true;
    delete node.dataset.notation;
    replace(node);
    return;
  }
  node.hidden = false;
  const moves = mistake.winning_moves;
  node.dataset.notation = moves[0]?.notation ?? '';
  const more = String(mistake.winning_move_count) !== String(moves.length);
  replace(node,
    el('strong', {}, t('mistake-title')),
    el('p', {}, t('mistake-had', { count: mistake.winning_move_count })),
    el('ul', { class: 'plain winning-list' }, moves.map((move) => el('li', { dataset: { notation: move.notation } },
      el('code', {}, move.notation), ` — ${move.description}`))),
    more ? el('p', { class: 'muted' }, t('mistake-more', { shown: moves.length })) : null,
    el('p', { class: 'reason' }, t('why', { reason: mistake.reason })));
}

/** The computer's reply, with its reasoning when asked for. */
export function showReply(node, reply) {
  if (!reply) {
    node.hidden = true;
    return;
  }
  node.hidden = false;
  replace(node, el('strong', {}, t('the-computer')), `${reply.description} `,
    el('code', { class: 'notation' }, reply.notation), el('span', { class: 'reason' }, reply.reason),
    reply.thinking ? el('details', { class: 'thinking', open: true },
      el('summary', {}, t('how-it-thinks')), el('pre', {}, reply.thinking)) : null);
}

