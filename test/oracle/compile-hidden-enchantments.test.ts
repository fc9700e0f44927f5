import { describe, expect, it } from 'vitest';
import type { AbilityDef, Condition, Filter, Instruction, LayerOp } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * The Hidden and Opal enchantments (real cards' Oracle text, MTGJSON): "When[ever] an opponent
 * casts a [kind of] spell [with flying], if [this] is an enchantment, [this] becomes a P/T [type]
 * creature." "When" and "whenever" are one trigger (603.1, 601.2i); the "if" is an intervening
 * one (603.4) read as a count of the object itself with that card type (205.2a); "becomes" with no
 * duration lasts until the game ends (611.2a), as other "becomes" and "has base power and
 * toughness" instructions with none do.
 */

const isEnchantment: Condition = {
  kind: 'valueAtLeast',
  value: { kind: 'count', of: { self: true, types: ['Enchantment'] } },
  n: 1,
};
const becomesForever = (on: 'self' | 'targets', ops: readonly LayerOp[]): Instruction => ({
  kind: 'createEffect',
  on,
  effect: { affects: on === 'self' ? { self: true } : {}, ops },
  duration: 'permanent',
});
const creature = (subtype: string, power: number, toughness: number): LayerOp[] => [
  { kind: 'setTypes', types: ['Creature'], subtypes: [subtype] },
  { kind: 'setPT', power: { kind: 'constant', n: power }, toughness: { kind: 'constant', n: toughness } },
];

interface Row {
  readonly name: string;
  readonly card: string;
  readonly text: string;
  readonly spell: Filter;
  readonly ops: readonly LayerOp[];
}

const ROWS: readonly Row[] = [
  {
    name: 'Opal Acrolith, CR 601.2i, 603.4: "Whenever an opponent casts a creature spell"',
    card: 'Opal Acrolith',
    text: 'Whenever an opponent casts a creature spell, if Opal Acrolith is an enchantment, Opal Acrolith becomes a 2/4 Soldier creature.',
    spell: { types: ['Creature'], zone: 'stack' },
    ops: creature('Soldier', 2, 4),
  },
  {
    name: 'Hidden Ancients, CR 603.1: "When an opponent casts an enchantment spell" is the same trigger',
    card: 'Hidden Ancients',
    text: 'When an opponent casts an enchantment spell, if Hidden Ancients is an enchantment, Hidden Ancients becomes a 5/5 Treefolk creature.',
    spell: { types: ['Enchantment'], zone: 'stack' },
    ops: creature('Treefolk', 5, 5),
  },
  {
    name: 'Hidden Spider, CR 702.1: "a creature spell with flying", the keyword read on the stack',
    card: 'Hidden Spider',
    text: 'When an opponent casts a creature spell with flying, if Hidden Spider is an enchantment, Hidden Spider becomes a 3/5 Spider creature with reach. (It can block creatures with flying.)',
    spell: { types: ['Creature'], zone: 'stack', withKeyword: 'Flying' },
    ops: [
      { kind: 'setTypes', types: ['Creature'], subtypes: ['Spider'] },
      { kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword: 'Reach', text: 'Reach' }] },
      { kind: 'setPT', power: { kind: 'constant', n: 3 }, toughness: { kind: 'constant', n: 5 } },
    ],
  },
];

describe('the Hidden cycle compiles (CR 601.2i, 603.4, 611.2a)', () => {
  it.each(ROWS)('$name', ({ card: name, text, spell, ops }) => {
    expect(compileCard(card(name, ['Enchantment'], text))).toEqual<AbilityDef[]>([
      {
        kind: 'triggered',
        text,
        trigger: { kind: 'spellCast', caster: 'opponents', spell: [spell] },
        condition: isEnchantment,
        instructions: [becomesForever('self', ops)],
      },
    ]);
  });

  it('Illusory Demon, CR 603.1: "When you cast a spell, sacrifice [this]"', () => {
    const text = 'When you cast a spell, sacrifice Illusory Demon.';
    expect(compileCard(card('Illusory Demon', ['Creature'], text))).toEqual<AbilityDef[]>([
      {
        kind: 'triggered',
        text,
        trigger: { kind: 'spellCast', caster: 'you', spell: [{ zone: 'stack' }] },
        instructions: [{ kind: 'sacrifice', on: 'self' }],
      },
    ]);
  });

  it('Verdant Touch, CR 611.2a, 205.1b: "Target land becomes a 2/2 creature that\'s still a land." lasts indefinitely', () => {
    const text = "Target land becomes a 2/2 creature that's still a land. (This effect lasts indefinitely.)";
    expect(compileCard(card('Verdant Touch', ['Sorcery'], text))).toEqual<AbilityDef[]>([
      {
        kind: 'spell',
        text,
        targets: { count: 1, filter: { types: ['Land'] } },
        instructions: [
          becomesForever('targets', [
            { kind: 'setTypes', addTypes: ['Creature'] },
            { kind: 'setPT', power: { kind: 'constant', n: 2 }, toughness: { kind: 'constant', n: 2 } },
          ]),
        ],
      },
    ]);
  });

  it('Figure of Destiny, CR 611.2a, 205.1a: "becomes a Kithkin Spirit with base power and toughness 2/2", for good', () => {
    const text = '{R/W}: Figure of Destiny becomes a Kithkin Spirit with base power and toughness 2/2.';
    expect(compileCard(card('Figure of Destiny', ['Creature'], text))[0]).toMatchObject({
      kind: 'activated',
      instructions: [
        becomesForever('self', [
          { kind: 'setTypes', subtypes: ['Kithkin', 'Spirit'] },
          { kind: 'setPT', power: { kind: 'constant', n: 2 }, toughness: { kind: 'constant', n: 2 } },
        ]),
      ],
    });
  });

  it.each([
    // CR 702.16: protection from the colours of the spell the trigger is about is not read.
    [
      'Opal Titan',
      "When an opponent casts a creature spell, if Opal Titan is an enchantment, Opal Titan becomes a 4/4 Giant creature with protection from each of that spell's colors.",
    ],
    // CR 305.1: playing a land is not a cast trigger.
    [
      'Hidden Herd',
      'When an opponent plays a nonbasic land, if Hidden Herd is an enchantment, Hidden Herd becomes a 3/3 Beast creature.',
    ],
  ])('%s stays unsupported', (name, text) => {
    expect(compileCard(card(name, ['Enchantment'], text))[0]?.kind).toBe('unsupported');
  });
});
