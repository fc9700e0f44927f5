// Local analysis (not committed): unsupported abilities that mention P/T, by template.
import { defaultPool } from './src/cards/default-pool.js';
import { isPowerToughnessAbility } from './src/check/coverage.js';
import { normaliseTemplate } from './src/check/templates.js';

const pool: any = defaultPool();
const counts = new Map<string, { n: number; ex: string; reasons: Map<string, number> }>();
for (const name of pool.names()) {
  const d = pool.get(name);
  if (!d?.abilities) continue;
  for (const a of d.abilities) {
    if (a.kind !== 'unsupported' || !isPowerToughnessAbility(a)) continue;
    const t = normaliseTemplate(a.text, d.data);
    const c = counts.get(t) ?? { n: 0, ex: name, reasons: new Map() };
    c.n++;
    const r = String(a.reason)
      .replace(/"[^"]*"/g, '"…"')
      .replace(/\d+/g, 'N');
    c.reasons.set(r, (c.reasons.get(r) ?? 0) + 1);
    counts.set(t, c);
  }
}
const sorted = [...counts].sort((a, b) => b[1].n - a[1].n).slice(0, Number(process.argv[2] ?? 60));
for (const [t, c] of sorted)
  console.log(
    `${String(c.n).padStart(4)}  ${t.slice(0, 150)}  (${c.ex}) :: ${[...c.reasons.keys()][0]?.slice(0, 100)}`,
  );
