import { describe, expect, it } from 'vitest';
import type { AbilityDef, Instruction } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * "It" in a triggered ability's effect (CR 603.2, 608.2c): where the event is about another
 * object, "it" is that object, the trigger object, until the effect names the object itself.
 * Each row is a real card's Oracle text (MTGJSON).
 */

const haste = { kind: 'keyword', keyword: 'Haste', text: 'Haste' } as const;

type Types = Parameters<typeof card>[1];

const only = (name: string, types: Types, text: string): AbilityDef => {
  const [ability] = compileCard(card(name, types, text));
  if (ability === undefined) throw new Error(`${name}: no ability`);
  return ability;
};

describe('"it" after an event about another object', () => {
  it('In the Web of War, CR 603.2, 608.2c: "it" is the creature that entered, not the enchantment', () => {
    const a = only(
      'In the Web of War',
      ['Enchantment'],
      'Whenever a creature enters the battlefield under your control, it gets +2/+0 and gains haste until end of turn.',
    );
    expect(a.kind === 'triggered' && a.instructions).toEqual([
      {
        kind: 'createEffect',
        on: 'triggerObject',
        effect: {
          affects: {},
          ops: [
            { kind: 'modifyPT', power: { kind: 'constant', n: 2 }, toughness: { kind: 'constant', n: 0 } },
            { kind: 'addAbilities', abilities: [haste] },
          ],
        },
        duration: 'endOfTurn',
      },
    ]);
  });
});

/** What each instruction acts on (`on`), a modal instruction's through its modes. */
const actsOn = (i: Instruction): readonly (string | null)[] =>
  i.kind === 'modal' ? i.modes.flatMap((m) => m.instructions.flatMap(actsOn)) : ['on' in i ? i.on : null];

/** Where "it" stays the object itself. */
const ITSELF: readonly (readonly [string, string, Types, string, readonly string[]])[] = [
  [
    'Fearless Fledgling, CR 608.2c: once the effect names the object itself, "it" is the object itself',
    'Fearless Fledgling',
    ['Creature'],
    'Landfall — Whenever a land enters the battlefield under your control, put a +1/+1 counter on Fearless Fledgling. It gains flying until end of turn.',
    ['self', 'self'],
  ],
  [
    'Sage of Hours, CR 603.2: heroic\'s spell targets the object itself, so "it" is the object itself',
    'Sage of Hours',
    ['Creature'],
    'Heroic — Whenever you cast a spell that targets Sage of Hours, put a +1/+1 counter on it.',
    ['self'],
  ],
  [
    'Brushwagg, CR 509.3a: the event is the object\'s own, so "it" is the object itself',
    'Brushwagg',
    ['Creature'],
    'Whenever Brushwagg blocks or becomes blocked, it gets -2/+2 until end of turn.',
    ['self'],
  ],
  [
    'CR 608.2c: a mode\'s "it" after the object\'s own event is the object itself (made-up text)',
    'Bear Trainer Test',
    ['Creature'],
    'Whenever Bear Trainer Test attacks, choose one —\n• It gets +1/+1 until end of turn.\n• It gains flying until end of turn.',
    ['self', 'self'],
  ],
];

describe('"it" as the object itself', () => {
  it.each(ITSELF)('%s', (_name, cardName, types, text, on) => {
    const a = only(cardName, types, text);
    expect(a.kind === 'triggered' && a.instructions.flatMap(actsOn)).toEqual(on);
  });
});

/**
 * The trigger object as what the engine's instructions can't act on: a source of damage, what
 * explores, a card that died (CR 400.7). Each was read as the object itself before: reported
 * unsupported now, with the reason.
 */
const UNSUPPORTED: readonly (readonly [string, string, Types, string])[] = [
  [
    'Warstorm Surge, CR 120.2: the creature that entered is the source of the damage',
    'Warstorm Surge',
    ['Enchantment'],
    'Whenever a creature enters the battlefield under your control, it deals damage equal to its power to any target.',
  ],
  [
    'Stalking Vengeance, CR 120.2: the creature that died is the source of the damage',
    'Stalking Vengeance',
    ['Creature'],
    'Whenever another creature you control dies, it deals damage equal to its power to target player or planeswalker.',
  ],
  [
    'Path of Discovery, CR 701.44a: the creature that entered explores',
    'Path of Discovery',
    ['Enchantment'],
    'Whenever a creature enters the battlefield under your control, it explores.',
  ],
  [
    'CR 608.2c: a mode\'s "it" after an event about another object (made-up text)',
    'Bear Trainer Test',
    ['Enchantment'],
    'Whenever a creature enters the battlefield under your control, choose one —\n• It gets +1/+1 until end of turn.\n• It gains flying until end of turn.',
  ],
  [
    "Serpent's Soul-Jar, CR 400.7: the Elf that died is exiled from its owner's graveyard",
    "Serpent's Soul-Jar",
    ['Artifact'],
    'Whenever an Elf you control dies, exile it.',
  ],
];

describe('"it" as a trigger object the engine cannot act on', () => {
  it.each(UNSUPPORTED)('%s', (_name, cardName, types, text) => {
    expect(
      compileCard(card(cardName, types, text)).map((a) => (a.kind === 'unsupported' ? a.reason : a.kind)),
    ).toEqual([
      '"it" is the trigger object, which the engine acts on only by a continuous effect on a permanent (CR 603.2, 608.2c)',
    ]);
  });
});
