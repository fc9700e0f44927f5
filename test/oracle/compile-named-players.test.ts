import { describe, expect, it } from 'vitest';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * Permanents of a player an ability names by relation (CR 109.4): "defending player controls",
 * the player its source, an attacking creature, attacks (506.2, 508.5), and "that player
 * controls", the player of the event that triggered it (603.2c), as a filter's `controller`. Only
 * a triggered or activated ability knows these players, as its targets are chosen and as it
 * resolves; elsewhere the ability stays unsupported, saying why. Oracle text of real cards
 * (MTGJSON), and made-up texts (made-up names) for the places no real card the grammar reads
 * puts the words yet.
 */

const compiled = (
  name: string,
  text: string,
  types: readonly CardType[] = ['Creature'],
): AbilityDef | undefined => compileCard(card(name, types, text))[0];

const ROWS: readonly (readonly [string, string, Partial<AbilityDef>])[] = [
  [
    'Fiend Binder',
    'Whenever Fiend Binder attacks, tap target creature defending player controls.',
    {
      trigger: { kind: 'attacks' },
      targets: { count: 1, filter: { types: ['Creature'], controller: 'defendingPlayer' } },
      instructions: [{ kind: 'tap', on: 'targets' }],
    },
  ],
  [
    'Ancient Hellkite',
    '{R}: Ancient Hellkite deals 1 damage to target creature defending player controls. Activate only if Ancient Hellkite is attacking.',
    { targets: { count: 1, filter: { types: ['Creature'], controller: 'defendingPlayer' } } },
  ],
  [
    'Throat Slitter',
    'Whenever Throat Slitter deals combat damage to a player, destroy target nonblack creature that player controls.',
    {
      trigger: { kind: 'dealsCombatDamageToPlayer' },
      targets: { count: 1, filter: { notColors: ['B'], types: ['Creature'], controller: 'triggerPlayer' } },
      instructions: [{ kind: 'destroy', on: 'targets' }],
    },
  ],
  [
    'Emissary of Hope',
    'Whenever Emissary of Hope deals combat damage to a player, you gain 1 life for each artifact that player controls.',
    {
      instructions: [
        {
          kind: 'gainLife',
          amount: {
            kind: 'times',
            n: 1,
            of: { kind: 'count', of: { types: ['Artifact'], controller: 'triggerPlayer' } },
          },
        },
      ],
    },
  ],
  [
    'Sentinel of the Eternal Watch',
    "At the beginning of combat on each opponent's turn, tap target creature that player controls.",
    {
      trigger: { kind: 'beginningOfCombat', whose: 'opponents' },
      targets: { count: 1, filter: { types: ['Creature'], controller: 'triggerPlayer' } },
    },
  ],
  [
    'Swathcutter Giant',
    'Whenever Swathcutter Giant attacks, it deals 1 damage to each creature defending player controls.',
    {
      instructions: [
        {
          kind: 'dealDamage',
          to: 'eachCreature',
          only: { controller: 'defendingPlayer' },
          amount: { kind: 'constant', n: 1 },
        },
      ],
    },
  ],
  [
    'Shockmaw Dragon',
    'Whenever Shockmaw Dragon deals combat damage to a player, it deals 1 damage to each creature that player controls.',
    {
      instructions: [
        {
          kind: 'dealDamage',
          to: 'eachCreature',
          only: { controller: 'triggerPlayer' },
          amount: { kind: 'constant', n: 1 },
        },
      ],
    },
  ],
];

const UNSUPPORTED: readonly (readonly [string, string, string, readonly CardType[]])[] = [
  [
    "Mercadia's Downfall",
    'Each attacking creature gets +1/+0 until end of turn for each nonbasic land defending player controls.',
    'CR 508.5: a spell has no attacking source, so no defending player of its own',
    ['Instant'],
  ],
  [
    'Public Execution',
    'Destroy target creature an opponent controls. Each other creature that player controls gets -2/-0 until end of turn.',
    'CR 603.2c: "that player" of a spell is its target\'s controller, no event\'s player',
    ['Instant'],
  ],
  [
    'Test Lord',
    'Creatures defending player controls get -1/-0.',
    'CR 508.5: a static ability has no defending player of its own (made-up name)',
    ['Creature'],
  ],
  [
    'Test Watcher',
    'Whenever a creature defending player controls dies, you gain 1 life.',
    'CR 603.2: the event a trigger waits for names no player yet (made-up name)',
    ['Creature'],
  ],
  [
    'Test Tithe',
    "At the beginning of each player's upkeep, target player loses 1 life for each creature that player controls.",
    'CR 608.2c: beside a target player, "that player" could be either (made-up name)',
    ['Creature'],
  ],
];

describe('"defending player controls" and "that player controls" compile (CR 109.4, 508.5, 603.2c)', () => {
  it.each(ROWS)('%s', (name, text, want) => {
    expect(compiled(name, text)).toMatchObject(want);
  });

  it('Mana Cache: "for each untapped land that player controls" at each player\'s end step (CR 603.2b)', () => {
    const text =
      "At the beginning of each player's end step, put a charge counter on Mana Cache for each untapped land that player controls.";
    expect(compiled('Mana Cache', text, ['Artifact'])).toMatchObject({
      trigger: { kind: 'beginningOfEndStep', whose: 'each' },
      instructions: [
        {
          kind: 'addCounters',
          amount: {
            kind: 'times',
            n: 1,
            of: { kind: 'count', of: { types: ['Land'], tapped: false, controller: 'triggerPlayer' } },
          },
        },
      ],
    });
  });

  it('Grasp of the Hieromancer: the ability it grants reads "defending player" of the creature that has it (CR 113.10, 508.5)', () => {
    const quoted = 'Whenever this creature attacks, tap target creature defending player controls.';
    const ability = compiled(
      'Grasp of the Hieromancer',
      `Enchanted creature gets +1/+1 and has "${quoted}"`,
      ['Enchantment'],
    );
    expect(ability).toMatchObject({ kind: 'static' });
    expect(JSON.stringify(ability)).toContain('"controller":"defendingPlayer"');
  });

  it.each(UNSUPPORTED)('%s stays unsupported: %s', (name, text, _why, types) => {
    const ability = compiled(name, text, types);
    expect(ability?.kind).toBe('unsupported');
    expect(ability?.kind === 'unsupported' ? ability.reason : '').toMatch(
      /player controls" .*CR (508\.5|603\.2c?|608\.2c)/,
    );
  });
});
