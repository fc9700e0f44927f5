import { describe, expect, it } from 'vitest';
import type { AbilityDef, FixedTargetSpec, Instruction } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * "Move a +1/+1 counter from [A] onto [B]" (CR 122.5): between the object itself and a target,
 * either way, or between the targets of two instances of "target" (115.1). Real cards' Oracle
 * text (MTGJSON).
 */

const WEAPON_RACK =
  '{T}: Move a +1/+1 counter from Weapon Rack onto target creature. Activate only as a sorcery.';
const ROOT_KIN = '{2}: Move a +1/+1 counter from target creature you control onto Cytoplast Root-Kin.';
const COMBINE =
  '{1}{U}, {T}: Move a +1/+1 counter from target creature you control onto another target creature you control.';
const DAGHATAR = '{1}{B/G}{B/G}: Move a +1/+1 counter from target creature onto a second target creature.';
const ARCBOUND_FIEND =
  'At the beginning of your upkeep, you may move a +1/+1 counter from target creature onto Arcbound Fiend.';
const SIMIC_GUILDMAGE =
  '{1}{G}: Move a +1/+1 counter from target creature onto another target creature with the same controller.';

const creature: FixedTargetSpec = { count: 1, filter: { types: ['Creature'] } };
const yours: FixedTargetSpec = { count: 1, filter: { types: ['Creature'], controller: 'you' } };
const move = (from: 'self' | 'targets', to: 'self' | 'targets' | 'secondTarget'): Instruction => ({
  kind: 'moveCounter',
  counter: '+1/+1',
  from,
  to,
});

const ROWS: readonly (readonly [string, string, readonly CardType[], string, AbilityDef])[] = [
  [
    'Weapon Rack, CR 122.5: from the object itself onto a target',
    'Weapon Rack',
    ['Artifact'],
    WEAPON_RACK,
    {
      kind: 'activated',
      text: WEAPON_RACK,
      cost: '{T}',
      timing: 'sorcery',
      targets: creature,
      instructions: [move('self', 'targets')],
    },
  ],
  [
    'Cytoplast Root-Kin, CR 122.5: from a target onto the object itself',
    'Cytoplast Root-Kin',
    ['Creature'],
    ROOT_KIN,
    {
      kind: 'activated',
      text: ROOT_KIN,
      cost: '{2}',
      targets: yours,
      instructions: [move('targets', 'self')],
    },
  ],
  [
    'Combine Guildmage, CR 122.5, 115.3: from the first instance\'s target onto "another target creature"',
    'Combine Guildmage',
    ['Creature'],
    COMBINE,
    {
      kind: 'activated',
      text: COMBINE,
      cost: '{1}{U}, {T}',
      targets: { ...yours, also: [{ ...yours, another: true }] },
      instructions: [move('targets', 'secondTarget')],
    },
  ],
  [
    'Daghatar the Adamant, CR 122.5, 115.3: "a second target creature", which may be the first\'s',
    'Daghatar the Adamant',
    ['Creature'],
    DAGHATAR,
    {
      kind: 'activated',
      text: DAGHATAR,
      cost: '{1}{B/G}{B/G}',
      targets: { ...creature, also: [creature] },
      instructions: [move('targets', 'secondTarget')],
    },
  ],
  [
    'Arcbound Fiend, CR 122.5, 603.5: "you may move"',
    'Arcbound Fiend',
    ['Artifact', 'Creature'],
    ARCBOUND_FIEND,
    {
      kind: 'triggered',
      text: ARCBOUND_FIEND,
      trigger: { kind: 'beginningOfUpkeep', whose: 'you' },
      targets: creature,
      instructions: [{ kind: 'optional', ifDone: [move('targets', 'self')], otherwise: [] }],
    },
  ],
];

describe('"move a +1/+1 counter from ... onto ..." compiles (CR 122.5)', () => {
  it.each(ROWS)('%s', (_name, name, types, text, ability) => {
    expect(compileCard(card(name, types, text))).toEqual([ability]);
  });

  it('Simic Guildmage: "with the same controller", a tie between two targets, is not read', () => {
    expect(compileCard(card('Simic Guildmage', ['Creature'], SIMIC_GUILDMAGE))).toMatchObject([
      { kind: 'unsupported' },
    ]);
  });
});
