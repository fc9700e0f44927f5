import { describe, expect, it } from 'vitest';
import type { AbilityDef, Instruction, TargetSpec, Trigger } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * Trigger events beyond entering, dying, attacking and blocking (CR 603.2, 603.6c): each row is a
 * real card's triggered ability (MTGJSON Oracle text) and the trigger it must compile to, with
 * its effect.
 */

const n = (value: number) => ({ kind: 'constant', n: value }) as const;

interface Row {
  readonly name: string;
  readonly cardName: string;
  /** Its card types, when it is no creature. */
  readonly types?: readonly CardType[];
  readonly text: string;
  readonly trigger: Trigger;
  readonly targets?: TargetSpec;
  readonly instructions: readonly Instruction[];
}

const ROWS: readonly Row[] = [
  {
    name: 'Circuit Mender, CR 603.6c: "When [this] leaves the battlefield"',
    cardName: 'Circuit Mender',
    text: 'When Circuit Mender leaves the battlefield, draw a card.',
    trigger: { kind: 'leavesBattlefield' },
    instructions: [{ kind: 'drawCards', amount: n(1) }],
  },
  {
    name: 'Aven Riftwatcher, CR 603.2, 603.6c: "When [this] enters or leaves the battlefield" is one ability of two events',
    cardName: 'Aven Riftwatcher',
    text: 'When Aven Riftwatcher enters or leaves the battlefield, you gain 2 life.',
    trigger: { kind: 'anyOf', triggers: [{ kind: 'entersBattlefield' }, { kind: 'leavesBattlefield' }] },
    instructions: [{ kind: 'gainLife', amount: n(2) }],
  },
  {
    name: 'Illusions of Grandeur, CR 603.6c: an enchantment leaving the battlefield',
    cardName: 'Illusions of Grandeur',
    types: ['Enchantment'],
    text: 'When Illusions of Grandeur leaves the battlefield, you lose 20 life.',
    trigger: { kind: 'leavesBattlefield' },
    instructions: [{ kind: 'loseLife', who: 'you', amount: n(20) }],
  },
];

describe('trigger events, card by card', () => {
  it.each(ROWS)('$name', ({ cardName, types, text, trigger, targets, instructions }) => {
    const want: AbilityDef = {
      kind: 'triggered',
      text,
      trigger,
      ...(targets ? { targets } : {}),
      instructions,
    };
    expect(compileCard(card(cardName, types ?? ['Creature'], text))).toEqual([want]);
  });
});

/** Trigger events the engine can't yet see happen stay unsupported, each with its reason. */
const UNSUPPORTED: readonly (readonly [string, string, string])[] = [
  [
    'Funeral March, CR 603.6c: "When enchanted creature leaves the battlefield" is an event of another object',
    'Funeral March',
    'When enchanted creature leaves the battlefield, its controller sacrifices a creature.',
  ],
];

describe('trigger events the compiler does not read', () => {
  it.each(UNSUPPORTED)('%s', (_name, cardName, text) => {
    expect(compileCard(card(cardName, ['Enchantment'], text)).map((a) => a.kind)).toEqual(['unsupported']);
  });
});
