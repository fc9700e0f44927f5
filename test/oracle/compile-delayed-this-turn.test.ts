import { describe, expect, it } from 'vitest';
import type { DelayedWatch, Instruction, Value } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * Delayed triggered abilities with a stated duration (CR 603.7b, 611.2a): "When that creature
 * dies this turn, …", "Whenever a creature attacks this turn, …", "Until your next turn, whenever
 * …". Each row is a card's printed Oracle text (MTGJSON) and the last instruction it compiles to.
 */

const n = (value: number) => ({ kind: 'constant', n: value }) as const;
const creatures = { types: ['Creature'] } as const;
const later = (at: DelayedWatch, instructions: readonly Instruction[], ofTarget = false): Instruction => ({
  kind: 'delayed',
  at,
  instructions,
  ...(ofTarget ? { remembers: 'targets' } : {}),
});
/** "it gets +X/+Y until end of turn": the trigger's object (603.2c, 608.2c). */
const pump = (power: Value, toughness: Value): Instruction => ({
  kind: 'createEffect',
  on: 'triggerObject',
  effect: { affects: {}, ops: [{ kind: 'modifyPT', power, toughness }] },
  duration: 'endOfTurn',
});
const perBlocker: Value = { kind: 'times', n: 1, of: { kind: 'blockingAffected' } };

const ROWS: readonly (readonly [
  cardName: string,
  types: readonly CardType[],
  text: string,
  want: Instruction,
])[] = [
  [
    'Barreling Attack',
    ['Instant'],
    'Target creature gains trample until end of turn. When that creature becomes blocked this turn, it gets +1/+1 until end of turn for each creature blocking it.',
    later({ when: { kind: 'becomesBlocked' }, until: 'endOfTurn' }, [pump(perBlocker, perBlocker)], true),
  ],
  [
    'Kjeldoran Elite Guard',
    ['Creature'],
    '{T}: Target creature gets +2/+2 until end of turn. When that creature leaves the battlefield this turn, sacrifice Kjeldoran Elite Guard. Activate only during combat.',
    later(
      { when: { kind: 'leavesBattlefield' }, until: 'endOfTurn' },
      [{ kind: 'sacrifice', on: 'self' }],
      true,
    ),
  ],
  [
    'Death Frenzy',
    ['Sorcery'],
    'All creatures get -2/-2 until end of turn. Whenever a creature dies this turn, you gain 1 life.',
    later({ when: { kind: 'permanentDies', filter: creatures }, until: 'endOfTurn' }, [
      { kind: 'gainLife', amount: n(1) },
    ]),
  ],
  [
    'Battle Cry',
    ['Instant'],
    'Whenever a creature blocks this turn, it gets +0/+1 until end of turn.',
    later({ when: { kind: 'creatureBlocks', filter: creatures }, until: 'endOfTurn' }, [pump(n(0), n(1))]),
  ],
  [
    'Basri, Devoted Paladin',
    ['Planeswalker'],
    '[−1]: Whenever a creature attacks this turn, put a +1/+1 counter on it.',
    later({ when: { kind: 'creatureAttacks', filter: creatures }, until: 'endOfTurn' }, [
      { kind: 'addCounters', on: 'triggerObject', counter: '+1/+1', amount: n(1) },
    ]),
  ],
  [
    'Jace, Architect of Thought',
    ['Planeswalker'],
    '[+1]: Until your next turn, whenever a creature an opponent controls attacks, it gets -1/-0 until end of turn.',
    later(
      {
        when: { kind: 'creatureAttacks', filter: { ...creatures, controller: 'opponents' } },
        until: 'untilYourNextTurn',
      },
      [pump(n(-1), n(0))],
    ),
  ],
];

describe('Delayed triggered abilities with a stated duration (CR 603.7b)', () => {
  it.each(ROWS)('%s', (name, types, text, want) => {
    const [ability] = compileCard(card(name, types, text));
    expect(ability && 'instructions' in ability ? ability.instructions.at(-1) : ability).toEqual(want);
  });

  it('CR 603.7, 603.3d: a delayed ability with a target of its own is refused, saying so', () => {
    const [ability] = compileCard(
      card(
        'Delayed Test',
        ['Instant'],
        'Target creature gets +1/+1 until end of turn. When that creature dies this turn, destroy target creature.',
      ),
    );
    expect(ability).toMatchObject({
      kind: 'unsupported',
      reason:
        'a delayed triggered ability with targets, chosen as it is put on the stack, is not modelled (CR 603.7, 603.3d)',
    });
  });
});
