import { describe, it } from 'vitest';
import type { Instruction, Trigger } from '../../../src/effects/types.js';
import type { Step } from '../../../src/state/vocabulary.js';
import { checkPlay, type PlayRow, triggers } from '../../support/play.js';

/**
 * Step triggers seen from other players' turns, and "that player", the player whose step it is
 * (CR 603.2b-c); the draw step (504) and the main phases (505.1a). Each ability stands on a
 * Grizzly Bears A controls through an effect granting it (`triggers`).
 */

const n = (value: number) => ({ kind: 'constant', n: value }) as const;
type Ability = readonly [text: string, trigger: Trigger, instructions: readonly Instruction[]];
type Expected = Omit<PlayRow, 'name' | 'board' | 'actions'>;

/**
 * A row: turn 1 of `active` at `step`, A's bear with `ability`, each player with a library card
 * (and B with `bLibrary` ones), advancing to each of `to` in turn.
 */
const row = (
  name: string,
  [active, step]: readonly [string, Step],
  ability: Ability,
  to: readonly Step[],
  expected: Expected,
  bLibrary: readonly string[] = [],
): PlayRow => ({
  name,
  board: {
    turn: { number: 1, active, step },
    objects: [
      { id: 'bear', card: 'Grizzly Bears', controller: 'A' },
      ...['a1', 'b0', ...bLibrary].map((id) => ({
        id,
        card: 'Forest',
        zone: 'library',
        owner: id[0]?.toUpperCase(),
      })),
    ],
    effects: [triggers('bear', ...ability)],
  },
  actions: to.map((s) => ({ kind: 'advance', to: s })),
  ...expected,
});

/** Sulfuric Vortex: "At the beginning of each player's upkeep, Sulfuric Vortex deals 2 damage to that player." */
const VORTEX: Ability = [
  "At the beginning of each player's upkeep, this creature deals 2 damage to that player.",
  { kind: 'beginningOfUpkeep', whose: 'each' },
  [{ kind: 'dealDamage', to: 'triggerPlayer', amount: n(2) }],
];
const loses: readonly Instruction[] = [{ kind: 'loseLife', who: 'triggerPlayer', amount: n(1) }];
/** Forsaken Wastes: "At the beginning of each player's upkeep, that player loses 1 life." */
const WASTES: Ability = [
  "At the beginning of each player's upkeep, that player loses 1 life.",
  { kind: 'beginningOfUpkeep', whose: 'each' },
  loses,
];
const OPPONENTS_UPKEEP: Ability = [
  "At the beginning of each opponent's upkeep, that player loses 1 life.",
  { kind: 'beginningOfUpkeep', whose: 'opponents' },
  loses,
];
/** Manic Scribe's effect: "that player mills three cards". */
const SCRIBE: Ability = [
  "At the beginning of each opponent's upkeep, that player mills three cards.",
  { kind: 'beginningOfUpkeep', whose: 'opponents' },
  [{ kind: 'mill', who: 'triggerPlayer', amount: n(3) }],
];
/** Mana Vault's: "At the beginning of your draw step, … it deals 1 damage to you." */
const VAULT: Ability = [
  'At the beginning of your draw step, it deals 1 damage to you.',
  { kind: 'beginningOfDrawStep', whose: 'you' },
  [{ kind: 'dealDamage', to: 'you', amount: n(1) }],
];
const gain1: readonly Instruction[] = [{ kind: 'gainLife', amount: n(1) }];
const mainPhase = (phase: 'precombat' | 'postcombat'): Ability => [
  `At the beginning of your ${phase} main phase, you gain 1 life.`,
  { kind: 'beginningOfMainPhase', whose: 'you', phase },
  gain1,
];
const OPPONENTS_COMBAT: Ability = [
  "At the beginning of combat on each opponent's turn, that player loses 1 life.",
  { kind: 'beginningOfCombat', whose: 'opponents' },
  loses,
];
const OPPONENTS_END: Ability = [
  "At the beginning of each opponent's end step, that player loses 1 life.",
  { kind: 'beginningOfEndStep', whose: 'opponents' },
  loses,
];

const ROWS: readonly PlayRow[] = [
  row(
    'Sulfuric Vortex, CR 603.2c: in B\'s upkeep, "that player" is B, who is dealt the 2 damage',
    ['A', 'end'],
    VORTEX,
    ['upkeep'],
    {
      players: { A: { life: 20 }, B: { life: 18 } },
      events: ['triggered bear beginningOfUpkeep 503.1a', 'damageDealt bear>B 2 lifeLost 120.3a'],
      turn: { number: 2, active: 'B', step: 'upkeep' },
    },
  ),
  row(
    'Sulfuric Vortex, CR 603.2c: in its controller\'s own upkeep, "that player" is A',
    ['B', 'end'],
    VORTEX,
    ['upkeep'],
    {
      players: { A: { life: 18 }, B: { life: 20 } },
    },
  ),
  row(
    'Forsaken Wastes, CR 119.3, 603.2c: "that player loses 1 life" in B\'s upkeep',
    ['A', 'end'],
    WASTES,
    ['upkeep'],
    {
      players: { A: { life: 20 }, B: { life: 19 } },
      events: ['lifeLost B 1 119.3'],
    },
  ),
  row(
    'CR 102.2, 603.2b: "each opponent\'s upkeep" triggers in B\'s upkeep, and B is that player',
    ['A', 'end'],
    OPPONENTS_UPKEEP,
    ['upkeep'],
    {
      players: { A: { life: 20 }, B: { life: 19 } },
      events: ['triggered bear beginningOfUpkeep 503.1a'],
    },
  ),
  row(
    'CR 102.2, 603.2b: "each opponent\'s upkeep" is not its controller\'s upkeep',
    ['B', 'end'],
    OPPONENTS_UPKEEP,
    ['upkeep'],
    {
      players: { A: { life: 20 }, B: { life: 20 } },
      without: ['triggered bear beginningOfUpkeep 503.1a'],
    },
  ),
  row(
    'Manic Scribe, CR 701.17a: "that player mills three cards" mills the opponent whose upkeep it is',
    ['A', 'end'],
    SCRIBE,
    ['upkeep'],
    {
      objects: {
        b0: { zone: 'graveyard' },
        b2: { zone: 'graveyard' },
        b3: { zone: 'library' },
        a1: { zone: 'library' },
      },
    },
    ['b1', 'b2', 'b3'],
  ),
  row(
    'Mana Vault, CR 504.1-504.2: "your draw step" triggers after the turn\'s draw, on its controller\'s turn only',
    ['B', 'end'],
    VAULT,
    ['draw', 'end', 'draw'],
    {
      players: { A: { life: 19 } },
      events: ['cardDrawn A 504.1', 'triggered bear beginningOfDrawStep 603.2b'],
      turn: { number: 3, active: 'B', step: 'draw' },
    },
  ),
  row(
    'CR 505.1a, 603.2b: "your precombat main phase" is the first main phase, not the second',
    ['A', 'draw'],
    mainPhase('precombat'),
    ['main1', 'main2'],
    {
      players: { A: { life: 21 } },
      events: ['triggered bear beginningOfMainPhase 603.2b'],
    },
  ),
  row(
    'CR 505.1a, 603.2b: "your postcombat main phase" is the second main phase',
    ['A', 'draw'],
    mainPhase('postcombat'),
    ['main1', 'end'],
    {
      players: { A: { life: 21 } },
    },
  ),
  row(
    "CR 603.2b, 507: \"combat on each opponent's turn\" triggers on B's turn, not on A's",
    ['A', 'main1'],
    OPPONENTS_COMBAT,
    ['end', 'beginCombat'],
    {
      players: { A: { life: 20 }, B: { life: 19 } },
      turn: { number: 2, active: 'B', step: 'beginCombat' },
    },
  ),
  row(
    'CR 513.1a, 603.2c: "each opponent\'s end step": B, whose end step it is, loses the life',
    ['B', 'main1'],
    OPPONENTS_END,
    ['end'],
    {
      players: { A: { life: 20 }, B: { life: 19 } },
      events: ['triggered bear beginningOfEndStep 513.1a'],
    },
  ),
];

describe("Step triggers of other players' turns, the draw step and the main phases (CR 603.2b-c, 504, 505)", () => {
  for (const r of ROWS) it(r.name, () => checkPlay(r));
});
