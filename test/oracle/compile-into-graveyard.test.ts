import { describe, expect, it } from 'vitest';
import type { Trigger } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * "When[ever] a [nontoken] creature is put into your (an opponent's) graveyard from the
 * battlefield" (CR 700.4, 603.6c): the dies trigger, of a permanent the graveyard's player owns
 * (404.2: a card goes to its owner's graveyard); "when" is "whenever" (603.1). Real cards' Oracle
 * text (MTGJSON) and the trigger each compiles to.
 */

const ROWS: readonly (readonly [string, string, Trigger])[] = [
  [
    'Field of Souls',
    'Whenever a nontoken creature is put into your graveyard from the battlefield, create a 1/1 white Spirit creature token with flying.',
    { kind: 'permanentDies', filter: { types: ['Creature'], token: false, owner: 'you' } },
  ],
  [
    'Magus of the Bridge',
    "When a creature is put into an opponent's graveyard from the battlefield, exile Magus of the Bridge.",
    { kind: 'permanentDies', filter: { types: ['Creature'], owner: 'opponents' } },
  ],
  [
    'Jinxed Ring',
    'Whenever a nontoken permanent is put into your graveyard from the battlefield, Jinxed Ring deals 1 damage to you.',
    { kind: 'permanentDies', filter: { token: false, owner: 'you' } },
  ],
  [
    'Prowess of the Fair',
    'Whenever another nontoken Elf is put into your graveyard from the battlefield, you may create a 1/1 green Elf Warrior creature token.',
    { kind: 'permanentDies', filter: { subtypes: ['Elf'], token: false, other: true, owner: 'you' } },
  ],
];

describe('"is put into your / an opponent\'s graveyard from the battlefield" compiles (CR 700.4, 404.2)', () => {
  it.each(ROWS)('%s', (name, text, trigger) => {
    expect(compileCard(card(name, ['Enchantment'], text))[0]).toMatchObject({
      kind: 'triggered',
      text,
      trigger,
    });
  });

  it.each([
    // CR 400.7: the card in the graveyard is a new object, which "exile it" would name.
    [
      "Colfenor's Urn",
      'Whenever a creature with toughness 4 or greater is put into your graveyard from the battlefield, you may exile it.',
    ],
    // Its own zone: "if Bridge from Below is in your graveyard" is not read.
    [
      'Bridge from Below',
      'Whenever a nontoken creature is put into your graveyard from the battlefield, if Bridge from Below is in your graveyard, create a 2/2 black Zombie creature token.',
    ],
  ])('%s stays unsupported', (name, text) => {
    expect(compileCard(card(name, ['Artifact'], text))[0]?.kind).toBe('unsupported');
  });
});
