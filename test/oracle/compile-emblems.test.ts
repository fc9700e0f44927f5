import { describe, expect, it } from 'vitest';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Emblems (CR 114): "You get an emblem with "…"", "Target opponent gets an emblem with "…"" (114.2),
 * the quoted ability read as the emblem's, functioning in the command zone (114.4). Each text is
 * the card's Oracle text (MTGJSON, April 2022).
 */

const n = (v: number) => ({ kind: 'constant', n: v }) as const;
const GIDEON = '[−4]: You get an emblem with "Creatures you control get +1/+1."';
const KIORA =
  '[−5]: You get an emblem with "At the beginning of your end step, create a 9/9 blue Kraken creature token."';
const OB_NIXILIS =
  '[−8]: You get an emblem with "{1}{B}, Sacrifice a creature: You gain X life and draw X cards, where X is the sacrificed creature\'s power."';
const GARRUK =
  '[−8]: Target opponent gets an emblem with "Whenever a creature attacks you, it gets +5/+5 and gains trample until end of turn."';

const ASPIRANT =
  'Baneslayer Aspirant gets +3/+3 and has flying, first strike, and lifelink as long as you have one or more emblems.';

interface Row {
  readonly name: string;
  readonly card: string;
  readonly text: string;
  readonly ability: AbilityDef | ((a: AbilityDef) => void);
}

const loyalty = (cost: string, text: string, emblem: AbilityDef): AbilityDef => ({
  kind: 'activated',
  text,
  cost,
  targets: null,
  instructions: [{ kind: 'getEmblem', who: 'you', emblem: { abilities: [emblem] } }],
});

const ROWS: readonly Row[] = [
  {
    name: 'CR 114.2, 114.4: Gideon, Ally of Zendikar\'s "You get an emblem with "Creatures you control get +1/+1."": a static ability in the command zone',
    card: 'Gideon, Ally of Zendikar',
    text: GIDEON,
    ability: loyalty('[−4]', GIDEON, {
      kind: 'static',
      text: 'Creatures you control get +1/+1.',
      effect: {
        affects: { types: ['Creature'], controller: 'you' },
        ops: [{ kind: 'modifyPT', power: n(1), toughness: n(1) }],
      },
      zone: 'command',
    }),
  },
  {
    name: 'CR 114.2, 114.4: Kiora, the Crashing Wave\'s emblem "At the beginning of your end step, create a 9/9 blue Kraken creature token.": triggers from the command zone',
    card: 'Kiora, the Crashing Wave',
    text: KIORA,
    ability: loyalty('[−5]', KIORA, {
      kind: 'triggered',
      text: 'At the beginning of your end step, create a 9/9 blue Kraken creature token.',
      trigger: { kind: 'beginningOfEndStep', whose: 'you' },
      instructions: [
        {
          kind: 'createTokens',
          token: {
            name: 'Kraken Token',
            colors: ['U'],
            types: ['Creature'],
            subtypes: ['Kraken'],
            power: 9,
            toughness: 9,
            abilities: [],
          },
          amount: n(1),
        },
      ],
      zone: 'command',
    }),
  },
  {
    name: "CR 114.4: Ob Nixilis of the Black Oath's emblem with an activated ability stays unsupported, naming the kind the engine doesn't activate from the command zone",
    card: 'Ob Nixilis of the Black Oath',
    text: OB_NIXILIS,
    ability: {
      kind: 'unsupported',
      text: OB_NIXILIS,
      reason: `its emblem's ability "${OB_NIXILIS.slice(30, -1)}" is not supported: an emblem's ability of kind "activated" is not modelled (CR 114.4)`,
    },
  },
  {
    name: 'CR 114.2, 506.3: Garruk, Apex Predator\'s "Target opponent gets an emblem with "Whenever a creature attacks you, …"": the target opponent gets it, and "you" is them',
    card: 'Garruk, Apex Predator',
    text: GARRUK,
    ability: {
      kind: 'activated',
      text: GARRUK,
      cost: '[−8]',
      targets: { count: 1, filter: {}, players: true, playerIs: 'opponent' },
      instructions: [
        {
          kind: 'getEmblem',
          who: 'targets',
          emblem: {
            abilities: [
              {
                kind: 'triggered',
                text: 'Whenever a creature attacks you, it gets +5/+5 and gains trample until end of turn.',
                trigger: { kind: 'creatureAttacks', filter: { types: ['Creature'] }, attacking: 'you' },
                instructions: [
                  {
                    kind: 'createEffect',
                    on: 'triggerObject',
                    effect: {
                      affects: {},
                      ops: [
                        { kind: 'modifyPT', power: n(5), toughness: n(5) },
                        {
                          kind: 'addAbilities',
                          abilities: [{ kind: 'keyword', keyword: 'Trample', text: 'Trample' }],
                        },
                      ],
                    },
                    duration: 'endOfTurn',
                  },
                ],
                zone: 'command',
              },
            ],
          },
        },
      ],
    },
  },
  {
    name: 'CR 114.2: Baneslayer Aspirant\'s "as long as you have one or more emblems"',
    card: 'Baneslayer Aspirant',
    text: ASPIRANT,
    ability: {
      kind: 'static',
      text: ASPIRANT,
      effect: {
        affects: { self: true },
        ops: [
          {
            kind: 'addAbilities',
            abilities: [
              { kind: 'keyword', keyword: 'Flying', text: 'Flying' },
              { kind: 'keyword', keyword: 'First strike', text: 'First strike' },
              { kind: 'keyword', keyword: 'Lifelink', text: 'Lifelink' },
            ],
          },
          { kind: 'modifyPT', power: n(3), toughness: n(3) },
        ],
      },
      condition: { kind: 'hasEmblem' },
    },
  },
];

describe('emblems (CR 114)', () => {
  it.each(ROWS)('$name', (row) => {
    const [compiled] = compileCard(card(row.card, ['Planeswalker'], row.text, ['Legendary']));
    if (compiled === undefined) throw new Error(`${row.card}: nothing compiled`);
    if (typeof row.ability === 'function') row.ability(compiled);
    else expect(compiled).toStrictEqual(row.ability);
  });
});
