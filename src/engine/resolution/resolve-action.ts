import type { Answers } from '../../state/answers.js';
import type { ObjectId, PlayerId } from '../../state/types.js';

/**
 * A shortcut for tests and board files: resolve a spell's or ability's effect at once, with no
 * stack and no priority (CR 608.2): a card by name (a spell nobody holds, or one in a zone), or
 * an object's ability by its index among the object's abilities. What it triggers goes on the
 * stack as usual. A game casts spells and activates abilities instead (`cast`, `activate`).
 */
export interface ResolveAction extends Answers {
  readonly kind: 'resolve';
  /** A card name, or the id of an object whose spell or ability resolves. */
  readonly source: string;
  /** Which of the object's abilities, by index; absent for an instant's or sorcery's spell abilities. */
  readonly ability?: number;
  readonly controller: PlayerId;
  readonly targets?: readonly (ObjectId | PlayerId)[];
}
