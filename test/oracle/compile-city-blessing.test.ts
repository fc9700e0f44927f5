import { describe, expect, it } from 'vitest';
import type { AbilityDef, Filter, Instruction } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * Ascend and the city's blessing (CR 702.131): the keyword on a permanent (702.131b), a spell
 * ability on an instant or sorcery (702.131a), and "if / as long as you have the city's
 * blessing" (702.131c). Each text is the card's Oracle text (MTGJSON, April 2022).
 */

const ASCEND =
  "Ascend (If you control ten or more permanents, you get the city's blessing for the rest of the game.)";
const blessing = { kind: 'cityBlessing' } as const;
const n = (v: number) => ({ kind: 'constant', n: v }) as const;

const DEMISE =
  "All creatures get -2/-2 until end of turn. If you have the city's blessing, instead only creatures your opponents control get -2/-2 until end of turn.";
const PRIDE =
  "Creatures you control get +1/+1 until end of turn. If you have the city's blessing, those creatures get +2/+2 until end of turn instead.";
const ARCH = "{5}, {T}: Draw a card. Activate only if you have the city's blessing.";
const AWAKENING =
  "At the beginning of your upkeep, each player draws a card. If you have the city's blessing, instead only you draw a card.";
const YOURS: Filter = { types: ['Creature'], controller: 'you' };
const untilEndOfTurn = (affects: Filter, by: number): Instruction => ({
  kind: 'createEffect',
  on: 'filter',
  effect: { affects, ops: [{ kind: 'modifyPT', power: n(by), toughness: n(by) }] },
  duration: 'endOfTurn',
});
const minusTwo = (affects: Filter): Instruction => untilEndOfTurn(affects, -2);

interface Row {
  readonly name: string;
  readonly card: string;
  readonly types: readonly CardType[];
  readonly text: string;
  readonly abilities: readonly AbilityDef[];
}

const ROWS: readonly Row[] = [
  {
    name: 'CR 702.131b, 611.3a: Dusk Charger\'s ascend and "gets +2/+2 as long as you have the city\'s blessing"',
    card: 'Dusk Charger',
    types: ['Creature'],
    text: `${ASCEND}\nDusk Charger gets +2/+2 as long as you have the city's blessing.`,
    abilities: [
      { kind: 'keyword', keyword: 'Ascend', text: ASCEND },
      {
        kind: 'static',
        text: "Dusk Charger gets +2/+2 as long as you have the city's blessing.",
        effect: { affects: { self: true }, ops: [{ kind: 'modifyPT', power: n(2), toughness: n(2) }] },
        condition: blessing,
      },
    ],
  },
  {
    name: 'CR 603.4: Mausoleum Harpy\'s intervening "if you have the city\'s blessing"',
    card: 'Mausoleum Harpy',
    types: ['Creature'],
    text: "Whenever another creature you control dies, if you have the city's blessing, put a +1/+1 counter on Mausoleum Harpy.",
    abilities: [
      {
        kind: 'triggered',
        text: "Whenever another creature you control dies, if you have the city's blessing, put a +1/+1 counter on Mausoleum Harpy.",
        trigger: { kind: 'permanentDies', filter: { types: ['Creature'], other: true, controller: 'you' } },
        condition: blessing,
        instructions: [{ kind: 'addCounters', on: 'self', counter: '+1/+1', amount: n(1) }],
      },
    ],
  },
  {
    name: 'CR 702.131a: ascend on a sorcery (Golden Demise) is a spell ability, followed first',
    card: 'Golden Demise',
    types: ['Sorcery'],
    text: ASCEND,
    abilities: [{ kind: 'spell', text: ASCEND, targets: null, instructions: [{ kind: 'ascend' }] }],
  },
  {
    name: 'CR 608.2c: Golden Demise\'s "If you have the city\'s blessing, instead only creatures your opponents control get -2/-2 until end of turn."',
    card: 'Golden Demise',
    types: ['Sorcery'],
    text: DEMISE,
    abilities: [
      {
        kind: 'spell',
        text: DEMISE,
        targets: null,
        instructions: [
          {
            kind: 'conditional',
            condition: blessing,
            ifHolds: [minusTwo({ types: ['Creature'], controller: 'opponents' })],
            otherwise: [minusTwo({ types: ['Creature'] })],
          },
        ],
      },
    ],
  },
  {
    name: 'CR 608.2c: Pride of Conquerors\'s "If you have the city\'s blessing, those creatures get +2/+2 until end of turn instead."',
    card: 'Pride of Conquerors',
    types: ['Instant'],
    text: PRIDE,
    abilities: [
      {
        kind: 'spell',
        text: PRIDE,
        targets: null,
        instructions: [
          {
            kind: 'conditional',
            condition: blessing,
            ifHolds: [untilEndOfTurn(YOURS, 2)],
            otherwise: [untilEndOfTurn(YOURS, 1)],
          },
        ],
      },
    ],
  },
  {
    name: 'CR 602.5b: Arch of Orazca\'s "Activate only if you have the city\'s blessing."',
    card: 'Arch of Orazca',
    types: ['Land'],
    text: ARCH,
    abilities: [
      {
        kind: 'activated',
        text: ARCH,
        cost: '{5}, {T}',
        onlyIf: blessing,
        targets: null,
        instructions: [{ kind: 'drawCards', amount: n(1) }],
      },
    ],
  },
  {
    name: "CR 603.3, 608.2c: Kumena's Awakening's \"If you have the city's blessing, instead only you draw a card.\" in a triggered ability",
    card: "Kumena's Awakening",
    types: ['Enchantment'],
    text: AWAKENING,
    abilities: [
      {
        kind: 'triggered',
        text: AWAKENING,
        trigger: { kind: 'beginningOfUpkeep', whose: 'you' },
        instructions: [
          {
            kind: 'conditional',
            condition: blessing,
            ifHolds: [{ kind: 'drawCards', amount: n(1) }],
            otherwise: [{ kind: 'drawCards', amount: n(1), who: 'each' }],
          },
        ],
      },
    ],
  },
];

describe("ascend and the city's blessing (CR 702.131)", () => {
  it.each(ROWS)('$name', (row) => {
    expect(compileCard(card(row.card, row.types, row.text))).toStrictEqual(row.abilities);
  });
});
