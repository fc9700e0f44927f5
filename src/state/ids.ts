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
export const declaredIds = (state: Omit<GameState, 'next'>): string[] => [
  ...state.players.map((p) => p.id),
  ...state.objects.map((o) => o.id),
  ...state.effects.map((e) => e.id),
  ...state.stack.flatMap((s) => (s.kind === 'ability' ? [s.id] : [])),
  ...state.triggered.map((t) => t.id),
];
