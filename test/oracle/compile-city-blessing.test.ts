import { describe, expect, it } from 'vitest';
import type { AbilityDef } from '../../src/effects/types.js';
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
];

describe("ascend and the city's blessing (CR 702.131)", () => {
  it.each(ROWS)('$name', (row) => {
    expect(compileCard(card(row.card, row.types, row.text))).toStrictEqual(row.abilities);
  });
});
