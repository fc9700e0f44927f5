import { describe, expect, it } from 'vitest';
import type { Trigger } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * Triggers on the events of the creature an Aura enchants or an Equipment equips (CR 303.4,
 * 301.5, 603.2): it is the trigger object, "it" in the effect. Real cards' Oracle text (MTGJSON).
 */

const ATTACHED = { attachedToSource: true };
const drawOne = { kind: 'drawCards', amount: { kind: 'constant', n: 1 } };
const gain = (n: number) => ({ kind: 'gainLife', amount: { kind: 'constant', n } });

const ROWS: readonly (readonly [string, readonly CardType[], string, Trigger, readonly unknown[]])[] = [
  [
    'Rogue\'s Gloves, CR 510.3a: "Whenever equipped creature deals combat damage to a player"',
    ['Artifact'],
    'Whenever equipped creature deals combat damage to a player, you may draw a card.',
    { kind: 'creatureDealsCombatDamageToPlayer', filter: ATTACHED },
    [{ kind: 'optional', ifDone: [drawOne], otherwise: [] }],
  ],
  [
    'Specter\'s Shroud, CR 510.3a: "that player" is the player dealt the damage',
    ['Artifact'],
    'Whenever equipped creature deals combat damage to a player, that player discards a card.',
    { kind: 'creatureDealsCombatDamageToPlayer', filter: ATTACHED },
    [{ kind: 'discard', who: 'triggerPlayer', amount: { kind: 'constant', n: 1 } }],
  ],
  [
    'Ogre-Head Helm, CR 510.3a: "Whenever [this] or equipped creature deals combat damage to a player" (`orSelf`)',
    ['Artifact'],
    'Whenever Ogre-Head Helm or equipped creature deals combat damage to a player, draw a card.',
    { kind: 'creatureDealsCombatDamageToPlayer', filter: ATTACHED, orSelf: true },
    [drawOne],
  ],
  [
    'Luminous Wake, CR 508.3a, 509.3a: "Whenever enchanted creature attacks or blocks"',
    ['Enchantment'],
    'Whenever enchanted creature attacks or blocks, you gain 4 life.',
    { kind: 'attachedCreatureEvent', events: ['attacks', 'blocks'] },
    [gain(4)],
  ],
  [
    'Favor of the Woods, CR 509.3a: "Whenever enchanted creature blocks"',
    ['Enchantment'],
    'Whenever enchanted creature blocks, you gain 3 life.',
    { kind: 'attachedCreatureEvent', events: ['blocks'] },
    [gain(3)],
  ],
  [
    'Betrayal, CR 701.26a: "Whenever enchanted creature becomes tapped"',
    ['Enchantment'],
    'Whenever enchanted creature becomes tapped, you draw a card.',
    { kind: 'attachedCreatureEvent', events: ['becomesTapped'] },
    [drawOne],
  ],
  [
    'Bestial Fury, CR 509.3c, 608.2c: "Whenever enchanted creature becomes blocked, it gets …": "it" is the trigger object',
    ['Enchantment'],
    'Whenever enchanted creature becomes blocked, it gets +4/+0 and gains trample until end of turn.',
    { kind: 'attachedCreatureEvent', events: ['becomesBlocked'] },
    [
      {
        kind: 'createEffect',
        on: 'triggerObject',
        effect: {
          affects: {},
          ops: [
            { kind: 'modifyPT', power: { kind: 'constant', n: 4 }, toughness: { kind: 'constant', n: 0 } },
            { kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword: 'Trample', text: 'Trample' }] },
          ],
        },
        duration: 'endOfTurn',
      },
    ],
  ],
  [
    'Blight, CR 701.26a, 608.2c: "When enchanted land becomes tapped, destroy it": "it" is the land',
    ['Enchantment'],
    'When enchanted land becomes tapped, destroy it.',
    { kind: 'attachedCreatureEvent', events: ['becomesTapped'] },
    [{ kind: 'destroy', on: 'triggerObject' }],
  ],
  [
    'Armory of Iroas, CR 122.1, 608.2c: "Whenever equipped creature attacks, put a +1/+1 counter on it": "it" is the creature',
    ['Artifact'],
    'Whenever equipped creature attacks, put a +1/+1 counter on it.',
    { kind: 'attachedCreatureEvent', events: ['attacks'] },
    [{ kind: 'addCounters', on: 'triggerObject', counter: '+1/+1', amount: { kind: 'constant', n: 1 } }],
  ],
];

const REFUSED: readonly (readonly [string, string, string])[] = [
  [
    'Eater of Virtue',
    'Whenever equipped creature dies, exile it.',
    '"it" is the trigger object, which the engine acts on only by a continuous effect on a permanent (CR 603.2, 608.2c)',
  ],
  [
    'Heart-Piercer Bow',
    'Whenever equipped creature attacks, Heart-Piercer Bow deals 1 damage to target creature defending player controls.',
    '"defending player" of an Aura\'s or Equipment\'s trigger is the player its creature attacks, which the engine reads only of the attacking source itself (CR 508.5)',
  ],
];

describe('Triggers on the enchanted or equipped creature compile (CR 303.4, 301.5, 603.2)', () => {
  it.each(ROWS)('%s', (name, types, text, trigger, instructions) => {
    expect(compileCard(card(name.split(',')[0] ?? name, types, text))).toEqual([
      { kind: 'triggered', text, trigger, instructions },
    ]);
  });

  it.each(REFUSED)('%s is refused naming why', (name, text, reason) => {
    expect(compileCard(card(name, ['Artifact'], text))).toEqual([{ kind: 'unsupported', text, reason }]);
  });

  it('Dead-Iron Sledge: "blocks or becomes blocked by a creature" is not the attached creature\'s "blocks or becomes blocked"', () => {
    const text =
      'Whenever equipped creature blocks or becomes blocked by a creature, destroy both creatures.';
    expect(compileCard(card('Dead-Iron Sledge', ['Artifact'], text))).toMatchObject([
      { kind: 'unsupported' },
    ]);
  });
});
