import { describe, expect, it } from 'vitest';
import type { AbilityDef, LayerOp } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * "[This] becomes an N/N [colours] [types] creature [with abilities] until end of turn [. It's
 * still a land.]" (CR 613.1d-f, 613.4b, 205.1a-b, 611.2a): real cards' Oracle text (MTGJSON) and
 * the ability each compiles to, or why it is refused.
 */

const CONCLAVE =
  "{1}{U}: Faerie Conclave becomes a 2/1 blue Faerie creature with flying until end of turn. It's still a land.";
const KEYRUNE =
  '{W}{U}: Azorius Keyrune becomes a 2/2 white and blue Bird artifact creature with flying until end of turn.';
const COLONNADE =
  "{3}{W}{U}: Until end of turn, Celestial Colonnade becomes a 4/4 white and blue Elemental creature with flying and vigilance. It's still a land.";
const HAVEN =
  "{S}{S}{S}: Faceless Haven becomes a 4/3 creature with vigilance and all creature types until end of turn. It's still a land.";
const ANIMATE = "Until end of turn, target land becomes a 3/3 creature that's still a land.";
const TOMB =
  "Whenever a creature enters the battlefield under your control, you may have Angel's Tomb become a 3/3 white Angel artifact creature with flying until end of turn.";
const RIDDLEFORM =
  'Whenever you cast a noncreature spell, you may have Riddleform become a 3/3 Sphinx creature with flying in addition to its other types until end of turn.';
const WAK_WAK = '{T}: Target creature with flying has base power 0 until end of turn.';
const WORLDWAKER =
  "[+1]: Target land you control becomes a 4/4 Elemental creature with trample. It's still a land.";
const REALM =
  "{2}: Enchanted land becomes a legendary 8/12 Spirit creature with trample until end of turn. It's still a land.";

const pt = (n: number, m: number): LayerOp => ({
  kind: 'setPT',
  power: { kind: 'constant', n },
  toughness: { kind: 'constant', n: m },
});
const keywords = (...k: ('Flying' | 'Vigilance')[]): LayerOp => ({
  kind: 'addAbilities',
  abilities: k.map((keyword) => ({ kind: 'keyword', keyword, text: keyword })),
});
const selfUntilEndOfTurn = (text: string, cost: string, ops: readonly LayerOp[]): AbilityDef => ({
  kind: 'activated',
  text,
  cost,
  targets: null,
  instructions: [
    { kind: 'createEffect', on: 'self', effect: { affects: { self: true }, ops }, duration: 'endOfTurn' },
  ],
});

const ROWS: readonly (readonly [string, string, readonly CardType[], string, AbilityDef])[] = [
  [
    'Faerie Conclave, CR 205.1b: "It\'s still a land" keeps its types; blue, flying, 2/1',
    'Faerie Conclave',
    ['Land'],
    CONCLAVE,
    selfUntilEndOfTurn(CONCLAVE, '{1}{U}', [
      { kind: 'setTypes', addTypes: ['Creature'], addSubtypes: ['Faerie'] },
      { kind: 'setColors', colors: ['U'] },
      keywords('Flying'),
      pt(2, 1),
    ]),
  ],
  [
    'Azorius Keyrune, CR 205.1a: a new card type replaces the old; two colours joined by "and"',
    'Azorius Keyrune',
    ['Artifact'],
    KEYRUNE,
    selfUntilEndOfTurn(KEYRUNE, '{W}{U}', [
      { kind: 'setTypes', types: ['Artifact', 'Creature'], subtypes: ['Bird'] },
      { kind: 'setColors', colors: ['W', 'U'] },
      keywords('Flying'),
      pt(2, 2),
    ]),
  ],
  [
    'Celestial Colonnade, CR 611.2a: "Until end of turn" first, two keywords, still a land',
    'Celestial Colonnade',
    ['Land'],
    COLONNADE,
    selfUntilEndOfTurn(COLONNADE, '{3}{W}{U}', [
      { kind: 'setTypes', addTypes: ['Creature'], addSubtypes: ['Elemental'] },
      { kind: 'setColors', colors: ['W', 'U'] },
      keywords('Flying', 'Vigilance'),
      pt(4, 4),
    ]),
  ],
  [
    'Faceless Haven, CR 205.3m: "with vigilance and all creature types"',
    'Faceless Haven',
    ['Land'],
    HAVEN,
    selfUntilEndOfTurn(HAVEN, '{S}{S}{S}', [
      { kind: 'setTypes', addTypes: ['Creature'], allCreatureTypes: true },
      keywords('Vigilance'),
      pt(4, 3),
    ]),
  ],
  [
    'Animate Land, CR 205.1b: "a 3/3 creature that\'s still a land", on its target',
    'Animate Land',
    ['Instant'],
    ANIMATE,
    {
      kind: 'spell',
      text: ANIMATE,
      targets: { count: 1, filter: { types: ['Land'] } },
      instructions: [
        {
          kind: 'createEffect',
          on: 'targets',
          effect: { affects: {}, ops: [{ kind: 'setTypes', addTypes: ['Creature'] }, pt(3, 3)] },
          duration: 'endOfTurn',
        },
      ],
    },
  ],
  [
    'Angel\'s Tomb, CR 603.5, 205.1b: "you may have [this] become a 3/3 white Angel artifact creature"',
    "Angel's Tomb",
    ['Artifact'],
    TOMB,
    {
      kind: 'triggered',
      text: TOMB,
      trigger: { kind: 'permanentEnters', filter: { types: ['Creature'], controller: 'you' } },
      instructions: [
        {
          kind: 'optional',
          ifDone: [
            {
              kind: 'createEffect',
              on: 'self',
              effect: {
                affects: { self: true },
                ops: [
                  { kind: 'setTypes', types: ['Artifact', 'Creature'], subtypes: ['Angel'] },
                  { kind: 'setColors', colors: ['W'] },
                  keywords('Flying'),
                  pt(3, 3),
                ],
              },
              duration: 'endOfTurn',
            },
          ],
          otherwise: [],
        },
      ],
    },
  ],
  [
    'Riddleform, CR 603.5, 205.1b: "… become a 3/3 Sphinx creature with flying in addition to its other types"',
    'Riddleform',
    ['Enchantment'],
    RIDDLEFORM,
    {
      kind: 'triggered',
      text: RIDDLEFORM,
      trigger: { kind: 'spellCast', caster: 'you', spell: [{ notTypes: ['Creature'], zone: 'stack' }] },
      instructions: [
        {
          kind: 'optional',
          ifDone: [
            {
              kind: 'createEffect',
              on: 'self',
              effect: {
                affects: { self: true },
                ops: [
                  { kind: 'setTypes', addTypes: ['Creature'], addSubtypes: ['Sphinx'] },
                  keywords('Flying'),
                  pt(3, 3),
                ],
              },
              duration: 'endOfTurn',
            },
          ],
          otherwise: [],
        },
      ],
    },
  ],
  [
    'Island of Wak-Wak, CR 613.4b: "has base power 0 until end of turn", the power alone',
    'Island of Wak-Wak',
    ['Land'],
    WAK_WAK,
    {
      kind: 'activated',
      text: WAK_WAK,
      cost: '{T}',
      targets: { count: 1, filter: { types: ['Creature'] }, withKeyword: 'Flying' },
      instructions: [
        {
          kind: 'createEffect',
          on: 'targets',
          effect: { affects: {}, ops: [{ kind: 'setPT', power: { kind: 'constant', n: 0 } }] },
          duration: 'endOfTurn',
        },
      ],
    },
  ],
  [
    'Nissa, Worldwaker, CR 611.2a, 205.1b: no duration stated: for the rest of the game; "It\'s still a land" keeps its types',
    'Nissa, Worldwaker',
    ['Planeswalker'],
    WORLDWAKER,
    {
      kind: 'activated',
      text: WORLDWAKER,
      cost: '[+1]',
      targets: { count: 1, filter: { types: ['Land'], controller: 'you' } },
      instructions: [
        {
          kind: 'createEffect',
          on: 'targets',
          effect: {
            affects: {},
            ops: [
              { kind: 'setTypes', addTypes: ['Creature'], addSubtypes: ['Elemental'] },
              { kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword: 'Trample', text: 'Trample' }] },
              pt(4, 4),
            ],
          },
          duration: 'permanent',
        },
      ],
    },
  ],
  [
    'Genju of the Realm: becoming legendary (a supertype, 205.4) is not read',
    'Genju of the Realm',
    ['Enchantment'],
    REALM,
    {
      kind: 'unsupported',
      text: REALM,
      reason: 'the grammar reads "{2}: Enchanted land" and stops at "becomes a legendary" (character 20)',
    },
  ],
];

describe('becoming a creature compiles (CR 613.1d-f, 613.4b, 205.1)', () => {
  it.each(ROWS)('%s', (_name, name, types, text, ability) => {
    expect(compileCard(card(name, types, text))).toEqual([ability]);
  });
});
