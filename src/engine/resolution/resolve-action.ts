import type { ObjectId, PlayerId } from '../../state/types.js';
import type { Decision } from './decision.js';

/**
 * Resolve a spell's or ability's effect (CR 608.2): a card by name (a spell nobody holds,
 * or one in a zone), or an object's ability by its index among the object's abilities.
 */
export interface ResolveAction {
  readonly kind: 'resolve';
  /** A card name, or the id of an object whose spell or ability resolves. */
  readonly source: string;
  /** Which of the object's abilities, by index; absent for an instant's or sorcery's spell abilities. */
  readonly ability?: number;
  readonly controller: PlayerId;
  readonly targets?: readonly (ObjectId | PlayerId)[];
  /** The announced X (CR 107.3a). */
  readonly x?: number;
  /** The mana chosen where its effect offers a choice, "Add {R} or {G}" (CR 608.2d): "{G}". */
  readonly mana?: string;
  /** The answer to its "you may ..." or "... unless you pay" (CR 603.5, 608.2d, 118.12): true to do it, or to pay. */
  readonly may?: boolean;
  /** The modes chosen of a modal spell or ability, by their index in its list (CR 700.2a-b). */
  readonly modes?: readonly number[];
  /** Its player's decisions, one for each instruction that asks for one, in order (CR 608.2d; decision.ts). */
  readonly decisions?: readonly Decision[];
  /** For a triggered ability, the object its trigger event involved ("that Vehicle", CR 603.2). */
  readonly triggerObject?: ObjectId;
  /** For a triggered ability, the amount of damage of its trigger event ("that much", CR 603.2c). */
  readonly amount?: number;
  /** For a triggered ability, the player its trigger event dealt damage to ("that player", CR 603.2c). */
  readonly triggerPlayer?: PlayerId;
}
