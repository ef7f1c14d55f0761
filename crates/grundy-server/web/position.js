// position.js — draws a position given by its canonical expression (`nim(3,4,5) + kayles(8)`)
// as heaps of tokens. This only reads the numbers in the text to draw them; who wins and which
// moves are legal always come from the API.

import { el } from './dom.js';

// Heaps up to this size are drawn token by token; larger ones as a number.
const MOST_TOKENS_DRAWN = 40;

/** Splits `text` at `separator` where no bracket is open. */
function splitTopLevel(text, separator) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < text.length; at += 1) {
    const c = text[at];
    if (c === '(' || c === '{') depth += 1;
    else if (c === ')' || c === '}') depth -= 1;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, at).trim());
      start = at + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter((part) => part.length > 0);
}

/** The components of a canonical expression: `{ text, name, args: [..], options: {..} }`. */
export function components(expr) {
  return splitTopLevel(expr, '+').map((text) => {
    const match = /^([A-Za-z_][A-Za-z0-9_]*)\((.*)\)$/s.exec(text);
    if (!match) return { text, name: null, args: [], options: {} };
    const args = [];
    const options = {};
    for (const arg of splitTopLevel(match[2], ',')) {
      const equals = arg.indexOf('=');
      if (equals > 0 && !arg.startsWith('{')) options[arg.slice(0, equals).trim()] = arg.slice(equals + 1).trim();
      else args.push(arg);
    }
    return { text, name: match[1], args, options };
  });
}

/** The heaps of one component, as `[label, size-as-text]` pairs, for drawing. */
function heapsOf(component) {
  switch (component.name) {
    case 'nim':
      return component.args.map((size, index) => [`heap ${index}`, size]);
    case 'wythoff':
      return [['heap a', component.args[0]], ['heap b', component.args[1]]];
    case 'bash':
    case 'takeaway':
    case 'fib':
    case 'sub':
    case 'kayles':
    case 'dawsons':
    case 'octal':
      return component.args.length > 0 ? [['heap', component.args[0]]] : [];
    default:
      return [];
  }
}

function heapRow(label, size, pins) {
  const small = /^\d{1,3}$/.test(size) && Number(size) <= MOST_TOKENS_DRAWN;
  const empty = small && Number(size) === 0;
  const tokens = empty ? [el('span', { class: 'empty-heap' }, 'empty')] : small
    ? Array.from({ length: Number(size) }, () => el('span', { class: pins ? 'token pin' : 'token' }))
    : [el('span', { class: 'big-heap' }, size.length > 40 ? `${size.slice(0, 20)}…(${size.length} digits)` : size)];
  return el(
    'div',
    { class: 'heap-row', role: 'img', 'aria-label': `${label}: ${size}` },
    el('span', { class: 'heap-label' }, label),
    el('span', { class: 'heap-tokens', 'aria-hidden': 'true' }, tokens),
    el('span', { class: 'heap-size' }, small ? size : ''),
  );
}

/** The position as a list of games, each with its heaps drawn. */
export function drawPosition(expr) {
  const parts = components(expr);
  return el(
    'div',
    { class: 'position' },
    parts.map((component, index) => {
      const heaps = heapsOf(component);
      const pins = ['kayles', 'dawsons', 'octal'].includes(component.name);
      return el(
        'div',
        { class: 'game-card' },
        el('div', { class: 'game-title' }, parts.length > 1 ? el('span', { class: 'game-index' }, `game ${index}`) : null, el('code', {}, component.text)),
        heaps.length > 0 ? heaps.map(([label, size]) => heapRow(label, size, pins)) : null,
      );
    }),
  );
}
