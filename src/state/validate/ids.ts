import { declaredIds } from '../ids.js';
import { jsonPath } from '../json-path.js';
import type { GameState } from '../types.js';
import type { Found, Where } from './problem.js';

/** Every id the state declares (ids.ts `declaredIds`), with where; worked out only to report a repeat. */
const declaredAt = (state: GameState): [string, Where][] => [
  ...state.players.map((p, i): [string, Where] => [p.id, ['players', i, 'id']]),
  ...state.objects.map((o, i): [string, Where] => [o.id, ['objects', i, 'id']]),
  ...state.effects.map((e, i): [string, Where] => [e.id, ['effects', i, 'id']]),
  ...state.stack.flatMap((s, i): [string, Where][] =>
    s.kind === 'ability' ? [[s.id, ['stack', i, 'id']]] : [],
  ),
  ...state.triggered.map((t, i): [string, Where] => [t.id, ['triggered', i, 'id']]),
];

/** The first id declared twice, with where it was first, or null. */
const firstRepeat = (declared: readonly (readonly [string, Where])[]): [string, Where, Where] | null => {
  const seen = new Map<string, Where>();
  for (const [id, where] of declared) {
    const earlier = seen.get(id);
    if (earlier !== undefined) return [id, earlier, where];
    seen.set(id, where);
  }
  return null;
};

/**
 * Players, objects, effects, the abilities on the stack and the triggered abilities waiting
 * share one namespace of ids, so that whatever names an id (a target, `orderTriggers`, an
 * action) names one thing; and a card is one spell on the stack at most (CR 112.1).
 */
export const uniqueIds = (state: GameState): Found => {
  const ids = declaredIds(state);
  const repeat = new Set(ids).size === ids.length ? null : firstRepeat(declaredAt(state));
  if (repeat !== null)
    return duplicate(`id "${repeat[0]}" is already used at ${jsonPath(repeat[1])}`, repeat[2]);
  const spells = firstRepeat(
    state.stack.flatMap((s, i): [string, Where][] =>
      s.kind === 'spell' ? [[s.id, ['stack', i, 'id']]] : [],
    ),
  );
  if (spells !== null)
    return duplicate(`spell "${spells[0]}" is already on the stack at ${jsonPath(spells[1])}`, spells[2]);
  return null;
};

const duplicate = (message: string, where: Where): Found => ({
  code: 'ERR_STATE_DUPLICATE_ID',
  message,
  where,
});
