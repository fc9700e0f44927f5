import { describe, expect, it } from 'vitest';
import type { AbilityDef, LayerOp, Restriction } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * Requirements to block (CR 509.1c), card by card: the Oracle text of a real card (MTGJSON,
 * April 2022) and what it compiles to: the restriction of the object itself, granted to what an
 * Aura or Equipment is attached to, or granted until end of turn by a spell or ability.
 */

const ALL_ABLE: Restriction = { kind: 'allAbleToBlock' };
const MUST: Restriction = { kind: 'mustBeBlocked' };
const grants = (text: string, restriction: Restriction): LayerOp => ({
  kind: 'addAbilities',
  abilities: [{ kind: 'restriction', text, restriction }],
});

/** A spell granting the target creature the requirement until end of turn: the text and the spell ability. */
const thisTurn =
  (granted: string, restriction: Restriction) =>
  (text: string): AbilityDef => ({
    kind: 'spell',
    text,
    targets: { count: 1, filter: { types: ['Creature'] } },
    instructions: [
      {
        kind: 'createEffect',
        on: 'targets',
        effect: { affects: {}, ops: [grants(granted, restriction)] },
        duration: 'endOfTurn',
      },
    ],
  });

const OWN: readonly (readonly [string, string, Restriction])[] = [
  ['Prized Unicorn', 'All creatures able to block Prized Unicorn do so.', ALL_ABLE],
  [
    'Marble Priest',
    'All Walls able to block Marble Priest do so.',
    { kind: 'allAbleToBlock', by: [{ subtypes: ['Wall'] }] },
  ],
  [
    'Talruum Piper',
    'All creatures with flying able to block Talruum Piper do so.',
    { kind: 'allAbleToBlock', by: [{ keywords: ['Flying'] }] },
  ],
  ["Gaea's Protector", "Gaea's Protector must be blocked if able.", MUST],
];

const GRANTED: readonly (readonly [string, CardType, string, AbilityDef | ((text: string) => AbilityDef)])[] =
  [
    [
      'Nemesis Mask',
      'Artifact',
      'All creatures able to block equipped creature do so.',
      {
        kind: 'static',
        text: 'All creatures able to block equipped creature do so.',
        effect: {
          affects: { attachedToSource: true },
          ops: [grants('all creatures able to block it do so', ALL_ABLE)],
        },
      },
    ],
    [
      'Spirespine',
      'Creature',
      'Enchanted creature gets +4/+1 and blocks each combat if able.',
      {
        kind: 'static',
        text: 'Enchanted creature gets +4/+1 and blocks each combat if able.',
        effect: {
          affects: { attachedToSource: true },
          ops: [
            { kind: 'modifyPT', power: { kind: 'constant', n: 4 }, toughness: { kind: 'constant', n: 1 } },
            grants('blocks each combat if able', { kind: 'blocksEachCombat' }),
          ],
        },
      },
    ],
    [
      'Irresistible Prey',
      'Sorcery',
      'Target creature must be blocked this turn if able.',
      thisTurn('must be blocked this turn if able', MUST),
    ],
    [
      'Culling Mark',
      'Sorcery',
      'Target creature blocks this turn if able.',
      thisTurn('blocks this turn if able', { kind: 'blocksEachCombat' }),
    ],
    [
      'Taunting Challenge',
      'Instant',
      'All creatures able to block target creature this turn do so.',
      thisTurn('all creatures able to block it this turn do so', ALL_ABLE),
    ],
  ];

describe('requirements to block, card by card (CR 509.1c)', () => {
  it.each(OWN)('%s: %s', (name, text, restriction) => {
    expect(compileCard(card(name, ['Creature'], text))).toEqual([{ kind: 'restriction', text, restriction }]);
  });

  it.each(GRANTED)('%s: %s', (name, type, text, ability) => {
    expect(compileCard(card(name, [type], text))).toEqual([
      typeof ability === 'function' ? ability(text) : ability,
    ]);
  });

  it('Lure: "All creatures able to block enchanted creature do so." is granted while attached', () => {
    const [, lure] = compileCard(
      card(
        'Lure',
        ['Enchantment'],
        'Enchant creature\nAll creatures able to block enchanted creature do so.',
      ),
    );
    expect(lure).toMatchObject({ kind: 'static', effect: { affects: { attachedToSource: true } } });
  });

  it.each([
    ['Nacatl War-Pride', 'Nacatl War-Pride must be blocked by exactly one creature if able.'],
    ['Relentless Raptor', 'Relentless Raptor attacks or blocks each combat if able.'],
    ['Noble Quarry', 'All creatures able to block Noble Quarry or enchanted creature do so.'],
  ])('refused: %s', (name, text) => {
    const [ability] = compileCard(card(name, ['Creature'], text));
    expect(ability?.kind).toBe('unsupported');
  });
});
