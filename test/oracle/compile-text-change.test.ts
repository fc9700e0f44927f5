import { describe, expect, it } from 'vitest';
import type { Instruction } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * "Change the text of target permanent by replacing all instances of one color word with another
 * [or one basic land type with another] [until end of turn]" (CR 612.1, 613.1c): the words are
 * chosen as it resolves (608.2d). Each row is a card's printed Oracle text.
 */

const MIND_BEND =
  'Change the text of target permanent by replacing all instances of one color word with another or one basic land type with another. (For example, you may change "nonblack creature" to "nongreen creature" or "forestwalk" to "islandwalk." This effect lasts indefinitely.)';
const TRAIT_DOCTORING =
  'Change the text of target permanent by replacing all instances of one color word with another or one basic land type with another until end of turn.';

const ROWS: readonly (readonly [string, string, readonly Instruction[]])[] = [
  [
    'Mind Bend',
    MIND_BEND,
    [{ kind: 'changeText', on: 'targets', families: ['color', 'basicLandType'], duration: 'permanent' }],
  ],
  [
    'Trait Doctoring',
    TRAIT_DOCTORING,
    [{ kind: 'changeText', on: 'targets', families: ['color', 'basicLandType'], duration: 'endOfTurn' }],
  ],
  [
    'New Blood',
    'Gain control of target creature. Change the text of that creature by replacing all instances of one creature type with Vampire.',
    [
      {
        kind: 'createEffect',
        on: 'targets',
        effect: { affects: {}, ops: [{ kind: 'setController', to: 'you' }] },
        duration: 'permanent',
      },
      { kind: 'changeText', on: 'targets', families: ['creatureType'], to: 'Vampire', duration: 'permanent' },
    ],
  ],
];

describe('text-changing instructions (CR 612.1)', () => {
  it.each(ROWS)('%s', (name, text, instructions) => {
    const [ability] = compileCard(card(name, ['Sorcery'], text));
    expect(ability && 'instructions' in ability ? ability.instructions : ability).toEqual(instructions);
  });

  it('Sleight of Mind, "target spell or permanent": refused, since spells resolve from their printed text', () => {
    const [ability] = compileCard(
      card(
        'Sleight of Mind',
        ['Instant'],
        'Change the text of target spell or permanent by replacing all instances of one color word with another. (For example, you may change "target black spell" to "target blue spell." This effect lasts indefinitely.)',
      ),
    );
    expect(ability?.kind === 'unsupported' ? ability.reason : ability).toBe(
      "changing a spell's text (CR 612.1) is not modelled: spells resolve from their printed text",
    );
  });
});
