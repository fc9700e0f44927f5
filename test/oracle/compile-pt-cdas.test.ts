import { describe, expect, it } from 'vitest';
import type { Value } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Characteristic-defining abilities (CR 604.3) read from their Oracle text (MTGJSON, April
 * 2022; read as legends, so that "Anax" and "Daxos" name themselves, 201.5a): the number
 * they set, in every zone (208.2a), in layer 7a.
 */

const cda = (text: string, power: Value | null, toughness: Value | null) => ({
  kind: 'cda',
  text,
  effect: {
    affects: { self: true, zone: 'anywhere' },
    ops: [{ kind: 'setPT', ...(power ? { power } : {}), ...(toughness ? { toughness } : {}) }],
  },
});

const creatures: Value = { kind: 'count', of: { types: ['Creature'] } };

const soldiersAndWarriors: Value = {
  kind: 'sum',
  of: [
    {
      kind: 'sum',
      of: [
        { kind: 'count', of: { subtypes: ['Soldier'], controller: 'you' } },
        { kind: 'count', of: { subtypes: ['Warrior'], notSubtypes: ['Soldier'], controller: 'you' } },
      ],
    },
    { kind: 'constant', n: 2 },
  ],
};

const ROWS: readonly { name: string; text: string; power: Value | null; toughness: Value | null }[] = [
  {
    name: 'Enigma Drake',
    text: "Enigma Drake's power is equal to the number of instant and sorcery cards in your graveyard.",
    power: { kind: 'count', of: { anyTypes: ['Instant', 'Sorcery'], zone: 'graveyard', owner: 'you' } },
    toughness: null,
  },
  {
    name: 'Altar Golem',
    text: "Altar Golem's power and toughness are each equal to the number of creatures on the battlefield.",
    power: creatures,
    toughness: creatures,
  },
  {
    name: 'An-Havva Constable',
    text: "An-Havva Constable's toughness is equal to 1 plus the number of green creatures on the battlefield.",
    power: null,
    toughness: {
      kind: 'sum',
      of: [
        { kind: 'count', of: { types: ['Creature'], colors: ['G'] } },
        { kind: 'constant', n: 1 },
      ],
    },
  },
  {
    name: 'Anax, Hardened in the Forge',
    text: "Anax's power is equal to your devotion to red.",
    power: { kind: 'devotion', colors: ['R'], whose: 'you' },
    toughness: null,
  },
  {
    name: 'Daxos, Blessed by the Sun',
    text: "Daxos's toughness is equal to your devotion to white.",
    power: null,
    toughness: { kind: 'devotion', colors: ['W'], whose: 'you' },
  },
  {
    // CR 205.3: each permanent that is a Soldier or a Warrior, one that is both counted once.
    name: 'Aysen Crusader',
    text: "Aysen Crusader's power and toughness are each equal to 2 plus the number of Soldiers and Warriors you control.",
    power: soldiersAndWarriors,
    toughness: soldiersAndWarriors,
  },
];

describe('characteristic-defining abilities (CR 604.3, 700.5)', () => {
  it.each(ROWS)('$name: "$text"', (row) => {
    expect(compileCard(card(row.name, ['Creature'], row.text, ['Legendary']))[0]).toEqual(
      cda(row.text, row.power, row.toughness),
    );
  });

  it('"your devotion to black and black" (one colour twice) stays unsupported', () => {
    const text = "Test's power is equal to your devotion to black and black.";
    expect(compileCard(card('Test', ['Creature'], text))[0]?.kind).toBe('unsupported');
  });
});
