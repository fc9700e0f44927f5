import type { AbilityDef, Filter, Instruction, TargetSpec } from '../../effects/types.js';
import { alt, map, opt, type Parser, punct, seq, wordFrom, words } from '../parser.js';
import type { AbilityParser } from './abilities.js';
import { manaSymbols } from './mana.js';
import { eitherCardType, subtypeWord } from './nouns.js';
import { count } from './numbers.js';
import { controlledBy } from './subjects.js';

/**
 * Keywords that are abilities with parts of their own: Enchant (702.5), Equip (702.6), Crew
 * (702.122), Level up (702.87).
 */

const ENCHANTABLE: Readonly<Record<string, Filter>> = {
  creature: { types: ['Creature'] },
  artifact: { types: ['Artifact'] },
  enchantment: { types: ['Enchantment'] },
  land: { types: ['Land'] },
  planeswalker: { types: ['Planeswalker'] },
  permanent: {},
};

/** "creature", "artifact or creature" (CR 205.2a: either card type), "Forest", "Wall" (a subtype, 205.3). */
const enchantable: Parser<Filter> = alt(
  eitherCardType,
  wordFrom(ENCHANTABLE),
  map(subtypeWord, (subtype): Filter => ({ subtypes: [subtype] })),
);

/** CR 702.5a: "Enchant [object]", what the Aura may be attached to (303.4c). */
export const enchantAbility: AbilityParser = map(
  seq(words('enchant'), enchantable, opt(controlledBy)),
  ([, filter, who]) =>
    (text: string): AbilityDef => ({
      kind: 'enchant',
      text,
      filter: who ? { ...filter, controller: who } : filter,
    }),
);

/** CR 702.122a: "Crew N". */
export const crewAbility: AbilityParser = map(seq(words('crew'), count), ([, power]) => (text: string) => ({
  kind: 'crew',
  text,
  power,
}));

/** An activated ability that can be activated only as a sorcery (CR 602.5d). */
const atSorcerySpeed =
  (cost: string, targets: TargetSpec | null, instruction: Instruction) =>
  (text: string): AbilityDef => ({
    kind: 'activated',
    text,
    cost,
    timing: 'sorcery',
    targets,
    instructions: [instruction],
  });

/** CR 702.87a: "Level up [cost]" means "[Cost]: Put a level counter on this. Activate only as a sorcery." */
export const levelUpAbility: AbilityParser = map(
  seq(words('level up'), manaSymbols(), opt(punct('.'))),
  ([, cost]) =>
    atSorcerySpeed(cost, null, {
      kind: 'addCounters',
      on: 'self',
      counter: 'level',
      amount: { kind: 'constant', n: 1 },
    }),
);

/** CR 702.107a: "Outlast [cost]" means "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery." */
export const outlastAbility: AbilityParser = map(seq(words('outlast'), manaSymbols()), ([, cost]) =>
  atSorcerySpeed(`${cost}, {T}`, null, {
    kind: 'addCounters',
    on: 'self',
    counter: '+1/+1',
    amount: { kind: 'constant', n: 1 },
  }),
);

/** CR 702.6a: "Equip [cost]" means "[Cost]: Attach this to target creature you control. Activate only as a sorcery." */
export const equipAbility: AbilityParser = map(seq(words('equip'), manaSymbols()), ([, cost]) =>
  atSorcerySpeed(
    cost,
    { count: 1, filter: { types: ['Creature'], controller: 'you' } },
    { kind: 'attach', on: 'targets' },
  ),
);
