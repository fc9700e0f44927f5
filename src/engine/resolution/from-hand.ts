import type { Instruction } from '../../effects/types.js';
import { chain, map, ok, type Result } from '../../result.js';
import type { GameState, ObjectId } from '../../state/types.js';
import { type Outcome, refuse, Sequence } from '../outcome.js';
import { moveObject } from '../zones/zones.js';
import { type Follow, followAll } from './choices.js';
import { usesOnly } from './decision.js';
import { decisionsOf, discardableBy } from './library.js';
import type { Resolving } from './resolving.js';

type FromHand = Extract<Instruction, { kind: 'fromHandAnyNumber' }>;

/** The rule of each verb: revealing shows the cards to every player (701.20a); discarding puts them into the graveyard (701.9a). */
const RULE = { reveal: '701.20a', discard: '701.9a' } as const;

/**
 * "Reveal any number of green cards in your hand. [sentences]", "Discard any number of cards.
 * [sentences]": its controller chooses, as it resolves (608.2d), any number of the cards in their
 * hand the filter describes, none too; each chosen card is checked to be one of those, once; they
 * are revealed (701.20a) or discarded (701.9a), and the sentences after are followed with how many
 * ("the number of cards revealed this way", 608.2c).
 */
export const followFromHand = (
  state: GameState,
  r: Resolving,
  i: FromHand,
  follow: Follow,
): Result<Outcome> => {
  const player = r.action.controller;
  const rule = RULE[i.verb];
  return chain(discardableBy(state, r, i, player), (eligible) => {
    const given = decisionsOf(r).next(`which cards ${player} ${i.verb}s, any number`, '608.2d', {
      kind: 'pick',
      field: 'cards',
      groups: [{ player, from: eligible, min: 0, max: eligible.length }],
    });
    if (!given.ok) return given;
    const { decision, path } = given.value;
    const cards = decision.cards ?? [];
    return chain(usesOnly(decision, ['cards'], path, '608.2d'), () =>
      chain(checkChosen(state, cards, eligible, player, `${path}.cards`, rule), () => {
        const run = new Sequence(state);
        for (const object of cards)
          if (i.verb === 'reveal') run.note({ kind: 'revealed', player, object, rule });
          else run.step((s) => moveObject(s, object, 'graveyard', rule));
        const done = run.done();
        return map(followAll(done.state, { ...r, thisWay: cards.length }, i.after, follow), (next) => ({
          state: next.state,
          events: [...done.events, ...next.events],
        }));
      }),
    );
  });
};

/** Each chosen card is one of the player's hand that the filter describes, chosen once. */
const checkChosen = (
  state: GameState,
  cards: readonly ObjectId[],
  eligible: readonly ObjectId[],
  player: string,
  path: string,
  rule: string,
): Result<true> => {
  for (const [k, id] of cards.entries()) {
    const card = state.objects.find((o) => o.id === id);
    if (card?.zone !== 'hand' || card.owner !== player)
      return refuse(`${id} is not a card in the hand of ${player}`, `${path}[${k}]`, rule);
    if (!eligible.includes(id))
      return refuse(`${id} is not a card of the kind the instruction names`, `${path}[${k}]`, '608.2d');
    if (cards.indexOf(id) !== k) return refuse(`${id} is chosen twice`, `${path}[${k}]`, rule);
  }
  return ok(true);
};
