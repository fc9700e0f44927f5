import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/** Explore (CR 701.44a) and connive (701.50a): real cards' Oracle text (MTGJSON) and the abilities they compile to. */

const REMINDER =
  "(Reveal the top card of your library. Put that card into your hand if it's a land. Otherwise, put a +1/+1 counter on this creature, then put the card back or put it into your graveyard.)";
const MERFOLK = `When Merfolk Branchwalker enters the battlefield, it explores. ${REMINDER}`;
const JADELIGHT =
  "When Jadelight Ranger enters the battlefield, it explores, then it explores again. (Reveal the top card of your library. Put that card into your hand if it's a land. Otherwise, put a +1/+1 counter on this creature, then put the card back or put it into your graveyard. Then repeat this process.)";
const VANGUARD = `Whenever Emperor's Vanguard deals combat damage to a player, it explores. ${REMINDER}`;
const TOMB_ROBBER = `{1}, Discard a card: Tomb Robber explores. ${REMINDER}`;

const INSPECTOR =
  'When Echo Inspector enters the battlefield, it connives. (Draw a card, then discard a card. If you discarded a nonland card, put a +1/+1 counter on this creature.)';

const ROWS: readonly (readonly [string, CardData, readonly AbilityDef[]])[] = [
  [
    'Merfolk Branchwalker, CR 701.44a: "When ~ enters the battlefield, it explores."',
    card('Merfolk Branchwalker', ['Creature'], MERFOLK),
    [
      {
        kind: 'triggered',
        text: MERFOLK,
        trigger: { kind: 'entersBattlefield' },
        instructions: [{ kind: 'explore' }],
      },
    ],
  ],
  [
    'Jadelight Ranger, CR 701.44a-b: "it explores, then it explores again" is two explores in order',
    card('Jadelight Ranger', ['Creature'], JADELIGHT),
    [
      {
        kind: 'triggered',
        text: JADELIGHT,
        trigger: { kind: 'entersBattlefield' },
        instructions: [{ kind: 'explore' }, { kind: 'explore' }],
      },
    ],
  ],
  [
    "Emperor's Vanguard, CR 701.44a: a combat damage trigger that explores",
    card("Emperor's Vanguard", ['Creature'], VANGUARD),
    [
      {
        kind: 'triggered',
        text: VANGUARD,
        trigger: { kind: 'dealsCombatDamageToPlayer' },
        instructions: [{ kind: 'explore' }],
      },
    ],
  ],
  [
    'Tomb Robber, CR 701.44a: "{1}, Discard a card: ~ explores."',
    card('Tomb Robber', ['Creature'], `Menace\n${TOMB_ROBBER}`),
    [
      { kind: 'keyword', keyword: 'Menace', text: 'Menace' },
      {
        kind: 'activated',
        text: TOMB_ROBBER,
        cost: '{1}',
        extraCosts: [{ kind: 'chosen', verb: 'discard', amount: 1, filter: {} }],
        targets: null,
        instructions: [{ kind: 'explore' }],
      },
    ],
  ],
  [
    'Echo Inspector, CR 701.50a: "When ~ enters the battlefield, it connives."',
    card('Echo Inspector', ['Creature'], `Flying\n${INSPECTOR}`),
    [
      { kind: 'keyword', keyword: 'Flying', text: 'Flying' },
      {
        kind: 'triggered',
        text: INSPECTOR,
        trigger: { kind: 'entersBattlefield' },
        instructions: [{ kind: 'connive' }],
      },
    ],
  ],
];

describe('explore and connive compile', () => {
  it.each(ROWS)('%s', (_name, c, abilities) => {
    expect(compileCard(c)).toEqual(abilities);
  });

  it('CR 701.44a: "Target creature you control explores" names another permanent: unsupported', () => {
    const c = card(
      'Seekers Test',
      ['Sorcery'],
      `Target creature you control explores. ${REMINDER.replace('this creature', 'the creature')}`,
    );
    expect(compileCard(c).map((a) => a.kind)).toEqual(['unsupported']);
  });
});
