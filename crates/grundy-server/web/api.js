// api.js — the page's only door to grundy's JSON API (docs/API.md): POST a JSON body, read the
// answer with its big integers kept exact, and turn the contract's error object into ApiError.
// No game logic lives in the page: every question about a position goes through here. The
// questions whose answers hold prose are asked in the page's language (field `lang`).

import { currentLang, t } from './i18n.js';

// The routes that take `lang` (docs/API.md); the others refuse unknown fields.
const WITH_LANG = new Set(['analyze', 'wythoff', 'nim', 'bash', 'takeaway', 'fib', 'moves', 'hint', 'play',
  'position', 'games', 'start', 'messages', 'pattern']);

/** An answer the API refused (4xx), or a server that could not be reached (status 0). */
export class ApiError extends Error {
  constructor(message, { status = 0, kind = 'network', column = null, limit = null, retryAfter = null } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.kind = kind;
    this.column = column;
    this.limit = limit;
    this.retryAfter = retryAfter;
  }
}

// Integers above 2^53 lose digits in JSON.parse, and the contract writes integers of any length
// (a heap may have a million digits). Integer literals with more than 15 digits are therefore
// quoted before parsing, so they arrive as exact decimal strings; the page only displays them.
const LONGEST_SAFE_DIGITS = 15;

function isDigit(code) {
  return code >= 48 && code <= 57;
}

/** JSON.parse, with integer literals too long for a double turned into strings. */
export function parseExact(text) {
  let out = '';
  let copied = 0;
  let at = 0;
  while (at < text.length) {
    const code = text.charCodeAt(at);
    if (code === 34 /* " */) {
      at += 1;
      while (at < text.length && text.charCodeAt(at) !== 34) {
        at += text.charCodeAt(at) === 92 /* \ */ ? 2 : 1;
      }
      at += 1;
    } else if (code === 45 /* - */ || isDigit(code)) {
      const start = at;
      at += 1;
      let integer = true;
      while (at < text.length) {
        const next = text.charCodeAt(at);
        if (isDigit(next)) {
          at += 1;
        } else if (next === 46 || next === 101 || next === 69 || next === 43 || next === 45) {
          integer = false; // . e E + -: a fraction or an exponent, left to JSON.parse
          at += 1;
        } else {
          break;
        }
      }
      const digits = at - start - (code === 45 ? 1 : 0);
      if (integer && digits > LONGEST_SAFE_DIGITS) {
        out += `${text.slice(copied, start)}"${text.slice(start, at)}"`;
        copied = at;
      }
    } else {
      at += 1;
    }
  }
  return JSON.parse(copied === 0 ? text : out + text.slice(copied));
}

async function request(method, route, body, signal) {
  let response;
  try {
    response = await fetch(`/api/${route}`, {
      method,
      headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error.name === 'AbortError') throw error;
    throw new ApiError(t('error-unreachable', { detail: error.message }));
  }
  const text = await response.text();
  let answer;
  try {
    answer = parseExact(text);
  } catch {
    throw new ApiError(t('error-not-json', { status: response.status }), {
      status: response.status,
      kind: 'invalid_answer',
    });
  }
  if (!response.ok || answer.answer === 'error') {
    const retry = Number(response.headers.get('Retry-After'));
    throw new ApiError(answer.error ?? t('error-status', { status: response.status }), {
      status: response.status,
      kind: answer.kind ?? 'unknown',
      column: answer.column ?? null,
      limit: answer.limit ?? null,
      retryAfter: Number.isFinite(retry) && retry > 0 ? retry : null,
    });
  }
  return answer;
}

/** POST `body` to `/api/<route>`; resolves to the answer object, rejects with ApiError. */
export function post(route, body, { signal } = {}) {
  const asked = WITH_LANG.has(route) && body.lang === undefined ? { ...body, lang: currentLang() } : body;
  return request('POST', route, asked, signal);
}

/** GET `/api/<route>` (health, openapi.json). */
export function get(route, { signal } = {}) {
  return request('GET', route, undefined, signal);
}

/**
 * The byte column of an error (1-based, in the UTF-8 text the server read) as an index into the
 * JavaScript string `text` (UTF-16), for placing a caret or the input's cursor.
 */
export function byteColumnToIndex(text, column) {
  const encoder = new TextEncoder();
  let bytes = 0;
  let index = 0;
  for (const char of text) {
    if (bytes >= column - 1) break;
    bytes += encoder.encode(char).length;
    index += char.length;
  }
  return index;
}
