import { jsonPath } from '../json-path.js';
import type { GameState } from '../types.js';
import type { Found, Where } from './problem.js';

/**
 * Players, objects, effects, the abilities on the stack and the triggered abilities waiting
 * share one namespace of ids, so that whatever names an id (a target, `orderTriggers`, an
 * action) names one thing; and a card is one spell on the stack at most (CR 112.1).
 */
export const uniqueIds = (state: GameState): Found => {
  const declared: [string, Where][] = [
    ...state.players.map((p, i): [string, Where] => [p.id, ['players', i, 'id']]),
    ...state.objects.map((o, i): [string, Where] => [o.id, ['objects', i, 'id']]),
    ...state.effects.map((e, i): [string, Where] => [e.id, ['effects', i, 'id']]),
    ...state.stack.flatMap((s, i): [string, Where][] =>
      s.kind === 'ability' ? [[s.id, ['stack', i, 'id']]] : [],
    ),
    ...state.triggered.map((t, i): [string, Where] => [t.id, ['triggered', i, 'id']]),
  ];
  const seen = new Map<string, Where>();
  for (const [id, where] of declared) {
    const earlier = seen.get(id);
    if (earlier !== undefined) return duplicate(`id "${id}" is already used at ${jsonPath(earlier)}`, where);
    seen.set(id, where);
  }
  const spells = new Map<string, Where>();
  for (const [i, s] of state.stack.entries()) {
    if (s.kind !== 'spell') continue;
    const earlier = spells.get(s.id);
    const where = ['stack', i, 'id'];
    if (earlier !== undefined)
      return duplicate(`spell "${s.id}" is already on the stack at ${jsonPath(earlier)}`, where);
    spells.set(s.id, where);
  }
  return null;
};

const duplicate = (message: string, where: Where): Found => ({
  code: 'ERR_STATE_DUPLICATE_ID',
  message,
  where,
});
