import 'mana-font/css/mana.css';
import './style.css';
import { render } from 'preact';
import example from '../../examples/humility-opalescence.json?raw';
import { fetchPool } from '../../src/browser.js';
import { rememberSource } from './pool-sources.js';
import { boardFromFragment } from './share.js';
import { Shell } from './shell.js';

/**
 * The board to open on: a shared link's (in the fragment), the one `mtg-rules serve board.json`
 * serves (`?board=board.json`), or the Humility and Opalescence example.
 */
const initialBoard = async (): Promise<string> => {
  const shared = boardFromFragment(location.hash);
  if (shared !== null) return shared;
  const served = new URLSearchParams(location.search).get('board');
  const response = served === null ? null : await fetch(new URL(served, document.baseURI));
  return response?.ok ? response.text() : example;
};

/** The card pool the app ships beside itself (vite.config.ts), fetched and ungzipped in the browser. */
const start = async (root: HTMLElement): Promise<void> => {
  const url = new URL('./pool-data.jsonl.gz', document.baseURI);
  const pool = await fetchPool(url);
  if (!pool.ok) {
    root.textContent = `The card pool could not be loaded: ${pool.error.message}`;
    return;
  }
  const shipped = rememberSource(pool.value, { kind: 'url', url: url.href });
  render(<Shell pool={shipped} initial={await initialBoard()} />, root);
};

const root = document.getElementById('app');
if (root) void start(root);
