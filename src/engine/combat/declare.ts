import { map, ok, type Result } from '../../result.js';
import type { Attacker, Blocker, Combat, GameState, ObjectId, PlayerId } from '../../state/types.js';
import type { GameEvent } from '../events.js';
import { type Outcome, refuse } from '../outcome.js';
import { summoningSick } from '../turn/sickness.js';
import { hasKeyword, isCreature, type View } from '../view.js';
import { attacksAlone, blocksAlone } from './alone.js';
import { attackRequirement } from './attack-requirements.js';
import { attackRestriction } from './attack-restrictions.js';
import { blockRequirement } from './block-requirements.js';
import { type Breach, blockCount, blockRestriction, cantBlockAtAll } from './evasion.js';
import { exertAttackers } from './exert.js';
import { blockingCreatures, blockLimit } from './multiple-blocks.js';

/**
 * One creature in a `declareAttackers` action (CR 508.1a): the attacker and the player,
 * planeswalker or battle it attacks (508.1b).
 */
export interface AttackDeclaration {
  readonly attacker: ObjectId;
  /** A player, planeswalker or battle; default the next opponent in turn order. */
  readonly attacking?: PlayerId | ObjectId;
}

/**
 * One block in a `declareBlockers` action (CR 509.1a): the blocking creature and the attacking
 * creature it blocks.
 */
export interface BlockDeclaration {
  readonly blocker: ObjectId;
  readonly attacker: ObjectId;
}

/**
 * CR 508.1: the active player declares attackers. Each must be an untapped creature they
 * control (508.1a), not summoning-sick (302.6), without defender (702.3b) or "can't attack"
 * (508.1c); every creature that attacks each combat if able and can must be among them
 * (508.1d). Attacking taps it unless it has vigilance (508.1f, 702.20b). The attackers in
 * `exert` are exerted as they attack, an optional cost (508.1g, 701.43d).
 */
export const declareAttackers = (
  view: View,
  declared: readonly AttackDeclaration[],
  exert: readonly ObjectId[] = [],
): Result<Outcome> => {
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
  // By id, not a search of those declared so far: 10,000 attackers made that quadratic (issue 18).
  const declaredIds = new Set<ObjectId>();
  for (const [i, d] of declared.entries()) {
    const at = `$.attackers[${i}]`;
    const c = view.chars.get(d.attacker);
    const object = view.objects.get(d.attacker);
    if (!c || !object || c.zone !== 'battlefield' || !isCreature(c))
      return refuse(`${d.attacker} is not a creature on the battlefield`, `${at}.attacker`, '508.1a');
    if (c.controller !== state.turn.active)
      return refuse(`${d.attacker} is not controlled by the active player`, `${at}.attacker`, '508.1a');
    if (declaredIds.has(d.attacker))
      return refuse(`${d.attacker} is declared twice`, `${at}.attacker`, '508.1a');
    if (object.tapped) return refuse(`${d.attacker} is tapped`, `${at}.attacker`, '508.1a');
    if (summoningSick(state, object, c))
      return refuse(
        `${d.attacker} has not been under ${c.controller}'s control since their most recent turn began`,
        `${at}.attacker`,
        '302.6',
      );
    const attacking = d.attacking ?? nextOpponent(state);
    const defence = checkDefender(view, attacking);
    if (defence !== null) return refuse(defence, `${at}.attacking`, '508.1b');
    const attacker: Attacker = { id: d.attacker, attacking, blocked: false };
    const restriction = attackRestriction(view, c, defendingPlayer(view, attacker));
    if (restriction) return refuse(restriction.why, `${at}.attacker`, restriction.rule);
    attackers.push(attacker);
    declaredIds.add(d.attacker);
    events.push({ kind: 'attackerDeclared', object: d.attacker, attacking, rule: '508.1' });
    if (!hasKeyword(c, 'Vigilance')) tap.add(d.attacker);
  }
  const alone = attacksAlone(attackers.map((a) => view.chars.get(a.id)));
  if (alone) return refuse(alone.why, '$.attackers', alone.rule);
  const required = attackRequirement(view, attackers);
  if (required) return refuse(required, '$.attackers', '508.1d');
  for (const id of tap) events.push({ kind: 'tapped', object: id, rule: '508.1f' });
  return map(exertAttackers(view, state, attackers, exert), (exerted) => ({
    state: {
      ...exerted.state,
      objects: state.objects.map((o) => (tap.has(o.id) ? { ...o, tapped: true } : o)),
      combat: { attackers, blockers: null, dealtFirstStrike: [] },
      // Raid: the active player attacked this turn once a creature is declared (508.1).
      ...(attackers.length > 0 ? { turn: { ...state.turn, attacked: true } } : {}),
    },
    events: [...events, ...exerted.events, { kind: 'attackersDeclared', rule: '508.1' }],
  }));
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
export const defendingPlayer = (view: Pick<View, 'state' | 'chars'>, attacker: Attacker): PlayerId =>
  view.state.players.some((p) => p.id === attacker.attacking)
    ? attacker.attacking
    : (view.chars.get(attacker.attacking)?.controller ?? attacker.attacking);

/**
 * CR 509.1: the defending player declares blockers: untapped creatures they control, each
 * blocking one attacker (509.1a) or as many as an ability allows, within the restrictions (509.1b) of evasion and restriction
 * abilities (evasion.ts), checked pair by pair and then on the whole declaration (menace), which
 * must obey as many requirements as it could (509.1c). A blocked attacker stays blocked (509.1h).
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
    if (blockers.some((b) => b.id === d.blocker && b.blocking === d.attacker))
      return refuse(
        `${d.blocker} is declared as a blocker for ${d.attacker} twice`,
        `${at}.blocker`,
        '509.1a',
      );
    // CR 509.1a: one attacker each, unless an ability lets it block more (101.1).
    const limit = blockLimit(c);
    if (blockers.filter((b) => b.id === d.blocker).length >= limit)
      return refuse(
        limit === 1
          ? `${d.blocker} can block only one attacker`
          : `${d.blocker} can block no more than ${limit} attackers`,
        `${at}.blocker`,
        '509.1a',
      );
    const attackerChars = view.chars.get(d.attacker);
    const restriction = attackerChars ? blockRestriction(view, c, attackerChars, defender) : null;
    if (restriction) return refuse(restriction.why, `${at}.blocker`, restriction.rule);
    blockers.push({ id: d.blocker, blocking: d.attacker });
    events.push({ kind: 'blockerDeclared', object: d.blocker, blocking: d.attacker, rule: '509.1' });
  }
  const whole = checkWhole(view, combat, blockers);
  if (whole) return refuse(whole.why, '$.blockers', whole.rule);
  const blocked = new Set(blockers.map((b) => b.blocking));
  const newlyBlocked = combat.attackers.filter((a) => blocked.has(a.id) && !a.blocked).map((a) => a.id);
  events.push({ kind: 'blockersDeclared', newlyBlocked, rule: '509.1' });
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

/**
 * CR 509.1b-c: what only the declaration as a whole can break: how many creatures block each
 * attacker (menace, 702.111b), a lone blocker that can't block alone, and the requirements to
 * block (509.1c).
 */
const checkWhole = (view: View, combat: Combat, blockers: readonly Blocker[]): Breach | null => {
  const attackers = combat.attackers.flatMap((a) => {
    const c = view.chars.get(a.id);
    return c ? [c] : [];
  });
  for (const a of attackers) {
    const breach = blockCount(a, blockers.filter((b) => b.blocking === a.id).length);
    if (breach) return breach;
  }
  const alone = blocksAlone(blockingCreatures(blockers).map((id) => view.chars.get(id)));
  if (alone) return alone;
  const defenderOf = new Map(combat.attackers.map((a) => [a.id, defendingPlayer(view, a)]));
  const defenders = new Set(defenderOf.values());
  const candidates = [...view.chars.values()].filter(
    (c) =>
      c.zone === 'battlefield' &&
      isCreature(c) &&
      !c.types.includes('Battle') &&
      defenders.has(c.controller) &&
      view.objects.get(c.id)?.tapped === false &&
      cantBlockAtAll(c) === null,
  );
  return blockRequirement(
    {
      candidates,
      attackers,
      pairAllowed: (b, a) =>
        defenderOf.get(a.id) === b.controller && blockRestriction(view, b, a, b.controller) === null,
    },
    blockers,
  );
};
