import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef, Instruction, TargetSpec } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Target descriptions (CR 115.1): real cards' Oracle text (MTGJSON, April 2022) and the target
 * each ability compiles to.
 */

const damage = (n: number): Instruction => ({
  kind: 'dealDamage',
  to: 'targets',
  amount: { kind: 'constant', n },
});
const destroy: Instruction = { kind: 'destroy', on: 'targets' };

const tap = (text: string, targets: TargetSpec, instruction: Instruction, cost = '{T}'): AbilityDef => ({
  kind: 'activated',
  text,
  cost,
  targets,
  instructions: [instruction],
});

const MAGMUTT = "{T}: Chandra's Magmutt deals 1 damage to target player or planeswalker.";
const CULT = '{R}, {T}: Cult Guildmage deals 1 damage to target opponent or planeswalker.';
const ARCHER = '{2}{W}, {T}: Aven Archer deals 2 damage to target attacking or blocking creature.';
const CENTAUR = '{T}: Centaur Archer deals 1 damage to target creature with flying.';
const ASSASSIN = '{T}: Destroy target tapped creature.';
const MINER = '{2}{R}, {T}: Destroy target nonbasic land.';
const SHREDDER = 'When Bone Shredder enters the battlefield, destroy target nonartifact, nonblack creature.';
const CATHAR = '{1}, Sacrifice Cathar Commando: Destroy target artifact or enchantment.';
const ICY = '{1}, {T}: Tap target artifact, creature, or land.';
const WINGS = 'Destroy target artifact, enchantment, or creature with flying.';
const TIDEWATER = '{T}: Untap target permanent.';
const ARBOR = '{T}: Untap target Forest.';
const CAVALRY = "{T}: Takeno's Cavalry deals 1 damage to target attacking or blocking Spirit.";
const SPASM = "Street Spasm deals X damage to target creature without flying you don't control.";
const untap: Instruction = { kind: 'untap', on: 'targets' };

const ROWS: readonly (readonly [string, CardData, AbilityDef])[] = [
  [
    "Street Spasm, CR 115.1: 'target creature without flying you don't control', the controller after the keyword",
    card('Street Spasm', ['Instant'], SPASM),
    {
      kind: 'spell',
      text: SPASM,
      targets: {
        count: 1,
        filter: { types: ['Creature'], controller: 'opponents' },
        withoutKeyword: 'Flying',
      },
      instructions: [{ kind: 'dealDamage', to: 'targets', amount: { kind: 'x' } }],
    },
  ],
  [
    "Chandra's Magmutt, CR 115.1: 'target player or planeswalker'",
    card("Chandra's Magmutt", ['Creature'], MAGMUTT),
    tap(MAGMUTT, { count: 1, filter: { types: ['Planeswalker'] }, orPlayer: true }, damage(1)),
  ],
  [
    "Cult Guildmage, CR 102.3: 'target opponent or planeswalker'",
    card('Cult Guildmage', ['Creature'], CULT),
    tap(
      CULT,
      { count: 1, filter: { types: ['Planeswalker'] }, orPlayer: true, playerIs: 'opponent' },
      damage(1),
      '{R}, {T}',
    ),
  ],
  [
    "Aven Archer, CR 506.4: 'target attacking or blocking creature'",
    card('Aven Archer', ['Creature'], ARCHER),
    tap(
      ARCHER,
      { count: 1, filter: { types: ['Creature'] }, combat: 'attackingOrBlocking' },
      damage(2),
      '{2}{W}, {T}',
    ),
  ],
  [
    "Centaur Archer, CR 702.9: 'target creature with flying'",
    card('Centaur Archer', ['Creature'], CENTAUR),
    tap(CENTAUR, { count: 1, filter: { types: ['Creature'] }, withKeyword: 'Flying' }, damage(1)),
  ],
  [
    "Royal Assassin, CR 110.5: 'target tapped creature'",
    card('Royal Assassin', ['Creature'], ASSASSIN),
    tap(ASSASSIN, { count: 1, filter: { tapped: true, types: ['Creature'] } }, destroy),
  ],
  [
    "Dwarven Miner, CR 205.4c: 'target nonbasic land'",
    card('Dwarven Miner', ['Creature'], MINER),
    tap(MINER, { count: 1, filter: { notSupertypes: ['Basic'], types: ['Land'] } }, destroy, '{2}{R}, {T}'),
  ],
  [
    "Bone Shredder, CR 105.2: 'target nonartifact, nonblack creature'",
    card('Bone Shredder', ['Creature'], SHREDDER),
    {
      kind: 'triggered',
      text: SHREDDER,
      trigger: { kind: 'entersBattlefield' },
      targets: { count: 1, filter: { notTypes: ['Artifact'], notColors: ['B'], types: ['Creature'] } },
      instructions: [destroy],
    },
  ],
  [
    "Cathar Commando, CR 205.2a: 'target artifact or enchantment' is either type",
    card('Cathar Commando', ['Creature'], CATHAR),
    {
      kind: 'activated',
      text: CATHAR,
      cost: '{1}',
      extraCosts: [{ kind: 'sacrificeSelf' }],
      targets: { count: 1, filter: { anyTypes: ['Artifact', 'Enchantment'] } },
      instructions: [destroy],
    },
  ],
  [
    "Icy Manipulator, CR 205.2a: 'target artifact, creature, or land' is any of the three types",
    card('Icy Manipulator', ['Artifact'], ICY),
    tap(
      ICY,
      { count: 1, filter: { anyTypes: ['Artifact', 'Creature', 'Land'] } },
      { kind: 'tap', on: 'targets' },
      '{1}, {T}',
    ),
  ],
  [
    "Broken Wings: in 'target artifact, enchantment, or creature with flying' the keyword is the creature's alone, which is not read",
    card('Broken Wings', ['Instant'], WINGS),
    {
      kind: 'unsupported',
      text: WINGS,
      reason:
        'the grammar reads "Destroy target artifact, enchantment, or creature with flying" and stops at "." (character 61)',
    },
  ],
  [
    "Tidewater Minion, CR 110.1: 'target permanent' is any permanent",
    card('Tidewater Minion', ['Creature'], TIDEWATER),
    tap(TIDEWATER, { count: 1, filter: {} }, untap),
  ],
  [
    "Arbor Elf, CR 205.3i: 'target Forest', a subtype's word as the noun",
    card('Arbor Elf', ['Creature'], ARBOR),
    tap(ARBOR, { count: 1, filter: { subtypes: ['Forest'] } }, untap),
  ],
  [
    "Takeno's Cavalry, CR 205.3m, 506.4: 'target attacking or blocking Spirit'",
    card("Takeno's Cavalry", ['Creature'], CAVALRY),
    tap(CAVALRY, { count: 1, filter: { subtypes: ['Spirit'] }, combat: 'attackingOrBlocking' }, damage(1)),
  ],
];

describe('target descriptions, card by card (CR 115.1)', () => {
  it.each(ROWS)('%s', (_name, c, ability) => {
    expect(compileCard(c)).toEqual([ability]);
  });
});
