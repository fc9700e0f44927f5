import type { LayerOp, Restriction } from '../../effects/types.js';
import { alt, anyOf, map, type Parser, seq, words } from '../parser.js';

/**
 * Combat restrictions an effect sets "this turn" (CR 508.1c, 509.1b): "target creature can't
 * block this turn", "[this] can't be blocked this turn", "[this] can block an additional
 * creature this turn" (each resolution grants one more). They are restriction abilities granted
 * until the turn ends (layer 6, 613.1f; 514.2 ends them), which the engine reads from
 * characteristics like printed ones. Longer phrases come first.
 */
const PHRASES: readonly (readonly [string, Restriction])[] = [
  ["can't attack or block", { kind: 'cantAttackOrBlock' }],
  ["can't attack", { kind: 'cantAttack' }],
  ["can't block", { kind: 'cantBlock' }],
  ["can't be blocked", { kind: 'cantBeBlocked' }],
  ['can block an additional creature', { kind: 'canBlockAdditional', n: 1 }],
];

export const restrictionOp = (text: string, restriction: Restriction): LayerOp => ({
  kind: 'addAbilities',
  abilities: [{ kind: 'restriction', text, restriction }],
});

export const restrictedThisTurn: Parser<LayerOp[]> = alt(
  ...PHRASES.map(([phrase, restriction]) =>
    map(seq(words(phrase), words('this turn')), (): LayerOp[] => [
      restrictionOp(`${phrase} this turn`, restriction),
    ]),
  ),
  // CR 509.1c: requirements for this turn's combats (Irresistible Prey, Academic Dispute).
  map(words('must be blocked this turn if able'), (): LayerOp[] => [
    restrictionOp('must be blocked this turn if able', MUST_BE_BLOCKED),
  ]),
  map(seq(anyOf('blocks', 'block'), words('this turn if able')), ([verb]): LayerOp[] => [
    restrictionOp(`${verb} this turn if able`, BLOCKS),
  ]),
  // CR 510.1a: "If you do, Dwarven Vigilantes assigns no combat damage this turn."
  map(words('assigns no combat damage this turn'), (): LayerOp[] => [
    restrictionOp('assigns no combat damage this turn', { kind: 'assignsNoCombatDamage' }),
  ]),
  // CR 609.4, 702.3b: Returned Phalanx, Wakestone Gargoyle ("… as though they didn't have defender").
  map(
    seq(words('can attack this turn as though'), anyOf('it', 'they'), words("didn't have defender")),
    ([, who]): LayerOp[] => [
      restrictionOp(`can attack this turn as though ${who} didn't have defender`, DESPITE_DEFENDER),
    ],
  ),
);

const DESPITE_DEFENDER: Restriction = { kind: 'canAttackDespiteDefender' };
const MUST_BE_BLOCKED: Restriction = { kind: 'mustBeBlocked' };
const BLOCKS: Restriction = { kind: 'blocksEachCombat' };

/**
 * The same restrictions as part of a static ability's effect, "as long as ..., [this] gets
 * +1/+1 and can't block" (CR 611.3a): granted while the ability applies, read like printed ones.
 */
export const restricted: Parser<LayerOp> = alt(
  ...PHRASES.map(([phrase, restriction]) => map(words(phrase), () => restrictionOp(phrase, restriction))),
  // CR 509.1c: "Enchanted creature gets +4/+1 and blocks each combat if able." (Spirespine)
  map(words('must be blocked if able'), () => restrictionOp('must be blocked if able', MUST_BE_BLOCKED)),
  map(words('blocks each combat if able'), () => restrictionOp('blocks each combat if able', BLOCKS)),
  map(words("can attack as though it didn't have defender"), () =>
    restrictionOp("can attack as though it didn't have defender", DESPITE_DEFENDER),
  ),
  // CR 502.3: "Enchanted creature doesn't untap during its controller's untap step." (Claustrophobia)
  map(words("doesn't untap during its controller 's untap step"), () =>
    restrictionOp("doesn't untap during its controller's untap step", { kind: 'doesntUntap' }),
  ),
);
