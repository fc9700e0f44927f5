import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/** Bolster N (CR 701.39a): real cards' Oracle text (MTGJSON) and the abilities they compile to. */

const TACTICIAN =
  'When Aven Tactician enters the battlefield, bolster 1. (Choose a creature with the least toughness among creatures you control and put a +1/+1 counter on it.)';
const SKYCAPTAIN =
  'When Abzan Skycaptain dies, bolster 2. (Choose a creature with the least toughness among creatures you control and put two +1/+1 counters on it.)';
const CAPTAIN =
  'Whenever Dromoka Captain attacks, bolster 1. (Choose a creature with the least toughness among creatures you control and put a +1/+1 counter on it.)';

const bolster = (n: number) => ({ kind: 'bolster', amount: { kind: 'constant', n } }) as const;

const ROWS: readonly (readonly [string, CardData, readonly AbilityDef[]])[] = [
  [
    'Aven Tactician, CR 701.39a: "When ~ enters the battlefield, bolster 1."',
    card('Aven Tactician', ['Creature'], `Flying\n${TACTICIAN}`),
    [
      { kind: 'keyword', keyword: 'Flying', text: 'Flying' },
      {
        kind: 'triggered',
        text: TACTICIAN,
        trigger: { kind: 'entersBattlefield' },
        instructions: [bolster(1)],
      },
    ],
  ],
  [
    'Abzan Skycaptain, CR 701.39a: "When ~ dies, bolster 2."',
    card('Abzan Skycaptain', ['Creature'], SKYCAPTAIN),
    [{ kind: 'triggered', text: SKYCAPTAIN, trigger: { kind: 'dies' }, instructions: [bolster(2)] }],
  ],
  [
    'Dromoka Captain, CR 701.39a: "Whenever ~ attacks, bolster 1."',
    card('Dromoka Captain', ['Creature'], CAPTAIN),
    [{ kind: 'triggered', text: CAPTAIN, trigger: { kind: 'attacks' }, instructions: [bolster(1)] }],
  ],
];

describe('bolster compiles', () => {
  it.each(ROWS)('%s', (_name, c, abilities) => {
    expect(compileCard(c)).toEqual(abilities);
  });
});
