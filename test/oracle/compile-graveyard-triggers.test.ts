import { describe, expect, it } from 'vitest';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * "Whenever a [kind] card is put into your graveyard from anywhere" (once for each card) and
 * "Whenever one or more [kind] cards are put ..." (once for each event, 603.2c): a card you own,
 * not a token (111.1), read in the graveyard (603.6c). Real cards' Oracle text (MTGJSON); the
 * first ability of each.
 */

const SLOGURK =
  'Whenever a land card is put into your graveyard from anywhere, put a +1/+1 counter on Slogurk, the Overslime.';
const SOWER =
  'Whenever one or more land cards are put into your graveyard from anywhere, create a 0/1 green Plant creature token.';
const SENSATION =
  'Whenever one or more land cards are put into your graveyard from anywhere for the first time each turn, create a 1/1 green Insect creature token.';

const yourLandCard = { types: ['Land'], token: false, zone: 'graveyard', owner: 'you' } as const;

const ROWS: readonly (readonly [string, string, AbilityDef])[] = [
  [
    'Slogurk, the Overslime: once for each card, CR 603.2',
    SLOGURK,
    {
      kind: 'triggered',
      text: SLOGURK,
      trigger: { kind: 'cardPutIntoGraveyard', filter: yourLandCard },
      instructions: [
        { kind: 'addCounters', on: 'self', counter: '+1/+1', amount: { kind: 'constant', n: 1 } },
      ],
    },
  ],
  [
    'Turntimber Sower: "one or more", once for each event, CR 603.2c',
    SOWER,
    {
      kind: 'triggered',
      text: SOWER,
      trigger: { kind: 'cardPutIntoGraveyard', filter: yourLandCard, oneOrMore: true },
      instructions: [
        {
          kind: 'createTokens',
          token: {
            name: 'Plant Token',
            colors: ['G'],
            types: ['Creature'],
            subtypes: ['Plant'],
            power: 0,
            toughness: 1,
            abilities: [],
          },
          amount: { kind: 'constant', n: 1 },
        },
      ],
    },
  ],
  [
    'Crawling Sensation: "for the first time each turn" is not modelled',
    SENSATION,
    {
      kind: 'unsupported',
      text: SENSATION,
      reason:
        'the grammar reads "Whenever one or more land cards are put into your graveyard from anywhere" and stops at "for the first" (character 74)',
    },
  ],
];

describe('cards put into your graveyard from anywhere (CR 603.2c, 603.6c)', () => {
  it.each(ROWS)('%s', (name, text, ability) => {
    expect(compileCard(card(name.replace(/:.*$/, ''), ['Creature'], text))[0]).toEqual(ability);
  });
});
