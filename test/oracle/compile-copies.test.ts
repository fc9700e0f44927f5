import { describe, expect, it } from 'vitest';
import type { AbilityDef, CopyException, Filter } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * "You may have [this] enter the battlefield as a copy of [what][, except ...]" (CR 707.5,
 * 614.1c, 707.9a-b), each paragraph a real card's Oracle text (MTGJSON, April 2022).
 */

const one = (name: string, types: readonly CardType[], text: string): AbilityDef | undefined =>
  compileCard(card(name, types, text))[0];

const copy = (name: string, what: string, except = ''): string =>
  `You may have ${name} enter the battlefield as a copy of ${what}${except === '' ? '' : `, except ${except}`}.`;

type Row = readonly [string, readonly CardType[], string, Filter, CopyException?];

const CREATURE: Filter = { types: ['Creature'] };

const ROWS: readonly Row[] = [
  ['Clone', ['Creature'], 'any creature on the battlefield', CREATURE],
  ['Mirror Image', ['Creature'], 'a creature you control', { types: ['Creature'], controller: 'you' }],
  ['Clever Impersonator', ['Creature'], 'any nonland permanent on the battlefield', { notTypes: ['Land'] }],
  [
    'Body Double',
    ['Creature'],
    'any creature card in a graveyard',
    { types: ['Creature'], zone: 'graveyard' },
  ],
  [
    'Jwari Shapeshifter',
    ['Creature'],
    'any Ally creature on the battlefield',
    { types: ['Creature'], subtypes: ['Ally'] },
  ],
  [
    'Mirrormade',
    ['Enchantment'],
    'any artifact or enchantment on the battlefield',
    { anyTypes: ['Artifact', 'Enchantment'] },
  ],
  [
    'Masterwork of Ingenuity',
    ['Artifact'],
    'any Equipment on the battlefield',
    { types: ['Artifact'], subtypes: ['Equipment'] },
  ],
  [
    'Quicksilver Gargantuan',
    ['Creature'],
    'any creature on the battlefield',
    CREATURE,
    { power: 7, toughness: 7 },
  ],
  [
    'Copy Artifact',
    ['Enchantment'],
    'any artifact on the battlefield',
    { types: ['Artifact'] },
    { addTypes: ['Enchantment'] },
  ],
  [
    'Glasspool Mimic',
    ['Creature'],
    'a creature you control',
    { types: ['Creature'], controller: 'you' },
    { addSubtypes: ['Shapeshifter', 'Rogue'] },
  ],
  [
    "Sakashima's Student",
    ['Creature'],
    'any creature on the battlefield',
    CREATURE,
    { addSubtypes: ['Ninja'] },
  ],
  [
    "Dack's Duplicate",
    ['Creature'],
    'any creature on the battlefield',
    CREATURE,
    { addKeywords: ['Haste', 'Dethrone'] },
  ],
];

const EXCEPT: Readonly<Record<string, string>> = {
  'Quicksilver Gargantuan': "it's 7/7",
  'Copy Artifact': "it's an enchantment in addition to its other types",
  'Glasspool Mimic': "it's a Shapeshifter Rogue in addition to its other types",
  "Sakashima's Student": "it's a Ninja in addition to its other creature types",
  "Dack's Duplicate": 'it has haste and dethrone',
};

/** Copies whose exceptions the engine doesn't model: each stays unsupported, with where it stopped. */
const REFUSED: readonly (readonly [string, string])[] = [
  ['Evil Twin', 'any creature on the battlefield'],
  ['Vesuvan Doppelganger', 'any creature on the battlefield'],
  ['Spark Double', 'a creature or planeswalker you control'],
];

const REFUSED_EXCEPT: Readonly<Record<string, string>> = {
  'Evil Twin': 'it has "{U}{B}, {T}: Destroy target creature with the same name as this creature."',
  'Vesuvan Doppelganger':
    "it doesn't copy that creature's color and it has \"At the beginning of your upkeep, you may have this creature become a copy of target creature, except it doesn't copy that creature's color and it has this ability.\"",
  'Spark Double':
    "it enters with an additional +1/+1 counter on it if it's a creature, it enters with an additional loyalty counter on it if it's a planeswalker, and it isn't legendary if that permanent is legendary",
};

describe('"enter as a copy" compiles (CR 707.5, 707.9)', () => {
  it.each(ROWS.map((row) => [row[0], row] as const))('%s', (_name, [name, types, what, of, except]) => {
    const text = copy(name, what, EXCEPT[name]);
    expect(one(name, types, text)).toStrictEqual({
      kind: 'asEnters',
      text,
      choice: { kind: 'copy', of, ...(except === undefined ? {} : { except }) },
    });
  });
  it('Altered Ego, CR 707.9e: "except it enters with X additional +1/+1 counters on it", not a copiable value', () => {
    const text = copy(
      'Altered Ego',
      'any creature on the battlefield',
      'it enters with X additional +1/+1 counters on it',
    );
    expect(one('Altered Ego', ['Creature'], text)).toStrictEqual({
      kind: 'asEnters',
      text,
      choice: { kind: 'copy', of: CREATURE, counters: { counter: '+1/+1', amount: { kind: 'x' } } },
    });
  });
  it('Cackling Counterpart, CR 707.2: "Create a token that\'s a copy of target creature you control."', () => {
    const text = "Create a token that's a copy of target creature you control.";
    expect(compileCard(card('Cackling Counterpart', ['Instant'], text))[0]).toStrictEqual({
      kind: 'spell',
      text,
      targets: { count: 1, filter: { types: ['Creature'], controller: 'you' } },
      instructions: [{ kind: 'tokenCopy', on: 'targets' }],
    });
  });
  it('Saheeli\'s Artistry, CR 707.9b: "..., except it\'s an artifact in addition to its other types."', () => {
    const text =
      "Create a token that's a copy of target creature, except it's an artifact in addition to its other types.";
    expect(compileCard(card('Spitting Image', ['Sorcery'], text))[0]).toMatchObject({
      instructions: [{ kind: 'tokenCopy', on: 'targets', except: { addTypes: ['Artifact'] } }],
    });
  });
  it('Phantasmal Image, CR 707.9a-b: "except it\'s an Illusion ... and it has "When this creature becomes the target ...""', () => {
    const sacrifice = 'When this creature becomes the target of a spell or ability, sacrifice it.';
    const text = copy(
      'Phantasmal Image',
      'any creature on the battlefield',
      `it's an Illusion in addition to its other types and it has "${sacrifice}"`,
    ).slice(0, -1);
    expect(one('Phantasmal Image', ['Creature'], text)).toStrictEqual({
      kind: 'asEnters',
      text,
      choice: {
        kind: 'copy',
        of: CREATURE,
        except: {
          addSubtypes: ['Illusion'],
          addAbilities: [
            {
              kind: 'triggered',
              text: sacrifice,
              trigger: { kind: 'becomesTarget', abilities: true, by: 'any' },
              instructions: [{ kind: 'sacrifice', on: 'self' }],
            },
          ],
        },
      },
    });
  });
  it('Heat Shimmer, CR 707.9a: "..., except it has haste and "At the beginning of the end step, exile this permanent.""', () => {
    const exile = 'At the beginning of the end step, exile this permanent.';
    const text = `Create a token that's a copy of target creature, except it has haste and "${exile}"`;
    expect(compileCard(card('Heat Shimmer', ['Sorcery'], text))[0]).toMatchObject({
      instructions: [
        {
          kind: 'tokenCopy',
          on: 'targets',
          except: {
            addKeywords: ['Haste'],
            addAbilities: [{ kind: 'triggered', text: exile, instructions: [{ kind: 'exile', on: 'self' }] }],
          },
        },
      ],
    });
  });
  it('Necroduality, CR 707.2, 603.2: "..., create a token that\'s a copy of that creature." copies the trigger\'s object', () => {
    const text =
      "Whenever a nontoken Zombie enters the battlefield under your control, create a token that's a copy of that creature.";
    expect(compileCard(card('Necroduality', ['Enchantment'], text))[0]).toMatchObject({
      kind: 'triggered',
      instructions: [{ kind: 'tokenCopy', on: 'triggerObject' }],
    });
  });
  it('Nemesis Trap\'s first two sentences, CR 608.2h: "that creature" naming an exiled target is not read (its last known values are not kept)', () => {
    const text = "Exile target attacking creature. Create a token that's a copy of that creature.";
    expect(compileCard(card('Nemesis Trap', ['Instant'], text))[0]?.kind).toBe('unsupported');
  });
  it("Evil Twin: a quoted ability the compiler can't read leaves the copy ability unsupported, naming it", () => {
    const text = copy(
      'Evil Twin',
      'any creature on the battlefield',
      'it has "{U}{B}, {T}: Destroy target creature with the same name as this creature."',
    ).slice(0, -1);
    expect(one('Evil Twin', ['Creature'], text)).toMatchObject({
      kind: 'unsupported',
      reason: expect.stringMatching(
        /^the ability its copy has, "\{U\}\{B\}, \{T\}: Destroy target creature with/,
      ),
    });
  });
  it.each(REFUSED)('%s stays unsupported', (name, what) => {
    expect(one(name, ['Creature'], copy(name, what, REFUSED_EXCEPT[name]))?.kind).toBe('unsupported');
  });
});
