import type { Filter, Trigger } from '../../effects/types.js';
import { alt, anyOf, map, opt, type Parser, seq, token, words } from '../parser.js';
import { cardQuality } from './card-quality.js';
import { objects } from './chosen-costs.js';

/**
 * Triggers on an action of the ability's controller (CR 603.2): sacrificing a permanent
 * (701.21a), discarding a card (701.9a), cycling one (702.29c-d), attacking (508.3d).
 */

/**
 * CR 701.21a: "Whenever you sacrifice a permanent", "another creature", "a Clue", "an artifact or
 * creature", "a token", "a Blood token" (111.1): one permanent; only its controller sacrifices
 * it, so it is one you controlled.
 */
const sacrificed: Parser<Filter> = alt<Filter>(
  map(words('a token'), () => ({ token: true })),
  map(seq(objects(false), opt(words('token'))), ([o, token]) =>
    o.n === 1 ? { ...o.filter, ...(token === null ? {} : { token: true }) } : null,
  ),
);

const youSacrifice: Parser<Trigger> = map(seq(words('whenever you sacrifice'), sacrificed), ([, filter]) => ({
  kind: 'permanentSacrificed',
  filter: { ...filter, controller: 'you' },
}));

/** "card", "creature card", "noncreature, nonland card": one kind of card, with no bound (the Filter's reach). */
const cardKind: Parser<Filter> = alt<Filter>(
  map(cardQuality(false), (q) => {
    const [only, ...more] = q.anyOf;
    return only !== undefined && more.length === 0 && Object.keys(q).length === 1 ? only : null;
  }),
  map(words('card'), () => ({})),
);

/**
 * "a card", "another card", "a creature card", "a noncreature, nonland card": the card read in
 * the graveyard it was discarded to, whose owner discarded it (701.9a), the ability's controller.
 */
const aCard: Parser<Filter> = map(seq(anyOf('a', 'an', 'another'), cardKind), ([article, kind]) => ({
  ...kind,
  ...(article === 'another' ? { other: true } : {}),
  zone: 'graveyard',
  owner: 'you',
}));

/**
 * CR 701.9a, 702.29c-d: "Whenever you discard a [kind of] card"; "Whenever you cycle or discard a
 * card" is the same (a card cycled is discarded, and triggers it once); "Whenever you cycle a
 * card" sees only a card discarded to pay a cycling cost.
 */
const youDiscard: Parser<Trigger> = map(
  seq(words('whenever you'), anyOf('cycle or discard', 'discard', 'cycle'), aCard),
  ([, verb, filter]) => ({ kind: 'cardDiscarded', filter, ...(verb === 'cycle' ? { cycled: true } : {}) }),
);

/**
 * CR 702.29c: "When you cycle [this]" means "When you discard [this] to pay an activation cost of
 * a cycling ability"; it triggers from the zone the card went to, its owner's graveyard.
 */
export const youCycleSelf: Parser<Trigger> = map(
  seq(words('when you cycle'), token('self')),
  (): Trigger => ({ kind: 'cardDiscarded', filter: { self: true, zone: 'graveyard' }, cycled: true }),
);

/** CR 702.29c: the trigger "When you cycle [this]", which functions from a graveyard (113.6m). */
export const cyclesItself = (t: Trigger): boolean => t.kind === 'cardDiscarded' && t.filter.self === true;

/**
 * CR 508.3d: "Whenever you attack", "Whenever you attack with one or more creatures": one or more
 * creatures you control are declared as attackers, once however many; the same event as "Whenever
 * one or more creatures you control attack".
 */
const youAttack: Parser<Trigger> = map(
  seq(words('whenever you attack'), opt(words('with one or more creatures'))),
  () => ({ kind: 'creaturesAttack', filter: { types: ['Creature'], controller: 'you' } }),
);

/** "creature cards", "land cards": one kind of card, plural. */
const cardsKind: Parser<Filter> = map(cardQuality(true), (q) => {
  const [only, ...more] = q.anyOf;
  return only !== undefined && more.length === 0 && Object.keys(q).length === 1 ? only : null;
});

/**
 * "Whenever a land card is put into your graveyard from anywhere" (once for each card, the
 * trigger object), "Whenever one or more creature cards are put into your graveyard from anywhere"
 * (once for each event, 603.2c): a card you own (404.1) read in the graveyard it went to, since a
 * "from anywhere" ability never looks back in time (603.6c). A token is no card (111.1).
 */
const intoYourGraveyard: Parser<Trigger> = alt<Trigger>(
  map(
    seq(words('whenever'), anyOf('a', 'an'), cardKind, words('is put into your graveyard from anywhere')),
    ([, , kind]) => ({ kind: 'cardPutIntoGraveyard', filter: yourCard(kind) }),
  ),
  map(
    seq(words('whenever one or more'), cardsKind, words('are put into your graveyard from anywhere')),
    ([, kind]) => ({ kind: 'cardPutIntoGraveyard', filter: yourCard(kind), oneOrMore: true }),
  ),
);

const yourCard = (kind: Filter): Filter => ({ ...kind, token: false, zone: 'graveyard', owner: 'you' });

export const playerActionTrigger: Parser<Trigger> = alt(
  youSacrifice,
  youDiscard,
  youCycleSelf,
  youAttack,
  intoYourGraveyard,
);
