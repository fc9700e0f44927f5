import { describe, expect, it } from 'vitest';
import type { AbilityDef, Instruction } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * Goad (CR 701.15a), card by card (MTGJSON printed Oracle text, reminder text included): its
 * targets, "that creature" after a target, or each creature of a group are goaded by the
 * ability's controller; "Enchanted / Equipped creature … is goaded" while the ability applies
 * (701.15b). A group of "target player" and "[this] is goaded" are refused.
 */

const ONE =
  '(Until your next turn, that creature attacks each combat if able and attacks a player other than you if able.)';
const MANY =
  '(Until your next turn, those creatures attack each combat if able and attack a player other than you if able.)';
const goadTargets: Instruction = { kind: 'goad', on: 'targets' };
const creature = { types: ['Creature'] } as const;

const ROWS: readonly (readonly [string, CardType, string, AbilityDef])[] = [
  [
    'Laurine, the Diversion',
    'Creature',
    `{2}, Sacrifice an artifact or creature: Goad target creature. ${ONE}`,
    {
      kind: 'activated',
      text: `{2}, Sacrifice an artifact or creature: Goad target creature. ${ONE}`,
      cost: '{2}',
      extraCosts: [
        { kind: 'chosen', verb: 'sacrifice', amount: 1, filter: { anyTypes: ['Artifact', 'Creature'] } },
      ],
      targets: { count: 1, filter: creature },
      instructions: [goadTargets],
    },
  ],
  [
    'Coveted Peacock',
    'Creature',
    `Whenever Coveted Peacock attacks, you may goad target creature defending player controls. ${ONE}`,
    {
      kind: 'triggered',
      text: `Whenever Coveted Peacock attacks, you may goad target creature defending player controls. ${ONE}`,
      trigger: { kind: 'attacks' },
      targets: { count: 1, filter: { ...creature, controller: 'defendingPlayer' } },
      instructions: [{ kind: 'optional', ifDone: [goadTargets], otherwise: [] }],
    },
  ],
  [
    'Bjorna, Nightfall Alchemist',
    'Creature',
    `{T}, Sacrifice an artifact: Bjorna, Nightfall Alchemist deals 1 damage to target creature. Goad that creature. ${ONE}`,
    {
      kind: 'activated',
      text: `{T}, Sacrifice an artifact: Bjorna, Nightfall Alchemist deals 1 damage to target creature. Goad that creature. ${ONE}`,
      cost: '{T}',
      extraCosts: [{ kind: 'chosen', verb: 'sacrifice', amount: 1, filter: { types: ['Artifact'] } }],
      targets: { count: 1, filter: creature },
      instructions: [{ kind: 'dealDamage', to: 'targets', amount: { kind: 'constant', n: 1 } }, goadTargets],
    },
  ],
  [
    'Marisi, Breaker of the Coil',
    'Creature',
    `Whenever a creature you control deals combat damage to a player, goad each creature that player controls. ${MANY}`,
    {
      kind: 'triggered',
      text: `Whenever a creature you control deals combat damage to a player, goad each creature that player controls. ${MANY}`,
      trigger: { kind: 'creatureDealsCombatDamageToPlayer', filter: { ...creature, controller: 'you' } },
      instructions: [{ kind: 'goad', on: 'filter', filter: { ...creature, controller: 'triggerPlayer' } }],
    },
  ],
  [
    'Disrupt Decorum',
    'Sorcery',
    `Goad all creatures you don't control. ${MANY}`,
    {
      kind: 'spell',
      text: `Goad all creatures you don't control. ${MANY}`,
      targets: null,
      instructions: [{ kind: 'goad', on: 'filter', filter: { ...creature, controller: 'opponents' } }],
    },
  ],
  [
    'Geode Rager (refused: "each creature target player controls")',
    'Creature',
    `Landfall — Whenever a land enters the battlefield under your control, goad each creature target player controls. ${MANY}`,
    {
      kind: 'unsupported',
      text: `Landfall — Whenever a land enters the battlefield under your control, goad each creature target player controls. ${MANY}`,
      reason:
        'the grammar reads "Landfall — Whenever a land enters the battlefield under your control, goad each creature" and stops at "target player controls" (character 89)',
    },
  ],
  [
    'Martial Impetus ("is goaded" by a static ability, 701.15b)',
    'Enchantment',
    `Enchanted creature gets +1/+1 and is goaded. (It attacks each combat if able and attacks a player other than you if able.)`,
    {
      kind: 'static',
      text: 'Enchanted creature gets +1/+1 and is goaded. (It attacks each combat if able and attacks a player other than you if able.)',
      effect: {
        affects: { attachedToSource: true },
        ops: [{ kind: 'modifyPT', power: { kind: 'constant', n: 1 }, toughness: { kind: 'constant', n: 1 } }],
      },
      goads: true,
    },
  ],
  [
    'Predatory Impetus ("gets +3/+3, must be blocked if able, and is goaded", 701.15b, 509.1c)',
    'Enchantment',
    'Enchanted creature gets +3/+3, must be blocked if able, and is goaded.',
    {
      kind: 'static',
      text: 'Enchanted creature gets +3/+3, must be blocked if able, and is goaded.',
      effect: {
        affects: { attachedToSource: true },
        ops: [
          { kind: 'modifyPT', power: { kind: 'constant', n: 3 }, toughness: { kind: 'constant', n: 3 } },
          {
            kind: 'addAbilities',
            abilities: [
              {
                kind: 'restriction',
                text: 'must be blocked if able',
                restriction: { kind: 'mustBeBlocked' },
              },
            ],
          },
        ],
      },
      goads: true,
    },
  ],
  [
    'Goaded Test (refused: "[this] is goaded", a creature goading itself by its own ability, made-up)',
    'Creature',
    'Goaded Test gets +1/+1 and is goaded.',
    {
      kind: 'unsupported',
      text: 'Goaded Test gets +1/+1 and is goaded.',
      reason: 'the grammar reads "Goaded Test gets +1/+1 and" and stops at "is goaded." (character 27)',
    },
  ],
];

describe('goad (CR 701.15a)', () => {
  it.each(ROWS)('%s', (name, type, text, ability) => {
    expect(compileCard(card(name.replace(/ \(.*$/, ''), [type], text))).toEqual([ability]);
  });
});
