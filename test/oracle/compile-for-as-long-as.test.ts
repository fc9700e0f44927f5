import { describe, expect, it } from 'vitest';
import type { AbilityDef, Duration, Instruction, LayerOp } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * Effects "for as long as [this] remains tapped", "for as long as you control [this] [and [this]
 * remains tapped]" and "for as long as [this] remains on the battlefield" (CR 611.2b), card by
 * card (MTGJSON printed Oracle text): a P/T change, an untap restriction, a gained keyword or
 * control (613.1b) with that duration. "For as long as" another condition is refused.
 */

const onTargets = (ops: LayerOp[], duration: Duration): Instruction => ({
  kind: 'createEffect',
  on: 'targets',
  effect: { affects: {}, ops },
  duration,
});
const plus = (p: number, t: number): LayerOp => ({
  kind: 'modifyPT',
  power: { kind: 'constant', n: p },
  toughness: { kind: 'constant', n: t },
});
const control: LayerOp = { kind: 'setController', to: 'you' };
const notUntapping: LayerOp = {
  kind: 'addAbilities',
  abilities: [
    {
      kind: 'restriction',
      text: "doesn't untap during its controller's untap step",
      restriction: { kind: 'doesntUntap' },
    },
  ],
};

const ROWS: readonly (readonly [string, CardType | `Legendary ${CardType}`, string, AbilityDef])[] = [
  [
    "Tawnos's Weaponry",
    'Artifact',
    "{2}, {T}: Target creature gets +1/+1 for as long as Tawnos's Weaponry remains tapped.",
    {
      kind: 'activated',
      text: "{2}, {T}: Target creature gets +1/+1 for as long as Tawnos's Weaponry remains tapped.",
      cost: '{2}, {T}',
      targets: { count: 1, filter: { types: ['Creature'] } },
      instructions: [onTargets([plus(1, 1)], 'whileSourceTapped')],
    },
  ],
  [
    'Thran Weaponry',
    'Artifact',
    '{2}, {T}: All creatures get +2/+2 for as long as Thran Weaponry remains tapped.',
    {
      kind: 'activated',
      text: '{2}, {T}: All creatures get +2/+2 for as long as Thran Weaponry remains tapped.',
      cost: '{2}, {T}',
      targets: null,
      instructions: [
        {
          kind: 'createEffect',
          on: 'filter',
          effect: { affects: { types: ['Creature'] }, ops: [plus(2, 2)] },
          duration: 'whileSourceTapped',
        },
      ],
    },
  ],
  [
    'Sand Squid',
    'Creature',
    "{T}: Tap target creature. That creature doesn't untap during its controller's untap step for as long as Sand Squid remains tapped.",
    {
      kind: 'activated',
      text: "{T}: Tap target creature. That creature doesn't untap during its controller's untap step for as long as Sand Squid remains tapped.",
      cost: '{T}',
      targets: { count: 1, filter: { types: ['Creature'] } },
      instructions: [{ kind: 'tap', on: 'targets' }, onTargets([notUntapping], 'whileSourceTapped')],
    },
  ],
  [
    'Icefall Regent',
    'Creature',
    "When Icefall Regent enters the battlefield, tap target creature an opponent controls. That creature doesn't untap during its controller's untap step for as long as you control Icefall Regent.",
    {
      kind: 'triggered',
      text: "When Icefall Regent enters the battlefield, tap target creature an opponent controls. That creature doesn't untap during its controller's untap step for as long as you control Icefall Regent.",
      trigger: { kind: 'entersBattlefield' },
      targets: { count: 1, filter: { types: ['Creature'], controller: 'opponents' } },
      instructions: [{ kind: 'tap', on: 'targets' }, onTargets([notUntapping], 'whileYouControlSource')],
    },
  ],
  [
    'Aegis Angel',
    'Creature',
    'When Aegis Angel enters the battlefield, another target permanent gains indestructible for as long as you control Aegis Angel.',
    {
      kind: 'triggered',
      text: 'When Aegis Angel enters the battlefield, another target permanent gains indestructible for as long as you control Aegis Angel.',
      trigger: { kind: 'entersBattlefield' },
      targets: { count: 1, filter: { other: true } },
      instructions: [
        onTargets(
          [
            {
              kind: 'addAbilities',
              abilities: [{ kind: 'keyword', keyword: 'Indestructible', text: 'Indestructible' }],
            },
          ],
          'whileYouControlSource',
        ),
      ],
    },
  ],
  [
    'Sower of Temptation',
    'Creature',
    'When Sower of Temptation enters the battlefield, gain control of target creature for as long as Sower of Temptation remains on the battlefield.',
    {
      kind: 'triggered',
      text: 'When Sower of Temptation enters the battlefield, gain control of target creature for as long as Sower of Temptation remains on the battlefield.',
      trigger: { kind: 'entersBattlefield' },
      targets: { count: 1, filter: { types: ['Creature'] } },
      instructions: [onTargets([control], 'untilLeavesBattlefield')],
    },
  ],
  [
    'Master Thief',
    'Creature',
    'When Master Thief enters the battlefield, gain control of target artifact for as long as you control Master Thief.',
    {
      kind: 'triggered',
      text: 'When Master Thief enters the battlefield, gain control of target artifact for as long as you control Master Thief.',
      trigger: { kind: 'entersBattlefield' },
      targets: { count: 1, filter: { types: ['Artifact'] } },
      instructions: [onTargets([control], 'whileYouControlSource')],
    },
  ],
  [
    'Rubinia Soulsinger (legendary: "Rubinia" names it, 201.5)',
    'Legendary Creature',
    '{T}: Gain control of target creature for as long as you control Rubinia and Rubinia remains tapped.',
    {
      kind: 'activated',
      text: '{T}: Gain control of target creature for as long as you control Rubinia and Rubinia remains tapped.',
      cost: '{T}',
      targets: { count: 1, filter: { types: ['Creature'] } },
      instructions: [onTargets([control], 'whileYouControlSourceTapped')],
    },
  ],
  [
    'Rootwater Matriarch (refused: "for as long as that creature is enchanted")',
    'Creature',
    '{T}: Gain control of target creature for as long as that creature is enchanted.',
    {
      kind: 'unsupported',
      text: '{T}: Gain control of target creature for as long as that creature is enchanted.',
      reason:
        'the grammar reads "{T}: Gain control of target creature for as long as" and stops at "that creature is" (character 52)',
    },
  ],
];

describe('"for as long as" durations (CR 611.2b)', () => {
  it.each(ROWS)('%s', (name, type, text, ability) => {
    const [legendary, cardType] = type.startsWith('Legendary ')
      ? [['Legendary'], type.slice('Legendary '.length) as CardType]
      : [[], type as CardType];
    expect(compileCard(card(name.replace(/ \(.*$/, ''), [cardType], text, legendary))).toEqual([ability]);
  });
});
