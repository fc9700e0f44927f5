import type { Filter, Instruction, LayerOp } from '../../effects/types.js';
import { alt, anyOf, map, opt, type Parser, punct, seq, words } from '../parser.js';
import { lasting } from './for-as-long-as.js';
import type { RawInstruction } from './references.js';

/**
 * CR 608.2d, 205.3m: a creature type chosen as a spell or ability resolves, and the creatures of
 * it (or not of it) that one effect then changes: "Choose a creature type. Creatures that aren't
 * of the chosen type get -3/-3 until end of turn." (Crippling Fear), "Creatures of the creature
 * type of your choice get +0/+4 until end of turn." (Defensive Maneuvers).
 */

/** The creatures changed, and whether they are those not of the type chosen. */
interface ChosenTypeGroup {
  readonly affects: Filter;
  readonly excluding: boolean;
}

const CREATURES: Filter = { types: ['Creature'] };

/** "[All] creatures of the creature type of your choice": the choice in the same sentence. */
const ofYourChoice: Parser<ChosenTypeGroup> = map(
  seq(opt(words('all')), words('creatures of the creature type of your choice')),
  () => ({ affects: CREATURES, excluding: false }),
);

/** After "Choose a creature type.": "[All] creatures of the chosen type / of that type", "Creatures that aren't of the chosen type". */
const ofTheChosenType: Parser<ChosenTypeGroup> = alt<ChosenTypeGroup>(
  map(seq(opt(words('all')), words('creatures of'), anyOf('the chosen type', 'that type')), () => ({
    affects: CREATURES,
    excluding: false,
  })),
  map(words("creatures that aren't of the chosen type"), () => ({ affects: CREATURES, excluding: true })),
);

const groupFirst: Parser<ChosenTypeGroup> = alt(
  ofYourChoice,
  map(seq(words('choose a creature type'), punct('.'), ofTheChosenType), ([, , group]) => group),
);

/** The instruction, given how the creatures change ("get -3/-3", "get +2/+2 and gain trample"). */
export const chosenTypeInstruction = (changes: Parser<LayerOp[]>): Parser<RawInstruction> =>
  map(seq(groupFirst, changes, lasting), ([group, ops, duration]) => ({
    ref: { kind: 'none' },
    build: (): Instruction => ({
      kind: 'chosenTypeEffect',
      effect: { affects: group.affects, ops },
      ...(group.excluding ? { excluding: true } : {}),
      duration,
    }),
  }));
