import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Keyword } from '../../../src/effects/types.js';
import type { Color } from '../../../src/symbols/colors.js';
import { charsOf, has, play, stateOf } from '../../support/play.js';

/**
 * What CR 702.16e and 702.16j promise for any source of damage: protection from everything
 * prevents all damage dealt to the permanent, and protection from a colour prevents exactly the
 * damage from sources of that colour (a multicoloured source is of each of its colours, 105.2).
 */

/** Sources of each kind: one colour each, two colours, colourless artifact, a land creature. */
const SOURCES = [
  'Grizzly Bears',
  'Serra Angel',
  'Raging Goblin',
  'Walking Corpse',
  'Prodigal Sorcerer',
  'Watchwolf',
  'Memnite',
  'Dryad Arbor',
] as const;

const COLOR_PROTECTIONS = [
  'Protection from white',
  'Protection from blue',
  'Protection from black',
  'Protection from red',
  'Protection from green',
] as const satisfies readonly Keyword[];

const COLOR_OF: Readonly<Record<(typeof COLOR_PROTECTIONS)[number], Color>> = {
  'Protection from white': 'W',
  'Protection from blue': 'U',
  'Protection from black': 'B',
  'Protection from red': 'R',
  'Protection from green': 'G',
};

/** The damage marked on B's Grizzly Bears with `keyword` after `source` deals it `amount`. */
const damageWith = (keyword: Keyword, source: string, amount: number) => {
  const start = stateOf({
    objects: [
      { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
      { id: 'src', card: source },
    ],
    effects: [has('bear', keyword)],
  });
  const played = play(start, [{ kind: 'damage', source: 'src', to: [{ to: 'bear', amount }] }]);
  if (played.refusal) throw new Error(played.refusal.message);
  const marked = played.events.some((e) => e.kind === 'damageDealt' && e.to === 'bear');
  return { marked, colors: charsOf(start).get('src')?.colors ?? [] };
};

describe('CR 702.16e, 702.16j: protection prevents damage (fast-check)', () => {
  it('CR 702.16j: protection from everything prevents all damage, whatever the source and amount', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SOURCES), fc.integer({ min: 1, max: 20 }), (source, amount) => {
        expect(damageWith('Protection from everything', source, amount).marked).toBe(false);
      }),
      { numRuns: 40 },
    );
  });

  it('CR 702.16e: protection from a colour prevents damage exactly from sources of that colour', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COLOR_PROTECTIONS),
        fc.constantFrom(...SOURCES),
        fc.integer({ min: 1, max: 20 }),
        (keyword, source, amount) => {
          const { marked, colors } = damageWith(keyword, source, amount);
          expect(marked).toBe(!colors.includes(COLOR_OF[keyword]));
        },
      ),
      { numRuns: 60 },
    );
  });
});
