import { describe, expect, it } from 'vitest';
import type { Trigger } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * "When[ever] [this] becomes the target of a spell [or ability] [you control | an opponent
 * controls]" (CR 601.2c, 602.2b, 603.3d), each a card's printed Oracle text (MTGJSON).
 */

const ROWS: readonly (readonly [string, string, Trigger])[] = [
  [
    'Angelic Protector',
    'Whenever Angelic Protector becomes the target of a spell or ability, Angelic Protector gets +0/+3 until end of turn.',
    { kind: 'becomesTarget', abilities: true, by: 'any' },
  ],
  [
    'Dream Strix',
    'When Dream Strix becomes the target of a spell, sacrifice it.',
    { kind: 'becomesTarget', abilities: false, by: 'any' },
  ],
  [
    'Stormchaser Drake',
    'Whenever Stormchaser Drake becomes the target of a spell you control, draw a card.',
    { kind: 'becomesTarget', abilities: false, by: 'you' },
  ],
  [
    'Mossdog',
    'Whenever Mossdog becomes the target of a spell or ability an opponent controls, put a +1/+1 counter on Mossdog.',
    { kind: 'becomesTarget', abilities: true, by: 'opponents' },
  ],
];

describe('"becomes the target" triggers compile (CR 601.2c, 602.2b, 603.3d)', () => {
  it.each(ROWS)('%s', (name, text, trigger) => {
    const [ability] = compileCard(card(name, ['Creature'], text));
    expect(ability?.kind === 'triggered' ? ability.trigger : ability).toEqual(trigger);
  });

  it.each([
    [
      'Glyph Keeper',
      'Whenever Glyph Keeper becomes the target of a spell or ability for the first time each turn, counter that spell or ability.',
    ],
    ['Fugitive Druid', 'Whenever Fugitive Druid becomes the target of an Aura spell, you draw a card.'],
    [
      'Ashenmoor Liege',
      'Whenever Ashenmoor Liege becomes the target of a spell or ability an opponent controls, that player loses 4 life.',
    ],
  ])('%s: a narrower event, or an effect on the spell or its controller, stays unsupported', (name, text) => {
    expect(compileCard(card(name, ['Creature'], text))[0]?.kind).toBe('unsupported');
  });
});
