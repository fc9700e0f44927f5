import type { ObjectId, PlayerId } from './types.js';

/**
 * How creatures divide their combat damage (CR 510.1c-d): by creature id, then by recipient id
 * (a creature it blocks or is blocked by, or the player or permanent it attacks), an amount each.
 */
export type CombatDamageDivision = Readonly<Record<ObjectId, Readonly<Record<string, number>>>>;

/** One creature's combat damage to divide (CR 510.1c-d), as the question shows it. */
export interface DamageToDivide {
  readonly creature: ObjectId;
  /** The damage it assigns (510.1a): its power, or its toughness where an ability says so. */
  readonly amount: number;
  /** What it may assign damage to: its blockers (510.1c) or the attackers it blocks (510.1d), in declared order, then `trampleTo`. */
  readonly recipients: readonly string[];
  /** Lethal damage from this creature to each creature among `recipients` (120.6, 702.2c: 1 with deathtouch). */
  readonly lethal: Readonly<Record<ObjectId, number>>;
  /**
   * With trample (702.19b), what it attacks: damage goes there only once every blocker is
   * assigned lethal damage, counting its controller's other creatures' damage this step.
   */
  readonly trampleTo?: string;
  /** "You may have [this] assign its combat damage as though it weren't blocked": all `amount` may go here instead. */
  readonly asThoughUnblocked?: string;
}

/** CR 510.1: what a player announces in a combat damage step: how each of their creatures with a choice divides its damage. */
export interface CombatDamageQuestion {
  readonly player: PlayerId;
  /** Whether this is the first-strike combat damage step (510.4). */
  readonly firstStrike: boolean;
  readonly creatures: readonly DamageToDivide[];
}

/**
 * CR 510.1-510.2: a combat damage step's assignment under way: the questions still to answer,
 * the active player's first, then the other players' in turn order, and the divisions announced
 * so far. The damage is dealt at once when the last is answered.
 */
export interface PendingCombatDamage {
  readonly asked: readonly CombatDamageQuestion[];
  readonly division: CombatDamageDivision;
}
