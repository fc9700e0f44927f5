import type { PlayerAction } from '../../engine/action.js';
import { type View, viewOf } from '../../engine/view.js';
import { map } from '../../result.js';
import type { PlayerId } from '../../state/types.js';
import { concreteAction } from '../concrete.js';
import type { LegalActions, LegalEntry } from '../types.js';
import { heuristicAttack, heuristicBlock } from './heuristic-combat.js';
import type { Agent } from './types.js';

/** CR 103.5: the lands an opening hand keeps with; outside them, a mulligan while the hand is six or more. */
const KEEP_LANDS = { min: 2, max: 5 } as const;
const KEEP_ANY_AFTER = 2;

/**
 * The heuristic agent: keeps a hand with two to five lands (103.5), plays a land (305.1), casts
 * the most expensive spell it can, its targets the opponent's where it may (601.2c), X as large as
 * it may (107.3); attacks with each creature no possible blocker would destroy and survive
 * (508.1); blocks what it survives, and chump-blocks when the damage would otherwise kill it
 * (509.1); answers every other question with the first legal answer listed. It never activates
 * abilities. Deterministic: the generator passes through untouched.
 */
export const heuristicAgent: Agent = (state, pool, legal, rng) =>
  map(viewOf(state, pool), (view) => ({ action: choose(view, legal), rng }));

const choose = (view: View, legal: LegalActions): PlayerAction => {
  const { entries, player } = legal;
  const of = (kind: LegalEntry['kind']) => entries.filter((e) => e.kind === kind);
  const checked = (action: PlayerAction, fallback: PlayerAction) =>
    legal.check(action).ok ? action : fallback;
  const [attack] = of('declareAttackers');
  const [block] = of('declareBlockers');
  const [land] = of('playLand');
  const casts = of('cast');
  if (of('mulligan').length > 0) return { kind: 'mulligan', player, keep: keeps(view, player) };
  if (attack !== undefined)
    return checked(
      concreteAction(attack, { attackers: heuristicAttack(view, player, attack.choices.attackers ?? []) }),
      attack.example,
    );
  if (block !== undefined)
    return checked(
      concreteAction(block, { blockers: heuristicBlock(view, player, block.choices.blockers ?? []) }),
      block.example,
    );
  if (land !== undefined) return land.example;
  const dearest = casts.sort((a, b) => manaValue(view, b) - manaValue(view, a))[0];
  if (dearest !== undefined) return checked(aimed(view, player, dearest), dearest.example);
  return entries.find((e) => e.kind === 'pass')?.example ?? entries[0]?.example ?? { kind: 'pass', player };
};

const manaValue = (view: View, entry: LegalEntry): number =>
  entry.example.kind === 'cast' ? (view.chars.get(entry.example.object)?.manaValue ?? 0) : 0;

/** The cast with, in each target slot, something of an opponent's if it may (a player or a permanent they control), and the largest X. */
const aimed = (view: View, me: PlayerId, entry: LegalEntry): PlayerAction => {
  const theirs = (id: string) =>
    view.state.players.some((p) => p.id === id && p.id !== me) ||
    (view.chars.get(id)?.controller ?? me) !== me;
  const { targets, x } = entry.choices;
  return concreteAction(entry, {
    ...(targets === undefined ? {} : { targets: targets.map((slot) => slot.find(theirs) ?? slot[0] ?? '') }),
    ...(x === undefined ? {} : { x: x.max }),
  });
};

/** CR 103.5: keep two to five lands, or any hand after two mulligans. */
const keeps = (view: View, player: PlayerId): boolean => {
  const hand = view.state.objects.filter((o) => o.zone === 'hand' && o.owner === player);
  const lands = hand.filter((o) => view.chars.get(o.id)?.types.includes('Land')).length;
  const taken = view.state.opening?.hands.find((h) => h.player === player)?.mulligans ?? 0;
  return taken >= KEEP_ANY_AFTER || (lands >= KEEP_LANDS.min && lands <= KEEP_LANDS.max);
};
