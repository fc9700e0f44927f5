import type { Keyword } from '../effects/types.js';
import type { Characteristics } from '../layers/result.js';
import { ok, type Result } from '../result.js';
import type { Attacker, Blocker, GameState, ObjectId, PlayerId } from '../state/types.js';
import type { GameEvent } from './events.js';
import { type Outcome, refuse } from './outcome.js';
import { summoningSick } from './sickness.js';
import { hasKeyword, isCreature, type View } from './view.js';

export interface AttackDeclaration {
  readonly attacker: ObjectId;
  /** A player, planeswalker or battle; default the next opponent in turn order. */
  readonly attacking?: PlayerId | ObjectId;
}

export interface BlockDeclaration {
  readonly blocker: ObjectId;
  readonly attacker: ObjectId;
}

/**
 * CR 508.1: the active player declares attackers. Each must be an untapped creature they
 * control (508.1a), not summoning-sick (302.6), without defender (702.3b). Attacking taps it
 * unless it has vigilance (508.1f, 702.20b).
 */
export const declareAttackers = (view: View, declared: readonly AttackDeclaration[]): Result<Outcome> => {
  const { state } = view;
  if (state.turn.step !== 'declareAttackers')
    return refuse(
      `attackers are declared in the declare attackers step, not ${state.turn.step}`,
      '$.kind',
      '508.1',
    );
  if (state.combat) return refuse('attackers have already been declared this combat', '$.kind', '508.1');
  const attackers: Attacker[] = [];
  const events: GameEvent[] = [];
  const tap = new Set<ObjectId>();
  for (const [i, d] of declared.entries()) {
    const at = `$.attackers[${i}]`;
    const c = view.chars.get(d.attacker);
    const object = view.objects.get(d.attacker);
    if (!c || !object || c.zone !== 'battlefield' || !isCreature(c))
      return refuse(`${d.attacker} is not a creature on the battlefield`, `${at}.attacker`, '508.1a');
    if (c.controller !== state.turn.active)
      return refuse(`${d.attacker} is not controlled by the active player`, `${at}.attacker`, '508.1a');
    if (attackers.some((a) => a.id === d.attacker))
      return refuse(`${d.attacker} is declared twice`, `${at}.attacker`, '508.1a');
    if (object.tapped) return refuse(`${d.attacker} is tapped`, `${at}.attacker`, '508.1a');
    if (summoningSick(state, object, c))
      return refuse(
        `${d.attacker} has not been under ${c.controller}'s control since their most recent turn began`,
        `${at}.attacker`,
        '302.6',
      );
    if (hasKeyword(c, 'Defender')) return refuse(`${d.attacker} has defender`, `${at}.attacker`, '702.3b');
    const attacking = d.attacking ?? nextOpponent(state);
    const defence = checkDefender(view, attacking);
    if (defence !== null) return refuse(defence, `${at}.attacking`, '508.1b');
    attackers.push({ id: d.attacker, attacking, blocked: false });
    events.push({ kind: 'attackerDeclared', object: d.attacker, attacking, rule: '508.1' });
    if (!hasKeyword(c, 'Vigilance')) tap.add(d.attacker);
  }
  for (const id of tap) events.push({ kind: 'tapped', object: id, rule: '508.1f' });
  return ok({
    state: {
      ...state,
      objects: state.objects.map((o) => (tap.has(o.id) ? { ...o, tapped: true } : o)),
      combat: { attackers, blockers: null, dealtFirstStrike: [] },
    },
    events,
  });
};

const nextOpponent = (state: GameState): PlayerId => {
  const order = state.players.filter((p) => !p.lost || p.id === state.turn.active).map((p) => p.id);
  const i = order.indexOf(state.turn.active);
  return order[(i + 1) % order.length] ?? state.turn.active;
};

/** CR 508.1b: an opponent, or a planeswalker an opponent controls, or a battle. */
const checkDefender = (view: View, attacking: string): string | null => {
  const active = view.state.turn.active;
  const player = view.state.players.find((p) => p.id === attacking);
  if (player) return player.id === active ? 'a player cannot attack themself' : null;
  const c = view.chars.get(attacking);
  if (c?.zone !== 'battlefield') return `${attacking} is neither a player nor a permanent`;
  if (c.types.includes('Battle')) return null;
  if (c.types.includes('Planeswalker'))
    return c.controller === active ? `${attacking} is the attacker's own` : null;
  return `${attacking} is not a player, planeswalker or battle`;
};

/** The player an attacker's damage and blockers come from (506.2): the one attacked, or the attacked permanent's controller. */
export const defendingPlayer = (view: View, attacker: Attacker): PlayerId =>
  view.state.players.some((p) => p.id === attacker.attacking)
    ? attacker.attacking
    : (view.chars.get(attacker.attacking)?.controller ?? attacker.attacking);

const LANDWALKS: readonly (readonly [Keyword, string])[] = [
  ['Islandwalk', 'Island'],
  ['Forestwalk', 'Forest'],
  ['Swampwalk', 'Swamp'],
  ['Mountainwalk', 'Mountain'],
  ['Plainswalk', 'Plains'],
];

/** Why this blocker can't block this attacker, or null. */
const blockRestriction = (
  view: View,
  blocker: Characteristics,
  attacker: Characteristics,
  defender: PlayerId,
) => {
  if (hasKeyword(attacker, 'Flying') && !hasKeyword(blocker, 'Flying') && !hasKeyword(blocker, 'Reach'))
    return {
      why: `${attacker.id} has flying, and ${blocker.id} has neither flying nor reach`,
      rule: '702.9b',
    };
  for (const [walk, land] of LANDWALKS) {
    if (!hasKeyword(attacker, walk)) continue;
    const walked = [...view.chars.values()].some(
      (c) =>
        c.zone === 'battlefield' &&
        c.controller === defender &&
        c.types.includes('Land') &&
        c.subtypes.includes(land),
    );
    if (walked)
      return {
        why: `${attacker.id} has ${walk.toLowerCase()} and ${defender} controls an ${land}`,
        rule: '702.14c',
      };
  }
  if (hasKeyword(attacker, 'Protection from black') && blocker.colors.includes('B'))
    return { why: `${attacker.id} has protection from black`, rule: '702.16f' };
  return null;
};

/**
 * CR 509.1: the defending player declares blockers: untapped creatures they control, each
 * blocking one attacker (509.1a), within the restrictions of evasion (702.9b, 702.14c,
 * 702.16f). A blocked attacker stays blocked (509.1h).
 */
export const declareBlockers = (view: View, declared: readonly BlockDeclaration[]): Result<Outcome> => {
  const { state } = view;
  const combat = state.combat;
  if (state.turn.step !== 'declareBlockers' || !combat)
    return refuse('blockers are declared in the declare blockers step, after attackers', '$.kind', '509.1');
  if (combat.blockers !== null)
    return refuse('blockers have already been declared this combat', '$.kind', '509.1');
  const blockers: Blocker[] = [];
  const events: GameEvent[] = [];
  for (const [i, d] of declared.entries()) {
    const at = `$.blockers[${i}]`;
    const attacker = combat.attackers.find((a) => a.id === d.attacker);
    if (!attacker) return refuse(`${d.attacker} is not attacking`, `${at}.attacker`, '509.1a');
    const c = view.chars.get(d.blocker);
    const object = view.objects.get(d.blocker);
    const defender = defendingPlayer(view, attacker);
    if (!c || !object || c.zone !== 'battlefield' || !isCreature(c))
      return refuse(`${d.blocker} is not a creature on the battlefield`, `${at}.blocker`, '509.1a');
    if (c.controller !== defender)
      return refuse(
        `${d.blocker} is not controlled by ${defender}, the defending player`,
        `${at}.blocker`,
        '509.1a',
      );
    if (object.tapped) return refuse(`${d.blocker} is tapped`, `${at}.blocker`, '509.1a');
    if (blockers.some((b) => b.id === d.blocker))
      return refuse(`${d.blocker} can block only one attacker`, `${at}.blocker`, '509.1a');
    const attackerChars = view.chars.get(d.attacker);
    const restriction = attackerChars ? blockRestriction(view, c, attackerChars, defender) : null;
    if (restriction) return refuse(restriction.why, `${at}.blocker`, restriction.rule);
    blockers.push({ id: d.blocker, blocking: d.attacker });
    events.push({ kind: 'blockerDeclared', object: d.blocker, blocking: d.attacker, rule: '509.1' });
  }
  const blocked = new Set(blockers.map((b) => b.blocking));
  return ok({
    state: {
      ...state,
      combat: {
        ...combat,
        attackers: combat.attackers.map((a) => (blocked.has(a.id) ? { ...a, blocked: true } : a)),
        blockers,
      },
    },
    events,
  });
};
