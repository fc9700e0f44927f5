import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/** Damage sentences (CR 120.2): real cards' Oracle text (MTGJSON, April 2022) and what they compile to. */

const n = (value: number) => ({ kind: 'constant', n: value }) as const;

const ARTILLERY = '{T}: Goblin Artillery deals 2 damage to any target and 3 damage to you.';
const GIANT = 'When Magma Giant enters the battlefield, it deals 2 damage to each creature and each player.';
const FIREBEAST = '{1}{R}: Ashen Firebeast deals 1 damage to each creature without flying.';
const BURNING_CLOAK =
  'Target creature gets +2/+0 until end of turn. Burning Cloak deals 2 damage to that creature.';
const SPIKESHOT = '{R}, {T}: Spikeshot Goblin deals damage equal to its power to any target.';

const ROWS: readonly (readonly [string, CardData, AbilityDef])[] = [
  [
    'Goblin Artillery, CR 120.2: a second amount after "and" goes to its controller',
    card('Goblin Artillery', ['Creature'], ARTILLERY),
    {
      kind: 'activated',
      text: ARTILLERY,
      cost: '{T}',
      targets: { count: 1, filter: {}, anyTarget: true },
      instructions: [
        { kind: 'dealDamage', to: 'targets', amount: n(2) },
        { kind: 'dealDamage', to: 'you', amount: n(3) },
      ],
    },
  ],
  [
    'Magma Giant, CR 120.2: "each creature and each player"',
    card('Magma Giant', ['Creature'], GIANT),
    {
      kind: 'triggered',
      text: GIANT,
      trigger: { kind: 'entersBattlefield' },
      instructions: [{ kind: 'dealDamage', to: 'eachCreatureAndPlayer', amount: n(2) }],
    },
  ],
  [
    'Ashen Firebeast, CR 702.9: "each creature without flying"',
    card('Ashen Firebeast', ['Creature'], FIREBEAST),
    {
      kind: 'activated',
      text: FIREBEAST,
      cost: '{1}{R}',
      targets: null,
      instructions: [{ kind: 'dealDamage', to: 'eachCreatureWithoutFlying', amount: n(1) }],
    },
  ],
  [
    'Spikeshot Goblin, CR 608.2h: "damage equal to its power"',
    card('Spikeshot Goblin', ['Creature'], SPIKESHOT),
    {
      kind: 'activated',
      text: SPIKESHOT,
      cost: '{R}, {T}',
      targets: { count: 1, filter: {}, anyTarget: true },
      instructions: [{ kind: 'dealDamage', to: 'targets', amount: { kind: 'powerOfSource' } }],
    },
  ],
  [
    'Burning Cloak, CR 608.2c: "[this] deals 2 damage to that creature", the target named before',
    card('Burning Cloak', ['Sorcery'], BURNING_CLOAK),
    {
      kind: 'spell',
      text: BURNING_CLOAK,
      targets: { count: 1, filter: { types: ['Creature'] } },
      instructions: [
        {
          kind: 'createEffect',
          on: 'targets',
          effect: { affects: {}, ops: [{ kind: 'modifyPT', power: n(2), toughness: n(0) }] },
          duration: 'endOfTurn',
        },
        { kind: 'dealDamage', to: 'targets', amount: n(2) },
      ],
    },
  ],
];

describe('damage sentences, card by card (CR 120.2)', () => {
  it.each(ROWS)('%s', (_name, c, ability) => {
    expect(compileCard(c)).toEqual([ability]);
  });

  it('Ghitu Fire-Eater, CR 608.2h: its power after it was sacrificed is its last known power, which the engine keeps', () => {
    const c = card(
      'Ghitu Fire-Eater',
      ['Creature'],
      '{T}, Sacrifice Ghitu Fire-Eater: It deals damage equal to its power to any target.',
    );
    expect(compileCard(c).map((a) => a.kind)).toEqual(['activated']);
  });
});
