import { describe, expect, it } from 'vitest';
import type { Instruction } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * "[Instruction] at the beginning of the next turn's upkeep / the next end step / at end of
 * combat" (CR 603.7a, 511.2):
 * each row is a card's printed Oracle text (MTGJSON) and the instructions it compiles to.
 */

const n = (value: number) => ({ kind: 'constant', n: value }) as const;
const drawLater: Instruction = {
  kind: 'delayed',
  at: 'nextUpkeep',
  instructions: [{ kind: 'drawCards', amount: n(1) }],
};

const laterOn = (
  at: Extract<Instruction, { kind: 'delayed' }>['at'],
  done: Instruction,
  remembers: 'targets' | 'created',
): Instruction => ({ kind: 'delayed', at, instructions: [done], remembers });

const ROWS: readonly (readonly [
  cardName: string,
  types: readonly CardType[],
  text: string,
  want: readonly Instruction[],
])[] = [
  [
    'Blessed Wine',
    ['Instant'],
    "You gain 1 life. Draw a card at the beginning of the next turn's upkeep.",
    [{ kind: 'gainLife', amount: n(1) }, drawLater],
  ],
  ['Arcane Denial', ['Instant'], "You draw a card at the beginning of the next turn's upkeep.", [drawLater]],
  [
    'Pyknite',
    ['Creature'],
    "When Pyknite enters the battlefield, draw a card at the beginning of the next turn's upkeep.",
    [drawLater],
  ],
  [
    'Brackwater Elemental',
    ['Creature'],
    'When Brackwater Elemental attacks or blocks, sacrifice it at the beginning of the next end step.',
    [{ kind: 'delayed', at: 'nextEndStep', instructions: [{ kind: 'sacrifice', on: 'self' }] }],
  ],
  [
    'Rakalite',
    ['Artifact'],
    "{2}: Return Rakalite to its owner's hand at the beginning of the next end step.",
    [{ kind: 'delayed', at: 'nextEndStep', instructions: [{ kind: 'returnToHand', on: 'self' }] }],
  ],
  // CR 511.2: "at end of combat" is the next end of combat step's beginning.
  [
    'Crumbling Colossus',
    ['Artifact', 'Creature'],
    'When Crumbling Colossus attacks, sacrifice it at end of combat.',
    [{ kind: 'delayed', at: 'endOfCombat', instructions: [{ kind: 'sacrifice', on: 'self' }] }],
  ],
  [
    'Wall of Junk',
    ['Artifact', 'Creature'],
    "When Wall of Junk blocks, return it to its owner's hand at end of combat. (Return it only if it's on the battlefield.)",
    [{ kind: 'delayed', at: 'endOfCombat', instructions: [{ kind: 'returnToHand', on: 'self' }] }],
  ],
  [
    'Clockwork Beetle',
    ['Artifact', 'Creature'],
    'Whenever Clockwork Beetle attacks or blocks, remove a +1/+1 counter from it at end of combat.',
    [
      {
        kind: 'delayed',
        at: 'endOfCombat',
        instructions: [{ kind: 'removeCounters', on: 'self', counter: '+1/+1', amount: n(1) }],
      },
    ],
  ],
  [
    'Wicker Warcrawler',
    ['Artifact', 'Creature'],
    'Whenever Wicker Warcrawler attacks or blocks, put a -1/-1 counter on it at end of combat.',
    [
      {
        kind: 'delayed',
        at: 'endOfCombat',
        instructions: [{ kind: 'addCounters', on: 'self', counter: '-1/-1', amount: n(1) }],
      },
    ],
  ],
  // CR 701.8a, 603.7c: "destroy it at end of combat", "it" the object itself.
  [
    'Ceremonial Guard',
    ['Creature'],
    'When Ceremonial Guard attacks or blocks, destroy it at end of combat.',
    [{ kind: 'delayed', at: 'endOfCombat', instructions: [{ kind: 'destroy', on: 'self' }] }],
  ],
  [
    'Cinder Wall',
    ['Creature'],
    'When Cinder Wall blocks, destroy it at end of combat.',
    [{ kind: 'delayed', at: 'endOfCombat', instructions: [{ kind: 'destroy', on: 'self' }] }],
  ],
  // CR 603.2, 608.2c: "that creature" is the trigger's object, which the delayed ability remembers (603.7c).
  [
    'Cockatrice',
    ['Creature'],
    'Whenever Cockatrice blocks or becomes blocked by a non-Wall creature, destroy that creature at end of combat.',
    [{ kind: 'delayed', at: 'endOfCombat', instructions: [{ kind: 'destroy', on: 'triggerObject' }] }],
  ],
  [
    'Lowland Basilisk',
    ['Creature'],
    'Whenever Lowland Basilisk deals damage to a creature, destroy that creature at end of combat.',
    [{ kind: 'delayed', at: 'endOfCombat', instructions: [{ kind: 'destroy', on: 'triggerObject' }] }],
  ],
  [
    'Infernal Medusa',
    ['Creature'],
    'Whenever Infernal Medusa blocks a creature, destroy that creature at end of combat.',
    [{ kind: 'delayed', at: 'endOfCombat', instructions: [{ kind: 'destroy', on: 'triggerObject' }] }],
  ],
  // CR 608.2c, 603.7c: "that creature" / "it", the target, remembered as the object it is now.
  [
    'Blood Frenzy',
    ['Instant'],
    'Target attacking or blocking creature gets +4/+0 until end of turn. Destroy that creature at the beginning of the next end step.',
    [
      {
        kind: 'createEffect',
        on: 'targets',
        effect: { affects: {}, ops: [{ kind: 'modifyPT', power: n(4), toughness: n(0) }] },
        duration: 'endOfTurn',
      },
      laterOn('nextEndStep', { kind: 'destroy', on: 'triggerObject' }, 'targets'),
    ],
  ],
  // A target of its own, kept for the delayed ability (603.7c).
  [
    'Silent Assassin',
    ['Creature'],
    '{3}{B}: Destroy target blocking creature at end of combat.',
    [laterOn('endOfCombat', { kind: 'destroy', on: 'triggerObject' }, 'targets')],
  ],
  // CR 608.2c: "it" after "create a token", the token.
  [
    'Tidal Wave',
    ['Instant'],
    'Create a 5/5 blue Wall creature token with defender. Sacrifice it at the beginning of the next end step.',
    [
      {
        kind: 'createTokens',
        token: {
          name: 'Wall Token',
          colors: ['U'],
          types: ['Creature'],
          subtypes: ['Wall'],
          power: 5,
          toughness: 5,
          abilities: [{ kind: 'keyword', keyword: 'Defender', text: 'Defender' }],
        },
        amount: n(1),
      },
      laterOn('nextEndStep', { kind: 'sacrifice', on: 'triggerObject' }, 'created'),
    ],
  ],
  // CR 701.21a: "its controller" sacrifices the target it remembers, whoever controls it then.
  [
    'Celestial Sword',
    ['Artifact'],
    '{3}, {T}: Target creature you control gets +3/+3 until end of turn. Its controller sacrifices it at the beginning of the next end step.',
    [
      {
        kind: 'createEffect',
        on: 'targets',
        effect: { affects: {}, ops: [{ kind: 'modifyPT', power: n(3), toughness: n(3) }] },
        duration: 'endOfTurn',
      },
      laterOn('nextEndStep', { kind: 'sacrifice', on: 'triggerObject', by: 'itsController' }, 'targets'),
    ],
  ],
];

describe('instructions done at the beginning of a later step (CR 603.7a)', () => {
  it.each(ROWS)('%s', (cardName, types, text, want) => {
    const [ability] = compileCard(card(cardName, types, text));
    expect(ability && 'instructions' in ability ? ability.instructions : ability).toEqual(want);
  });
});

/** What a delayed ability can't refer to stays unsupported. */
const UNSUPPORTED: readonly (readonly [string, string, string])[] = [
  [
    'Planebound Accomplice, CR 608.2c: "it" is the card put onto the battlefield, not the object itself',
    'Planebound Accomplice',
    '{R}: You may put a planeswalker card from your hand onto the battlefield. Sacrifice it at the beginning of the next end step.',
  ],
  [
    'Kiki-Jiki, Mirror Breaker, CR 608.2c: "it" is the token copy, not the target it copies',
    'Kiki-Jiki, Mirror Breaker',
    "{T}: Create a token that's a copy of target nonlegendary creature you control, except it has haste. Sacrifice it at the beginning of the next end step.",
  ],
  [
    'Ideas Unbound, CR 603.7a: discarding later is no instruction a delayed ability does here',
    'Ideas Unbound',
    'Draw three cards. Discard three cards at the beginning of the next end step.',
  ],
];

describe('delayed instructions the compiler does not read', () => {
  it.each(UNSUPPORTED)('%s', (_name, cardName, text) => {
    expect(compileCard(card(cardName, ['Creature'], text)).map((a) => a.kind)).toEqual(['unsupported']);
  });
});
