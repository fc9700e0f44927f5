import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * The compiler on costs a caster may choose as they cast a spell (CR 601.2b, 601.2f): the
 * alternative costs of keywords and of "rather than pay this spell's mana cost" (118.9), and
 * kicker (702.33). A keyword representing several abilities compiles to each of them.
 */

const DASH =
  "Dash {1}{R} (You may cast this spell for its dash cost. If you do, it gains haste, and it's returned from the battlefield to its owner's hand at the beginning of the next end step.)";
const EVOKE =
  "Evoke {2}{U} (You may cast this spell for its evoke cost. If you do, it's sacrificed when it enters the battlefield.)";
const BLITZ =
  'Blitz {1}{R} (If you cast this spell for its blitz cost, it gains haste and "When this creature dies, draw a card." Sacrifice it at the beginning of the next end step.)';
const haste = (text: string, cost: 'dash' | 'blitz'): AbilityDef => ({
  kind: 'static',
  text,
  effect: {
    affects: { self: true },
    ops: [{ kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword: 'Haste', text: 'Haste' }] }],
  },
  condition: { kind: 'castWith', cost },
});

interface Row {
  readonly name: string;
  readonly card: CardData;
  readonly abilities: readonly AbilityDef[];
}

const ROWS: readonly Row[] = [
  {
    name: 'Mardu Scout, CR 702.109a: "Dash {1}{R}" is an alternative cost and "as long as its dash cost was paid, it has haste"',
    card: card('Mardu Scout', ['Creature'], DASH),
    abilities: [{ kind: 'castCost', text: DASH, cost: '{1}{R}', option: 'dash' }, haste(DASH, 'dash')],
  },
  {
    name: 'Mulldrifter, CR 702.74a: "Evoke {2}{U}" is an alternative cost and "when it enters, if its evoke cost was paid, its controller sacrifices it"',
    card: card(
      'Mulldrifter',
      ['Creature'],
      `Flying\nWhen Mulldrifter enters the battlefield, draw two cards.\n${EVOKE}`,
    ),
    abilities: [
      { kind: 'keyword', keyword: 'Flying', text: 'Flying' },
      {
        kind: 'triggered',
        text: 'When Mulldrifter enters the battlefield, draw two cards.',
        trigger: { kind: 'entersBattlefield' },
        instructions: [{ kind: 'drawCards', amount: { kind: 'constant', n: 2 } }],
      },
      { kind: 'castCost', text: EVOKE, cost: '{2}{U}', option: 'evoke' },
      {
        kind: 'triggered',
        text: EVOKE,
        trigger: { kind: 'entersBattlefield' },
        condition: { kind: 'castWith', cost: 'evoke' },
        instructions: [{ kind: 'sacrifice', on: 'self' }],
      },
    ],
  },
  {
    name: 'Mayhem Patrol, CR 702.152a: "Blitz {1}{R}" is an alternative cost and haste while its blitz cost was paid',
    card: card('Mayhem Patrol', ['Creature'], BLITZ),
    abilities: [{ kind: 'castCost', text: BLITZ, cost: '{1}{R}', option: 'blitz' }, haste(BLITZ, 'blitz')],
  },
  {
    name: 'Bringer of the Red Dawn, CR 118.9: "You may pay {W}{U}{B}{R}{G} rather than pay this spell\'s mana cost."',
    card: card(
      'Bringer of the Red Dawn',
      ['Creature'],
      "You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost.",
    ),
    abilities: [
      {
        kind: 'castCost',
        text: "You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost.",
        cost: '{W}{U}{B}{R}{G}',
        option: 'rather',
      },
    ],
  },
];

describe('the Oracle compiler on alternative and additional costs of casting', () => {
  it.each(ROWS)('$name', ({ card: c, abilities }) => {
    expect(compileCard(c)).toEqual(abilities);
  });
});
