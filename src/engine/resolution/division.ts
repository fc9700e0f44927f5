import type { Instruction, Value } from '../../effects/types.js';
import { instructionsIn } from '../../effects/walk.js';
import { divideRounded } from '../../numbers/integers.js';
import { err, map, ok, type Result, rulesError } from '../../result.js';
import type { DamageDivision } from '../../state/answers.js';
import type { GameState } from '../../state/types.js';
import { dealDamage } from '../damage/damage.js';
import { type Outcome, refuse, Sequence } from '../outcome.js';
import { viewOf } from '../view.js';
import { putCounters } from '../zones/counter-replacement.js';
import { damageSource } from './damage-source.js';
import { amountOf, type Resolver, type Resolving } from './resolving.js';

/**
 * Damage divided and counters distributed among targets (CR 601.2d): its controller announces
 * the division as the spell or ability goes on the stack, each target getting at least 1, and it
 * never changes (115.7f); as it resolves, a target that has become illegal isn't dealt (given)
 * its share and the others are (608.2b). Fireball's "divided evenly, rounded down" is no
 * choice: it is worked out as it resolves, among the targets still legal then (107.1a).
 */

type DividedDamage = Extract<Instruction, { kind: 'dealDividedDamage' }>;
type Divided = Extract<Instruction, { kind: 'dealDividedDamage' | 'distributeCounters' }>;

const dividedIn = (instructions: readonly Instruction[]): Divided | undefined =>
  instructionsIn(instructions).find(
    (i): i is Divided => i.kind === 'dealDividedDamage' || i.kind === 'distributeCounters',
  );

/** Whether its controller announces the division (601.2d): counters always, damage unless evenly. */
const announcedDivision = (divided: Divided | undefined): divided is Divided =>
  divided !== undefined && (divided.kind === 'distributeCounters' || divided.division === 'chosen');

/** The instruction that divides among the targets as its controller announces (601.2d), if any. */
export const announcedDivisionIn = (instructions: readonly Instruction[]): Divided | undefined => {
  const divided = dividedIn(instructions);
  return announcedDivision(divided) ? divided : undefined;
};

/** What is divided, for messages: "damage", "+1/+1 counters". */
const dividedNoun = (divided: Divided): string =>
  divided.kind === 'distributeCounters' ? `${divided.counter} counters` : 'damage';

/**
 * CR 601.2d, 107.1a: the division announced, checked against the targets announced: given only
 * where the effect divides as its controller chooses, each share a whole number of at least 1
 * for one of its targets, every target with a share, the shares adding up to the amount (its X
 * the announced one). With a single target the division is that target's whole amount, and may
 * be left out. The division to keep with it on the stack: none where nothing is divided.
 */
export const checkDivision = (
  name: string,
  instructions: readonly Instruction[],
  announced: Pick<Resolver, 'division' | 'targets'>,
  fix: (value: Value) => number,
): Result<DamageDivision | undefined> => {
  const divided = dividedIn(instructions);
  if (!announcedDivision(divided))
    return announced.division === undefined
      ? ok(undefined)
      : refuse(
          divided
            ? `${name} divides its damage evenly as it resolves: there is no division to announce`
            : `${name} divides nothing among its targets`,
          '$.division',
          '601.2d',
        );
  const targets = announced.targets ?? [];
  const amount = fix(divided.amount);
  if (Number.isNaN(amount))
    return err(
      rulesError('ERR_UNSUPPORTED', `${name}: an amount to divide that isn't known as it is announced`),
    );
  const [only] = targets;
  const division =
    announced.division ?? (targets.length === 1 && only !== undefined ? { [only]: amount } : undefined);
  const noun = dividedNoun(divided);
  if (division === undefined)
    return refuse(
      `${name} divides ${amount} ${noun} among its targets: give "division"`,
      '$.division',
      '601.2d',
    );
  for (const [id, share] of Object.entries(division)) {
    const at = `$.division.${id}`;
    if (!targets.includes(id)) return refuse(`${id} is not one of its targets`, at, '601.2d');
    if (!Number.isInteger(share))
      return refuse(`${id}'s share, ${share}, is not a whole number`, at, '107.1a');
    if (share < 1) return refuse(`${id} must get at least 1 of the ${noun} divided`, at, '601.2d');
  }
  const without = targets.find((t) => division[t] === undefined);
  if (without !== undefined)
    return refuse(`its target ${without} has no share of the ${noun}`, '$.division', '601.2d');
  const total = Object.values(division).reduce((sum, share) => sum + share, 0);
  if (total !== amount)
    return refuse(`the shares add up to ${total}, and ${name} divides ${amount}`, '$.division', '601.2d');
  return ok(division);
};

/**
 * CR 601.2d, 603.3d: whether a division can be announced with at least `fewest` targets: each
 * gets at least 1, so the damage to divide must be at least as many. One whose amount isn't
 * known yet is left to the announcement to judge.
 */
export const mayDivide = (
  instructions: readonly Instruction[],
  fewest: number,
  fix: (value: Value) => number,
): boolean => {
  const divided = dividedIn(instructions);
  if (!announcedDivision(divided)) return true;
  const amount = fix(divided.amount);
  return Number.isNaN(amount) || amount >= Math.max(fewest, 1);
};

/**
 * CR 120.2, 608.2b: the source deals each target still legal its share, all at once: the share
 * announced (601.2d), or the amount divided evenly among them, rounded down (107.1a); a share
 * of 0 isn't dealt (120.8).
 */
export const dealDivided = (state: GameState, r: Resolving, i: DividedDamage): Result<Outcome> => {
  const source = damageSource(state, r);
  if (!source.ok) return source;
  const view = viewOf(state, r.pool);
  if (!view.ok) return view;
  return map(sharesOf(state, r, i), (shares) =>
    dealDamage(state, source.value, shares, false, view.value.chars),
  );
};

type Share = { readonly to: string; readonly amount: number };

const sharesOf = (state: GameState, r: Resolving, i: DividedDamage): Result<readonly Share[]> => {
  if (i.division === 'evenly')
    return map(amountOf(i.amount, r, state), (amount) => {
      const each = divideRounded(amount, r.targets.length, 'down');
      return r.targets.map((to) => ({ to, amount: each }));
    });
  return ok(announcedShares(r));
};

/** The shares announced for the targets still legal (608.2b). */
const announcedShares = (r: Resolving): readonly Share[] =>
  r.targets.map((to) => {
    const amount = r.action.division?.[to];
    // checkDivision gave every target a share before anything resolved.
    if (amount === undefined) throw new Error(`${r.source.name}: no share of the division for ${to}`);
    return { to, amount };
  });

/** CR 122.1, 608.2b: each target still legal, and still on the battlefield, gets its share of the counters. */
export const distributeCounters = (
  state: GameState,
  r: Resolving,
  i: Extract<Instruction, { kind: 'distributeCounters' }>,
): Result<Outcome> => {
  const run = new Sequence(state);
  for (const { to, amount } of announcedShares(r))
    run.attempt((s) => putCounters(s, r.pool, to, i.counter, amount, '122.1'));
  return run.result();
};
