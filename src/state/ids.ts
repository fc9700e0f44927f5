import type { GameState } from './types.js';

/** The engine's ids: `a<n>` for abilities, `o<n>` for objects (tokens), `e<n>` for effects, all from `next.id`. */
const GENERATED = /^[aoe]([1-9]\d{0,14})$/;

/** One past the largest n among ids of the form `a<n>`, `o<n>` and `e<n>`. */
export const impliedNextId = (ids: Iterable<string>): number => {
  let largest = 0;
  for (const id of ids) largest = Math.max(largest, Number(GENERATED.exec(id)?.[1] ?? 0));
  return largest + 1;
};

/** The ids a state declares, which `next.id` must be past: players, objects, effects and abilities. */
export const declaredIds = (state: Omit<GameState, 'next'>): string[] => {
  const ids: string[] = [];
  for (const p of state.players) ids.push(p.id);
  for (const o of state.objects) ids.push(o.id);
  for (const e of state.effects) ids.push(e.id);
  for (const s of state.stack) if (s.kind === 'ability') ids.push(s.id);
  for (const t of state.triggered) ids.push(t.id);
  return ids;
};
