import type { Identities, TriggerFacts } from '../../state/stack.js';
import type { GameState } from '../../state/types.js';

/**
 * A state as a loop sees it (CR 104.4b): everything that can happen next depends on, without
 * the counters the engine issues ids and timestamps from. Timestamps become their order, the ids
 * the engine issued to abilities and effects are left out, and so is the count of creatures that
 * died this turn, which a loop of deaths grows forever (an ability reading the exact count is
 * the one case where two such states go on differently), and the life gained and lost this turn,
 * which a loop of gains and losses grows likewise, as it does the permanents that left and the
 * +1/+1 counters put on this turn.
 */
const canonical = (state: GameState): string => {
  const stamps = [
    ...(state.delayed ?? []).map((d) => d.timestamp),
    ...state.objects.flatMap((o) => [o.timestamp, o.enteredAt ?? 0, ...o.counters.map((c) => c.timestamp)]),
    ...state.effects.map((e) => e.timestamp),
    ...state.stack.map((s) => s.at ?? 0),
    ...state.triggered.map((t) => t.at ?? 0),
  ];
  const rank = new Map([...new Set(stamps)].sort((a, b) => a - b).map((t, i) => [t, i]));
  const { next: _next, loopCheck: _check, ...rest } = state;
  const {
    creaturesDied: _died,
    lifeGained: _gained,
    lifeLost: _lost,
    permanentsLeft: _left,
    plusOneCountersPut: _put,
    ...turn
  } = state.turn;
  return JSON.stringify({
    ...rest,
    turn,
    objects: state.objects.map((o) => ({
      ...o,
      timestamp: rank.get(o.timestamp),
      ...(o.enteredAt === undefined ? {} : { enteredAt: rank.get(o.enteredAt) }),
      counters: o.counters.map((c) => ({ ...c, timestamp: rank.get(c.timestamp) })),
    })),
    effects: state.effects.map(({ id: _id, ...e }) => ({ ...e, timestamp: rank.get(e.timestamp) })),
    stack: state.stack.map(({ id, ...s }) =>
      s.kind === 'spell' ? { id, ...s, at: rank.get(s.at ?? 0) } : ranked(s, rank),
    ),
    triggered: state.triggered.map(({ id: _id, ...t }) => ranked(t, rank)),
    delayed: state.delayed?.map((d) => ({ ...d, timestamp: rank.get(d.timestamp) })),
  });
};

/**
 * A waiting or stacked ability with its timestamps as their order: when it began (400.7) and
 * the card its source became (400.7e).
 */
const ranked = <T extends TriggerFacts & Identities>(a: T, rank: ReadonlyMap<number, number>): T => ({
  ...a,
  at: rank.get(a.at ?? 0),
  ...(a.became ? { became: { ...a.became, timestamp: rank.get(a.became.timestamp) ?? -1 } } : {}),
});

/** Two 32-bit hashes of the canonical state (FNV-1a and a multiplicative mix), as one hex string. */
export const fingerprint = (state: GameState): string => {
  const text = canonical(state);
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15);
  }
  return `${(a >>> 0).toString(16).padStart(8, '0')}${(b >>> 0).toString(16).padStart(8, '0')}`;
};
