import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * The compiler on discards at random (CR 701.9b): as an instruction, marked `atRandom` so the
 * engine picks the cards from the state's generator and asks no decision; as an activation cost
 * (602.2b); as a cost on resolution (118.12). Real cards' Oracle text (MTGJSON).
 */

const one = { kind: 'constant', n: 1 } as const;

interface Row {
  readonly name: string;
  readonly card: CardData;
  readonly abilities: readonly AbilityDef[];
}

const HYPNOTIC =
  'Whenever Hypnotic Specter deals damage to an opponent, that player discards a card at random.';
const HYMN = 'Target player discards two cards at random.';
const CANYON_DRAKE = '{1}, Discard a card at random: Canyon Drake gets +2/+0 until end of turn.';
const HORDE =
  'When Balduvian Horde enters the battlefield, sacrifice it unless you discard a card at random.';

const ROWS: readonly Row[] = [
  {
    name: 'Hypnotic Specter, CR 701.9b, 603.2c: "that player discards a card at random"',
    card: card('Hypnotic Specter', ['Creature'], HYPNOTIC),
    abilities: [
      {
        kind: 'triggered',
        text: HYPNOTIC,
        trigger: { kind: 'dealsDamage', to: 'opponent', combat: false },
        instructions: [{ kind: 'discard', who: 'triggerPlayer', amount: one, atRandom: true }],
      },
    ],
  },
  {
    name: 'Hymn to Tourach, CR 701.9b: "Target player discards two cards at random."',
    card: card('Hymn to Tourach', ['Sorcery'], HYMN),
    abilities: [
      {
        kind: 'spell',
        text: HYMN,
        targets: { count: 1, filter: {}, players: true },
        instructions: [
          { kind: 'discard', who: 'targets', amount: { kind: 'constant', n: 2 }, atRandom: true },
        ],
      },
    ],
  },
  {
    name: 'Canyon Drake, CR 602.2b, 701.9b: "Discard a card at random" is a cost no choice of the player\'s pays',
    card: card('Canyon Drake', ['Creature'], CANYON_DRAKE),
    abilities: [
      {
        kind: 'activated',
        text: CANYON_DRAKE,
        cost: '{1}',
        extraCosts: [{ kind: 'discardAtRandom', amount: 1 }],
        targets: null,
        instructions: [
          {
            kind: 'createEffect',
            on: 'self',
            effect: {
              affects: { self: true },
              ops: [
                {
                  kind: 'modifyPT',
                  power: { kind: 'constant', n: 2 },
                  toughness: { kind: 'constant', n: 0 },
                },
              ],
            },
            duration: 'endOfTurn',
          },
        ],
      },
    ],
  },
  {
    name: 'Balduvian Horde, CR 118.12, 701.9b: "sacrifice it unless you discard a card at random"',
    card: card('Balduvian Horde', ['Creature'], HORDE),
    abilities: [
      {
        kind: 'triggered',
        text: HORDE,
        trigger: { kind: 'entersBattlefield' },
        instructions: [
          {
            kind: 'optional',
            cost: [{ kind: 'discard', who: 'you', amount: one, atRandom: true }],
            ifDone: [],
            otherwise: [{ kind: 'sacrifice', on: 'self' }],
          },
        ],
      },
    ],
  },
];

describe('the Oracle compiler on discards at random (CR 701.9b)', () => {
  it.each(ROWS)('$name', ({ card: c, abilities }) => {
    expect(compileCard(c)).toEqual(abilities);
  });

  it('CR 701.9b: "at random" is read only after a discard: "Mill a card at random" is unsupported', () => {
    const [ability] = compileCard(card('Test Mill', ['Sorcery'], 'Mill a card at random.'));
    expect(ability?.kind).toBe('unsupported');
  });

  it('CR 701.9b: "Discard a creature card at random" as a cost is unsupported, not read as any card', () => {
    const [ability] = compileCard(
      card('Test Cost', ['Creature'], 'Discard a creature card at random: Draw a card.'),
    );
    expect(ability?.kind).toBe('unsupported');
  });
});
