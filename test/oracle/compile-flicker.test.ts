import { describe, expect, it } from 'vitest';
import type { Instruction } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Exiled, then returned to the battlefield (CR 400.7j, 610.3c, 603.7a), and "When [this] dies,
 * return it to the battlefield" (400.7e): the instructions compiled from each card's printed
 * Oracle text (MTGJSON, April 2022).
 */

type Row = readonly [name: string, text: string, instructions: readonly Instruction[] | null];

/** The instants among the rows; the rest are permanents' abilities. */
const SPELLS: ReadonlySet<string> = new Set(['Ephemerate', 'Cloudshift']);

const ROWS: readonly Row[] = [
  [
    'Ephemerate',
    "Exile target creature you control, then return it to the battlefield under its owner's control.",
    [{ kind: 'flicker', on: 'targets', underOwner: true }],
  ],
  [
    'Cloudshift',
    'Exile target creature you control, then return that card to the battlefield under your control.',
    [{ kind: 'flicker', on: 'targets' }],
  ],
  [
    'Eldrazi Displacer',
    "{2}{C}: Exile another target creature, then return it to the battlefield tapped under its owner's control.",
    [{ kind: 'flicker', on: 'targets', tapped: true, underOwner: true }],
  ],
  [
    'Flickering Spirit',
    "{3}{W}: Exile Flickering Spirit, then return it to the battlefield under its owner's control.",
    [{ kind: 'flicker', on: 'self', underOwner: true }],
  ],
  [
    'Aetherling',
    "{U}: Exile Aetherling. Return it to the battlefield under its owner's control at the beginning of the next end step.",
    [{ kind: 'flicker', on: 'self', underOwner: true, atNextEndStep: true }],
  ],
  [
    'Argent Sphinx',
    '{U}: Exile Argent Sphinx. Return it to the battlefield under your control at the beginning of the next end step.',
    [{ kind: 'flicker', on: 'self', atNextEndStep: true }],
  ],
  [
    'Fable of the Mirror-Breaker',
    'III — Exile this Saga, then return it to the battlefield transformed under your control.',
    [{ kind: 'flicker', on: 'self', transformed: true }],
  ],
  [
    'Tenacious Dead',
    "When Tenacious Dead dies, return it to the battlefield tapped under its owner's control.",
    [{ kind: 'fromGraveyard', on: 'self', to: 'battlefield', tapped: true, underOwner: true }],
  ],
  [
    'Edgar, Charmed Groom',
    "When Edgar, Charmed Groom dies, return it to the battlefield transformed under its owner's control.",
    [{ kind: 'fromGraveyard', on: 'self', to: 'battlefield', transformed: true, underOwner: true }],
  ],
  // CR 603.7: the delayed ability refers to its source only; another object returning later is not read.
  [
    'Flickerwisp',
    "When Flickerwisp enters the battlefield, exile another target permanent. Return that card to the battlefield under its owner's control at the beginning of the next end step.",
    null,
  ],
  // CR 603.2, 608.2c: "it" is the creature that died, another object: not read.
  [
    'Agyrem',
    "Whenever a white creature dies, return it to the battlefield under its owner's control at the beginning of the next end step.",
    null,
  ],
];

describe('exiled, then returned; "When [this] dies, return it to the battlefield" (CR 400.7j, 400.7e)', () => {
  it.each(ROWS)('%s', (name, text, instructions) => {
    const [ability, ...more] = compileCard(card(name, SPELLS.has(name) ? ['Instant'] : ['Creature'], text));
    expect(more).toEqual([]);
    if (instructions === null) expect(ability?.kind).toBe('unsupported');
    else expect(ability && 'instructions' in ability ? ability.instructions : ability).toEqual(instructions);
  });
});
