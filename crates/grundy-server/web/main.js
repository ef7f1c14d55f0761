// main.js — the page's entry: the language (中文 | English, its messages loaded before any panel
// draws), the tabs (real buttons, arrow keys between them, the open one kept in the address's
// #fragment, with what it shows when the panel says so: #sequence?code=0.77&to=175), each
// panel's module started once, and the glossary.

import { get } from './api.js';
import { initAnalyze } from './analyze.js';
import { initCensus, showCensus } from './census.js';
import { el, replace } from './dom.js';
import { allMessages, initialLang, onLang, otherMessages, setLang, t } from './i18n.js';
import { initSg } from './sg.js';
import { initHeatmap, showHeatmap } from './heatmap.js';
import { initLessons, showLessons } from './lessons.js';
import { initMisere } from './misere.js';
import { initPattern, showPattern } from './pattern.js';
import { initPlay } from './play.js';
import { initSequence, showSequence } from './sequence.js';
import { initWythoff } from './wythoff.js';

const PANELS = ['wythoff', 'lessons', 'play', 'sg', 'sequence', 'pattern', 'heatmap', 'analyze', 'misere', 'census', 'glossary'];
const ON_SHOW = { lessons: showLessons, heatmap: showHeatmap, sequence: showSequence, pattern: showPattern, census: showCensus };

function tab(name) {
  return document.getElementById(`tab-${name}`);
}

/** The address's #fragment: a panel's name and, after a `?`, what it is to show. */
function route() {
  const fragment = location.hash.slice(1);
  const at = fragment.indexOf('?');
  return at < 0
    ? { name: fragment, params: null }
    : { name: fragment.slice(0, at), params: new URLSearchParams(fragment.slice(at + 1)) };
}

/**
 * Shows panel `name`; `params` (from the address) tell it what to show. The fragment keeps what
 * it says while its panel stays open (the panel may write it), and becomes `#name` otherwise.
 */
function open(name, { focus = false, params = null } = {}) {
  if (!PANELS.includes(name)) name = PANELS[0];
  for (const other of PANELS) {
    const selected = other === name;
    tab(other).setAttribute('aria-selected', String(selected));
    tab(other).tabIndex = selected ? 0 : -1;
    document.getElementById(`panel-${other}`).hidden = !selected;
  }
  if (focus) tab(name).focus();
  if (route().name !== name) history.replaceState(null, '', `#${name}`);
  ON_SHOW[name]?.(params);
}

function openRoute() {
  const { name, params } = route();
  open(name, { params });
}

function wireTabs() {
  for (const name of PANELS) {
    tab(name).addEventListener('click', () => open(name));
    tab(name).addEventListener('keydown', (event) => {
      const at = PANELS.indexOf(name);
      const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: PANELS.length - 1 }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      open(PANELS[(next + PANELS.length) % PANELS.length], { focus: true });
    });
  }
  // A link to a view (the census's links to sequence plots) or an address typed or pasted.
  window.addEventListener('hashchange', openRoute);
}

async function showVersion() {
  try {
    const health = await get('health');
    document.getElementById('version').textContent = `grundy ${health.version}`;
  } catch {
    document.getElementById('version').textContent = t('server-unreachable');
  }
}

/** The glossary: every game's and term's name in the language shown and in the other. */
function showGlossary() {
  const here = allMessages();
  const there = otherMessages();
  document.getElementById('glossary-here').textContent = t('glossary-here');
  document.getElementById('glossary-other').textContent = t('glossary-other');
  const ids = Object.keys(here).filter((id) => id.startsWith('game-') || id.startsWith('term-'));
  replace(document.getElementById('glossary-body'), ids.map((id) => el('tr', { dataset: { id } },
    el('td', {}, here[id]), el('td', { lang: document.documentElement.lang === 'en' ? 'zh-CN' : 'en' }, there[id] ?? ''))));
}

function wireLanguage() {
  for (const button of document.querySelectorAll('[data-lang]')) {
    button.addEventListener('click', () => setLang(button.dataset.lang).catch((error) => {
      document.getElementById('version').textContent = String(error.message ?? error);
    }));
  }
  onLang(showGlossary);
}

async function start() {
  try {
    await setLang(initialLang());
  } catch {
    // No messages (the server is not reachable): the page's English stays.
  }
  wireLanguage();
  showGlossary();
  initWythoff();
  initLessons();
  initPlay();
  initSg();
  initHeatmap();
  initSequence();
  initPattern();
  initAnalyze();
  initMisere();
  initCensus();
  wireTabs();
  openRoute();
  showVersion();
}

start();
