import type { Characteristics } from '../../layers/result.js';
import type { PlayerId } from '../../state/types.js';
import { protectionFrom } from '../damage/protection.js';
import { hasKeyword, hasRestriction, isCreature, restrictionsOf, type View } from '../view.js';
import { unleashedCantBlock } from '../zones/entry-keywords.js';
import { landwalkBreach } from './landwalk.js';
import { describeCreatures, hasAnyQuality } from './quality.js';

/** Why a declaration breaks a rule, and which. */
export interface Breach {
  readonly why: string;
  readonly rule: string;
}

/** CR 509.1b: restrictions on the blocker itself ("can't block", "can block only creatures with flying"). */
export const cantBlockAtAll = (blocker: Characteristics): Breach | null =>
  hasRestriction(blocker, 'cantBlock') || hasRestriction(blocker, 'cantAttackOrBlock')
    ? { why: `${blocker.id} can't block`, rule: '509.1b' }
    : unleashedCantBlock(blocker);

/**
 * Why this blocker can't block this attacker on its own account, or null: the restrictions
 * that concern one pair (509.1b) and evasion (702). Restrictions on the number of blockers
 * (menace, 702.111b) concern the whole declaration; see blockCounts.
 */
export const blockRestriction = (
  view: View,
  blocker: Characteristics,
  attacker: Characteristics,
  defender: PlayerId,
): Breach | null => {
  const itself = cantBlockAtAll(blocker);
  if (itself) return itself;
  if (hasRestriction(blocker, 'canBlockOnlyFlying') && !hasKeyword(attacker, 'Flying'))
    return { why: `${blocker.id} can block only creatures with flying`, rule: '509.1b' };
  for (const r of restrictionsOf(blocker)) {
    if (r.kind === 'cantBlockCreatures' && hasAnyQuality(attacker, r.of))
      return { why: `${blocker.id} can't block ${describeCreatures(r.of)} creatures`, rule: '509.1b' };
  }
  for (const r of restrictionsOf(attacker)) {
    if (r.kind === 'cantBeBlocked') return { why: `${attacker.id} can't be blocked`, rule: '509.1b' };
    if (r.kind === 'cantBeBlockedByLesserPower' && (blocker.power ?? 0) < (attacker.power ?? 0))
      return {
        why: `${attacker.id} can't be blocked by creatures with power less than its power, ${attacker.power ?? 0}`,
        rule: '509.1b',
      };
    if (r.kind === 'cantBeBlockedByPowerOrLess' && (blocker.power ?? 0) <= r.power)
      return {
        why: `${attacker.id} can't be blocked by creatures with power ${r.power} or less`,
        rule: '509.1b',
      };
    if (r.kind === 'cantBeBlockedBy' && hasAnyQuality(blocker, r.by))
      return {
        why: `${attacker.id} can't be blocked by ${describeCreatures(r.by)} creatures`,
        rule: '509.1b',
      };
    if (r.kind === 'cantBeBlockedExceptBy' && !hasAnyQuality(blocker, r.by))
      return {
        why: `${attacker.id} can't be blocked except by ${describeCreatures(r.by)} creatures`,
        rule: '509.1b',
      };
  }
  return evasion(view, blocker, attacker, defender);
};

/** CR 702: evasion abilities, each saying which creatures can't block the one that has it. */
const evasion = (
  view: View,
  blocker: Characteristics,
  attacker: Characteristics,
  defender: PlayerId,
): Breach | null => {
  const a = attacker.id;
  if (hasKeyword(attacker, 'Flying') && !hasKeyword(blocker, 'Flying') && !hasKeyword(blocker, 'Reach'))
    return { why: `${a} has flying, and ${blocker.id} has neither flying nor reach`, rule: '702.9b' };
  const walk = landwalkBreach(view, attacker, defender);
  if (walk) return walk;
  const protection = protectionFrom(attacker, blocker);
  if (protection) return { why: `${a} has ${protection.toLowerCase()}`, rule: '702.16f' };
  const artifact = blocker.types.includes('Artifact') && isCreature(blocker);
  if (hasKeyword(attacker, 'Fear') && !artifact && !blocker.colors.includes('B'))
    return {
      why: `${a} has fear, and ${blocker.id} is neither an artifact creature nor black`,
      rule: '702.36b',
    };
  if (
    hasKeyword(attacker, 'Intimidate') &&
    !artifact &&
    !blocker.colors.some((c) => attacker.colors.includes(c))
  )
    return {
      why: `${a} has intimidate, and ${blocker.id} is neither an artifact creature nor shares a colour with it`,
      rule: '702.13b',
    };
  if (hasKeyword(attacker, 'Shadow') !== hasKeyword(blocker, 'Shadow'))
    return {
      why: hasKeyword(attacker, 'Shadow')
        ? `${a} has shadow, and ${blocker.id} does not`
        : `${blocker.id} has shadow, and ${a} does not`,
      rule: '702.28b',
    };
  if (hasKeyword(attacker, 'Horsemanship') && !hasKeyword(blocker, 'Horsemanship'))
    return { why: `${a} has horsemanship, and ${blocker.id} does not`, rule: '702.31b' };
  if (hasKeyword(attacker, 'Skulk') && (blocker.power ?? 0) > (attacker.power ?? 0))
    return { why: `${a} has skulk, and ${blocker.id} has greater power`, rule: '702.118b' };
  return null;
};

/**
 * CR 702.111b, 509.1b: restrictions on how many creatures block one attacker, which only the
 * declaration as a whole can break: menace (none or two or more) and "can't be blocked by
 * more than one creature". `count` is how many block it.
 */
export const blockCount = (attacker: Characteristics, count: number): Breach | null => {
  if (count === 0) return null;
  if (count > 1 && hasRestriction(attacker, 'cantBeBlockedByMoreThanOne'))
    return { why: `${attacker.id} can't be blocked by more than one creature`, rule: '509.1b' };
  if (count < 2 && hasKeyword(attacker, 'Menace'))
    return {
      why: `${attacker.id} has menace: it can't be blocked except by two or more creatures`,
      rule: '702.111b',
    };
  const fewest = fewestBlockers(attacker);
  if (count < fewest)
    return { why: `${attacker.id} can't be blocked except by ${fewest} or more creatures`, rule: '509.1b' };
  return null;
};

/**
 * The fewest creatures that may block it, if it is blocked at all: two for menace (702.111b),
 * N for "can't be blocked except by N or more creatures" (509.1b), else one.
 */
export const fewestBlockers = (attacker: Characteristics): number => {
  let fewest = hasKeyword(attacker, 'Menace') ? 2 : 1;
  for (const r of restrictionsOf(attacker))
    if (r.kind === 'cantBeBlockedByFewerThan') fewest = Math.max(fewest, r.n);
  return fewest;
};
