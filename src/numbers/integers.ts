import { err, ok, type Result, rulesError } from '../result.js';

/**
 * CR 107.1: the game knows only integers. Only safe integers count, because beyond them a
 * JavaScript number can no longer tell one integer from the next.
 */
export const isGameInteger = (n: number): boolean => Number.isSafeInteger(n);

/**
 * The rule a number breaks by not being a game integer, or null when it is one: a finite
 * fraction breaks CR 107.1a, anything else (NaN, infinities, unsafe sizes) CR 107.1.
 */
export const nonIntegerRule = (n: number): '107.1' | '107.1a' | null => {
  if (isGameInteger(n)) return null;
  return Number.isFinite(n) && !Number.isInteger(n) ? '107.1a' : '107.1';
};

/** Why a number breaks the rule `nonIntegerRule` gave, in words. */
export const nonIntegerWhy = (rule: '107.1' | '107.1a'): string =>
  rule === '107.1a'
    ? 'is not a whole number: the game uses only integers, never fractions'
    : 'is not a number the game can count';

/**
 * The directions a division may be rounded in (CR 107.1a): text that could give a fraction says
 * which.
 */
export const ROUNDINGS = ['up', 'down'] as const;
/** Which way `divideRounded` rounds (CR 107.1a): up or down. */
export type Rounding = (typeof ROUNDINGS)[number];

/**
 * `n / d` rounded the way the effect says. CR 107.1a: a fraction is never a game number, so
 * any text that could produce one names the direction. A quotient with no value (d = 0) is a
 * number that can't be determined, so it is 0 (CR 107.2).
 */
export const divideRounded = (n: number, d: number, rounding: Rounding): number => {
  const quotient = n / d;
  if (!Number.isFinite(quotient)) return 0;
  // `+ 0` turns the -0 that Math.ceil(-0.5) gives into the game's plain 0.
  switch (rounding) {
    case 'up':
      return Math.ceil(quotient) + 0;
    case 'down':
      return Math.floor(quotient) + 0;
  }
};

/**
 * CR 107.1c: when told to choose "any number", a player may choose any positive number or
 * zero. Fractions are ruled out by CR 107.1a, and everything else that isn't an integer by 107.1.
 */
export const chooseAnyNumber = (n: number): Result<number> => {
  const rule = nonIntegerRule(n);
  if (rule !== null) {
    return err(rulesError('ERR_NUMBER', `${n} is not a whole number, so it can't be chosen`, { rule }));
  }
  if (n < 0) {
    return err(
      rulesError('ERR_NUMBER', `${n} is negative; "any number" means a positive number or zero`, {
        rule: '107.1c',
      }),
    );
  }
  return ok(n + 0);
};

/** CR 107.2: a number that can't be determined, as a result or in a calculation, is 0. */
export const determinedOrZero = (value: number | null | undefined): number =>
  value === undefined || value === null || Number.isNaN(value) ? 0 : value;

/** What an effect does to a value, as far as CR 107.1b cares. */
export const EFFECT_OPERATIONS = ['double', 'triple', 'set', 'other'] as const;
/**
 * What an effect does to a value, as far as CR 107.1b cares: doubling, tripling and setting may
 * keep a negative result.
 */
export type EffectOperation = (typeof EFFECT_OPERATIONS)[number];

/** What an effect changes, as far as CR 107.1b cares. */
export const EFFECT_TARGETS = ['lifeTotal', 'powerToughness', 'other'] as const;
/**
 * What an effect changes, as far as CR 107.1b cares: a life total or a power and/or toughness may
 * be negative.
 */
export type EffectTarget = (typeof EFFECT_TARGETS)[number];

/** What `effectAmount` needs to know of an effect to apply CR 107.1b: what it does, and to what. */
export interface EffectShape {
  readonly operation: EffectOperation;
  /** `powerToughness` covers a creature's and a creature card's power and/or toughness. */
  readonly target: EffectTarget;
}

const mayKeepNegative = (operation: EffectOperation): boolean => {
  switch (operation) {
    case 'double':
    case 'triple':
    case 'set':
      return true;
    case 'other':
      return false;
  }
};

const holdsNegativeGameValues = (target: EffectTarget): boolean => {
  switch (target) {
    case 'lifeTotal':
    case 'powerToughness':
      return true;
    case 'other':
      return false;
  }
};

/**
 * The number an effect uses once its calculation is done. CR 107.1b: a negative result becomes
 * 0, because no one deals negative damage or gains negative life; the exception is an effect
 * that doubles, triples or sets a life total or a power and/or toughness, since those values
 * can themselves be negative. A result that can't be determined is 0 (CR 107.2).
 */
export const effectAmount = (raw: number, effect: EffectShape): number => {
  const value = determinedOrZero(raw);
  if (mayKeepNegative(effect.operation) && holdsNegativeGameValues(effect.target)) return value;
  return Math.max(0, value);
};

/** A power and toughness (CR 208.1), which may be negative (107.1b). */
export interface PowerToughness {
  readonly power: number;
  readonly toughness: number;
}

/**
 * A creature's power and toughness after a +N/+M or -N/-M change. Nothing is clamped: CR 107.1b
 * lets a game value such as power drop below zero, and later calculations use it as it is.
 */
export const modifyPowerToughness = (pt: PowerToughness, change: PowerToughness): PowerToughness => ({
  power: pt.power + change.power,
  toughness: pt.toughness + change.toughness,
});

/** CR 107.1b example: a comparison or calculation uses a negative power as it is (-2/4 totals 2). */
export const totalPowerToughness = (pt: PowerToughness): number => pt.power + pt.toughness;

/**
 * Combat damage a creature assigns. CR 510.1a: one that would assign 0 or less assigns none,
 * which is how a creature with negative power fights (CR 107.1b example).
 */
export const assignedCombatDamage = (power: number): number => Math.max(0, determinedOrZero(power));
