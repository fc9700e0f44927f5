import { map, type Result } from '../../result.js';
import type { GameState, PlayerId } from '../../state/types.js';
import type { Outcome } from '../outcome.js';
import type { Resolving } from '../resolution/resolving.js';
import { hasKeyword, type View, viewOf } from '../view.js';

/** CR 702.131a-b: the number of permanents that gets a player with ascend the city's blessing. */
const ASCEND_PERMANENTS = 10;

/** How many permanents the player controls, as the layers have them (CR 110.2). */
const permanentsOf = (view: View, player: PlayerId): number => {
  let n = 0;
  for (const c of view.chars.values()) if (c.zone === 'battlefield' && c.controller === player) n++;
  return n;
};

/** The players who get the city's blessing now, among those without it, each once (702.131c). */
const blessed = (state: GameState, players: ReadonlySet<PlayerId>, rule: string): Outcome => {
  const getting = new Set(state.players.filter((p) => players.has(p.id) && p.cityBlessing !== true));
  if (getting.size === 0) return { state, events: [] };
  return {
    state: {
      ...state,
      players: state.players.map((p) => (getting.has(p) ? { ...p, cityBlessing: true } : p)),
    },
    events: [...getting].map((p) => ({ kind: 'gotCityBlessing', player: p.id, rule })),
  };
};

/**
 * CR 702.131b: ascend on a permanent: any time its controller controls ten or more permanents,
 * they get the city's blessing. Like daybound (702.145c), not a state-based action; the engine
 * applies it whenever it checks the game. The state itself when no one gets it.
 */
export const ascendPermanents = (view: View): Outcome => {
  const ascending = new Set<PlayerId>();
  for (const c of view.chars.values())
    if (c.zone === 'battlefield' && hasKeyword(c, 'Ascend')) ascending.add(c.controller);
  // Each player's permanents counted once, however many of them have ascend.
  const players = [...ascending].filter((p) => permanentsOf(view, p) >= ASCEND_PERMANENTS);
  return blessed(view.state, new Set(players), '702.131b');
};

/**
 * CR 702.131a: ascend on an instant or sorcery, a spell ability followed in its place in the
 * text (608.2c): its controller gets the city's blessing if they control ten or more permanents
 * as it is followed.
 */
export const ascendSpell = (state: GameState, r: Resolving): Result<Outcome> =>
  map(viewOf(state, r.pool), (view) =>
    blessed(
      state,
      new Set(permanentsOf(view, r.action.controller) >= ASCEND_PERMANENTS ? [r.action.controller] : []),
      '702.131a',
    ),
  );
