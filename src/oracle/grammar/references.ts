import type { DamageRecipients, Instruction, TargetSpec } from '../../effects/types.js';
import { alt, map, type Parser, token, words } from '../parser.js';

/**
 * What the sentences of an effect refer to (CR 608.2c): the object itself, "it", an attached-to
 * creature, a target; and a sentence read but not yet settled (instructions.ts `settle`). Kept
 * apart so that every reader of sentences can use them without importing the others.
 */

export type Ref =
  | { readonly kind: 'self' }
  | { readonly kind: 'it' }
  | { readonly kind: 'attached' }
  | { readonly kind: 'target'; readonly spec: TargetSpec }
  | { readonly kind: 'none' };

export type On = 'self' | 'targets' | 'attachedTo';

export interface RawInstruction {
  readonly ref: Ref;
  readonly build: (on: On) => Instruction | null;
}

/**
 * Whether a sentence's object is the ability's own object: "[this]", or "it" read as the object
 * itself (no target named before it).
 */
export const isItself = (ref: Ref, on: On): boolean =>
  (ref.kind === 'self' || ref.kind === 'it') && on === 'self';

/** "[this]": the object itself. */
export const self: Parser<Ref> = map(token('self'), () => ({ kind: 'self' }));

/** The source of damage: "[this]" or "it". */
export const source = alt(
  self,
  map(words('it'), (): Ref => ({ kind: 'it' })),
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
];

export const recipients: Parser<DamageRecipients> = alt(
  ...RECIPIENTS.map(([phrase, to]) => map(words(phrase), () => to)),
);
