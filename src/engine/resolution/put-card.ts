import type { PutCardInstruction } from '../../effects/library.js';
import { chain, ok, type Result } from '../../result.js';
import type { GameState } from '../../state/types.js';
import { type Outcome, refuse, Sequence } from '../outcome.js';
import { moveObject } from '../zones/zones.js';
import { cardsWithQuality } from './card-quality.js';
import { chosenAmong, Decisions, usesOnly } from './decision.js';
import { enterCards } from './enter-cards.js';
import type { Resolving } from './resolving.js';

/**
 * "Put a land card from your hand onto the battlefield", "Return a creature card from your
 * graveyard to your hand": its controller chooses the card as it resolves (608.2d, their
 * decision's `cards`), one the quality describes in their hand or graveyard. They must choose one
 * while there is one (609.3: the effect does as much as it can); with none, nothing happens.
 */

const RULE = '608.2d';

export const putCard = (state: GameState, r: Resolving, i: PutCardInstruction): Result<Outcome> => {
  const player = r.action.controller;
  const own = state.objects.filter((o) => o.owner === player && o.zone === i.from).map((o) => o.id);
  const described = cardsWithQuality(state, r, own, i.quality);
  if (!described.ok) return described;
  const can = described.value;
  const given = (r.decisions ?? new Decisions([])).next(`which card from the ${i.from} is put`, RULE, {
    kind: 'pick',
    field: 'cards',
    groups: [{ player, from: [...can], min: Math.min(1, can.size), max: 1 }],
  });
  if (!given.ok) return given;
  const { decision, path } = given.value;
  const only = usesOnly(decision, ['cards'], path, RULE);
  if (!only.ok) return only;
  const cards = decision.cards ?? [];
  const checked = chain(
    chosenAmong(cards, can, 1, `a card in your ${i.from} that it describes`, path, RULE),
    () =>
      can.size > 0 && cards.length === 0
        ? refuse(
            `one card in your ${i.from} that it describes must be chosen (609.3)`,
            `${path}.cards`,
            '609.3',
          )
        : ok(true),
  );
  if (!checked.ok) return checked;
  if (i.to === 'hand') {
    const run = new Sequence(state);
    for (const id of cards) run.step((s) => moveObject(s, id, 'hand', RULE));
    return ok(run.done());
  }
  return enterCards(state, r, cards, RULE, { tapped: i.tapped === true });
};
