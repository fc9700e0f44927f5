import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef, Instruction, TargetSpec } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Fight (CR 701.14): real cards' Oracle text (MTGJSON, April 2022) and what it compiles to: the
 * permanent whose ability it is fights its target. "You don't control" is "an opponent
 * controls" (102.3); "up to one target" is none or one (115.6); "another" is not itself.
 */

const fight: Instruction = { kind: 'fight' };
const theirCreature: TargetSpec = { count: 1, filter: { types: ['Creature'], controller: 'opponents' } };
const upToOne: TargetSpec = { ...theirCreature, count: 0, upTo: 1 };
const another: TargetSpec = { count: 1, filter: { types: ['Creature'], other: true } };

const APEX_ENTERS =
  "When Apex Altisaur enters the battlefield, it fights up to one target creature you don't control.";
const APEX_ENRAGE =
  "Enrage — Whenever Apex Altisaur is dealt damage, it fights up to one target creature you don't control.";
const INDRIK =
  "When Affectionate Indrik enters the battlefield, you may have it fight target creature you don't control. (Each deals damage equal to its power to the other.)";
const ARCHER =
  'When Atzocan Archer enters the battlefield, you may have it fight another target creature. (Each deals damage equal to its power to the other.)';
const TAUNTER = '{2}{R}, {T}: Brash Taunter fights another target creature.';
const entersFight = (text: string, targets: TargetSpec, instruction: Instruction): AbilityDef => ({
  kind: 'triggered',
  text,
  trigger: { kind: 'entersBattlefield' },
  targets,
  instructions: [instruction],
});
const mayFight: Instruction = { kind: 'optional', ifDone: [fight], otherwise: [] };

const ROWS: readonly (readonly [string, CardData, readonly AbilityDef[]])[] = [
  [
    "Apex Altisaur, CR 701.14a, 115.6: 'it fights up to one target creature you don't control', as it enters and when it is dealt damage",
    card('Apex Altisaur', ['Creature'], `${APEX_ENTERS}\n${APEX_ENRAGE}`),
    [
      entersFight(APEX_ENTERS, upToOne, fight),
      {
        kind: 'triggered',
        text: APEX_ENRAGE,
        trigger: { kind: 'isDealtDamage' },
        targets: upToOne,
        instructions: [fight],
      },
    ],
  ],
  [
    "Affectionate Indrik, CR 603.5: 'you may have it fight target creature you don't control'",
    card('Affectionate Indrik', ['Creature'], INDRIK),
    [entersFight(INDRIK, theirCreature, mayFight)],
  ],
  [
    "Atzocan Archer, CR 701.14a: 'another target creature' is any creature but itself",
    card('Atzocan Archer', ['Creature'], ARCHER),
    [entersFight(ARCHER, another, mayFight)],
  ],
  [
    'Brash Taunter, CR 602.2: an activated ability that fights',
    card('Brash Taunter', ['Creature'], TAUNTER),
    [{ kind: 'activated', text: TAUNTER, cost: '{2}{R}, {T}', targets: another, instructions: [fight] }],
  ],
];

describe('fight, card by card (CR 701.14)', () => {
  it.each(ROWS)('%s', (_name, c, abilities) => {
    expect(compileCard(c)).toEqual(abilities);
  });

  it('a fight sentence in an instant has no object of its own to fight: not read as one', () => {
    const c = card('Fight Test', ['Instant'], 'It fights target creature.');
    expect(compileCard(c).map((a) => a.kind)).toEqual(['unsupported']);
  });
});
