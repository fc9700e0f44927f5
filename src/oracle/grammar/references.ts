import type { DamageRecipients, Instruction, TargetSpec, Value } from '../../effects/types.js';
import { alt, map, opt, type Parser, seq, token, words } from '../parser.js';
import { controlledBy } from './subjects.js';

/**
 * What the sentences of an effect refer to (CR 608.2c): the object itself, "it", an attached-to
 * creature, a target; and a sentence read but not yet settled (instructions.ts `settle`). Kept
 * apart so that every reader of sentences can use them without importing the others.
 */

export type Ref =
  | { readonly kind: 'self' }
  | { readonly kind: 'it' }
  /** "that creature": the object named before it, a target or the trigger's object, never the object itself (608.2c). */
  | { readonly kind: 'that' }
  | { readonly kind: 'attached' }
  /** "they", "those tokens": the tokens the instruction before created, several of them (608.2c). */
  | { readonly kind: 'them' }
  | { readonly kind: 'target'; readonly spec: TargetSpec }
  | { readonly kind: 'none' };

/**
 * `triggerObject`: the object a triggered ability's event is about when that is another object
 * ("Whenever a creature enters ..., it gains haste": the creature that entered, CR 603.2, 608.2c);
 * `created`: the token the sentence before created ("Create a 0/0 Fractal token. Put X +1/+1
 * counters on it.", 608.2c); `chosen`: the permanent the sentence before had one player sacrifice
 * ("Target player sacrifices a creature. You gain life equal to that creature's toughness.").
 */
export type On = 'self' | 'targets' | 'attachedTo' | 'triggerObject' | 'created' | 'chosen';

export interface RawInstruction {
  readonly ref: Ref;
  /** `on`: what the sentence acts on; `it`: what "it" means where the sentence begins. */
  readonly build: (on: On, it: On) => Instruction | null;
  /**
   * The sentence's subject, where it is not what the sentence acts on and must be the object
   * itself: "[this] fights target creature", "it fights ..." ("it" naming no target before it).
   */
  readonly subject?: Ref;
  /**
   * What the sentence is when its subject "it" names the target before it: its own target is
   * then a second instance of "target" (CR 115.1): "Target creature you control gets +1/+2 until
   * end of turn. It fights target creature you don't control."
   */
  readonly ofFirstTarget?: Instruction;
  /**
   * ", where X is [a number]" after the sentence: what X stands for in every sentence of the
   * ability, given what this sentence acts on and what "it" names where it begins
   * (`withWhereX`); null where it can't be read.
   */
  readonly whereX?: (on: On, it: On) => Value | null;
}

/**
 * Whether a sentence's object is the ability's own object: "[this]", or "it" read as the object
 * itself (no target named before it).
 */
export const isItself = (ref: Ref, on: On): boolean =>
  (ref.kind === 'self' || ref.kind === 'it') && on === 'self';

/** The object itself or the targets: all that most instructions can act on in the engine. */
export const selfOrTargets = (on: On): on is 'self' | 'targets' => on === 'self' || on === 'targets';

/** The object itself, its targets, or what it's attached to ("enchanted creature", CR 303.4). */
export const selfTargetsOrAttached = (on: On): on is 'self' | 'targets' | 'attachedTo' =>
  selfOrTargets(on) || on === 'attachedTo';

/** "[this]": the object itself. */
export const self: Parser<Ref> = map(token('self'), () => ({ kind: 'self' }));

/**
 * Whether the source "[this]" or "it" is the object itself, the one source of damage the
 * engine's damage instructions have (CR 120.2); `it` is what "it" means there (`settle`).
 */
export const sourceIsSelf = (source: Ref, it: On): boolean => source.kind === 'self' || it === 'self';

/** The source of damage: "[this]" or "it". */
export const source = alt(
  self,
  map(words('it'), (): Ref => ({ kind: 'it' })),
);

/**
 * The creature that deals damage by its power or fights: "[this]", "it", or "that creature", which
 * `settle` reads only as the target named before it (Hunter's Edge: "Put a +1/+1 counter on target
 * creature you control. Then that creature deals damage equal to its power to target creature you
 * don't control.", 608.2c).
 */
export const actor = alt(
  source,
  map(words('that creature'), (): Ref => ({ kind: 'that' })),
);

const RECIPIENTS: readonly (readonly [string, DamageRecipients])[] = [
  ['each other creature', 'eachOtherCreature'],
  ['each creature without flying', 'eachCreatureWithoutFlying'],
  ['each creature with flying', 'eachCreatureWithFlying'],
  ['each creature and each player', 'eachCreatureAndPlayer'],
  ['each player', 'eachPlayer'],
  ['each creature', 'eachCreature'],
  ['each opponent', 'eachOpponent'],
  ['you', 'you'],
  // CR 603.2c: the player of the trigger event (checked in oracle/that-much.ts).
  ['that player', 'triggerPlayer'],
];

/** Whom damage goes to, as a `dealDamage` instruction names them. */
export type Recipients = Pick<Extract<Instruction, { kind: 'dealDamage' }>, 'to' | 'only'>;

const CREATURES_ONLY: ReadonlySet<DamageRecipients> = new Set([
  'eachCreature',
  'eachOtherCreature',
  'eachCreatureWithoutFlying',
  'eachCreatureWithFlying',
]);

/**
 * "each opponent", "each creature", ...; creatures a player controls: "each creature defending
 * player controls", "each creature without flying that player controls" (CR 109.4).
 */
export const recipients: Parser<Recipients> = alt(
  ...RECIPIENTS.map(([phrase, to]) =>
    CREATURES_ONLY.has(to)
      ? map(
          seq(words(phrase), opt(controlledBy)),
          ([, who]): Recipients => (who === null ? { to } : { to, only: { controller: who } }),
        )
      : map(words(phrase), (): Recipients => ({ to })),
  ),
);
