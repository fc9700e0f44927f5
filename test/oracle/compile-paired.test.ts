import { describe, expect, it } from 'vitest';
import type { AbilityDef, LayerOp } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Soulbond (CR 702.95a) and "As long as [this] is paired with another creature, each of those
 * creatures gets / both creatures have ..." (702.95b), card by card (MTGJSON printed Oracle
 * text): a static ability of its source while it is paired, affecting it and the creature it is
 * paired with; and Joint Assault's "If it's paired with a creature, that creature also gets ...".
 */

const SOULBOND =
  'Soulbond (You may pair this creature with another unpaired creature when either enters the battlefield. They remain paired for as long as you control both of them.)';
const soulbond: AbilityDef = { kind: 'keyword', keyword: 'Soulbond', text: SOULBOND };

const whilePaired = (text: string, ops: readonly LayerOp[]): AbilityDef => ({
  kind: 'static',
  text,
  effect: { affects: { pairOfSource: true }, ops },
  condition: { kind: 'sourceIs', state: 'paired' },
});
const grants = (abilities: readonly AbilityDef[]): LayerOp => ({ kind: 'addAbilities', abilities });
const pt = (n: number): LayerOp => ({
  kind: 'modifyPT',
  power: { kind: 'constant', n },
  toughness: { kind: 'constant', n },
});

const ROWS: readonly (readonly [string, string, readonly AbilityDef[]])[] = [
  [
    "Druid's Familiar",
    `${SOULBOND}\nAs long as Druid's Familiar is paired with another creature, each of those creatures gets +2/+2.`,
    [
      soulbond,
      whilePaired(
        "As long as Druid's Familiar is paired with another creature, each of those creatures gets +2/+2.",
        [pt(2)],
      ),
    ],
  ],
  [
    'Hanweir Lancer',
    `${SOULBOND}\nAs long as Hanweir Lancer is paired with another creature, both creatures have first strike.`,
    [
      soulbond,
      whilePaired(
        'As long as Hanweir Lancer is paired with another creature, both creatures have first strike.',
        [grants([{ kind: 'keyword', keyword: 'First strike', text: 'First strike' }])],
      ),
    ],
  ],
  [
    'Tandem Lookout',
    `${SOULBOND}\nAs long as Tandem Lookout is paired with another creature, each of those creatures has "Whenever this creature deals damage to an opponent, draw a card."`,
    [
      soulbond,
      whilePaired(
        'As long as Tandem Lookout is paired with another creature, each of those creatures has "Whenever this creature deals damage to an opponent, draw a card."',
        [
          grants([
            {
              kind: 'triggered',
              text: 'Whenever this creature deals damage to an opponent, draw a card.',
              trigger: { kind: 'dealsDamage', to: 'opponent', combat: false },
              instructions: [{ kind: 'drawCards', amount: { kind: 'constant', n: 1 } }],
            },
          ]),
        ],
      ),
    ],
  ],
  [
    'Diregraf Escort',
    `${SOULBOND}\nAs long as Diregraf Escort is paired with another creature, both creatures have protection from Zombies.`,
    [
      soulbond,
      whilePaired(
        'As long as Diregraf Escort is paired with another creature, both creatures have protection from Zombies.',
        [
          grants([
            {
              kind: 'protection',
              text: 'Protection from Zombies',
              quality: 'Zombies',
              from: { subtypes: ['Zombie'] },
            },
          ]),
        ],
      ),
    ],
  ],
];

const JOINT_ASSAULT =
  "Target creature gets +2/+2 until end of turn. If it's paired with a creature, that creature also gets +2/+2 until end of turn.";
const untilEndOfTurn = (on: 'targets' | 'pairedWithTargets') =>
  ({ kind: 'createEffect', on, effect: { affects: {}, ops: [pt(2)] }, duration: 'endOfTurn' }) as const;

describe('soulbond and paired creatures (CR 702.95)', () => {
  it.each(ROWS)('%s', (name, text, abilities) => {
    expect(compileCard(card(name, ['Creature'], text))).toEqual(abilities);
  });

  it('Joint Assault, CR 702.95b, 608.2c: "that creature" after "If it\'s paired with a creature" is the creature the target is paired with', () => {
    expect(compileCard(card('Joint Assault', ['Instant'], JOINT_ASSAULT))).toEqual([
      {
        kind: 'spell',
        text: JOINT_ASSAULT,
        targets: { count: 1, filter: { types: ['Creature'] } },
        instructions: [untilEndOfTurn('targets'), untilEndOfTurn('pairedWithTargets')],
      },
    ]);
  });
});
