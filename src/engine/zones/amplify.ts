import type { Characteristics } from '../../layers/result.js';
import { ok, type Result } from '../../result.js';
import { CREATURE_TYPES } from '../../state/subtypes.js';
import type { EntryChoices } from '../../state/types.js';
import { refuse } from '../outcome.js';
import type { View } from '../view.js';

/**
 * CR 702.38a: "Amplify N" means "As this object enters, reveal any number of cards from your
 * hand that share a creature type with it. This permanent enters with N +1/+1 counters on it for
 * each card revealed this way. You can't reveal this card or any other cards that are entering
 * the battlefield at the same time as this card." The cards are the entering player's choice,
 * given as the entry choice `amplify`; they stay in the hand.
 */

const CREATURE_TYPE: ReadonlySet<string> = new Set(CREATURE_TYPES);

/** CR 205.3m: the creature types among an object's subtypes. */
const creatureTypes = (c: Characteristics): string[] => c.subtypes.filter((t) => CREATURE_TYPE.has(t));

/** How many +1/+1 counters the entering permanent `c`'s amplify gives it for the cards revealed. */
export const amplifyCounters = (view: View, c: Characteristics, choices: EntryChoices): Result<number> => {
  const amounts = c.abilities.flatMap((a) => (a.keyword === 'Amplify' ? [a.amount ?? 0] : []));
  // CR 702.38b: each instance reveals separately, which one list of cards can't give.
  if (amounts.length > 1)
    return refuse(
      `${c.id} has several instances of amplify, each revealed separately`,
      '$.choices.amplify',
      '702.38b',
    );
  const [n] = amounts;
  const revealed = choices.amplify ?? [];
  if (n === undefined) return ok(0);
  const types = creatureTypes(c);
  for (const [i, id] of revealed.entries()) {
    const card = view.chars.get(id);
    const path = `$.choices.amplify[${i}]`;
    if (id === c.id || card?.zone !== 'hand' || card.owner !== c.controller)
      return refuse(`${id} is not a card in ${c.controller}'s hand`, path, '702.38a');
    if (!creatureTypes(card).some((t) => types.includes(t)))
      return refuse(`${id} shares no creature type with ${c.id}`, path, '702.38a');
    if (revealed.indexOf(id) !== i) return refuse(`${id} is revealed twice`, path, '702.38a');
  }
  return ok(n * revealed.length);
};
