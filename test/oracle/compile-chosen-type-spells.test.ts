import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef, Instruction, LayerOp, Value } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * A creature type chosen as a spell or ability resolves (CR 608.2d, 205.3m) and the creatures
 * of it, or not of it, one effect then changes (611.2c); each paragraph a real card's Oracle
 * text (MTGJSON, April 2022).
 */

const pt = (p: Value, t: Value = p): LayerOp => ({ kind: 'modifyPT', power: p, toughness: t });
const n = (k: number): Value => ({ kind: 'constant', n: k });
const chosenType = (ops: readonly LayerOp[], excluding = false): Instruction => ({
  kind: 'chosenTypeEffect',
  effect: { affects: { types: ['Creature'] }, ops },
  ...(excluding ? { excluding: true } : {}),
  duration: 'endOfTurn',
});
const spell = (text: string, instruction: Instruction): AbilityDef => ({
  kind: 'spell',
  text,
  targets: null,
  instructions: [instruction],
});

const FEAR = "Choose a creature type. Creatures that aren't of the chosen type get -3/-3 until end of turn.";
const OUTBREAK = 'Choose a creature type. All creatures of that type get -1/-1 until end of turn.';
const MANEUVERS = 'Creatures of the creature type of your choice get +0/+4 until end of turn.';
const UNITY = 'Creatures of the creature type of your choice get +X/+X until end of turn.';
const KARONA =
  'Whenever Karona attacks, creatures of the creature type of your choice get +3/+3 until end of turn.';
const FORCEMAGE =
  'When Tribal Forcemage is turned face up, creatures of the creature type of your choice get +2/+2 and gain trample until end of turn.';

const ROWS: readonly (readonly [string, CardData, AbilityDef])[] = [
  [
    'Crippling Fear, CR 608.2d: "Choose a creature type. Creatures that aren\'t of the chosen type get -3/-3 …"',
    card('Crippling Fear', ['Sorcery'], FEAR),
    spell(FEAR, chosenType([pt(n(-3))], true)),
  ],
  [
    'Outbreak, CR 608.2d: "Choose a creature type. All creatures of that type get -1/-1 …"',
    card('Outbreak', ['Sorcery'], OUTBREAK),
    spell(OUTBREAK, chosenType([pt(n(-1))])),
  ],
  [
    'Defensive Maneuvers, CR 608.2d: "Creatures of the creature type of your choice get +0/+4 …"',
    card('Defensive Maneuvers', ['Instant'], MANEUVERS),
    spell(MANEUVERS, chosenType([pt(n(0), n(4))])),
  ],
  [
    'Tribal Unity, CR 107.3, 608.2d: "… get +X/+X until end of turn", X its cost\'s',
    card('Tribal Unity', ['Instant'], UNITY),
    spell(UNITY, chosenType([pt({ kind: 'x' })])),
  ],
  [
    'Karona, False God, CR 508.1m, 608.2d: an attack trigger choosing the type as it resolves',
    card('Karona, False God', ['Creature'], KARONA, ['Legendary']),
    { kind: 'triggered', text: KARONA, trigger: { kind: 'attacks' }, instructions: [chosenType([pt(n(3))])] },
  ],
  [
    'Tribal Forcemage, CR 702.37e, 608.2d: "… get +2/+2 and gain trample until end of turn"',
    card('Tribal Forcemage', ['Creature'], FORCEMAGE),
    {
      kind: 'triggered',
      text: FORCEMAGE,
      trigger: { kind: 'turnedFaceUp' },
      instructions: [
        chosenType([
          pt(n(2)),
          { kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword: 'Trample', text: 'Trample' }] },
        ]),
      ],
    },
  ],
];

/** Chosen creature types nothing in the engine reads yet: each stays unsupported. */
const REFUSED: readonly (readonly [string, string, readonly CardType[], string])[] = [
  [
    'Pack\'s Disdain: a count "for each permanent of the chosen type you control" is not read',
    "Pack's Disdain",
    ['Instant'],
    'Choose a creature type. Target creature gets -1/-1 until end of turn for each permanent of the chosen type you control.',
  ],
  [
    'Fertile Imagination: a card type chosen on resolution is not read',
    'Fertile Imagination',
    ['Sorcery'],
    'Choose a card type. Target opponent reveals their hand. Create two 1/1 green Saproling creature tokens for each card of the chosen type revealed this way.',
  ],
];

describe('a creature type chosen on resolution compiles (CR 608.2d, 205.3m)', () => {
  it.each(ROWS)('%s', (_name, face, ability) => {
    expect(compileCard(face)).toEqual([ability]);
  });

  it.each(REFUSED)('%s', (_name, name, types, text) => {
    expect(compileCard(card(name, types, text))[0]?.kind).toBe('unsupported');
  });
});
