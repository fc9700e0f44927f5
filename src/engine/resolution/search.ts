import type { SearchedZone, SearchInstruction } from '../../effects/library.js';
import { chain, map, ok, type Result } from '../../result.js';
import type { Question } from '../../state/question.js';
import type { GameState, ObjectId } from '../../state/types.js';
import { type Outcome, refuse, Sequence } from '../outcome.js';
import { viewOf } from '../view.js';
import { shuffleLibrary } from '../zones/shuffle.js';
import { moveObject } from '../zones/zones.js';
import { cardsWithQuality } from './card-quality.js';
import { chosenAmong, Decisions, usesOnly } from './decision.js';
import { enterCards } from './enter-cards.js';
import { libraryOf, reorderLibrary } from './library.js';
import type { Resolving } from './resolving.js';

/**
 * CR 701.23: searching a library. Its controller looks at every card of their library and
 * finds those the instruction describes, as many as it allows (their decision's `cards`); then
 * the rest of the library is shuffled (701.24b) and the cards found go where it says.
 */

const RULE = '701.23a';

/** Whether the search states a quality, so that its player may find fewer cards than there are (701.23b, 701.23d). */
const statesQuality = (i: SearchInstruction): boolean =>
  i.quality.anyOf.some((f) => Object.keys(f).length > 0) ||
  Object.keys(i.quality).length > 1 ||
  i.sameNameAsSource === true ||
  i.named !== undefined;

/** The cards of the zones searched (the controller's library, maybe their graveyard) the search can find, by quality and name. */
const findable = (
  state: GameState,
  r: Resolving,
  i: SearchInstruction,
  zones: readonly SearchedZone[],
): Result<Set<ObjectId>> => {
  const player = r.action.controller;
  const cards = state.objects
    .filter((o) => o.owner === player && (zones as readonly string[]).includes(o.zone))
    .map((o) => o.id);
  const described = cardsWithQuality(state, r, cards, i.quality);
  if (!described.ok || (!i.sameNameAsSource && i.named === undefined)) return described;
  // CR 201.2: the source's name as it resolves (608.2h), not the card it was printed as.
  const name = (i.named ?? r.source.name).toLowerCase();
  return map(
    viewOf(state, r.pool),
    (view) => new Set([...described.value].filter((id) => view.chars.get(id)?.name.toLowerCase() === name)),
  );
};

/** CR 701.23d: how many cards a search for a quantity of cards alone must find; 0 for one stating a quality (701.23b). */
const mustFind = (state: GameState, r: Resolving, i: SearchInstruction): number =>
  statesQuality(i)
    ? 0
    : Math.min(i.upTo ?? Number.POSITIVE_INFINITY, libraryOf(state, r.action.controller).length);

/** CR 701.23a: what the search asks, with the cards findable in each zone it may look in. */
const searchQuestion = (state: GameState, r: Resolving, i: SearchInstruction): Result<Question> =>
  chain(findable(state, r, i, ['library']), (library) =>
    map(i.orGraveyard ? findable(state, r, i, ['graveyard']) : ok(null), (graveyard) => ({
      kind: 'search',
      library: [...library],
      graveyard: graveyard && [...graveyard],
      min: mustFind(state, r, i),
      max: i.upTo ?? null,
    })),
  );

/** The cards found, checked against the search: each findable, none twice, as many as it allows or must. */
const checkFound = (
  state: GameState,
  r: Resolving,
  i: SearchInstruction,
  cards: readonly ObjectId[],
  zones: readonly SearchedZone[],
  path: string,
): Result<true> => {
  const chosen = chain(findable(state, r, i, zones), (can) =>
    chosenAmong(
      cards,
      can,
      i.upTo,
      `a card in the ${zones.join(' or ')} that the search describes`,
      path,
      RULE,
    ),
  );
  if (!chosen.ok) return chosen;
  // CR 701.23d: a search for a quantity of cards alone must find as many as it can.
  const due = mustFind(state, r, i);
  if (cards.length < due)
    return refuse(`a search for a card of no stated quality must find ${due}`, `${path}.cards`, '701.23d');
  return ok(true);
};

/** CR 701.23, 701.24b: search, shuffle the rest, then put the cards found where the instruction says. */
export const search = (state: GameState, r: Resolving, i: SearchInstruction): Result<Outcome> => {
  const player = r.action.controller;
  const given = chain(searchQuestion(state, r, i), (question) =>
    (r.decisions ?? new Decisions([])).next('which cards the search finds', RULE, question),
  );
  if (!given.ok) return given;
  const { decision, path } = given.value;
  const allowed = i.orGraveyard ? ['cards', 'searched'] : ['cards'];
  const only = usesOnly(decision, allowed, path, RULE);
  if (!only.ok) return only;
  // CR 701.23a: "your library and/or graveyard": its player says where they looked, one or both.
  const zones: readonly SearchedZone[] = i.orGraveyard ? (decision.searched ?? []) : ['library'];
  if (zones.length === 0 || new Set(zones).size !== zones.length)
    return refuse(
      'say which zones were searched: the library, the graveyard or both',
      `${path}.searched`,
      RULE,
    );
  const cards = decision.cards ?? [];
  const checked = checkFound(state, r, i, cards, zones, path);
  if (!checked.ok) return checked;
  const run = new Sequence(state);
  // "If you search your library this way, shuffle": a library not searched isn't shuffled.
  if (zones.includes('library')) run.step((s) => shuffleLibrary(s, player, cards));
  switch (i.to) {
    case 'top':
      // CR 701.24b: the cards found are left out of the shuffle and then put on top.
      run.step((s) => ({ state: reorderLibrary(s, cards, []), events: [] }));
      return ok(run.done());
    case 'hand':
    case 'graveyard': {
      const zone = i.to;
      for (const id of cards) run.step((s) => moveObject(s, id, zone, RULE));
      return ok(run.done());
    }
    case 'battlefield': {
      const entered = enterCards(run.state, r, cards, RULE, { tapped: i.tapped === true });
      return map(entered, (entered) => run.step(() => entered).done());
    }
  }
};
