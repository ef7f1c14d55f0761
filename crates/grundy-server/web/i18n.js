// i18n.js — the page's language. Every text a person reads is a message of the page's Fluent
// catalogue (crates/grundy/locales/<lang>/page.ftl), which the server resolves
// (POST /api/messages); the page only fills in `{$name}` variables. The choice is remembered
// (localStorage) and written in the address (`?lang=`, so that a shared link opens in it); the
// first one follows the link's `?lang=`, else the remembered choice, else the browser's
// language. Changing it re-labels the page in place and tells each panel (event `langchange`
// on document), which redraws its own text.

import { post } from './api.js';

export const LANGS = ['en', 'zh'];
const STORE = 'grundy-lang';

let lang = 'en';
let messages = {};
let other = {}; // the messages of the other language, for the glossary

/** The language now shown: "en" or "zh". */
export function currentLang() {
  return lang;
}

/** The messages of the language not shown (filled after the first switch or load). */
export function otherMessages() {
  return other;
}

/** Every message now shown, by id. */
export function allMessages() {
  return messages;
}

/**
 * The message `id` with its `{$name}` variables filled from `vars`. A message the catalogue
 * lacks shows as its id (the catalogue test keeps that from happening).
 */
export function t(id, vars = {}) {
  const text = messages[id];
  if (text === undefined) return id;
  return text.replace(/\{\s*\$([A-Za-z0-9_-]+)\s*\}/g, (whole, name) => (name in vars ? String(vars[name]) : whole));
}

/** A game family's name (`game-<family>` of the library's glossary), or the key itself. */
export function gameName(family) {
  return messages[`game-${family}`] ?? family;
}

/**
 * The language to start in: the link's `?lang=zh|en` (so a Chinese page can be shared), else
 * the remembered one, else the browser's first that we have.
 */
export function initialLang() {
  const asked = new URLSearchParams(location.search).get('lang');
  if (LANGS.includes(asked)) return asked;
  try {
    const saved = localStorage.getItem(STORE);
    if (LANGS.includes(saved)) return saved;
  } catch {
    // Storage refused (a private window): fall through to the browser's language.
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = String(tag).toLowerCase().split('-')[0];
    if (LANGS.includes(base)) return base;
  }
  return 'en';
}

/** Sets every `data-i18n*` element of `root` in the current language. */
export function apply(root = document) {
  for (const node of root.querySelectorAll('[data-i18n]')) node.textContent = t(node.dataset.i18n);
  for (const node of root.querySelectorAll('[data-i18n-aria]')) node.setAttribute('aria-label', t(node.dataset.i18nAria));
  for (const node of root.querySelectorAll('[data-i18n-placeholder]')) node.placeholder = t(node.dataset.i18nPlaceholder);
}

/** Loads `next`'s messages, re-labels the page, remembers the choice and tells the panels. */
export async function setLang(next) {
  if (!LANGS.includes(next)) next = 'en';
  const answer = await post('messages', { lang: next });
  const before = messages;
  const beforeLang = lang;
  messages = answer.messages;
  lang = next;
  if (beforeLang !== next && Object.keys(before).length > 0) other = before;
  document.documentElement.lang = next === 'zh' ? 'zh-CN' : 'en';
  document.title = t('page-title');
  apply();
  for (const button of document.querySelectorAll('[data-lang]')) {
    button.setAttribute('aria-pressed', String(button.dataset.lang === next));
  }
  try {
    localStorage.setItem(STORE, next);
  } catch {
    // Not remembered; the page still switches.
  }
  // The address says the language too, so that a copied link opens in it; the views' links
  // change only the fragment, and keep it.
  const search = new URLSearchParams(location.search);
  if (search.get('lang') !== next) {
    search.set('lang', next);
    history.replaceState(history.state, '', `${location.pathname}?${search}${location.hash}`);
  }
  document.dispatchEvent(new CustomEvent('langchange', { detail: { lang: next } }));
  // The glossary shows both languages: fetch the other one once.
  if (Object.keys(other).length === 0) {
    const otherLang = LANGS.find((l) => l !== next);
    post('messages', { lang: otherLang }).then((reply) => {
      if (lang === next) {
        other = reply.messages;
        document.dispatchEvent(new CustomEvent('langchange', { detail: { lang: next, glossaryOnly: true } }));
      }
    }).catch(() => {});
  }
}

/** Calls `redraw` now and after every change of language. */
export function onLang(redraw) {
  document.addEventListener('langchange', (event) => redraw(event.detail));
}
