import { describe, expect, it } from 'vitest';
import type { Trigger } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * "When[ever] [this] becomes the target of a spell [or ability] [you control | an opponent
 * controls]" (CR 601.2c, 602.2b, 603.3d), and the same of a permanent watched ("a creature you
 * control", "enchanted creature"), each a card's printed Oracle text (MTGJSON).
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
  [
    'Ashenmoor Liege',
    'Whenever Ashenmoor Liege becomes the target of a spell or ability an opponent controls, that player loses 4 life.',
    { kind: 'becomesTarget', abilities: true, by: 'opponents' },
  ],
  [
    'Battle Mammoth',
    'Whenever a permanent you control becomes the target of a spell or ability an opponent controls, you may draw a card.',
    { kind: 'permanentBecomesTarget', filter: { controller: 'you' }, abilities: true, by: 'opponents' },
  ],
  [
    'Daru Spiritualist',
    'Whenever a Cleric creature you control becomes the target of a spell or ability, it gets +0/+2 until end of turn.',
    {
      kind: 'permanentBecomesTarget',
      filter: { subtypes: ['Cleric'], types: ['Creature'], controller: 'you' },
      abilities: true,
      by: 'any',
    },
  ],
  [
    'Sleeping Potion',
    'When enchanted creature becomes the target of a spell or ability, sacrifice Sleeping Potion.',
    { kind: 'permanentBecomesTarget', filter: { attachedToSource: true }, abilities: true, by: 'any' },
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
      'Reality Smasher',
      'Whenever Reality Smasher becomes the target of a spell an opponent controls, counter that spell unless its controller discards a card.',
    ],
    [
      'Wild Defiance',
      'Whenever a creature you control becomes the target of an instant or sorcery spell, that creature gets +3/+3 until end of turn.',
    ],
  ])('%s: a narrower event, or an effect on the spell, stays unsupported', (name, text) => {
    expect(compileCard(card(name, ['Creature'], text))[0]?.kind).toBe('unsupported');
  });
});
