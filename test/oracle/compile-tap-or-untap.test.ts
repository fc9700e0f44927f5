import { describe, expect, it } from 'vitest';
import type { Instruction, TargetSpec } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * "You may tap or untap target permanent" (CR 701.26a-b, 608.2d): which of the two is chosen as
 * it resolves, after "you may" (603.5). Each row is a card's printed Oracle text.
 */

const mayTapOrUntap = (on: 'targets' | 'attachedTo'): readonly Instruction[] => [
  { kind: 'optional', ifDone: [{ kind: 'tapOrUntap', on }], otherwise: [] },
];

const ROWS: readonly (readonly [
  string,
  readonly string[],
  string,
  TargetSpec | null,
  'targets' | 'attachedTo',
])[] = [
  [
    'Captain of the Mists',
    ['Creature'],
    '{1}{U}, {T}: You may tap or untap target permanent.',
    { count: 1, filter: {} },
    'targets',
  ],
  [
    'Psychic Puppetry',
    ['Instant'],
    'You may tap or untap target permanent.',
    { count: 1, filter: {} },
    'targets',
  ],
  [
    'Bounding Krasis',
    ['Creature'],
    'When Bounding Krasis enters the battlefield, you may tap or untap target creature.',
    { count: 1, filter: { types: ['Creature'] } },
    'targets',
  ],
  [
    'Hyperion Blacksmith',
    ['Creature'],
    '{T}: You may tap or untap target artifact an opponent controls.',
    { count: 1, filter: { types: ['Artifact'], controller: 'opponents' } },
    'targets',
  ],
  [
    'Janjeet Sentry',
    ['Creature'],
    '{T}, Pay {E}{E}: You may tap or untap target artifact or creature.',
    { count: 1, filter: { anyTypes: ['Artifact', 'Creature'] } },
    'targets',
  ],
  [
    'Twiddle',
    ['Instant'],
    'You may tap or untap target artifact, creature, or land.',
    { count: 1, filter: { anyTypes: ['Artifact', 'Creature', 'Land'] } },
    'targets',
  ],
  [
    'Tideforce Elemental',
    ['Creature'],
    '{U}, {T}: You may tap or untap another target creature.',
    { count: 1, filter: { types: ['Creature'], other: true } },
    'targets',
  ],
  ['Sword of the Paruns', ['Artifact'], '{3}: You may tap or untap equipped creature.', null, 'attachedTo'],
];

describe('tap or untap, chosen as it resolves (CR 701.26a-b, 608.2d)', () => {
  it.each(ROWS)('%s', (name, types, text, targets, on) => {
    const [ability] = compileCard(card(name, types as never, text));
    const compiled = ability && 'instructions' in ability ? ability : null;
    expect(compiled?.instructions).toEqual(mayTapOrUntap(on));
    expect(compiled && 'targets' in compiled ? compiled.targets : undefined).toEqual(targets);
  });
});
