import { describe, expect, it } from 'vitest';
import type { AbilityDef, Condition, LayerOp } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * "As long as" conditions of static abilities (CR 611.3a), card by card: whose turn it is
 * (102.1) and states of the ability's own object (506.4, 110.5, 301.5, 303.4, 122.1).
 */

const one = (n: number) => ({ kind: 'constant', n }) as const;
const pump = (p: number, t: number): LayerOp => ({ kind: 'modifyPT', power: one(p), toughness: one(t) });
const grant = (...keywords: string[]): LayerOp =>
  ({
    kind: 'addAbilities',
    abilities: keywords.map((keyword) => ({ kind: 'keyword', keyword, text: keyword })),
  }) as LayerOp;
const selfStatic = (text: string, ops: readonly LayerOp[], condition: Condition): AbilityDef => ({
  kind: 'static',
  text,
  effect: { affects: { self: true }, ops },
  condition,
});

const ROWS: readonly (readonly [string, string, AbilityDef])[] = [
  [
    'Wildwood Geist',
    "Wildwood Geist gets +2/+2 as long as it's your turn.",
    selfStatic("Wildwood Geist gets +2/+2 as long as it's your turn.", [pump(2, 2)], {
      kind: 'yourTurn',
      yours: true,
    }),
  ],
  [
    'Mesa Lynx',
    "As long as it's not your turn, Mesa Lynx gets +0/+2.",
    selfStatic("As long as it's not your turn, Mesa Lynx gets +0/+2.", [pump(0, 2)], {
      kind: 'yourTurn',
      yours: false,
    }),
  ],
  [
    'Kor Scythemaster',
    "Kor Scythemaster has first strike as long as it's attacking.",
    selfStatic("Kor Scythemaster has first strike as long as it's attacking.", [grant('First strike')], {
      kind: 'sourceIs',
      state: 'attacking',
    }),
  ],
  [
    'Kitesail Apprentice',
    'As long as Kitesail Apprentice is equipped, it gets +1/+1 and has flying.',
    selfStatic(
      'As long as Kitesail Apprentice is equipped, it gets +1/+1 and has flying.',
      [grant('Flying'), pump(1, 1)],
      { kind: 'sourceIs', state: 'equipped' },
    ),
  ],
  [
    'Castle Raptors',
    'As long as Castle Raptors is untapped, it gets +0/+2.',
    selfStatic('As long as Castle Raptors is untapped, it gets +0/+2.', [pump(0, 2)], {
      kind: 'sourceIs',
      state: 'untapped',
    }),
  ],
  [
    'Fledgling Osprey',
    "Fledgling Osprey has flying as long as it's enchanted.",
    selfStatic("Fledgling Osprey has flying as long as it's enchanted.", [grant('Flying')], {
      kind: 'sourceIs',
      state: 'enchanted',
    }),
  ],
  [
    'Lightwalker',
    'Lightwalker has flying as long as it has a +1/+1 counter on it.',
    selfStatic('Lightwalker has flying as long as it has a +1/+1 counter on it.', [grant('Flying')], {
      kind: 'valueAtLeast',
      value: { kind: 'countersOnSource', counter: '+1/+1' },
      n: 1,
    }),
  ],
];

describe('"as long as" conditions, card by card (CR 611.3a)', () => {
  it.each(ROWS)('%s: %s', (name, text, ability) => {
    expect(compileCard(card(name, ['Creature'], text))).toEqual([ability]);
  });

  it('"it" names the ability\'s own object only after a [this] subject: "Enchanted creature gets +1/+1 as long as it\'s attacking" is refused', () => {
    const [ability] = compileCard(
      card('Test Aura', ['Enchantment'], "Enchanted creature gets +1/+1 as long as it's attacking."),
    );
    expect(ability?.kind).toBe('unsupported');
  });
});
