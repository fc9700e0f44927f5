import { describe, expect, it } from 'vitest';
import type { AbilityDef, Filter, Instruction, Trigger } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Triggers on an action of the ability's controller (CR 603.2): "Whenever you sacrifice a
 * [permanent]" (701.21a), "Whenever you discard a [kind of] card" (701.9a), "Whenever you cycle
 * or discard a card" (702.29d), "Whenever you cycle a card" (702.29c) and "Whenever you cast your
 * second spell each turn" (601.2i); real cards' Oracle text (MTGJSON) and the trigger each compiles to.
 */

const counterOnSelf: Instruction = {
  kind: 'addCounters',
  on: 'self',
  counter: '+1/+1',
  amount: { kind: 'constant', n: 1 },
};
/** The discarded card, as a "whenever you discard" trigger reads it: in its owner's graveyard (701.9a). */
const discarded = (filter: Filter = {}): Filter => ({ ...filter, zone: 'graveyard', owner: 'you' });

interface Row {
  readonly name: string;
  readonly card: string;
  readonly text: string;
  readonly trigger: Trigger;
}

const COUNTER_ROWS: readonly Row[] = [
  {
    name: 'Blood Aspirant, CR 701.21a: "a permanent" you sacrifice',
    card: 'Blood Aspirant',
    text: 'Whenever you sacrifice a permanent, put a +1/+1 counter on Blood Aspirant.',
    trigger: { kind: 'permanentSacrificed', filter: { controller: 'you' } },
  },
  {
    name: 'Body Dropper, CR 701.21a: "another creature"',
    card: 'Body Dropper',
    text: 'Whenever you sacrifice another creature, put a +1/+1 counter on Body Dropper.',
    trigger: { kind: 'permanentSacrificed', filter: { types: ['Creature'], other: true, controller: 'you' } },
  },
  {
    name: 'Tireless Tracker, CR 701.21a, 205.3g: "a Clue", an artifact subtype',
    card: 'Tireless Tracker',
    text: 'Whenever you sacrifice a Clue, put a +1/+1 counter on Tireless Tracker.',
    trigger: { kind: 'permanentSacrificed', filter: { subtypes: ['Clue'], controller: 'you' } },
  },
  {
    name: 'Ravenous Squirrel, CR 701.21a: "an artifact or creature"',
    card: 'Ravenous Squirrel',
    text: 'Whenever you sacrifice an artifact or creature, put a +1/+1 counter on Ravenous Squirrel.',
    trigger: {
      kind: 'permanentSacrificed',
      filter: { anyTypes: ['Artifact', 'Creature'], controller: 'you' },
    },
  },
  {
    name: 'Surly Badgersaur, CR 701.9a: "a creature card" you discard',
    card: 'Surly Badgersaur',
    text: 'Whenever you discard a creature card, put a +1/+1 counter on Surly Badgersaur.',
    trigger: { kind: 'cardDiscarded', filter: discarded({ types: ['Creature'] }) },
  },
  {
    name: 'Flourishing Fox, CR 702.29c: "cycle another card": a card cycled, not the Fox',
    card: 'Flourishing Fox',
    text: 'Whenever you cycle another card, put a +1/+1 counter on Flourishing Fox.',
    trigger: { kind: 'cardDiscarded', filter: discarded({ other: true }), cycled: true },
  },
  {
    name: 'Thunder Drake, CR 601.2i: "your second spell each turn" is the cast trigger with `nth` 2',
    card: 'Thunder Drake',
    text: 'Whenever you cast your second spell each turn, put a +1/+1 counter on Thunder Drake.',
    trigger: { kind: 'spellCast', caster: 'you', spell: [{ zone: 'stack' }], nth: 2 },
  },
  {
    name: 'Arcbound Tracker, CR 601.2i: "a spell other than your first spell each turn" is the cast trigger with `notFirst`',
    card: 'Arcbound Tracker',
    text: 'Whenever you cast a spell other than your first spell each turn, put a +1/+1 counter on Arcbound Tracker.',
    trigger: { kind: 'spellCast', caster: 'you', spell: [{ zone: 'stack' }], notFirst: true },
  },
];

const UNSUPPORTED: readonly (readonly [string, string])[] = [
  // CR 400.7: the sacrificed permanent is a new object in the graveyard, which "it" names.
  ['Bag of Devouring', 'Whenever you sacrifice another nontoken artifact or creature, exile it.'],
  // CR 508.3d: a count of attackers beyond "one or more" is not read.
  ['Military Intelligence', 'Whenever you attack with two or more creatures, draw a card.'],
  // "one or more": one trigger for all the cards discarded at once, not read here.
  ['Toluz, Clever Conductor', 'Whenever you discard one or more cards, exile them from your graveyard.'],
];

describe('"Whenever you sacrifice / discard / cycle" compiles (CR 701.21a, 701.9a, 702.29c-d)', () => {
  it.each(COUNTER_ROWS)('$name', ({ card: name, text, trigger }) => {
    expect(compileCard(card(name, ['Creature'], text))).toEqual([
      { kind: 'triggered', text, trigger, instructions: [counterOnSelf] },
    ]);
  });

  it('Bone Miser, CR 701.9a, 205.4: "a noncreature, nonland card" -> draw a card', () => {
    const text = 'Whenever you discard a noncreature, nonland card, draw a card.';
    expect(compileCard(card('Bone Miser', ['Creature'], text))).toEqual<AbilityDef[]>([
      {
        kind: 'triggered',
        text,
        trigger: { kind: 'cardDiscarded', filter: discarded({ notTypes: ['Creature', 'Land'] }) },
        instructions: [{ kind: 'drawCards', amount: { kind: 'constant', n: 1 } }],
      },
    ]);
  });

  it('Archfiend of Ifnir, CR 702.29d: "cycle or discard another card" is one discard trigger', () => {
    const text =
      'Whenever you cycle or discard another card, put a -1/-1 counter on each creature your opponents control.';
    expect(compileCard(card('Archfiend of Ifnir', ['Creature'], text))).toEqual<AbilityDef[]>([
      {
        kind: 'triggered',
        text,
        trigger: { kind: 'cardDiscarded', filter: discarded({ other: true }) },
        instructions: [
          {
            kind: 'addCounters',
            on: 'filter',
            filter: { types: ['Creature'], controller: 'opponents' },
            counter: '-1/-1',
            amount: { kind: 'constant', n: 1 },
          },
        ],
      },
    ]);
  });

  it.each([
    ['Thorough Investigation', 'Whenever you attack, investigate.'],
    [
      'Sparring Regimen',
      'Whenever you attack, put a +1/+1 counter on target attacking creature and untap it.',
    ],
  ])('%s, CR 508.3d: "Whenever you attack" is "one or more creatures you control attack"', (name, text) => {
    expect(compileCard(card(name, ['Enchantment'], text))[0]).toMatchObject({
      kind: 'triggered',
      trigger: { kind: 'creaturesAttack', filter: { types: ['Creature'], controller: 'you' } },
    });
  });

  it.each(UNSUPPORTED)('%s: %s -> unsupported, with a reason', (name, text) => {
    const [ability] = compileCard(card(name, ['Artifact'], text));
    expect(ability?.kind).toBe('unsupported');
  });
});

/** CR 702.29c: "When you cycle [this]": [this] discarded to pay a cycling cost, triggering from its graveyard. */
const cycledSelf: Trigger = {
  kind: 'cardDiscarded',
  filter: { self: true, zone: 'graveyard' },
  cycled: true,
};

describe('"When you cycle [this]" compiles (CR 702.29c)', () => {
  it("Gempalm Strider: a creature card's trigger, functioning from the graveyard (113.6m)", () => {
    const text = 'When you cycle Gempalm Strider, Elf creatures get +2/+2 until end of turn.';
    expect(compileCard(card('Gempalm Strider', ['Creature'], text))).toEqual<AbilityDef[]>([
      {
        kind: 'triggered',
        text,
        trigger: cycledSelf,
        zone: 'graveyard',
        instructions: [
          {
            kind: 'createEffect',
            on: 'filter',
            effect: {
              affects: { types: ['Creature'], subtypes: ['Elf'] },
              ops: [
                {
                  kind: 'modifyPT',
                  power: { kind: 'constant', n: 2 },
                  toughness: { kind: 'constant', n: 2 },
                },
              ],
            },
            duration: 'endOfTurn',
          },
        ],
      },
    ]);
  });

  it("Resounding Roar: an instant's paragraph may be this trigger, with a target of its own (603.3d)", () => {
    const text = 'When you cycle Resounding Roar, target creature gets +6/+6 until end of turn.';
    expect(compileCard(card('Resounding Roar', ['Instant'], text))[0]).toMatchObject({
      kind: 'triggered',
      trigger: cycledSelf,
      zone: 'graveyard',
      targets: { count: 1, filter: { types: ['Creature'] } },
    });
  });

  it.each([
    // CR 107.3: X is the cycling cost's, which the trigger doesn't carry.
    [
      'Shark Typhoon',
      ['Enchantment'],
      'When you cycle Shark Typhoon, create an X/X blue Shark creature token with flying.',
    ],
    // "it" is the card in the graveyard, as the source of damage.
    [
      'Resounding Thunder',
      ['Instant'],
      'When you cycle Resounding Thunder, it deals 6 damage to any target.',
    ],
    // CR 603.2: a trigger from the graveyard joined with one from the battlefield is not read.
    [
      'Naya Sojourners',
      ['Creature'],
      'When you cycle Naya Sojourners or it dies, you may put a +1/+1 counter on target creature.',
    ],
  ] as const)('%s stays unsupported', (name, types, text) => {
    expect(compileCard(card(name, types, text))[0]?.kind).toBe('unsupported');
  });
});
