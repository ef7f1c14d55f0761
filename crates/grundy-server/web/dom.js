// dom.js — small helpers to build the page's elements without a framework, and to write the
// API's move objects in words.

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
  if (outcome === 'P') return 'P-position: the player to move loses';
  if (outcome === 'N') return 'N-position: the player to move wins';
  return String(outcome);
}

/** A MoveReport (docs/JSON.md, "Moves") in words: "game 1: take 2 → 8". Presentation only. */
export function moveReportText(move) {
  const parts = [];
  if (move.component !== undefined) parts.push(`game ${move.component}:`);
  if (move.heap !== undefined) parts.push(`heap ${move.heap}`);
  if (move.take !== undefined) parts.push(`take ${move.take}`);
  if (Array.isArray(move.to)) parts.push(`→ (${move.to.join(', ')})`);
  else if (move.to !== undefined) parts.push(`→ ${move.to}`);
  if (move.leaves !== undefined) {
    parts.push(move.leaves.length === 0 ? 'leaving nothing' : `leaving ${move.leaves.join(' + ')}`);
  }
  if (move.count !== undefined && move.triangle) {
    parts.push(`(the first of ${move.count} moves: every (a + ${move.step}i, b + ${move.step}i + ${move.step}j, c − ${move.step}(2i + j)) with b ≤ c)`);
  } else if (move.count !== undefined) {
    parts.push(`(the first of ${move.count} moves, each next one moving ${move.step} more tokens from the last heap to the one before)`);
  }
  return parts.join(' ');
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
