import { describe, expect, it } from 'vitest';
import { isPowerToughnessAbility, mentionsPowerToughness } from '../../src/check/coverage.js';
import type { AbilityDef } from '../../src/effects/types.js';

/**
 * What the coverage counts as text about power and toughness: the words power or toughness
 * (CR 208), or a P/T value (208.1), Oracle's minus sign (U+2212) or not. Rows are printed
 * Oracle text (MTGJSON, April 2022) unless they name a rule.
 */

describe('mentionsPowerToughness', () => {
  it.each([
    ['Giant Growth: "gets +3/+3"', 'Target creature gets +3/+3 until end of turn.', true],
    [
      'Brood Weaver: "a 1/2" is a P/T value, not one half',
      'When Brood Weaver dies, create a 1/2 green Spider creature token with reach.',
      true,
    ],
    [
      'Chronatog Totem: "becomes a 1/2"',
      '{1}{U}: Chronatog Totem becomes a 1/2 blue Atog artifact creature until end of turn.',
      true,
    ],
    [
      'Tarmogoyf: the words',
      "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1.",
      true,
    ],
    [
      'Turn to Frog: "base power and toughness 1/1"',
      'Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.',
      true,
    ],
    [
      'Mirror Entity: "X/X"',
      '{X}: Until end of turn, creatures you control have base power and toughness X/X and gain all creature types.',
      true,
    ],
    [
      'Aspect of Wolf: "+X/+Y"',
      'Enchanted creature gets +X/+Y, where X is half the number of Forests you control, rounded down, and Y is half the number of Forests you control, rounded up.',
      true,
    ],
    [
      'Grasp of Darkness: Oracle’s minus sign, "−4/−4"',
      'Target creature gets \u22124/\u22124 until end of turn.',
      true,
    ],
    [
      'Black Sun’s Zenith: "−1/−1 counters"',
      'Put X \u22121/\u22121 counters on each creature. Shuffle Black Sun\u2019s Zenith into its owner\u2019s library.',
      true,
    ],
    [
      'Baneclaw Marauder: a hyphen-minus "-1/-1", as the data prints some',
      'Whenever Baneclaw Marauder becomes blocked, each creature blocking it gets -1/-1 until end of turn.',
      true,
    ],
    ['CR 208.2: a P/T of stars', '*/*', true],
    [
      'Beseech the Queen: a hybrid symbol "{2/B}" is mana',
      '({2/B} can be paid with any one mana or with two generic mana.) Search your library for a card with mana value less than or equal to the number of lands you control, reveal it, put it into your hand, then shuffle.',
      false,
    ],
    [
      'Empowered Autogenerator: "Empowered" is not the word power',
      'Empowered Autogenerator enters the battlefield tapped.',
      false,
    ],
    [
      'Calciform Pools: "{W} and/or {U}" is no value',
      '{1}, Remove X storage counters from Calciform Pools: Add X mana in any combination of {W} and/or {U}.',
      false,
    ],
  ] as const)('%s', (_, text, mentions) => {
    expect(mentionsPowerToughness(text)).toBe(mentions);
  });
});

describe('isPowerToughnessAbility: an ability’s own words, reminder text left out (CR 207.2)', () => {
  const ability = (text: string): AbilityDef => ({ kind: 'unsupported', text, reason: 'test' });
  it.each([
    [
      'Kitchen Finks: persist’s -1/-1 counter is only in its reminder text',
      'Persist (When this creature dies, if it had no -1/-1 counters on it, return it to the battlefield under its owner\u2019s control with a -1/-1 counter on it.)',
      false,
    ],
    [
      'Crusader of Odric: the words outside the reminder',
      "Crusader of Odric's power and toughness are each equal to the number of creatures you control.",
      true,
    ],
  ] as const)('%s', (_, text, mentions) => {
    expect(isPowerToughnessAbility(ability(text))).toBe(mentions);
  });
});
