// main.js — the page's entry: the tabs (real buttons, arrow keys between them, the open one
// kept in the address's #fragment), and each panel's module started once.

import { get } from './api.js';
import { initAnalyze } from './analyze.js';
import { initHeatmap, showHeatmap } from './heatmap.js';
import { initPlay } from './play.js';
import { initSequence, showSequence } from './sequence.js';
import { initWythoff } from './wythoff.js';

const PANELS = ['wythoff', 'play', 'heatmap', 'sequence', 'analyze'];
const ON_SHOW = { heatmap: showHeatmap, sequence: showSequence };

function tab(name) {
  return document.getElementById(`tab-${name}`);
}

function open(name, { focus = false } = {}) {
  if (!PANELS.includes(name)) name = PANELS[0];
  for (const other of PANELS) {
    const selected = other === name;
    tab(other).setAttribute('aria-selected', String(selected));
    tab(other).tabIndex = selected ? 0 : -1;
    document.getElementById(`panel-${other}`).hidden = !selected;
  }
  if (focus) tab(name).focus();
  if (location.hash !== `#${name}`) history.replaceState(null, '', `#${name}`);
  ON_SHOW[name]?.();
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
  window.addEventListener('hashchange', () => open(location.hash.slice(1)));
}

async function showVersion() {
  try {
    const health = await get('health');
    document.getElementById('version').textContent = `grundy ${health.version}`;
  } catch {
    document.getElementById('version').textContent = 'server not reachable';
  }
}

initWythoff();
initPlay();
initHeatmap();
initSequence();
initAnalyze();
wireTabs();
open(location.hash.slice(1));
showVersion();
