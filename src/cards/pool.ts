import type { AbilityDef } from '../effects/types.js';
import type { CardData } from './card-data.js';

/** A card as the engine knows it: printed characteristics (CR 109.3) plus behaviour as data. */
export interface CardDefinition {
  readonly data: CardData;
  /** One entry per ability (Oracle paragraph or keyword); unmodelled ones are `unsupported`. */
  readonly abilities: readonly AbilityDef[];
  /** Where the behaviour comes from: a hand definition, or the Oracle-text compiler (src/oracle). */
  readonly behaviour: 'hand' | 'compiled';
  /**
   * CR 712.8e: the mana cost a face's mana value is calculated from when it is not its own (a
   * transforming card's back face, whose mana value is its front face's); absent, its own.
   */
  readonly manaValueCost?: string | null;
  /** CR 712.8d-f: a double-faced card as it is with its back face up; absent for other cards. */
  readonly back?: CardDefinition;
  /** CR 715.3b: an adventurer card as an Adventure spell; absent for other cards. */
  readonly adventure?: CardDefinition;
}

/** Cards by name. Lookups are exact; `find` also accepts other case, accents and face names. */
export interface CardPool {
  /** The card with exactly this name (its Oracle name, CR 201.2), if the pool has it. */
  readonly get: (name: string) => CardDefinition | undefined;
  /** The card with this name, also in other case, without accents or by one of its faces' names. */
  readonly find: (name: string) => CardDefinition | undefined;
  /** The name of every card in the pool, sorted. */
  readonly names: () => readonly string[];
}
