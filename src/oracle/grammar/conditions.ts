import {
  type Condition,
  type Filter,
  SOURCE_STATES,
  type SourceState,
  type Value,
} from '../../effects/types.js';
import { alt, anyOf, map, opt, type Parser, seq, token, words } from '../parser.js';
import { counterKind } from './counter-kind.js';
import { lifeThisTurn } from './life-this-turn.js';
import { monarchCondition } from './monarch.js';
import { cardTypeWord, permanentNoun } from './nouns.js';
import { count } from './numbers.js';
import { opponentHas } from './opponent-has.js';
import { ptBound } from './pt-bounds.js';
import { cardsIn, kindOnSelf } from './values.js';
import { wasKicked } from './was-kicked.js';

/**
 * "As long as ..." conditions of static abilities (CR 611.3a), over values the layers read:
 * "seven or more cards are in your graveyard", "you control an artifact", "you have no cards in hand".
 */

const atLeast = (value: Value, n: number): Condition => ({ kind: 'valueAtLeast', value, n });
const onlySubtypes = (f: Filter): f is { subtypes: readonly string[] } =>
  f.subtypes !== undefined && Object.keys(f).length === 1;
const both = (a: { subtypes: readonly string[] }, b: { subtypes: readonly string[] }): Filter => ({
  subtypes: [...a.subtypes, ...b.subtypes],
});

/**
 * The condition under which `c` doesn't hold, for "unless": "unless you control a Vampire" holds
 * while you control none. Null where the condition language has no such opposite.
 */
export const negated = (c: Condition): Condition | null => {
  switch (c.kind) {
    case 'valueAtLeast':
      return c.n >= 1 ? { kind: 'valueAtMost', value: c.value, n: c.n - 1 } : null;
    case 'valueAtMost':
      return { kind: 'valueAtLeast', value: c.value, n: c.n + 1 };
    case 'yourTurn':
      return { kind: 'yourTurn', yours: !c.yours };
    default:
      return null;
  }
};
const controlledBy = (filter: Filter, controller: 'you' | 'opponents'): Value => ({
  kind: 'count',
  of: { ...filter, controller },
});
const aOrAn = anyOf('a', 'an');

/** "attacking", "equipped": a state of the ability's own object (CR 506.4, 301.5, 303.4, 110.5). */
const sourceState: Parser<SourceState> = alt(...SOURCE_STATES.map((s) => map(words(s), () => s)));

const isNow = (state: SourceState): Condition => ({ kind: 'sourceIs', state });

/** CR 702.131c: "you have the city's blessing", a designation got by ascend. */
export const hasCityBlessing: Parser<Condition> = map(
  words("you have the city 's blessing"),
  (): Condition => ({ kind: 'cityBlessing' }),
);

/** CR 114.2: "you have one or more emblems" (Baneslayer Aspirant). */
const hasEmblem: Parser<Condition> = map(
  words('you have one or more emblems'),
  (): Condition => ({ kind: 'hasEmblem' }),
);

/** "has five or more quest counters on it": the counters on the ability's own object (CR 122.1). */
const countersOnItself: Parser<Condition> = map(
  seq(words('has'), count, words('or more'), counterKind, words('counters on it')),
  ([, n, , counter]) => atLeast({ kind: 'countersOnSource', counter }, n),
);

export const condition: Parser<Condition> = alt<Condition>(
  // CR 702.33d-e: "if it was kicked", how the spell that became the object was cast.
  map(seq(alt<unknown>(words('it'), token('self')), wasKicked), ([, c]) => c),
  // CR 601.2a: "if you cast it [from your hand]", where the spell that became the object was cast from.
  map(
    seq(words('you cast it'), opt(words('from your hand'))),
    ([, hand]): Condition => ({ kind: 'wasCast', ...(hand ? { from: 'hand' } : {}) }),
  ),
  map(seq(count, words('or more cards are in your graveyard')), ([n]) =>
    atLeast({ kind: 'count', of: { zone: 'graveyard', owner: 'you' } }, n),
  ),
  map(seq(words('there are'), count, words('or more card types among cards in your graveyard')), ([, n]) =>
    atLeast({ kind: 'cardTypesAmongCards', in: 'graveyard', whose: 'you' }, n),
  ),
  // "there are three or more land cards in your graveyard" (Elvish Reclaimer, 404.1), "… five or
  // more soul counters on [this]" (Obscura Ascendancy, 122.1).
  map(
    seq(words('there are'), count, words('or more'), alt(cardsIn(true), kindOnSelf(true))),
    ([, n, , value]) => atLeast(value, n),
  ),
  // Gorilla Titan's "there are no cards in your graveyard".
  map(
    seq(words('there are no'), cardsIn(true)),
    ([, value]): Condition => ({ kind: 'valueAtMost', value, n: 0 }),
  ),
  map(seq(words('you control'), count, words('or more'), permanentNoun(true)), ([, n, , filter]) =>
    atLeast(controlledBy(filter, 'you'), n),
  ),
  // "you control two or fewer other lands": other than the ability's own object.
  map(
    seq(words('you control'), count, anyOf('or fewer', 'or more'), words('other'), permanentNoun(true)),
    ([, n, side, , filter]) => {
      const value = controlledBy({ ...filter, other: true }, 'you');
      return side === 'or fewer' ? { kind: 'valueAtMost', value, n } : atLeast(value, n);
    },
  ),
  map(seq(words('you control'), count, words('or fewer'), permanentNoun(true)), ([, n, , filter]) => ({
    kind: 'valueAtMost',
    value: controlledBy(filter, 'you'),
    n,
  })),
  // "you control a Swamp or a Forest": a permanent of either subtype (205.3).
  map(
    seq(words('you control'), aOrAn, permanentNoun(false), words('or'), aOrAn, permanentNoun(false)),
    ([, , a, , , b]) =>
      onlySubtypes(a) && onlySubtypes(b) ? atLeast(controlledBy(both(a, b), 'you'), 1) : null,
  ),
  map(seq(words('you control another'), permanentNoun(false)), ([, filter]) =>
    atLeast(controlledBy({ ...filter, other: true }, 'you'), 1),
  ),
  map(seq(words('you control'), aOrAn, permanentNoun(false)), ([, , filter]) =>
    atLeast(controlledBy(filter, 'you'), 1),
  ),
  map(
    seq(words('you control no'), permanentNoun(true)),
    ([, filter]): Condition => ({ kind: 'valueAtMost', value: controlledBy(filter, 'you'), n: 0 }),
  ),
  map(seq(words('an opponent controls'), aOrAn, permanentNoun(false)), ([, , filter]) =>
    atLeast(controlledBy(filter, 'opponents'), 1),
  ),
  map(seq(words('you have'), count, words('or more life')), ([, n]) =>
    atLeast({ kind: 'lifeTotal', whose: 'you' }, n),
  ),
  // Fateful hour: "as long as you have 5 or less life" (CR 119.1).
  map(
    seq(words('you have'), count, words('or less life')),
    ([, n]): Condition => ({ kind: 'valueAtMost', value: { kind: 'lifeTotal', whose: 'you' }, n }),
  ),
  map(
    words('you have no cards in hand'),
    (): Condition => ({ kind: 'valueAtMost', value: { kind: 'cardsInHand', whose: 'you' }, n: 0 }),
  ),
  map(seq(words('you have'), count, words('or more cards in hand')), ([, n]) =>
    atLeast({ kind: 'cardsInHand', whose: 'you' }, n),
  ),
  opponentHas,
  // CR 700.8c: four creatures in your party.
  map(words('you have a full party'), () => atLeast({ kind: 'partySize', whose: 'you' }, 4)),
  map(words("it 's your turn"), (): Condition => ({ kind: 'yourTurn', yours: true })),
  map(words("it 's not your turn"), (): Condition => ({ kind: 'yourTurn', yours: false })),
  map(seq(token('self'), words('is'), sourceState), ([, , state]) => isNow(state)),
  // "[this] has four or more +1/+1 counters on it" (Voice of the Blessed, Quest for the Goblin Lord).
  map(seq(token('self'), countersOnItself), ([, c]) => c),
  // Raid (CR 508.1) and morbid (700.4): what happened this turn.
  map(words('you attacked this turn'), (): Condition => ({ kind: 'youAttackedThisTurn' })),
  map(
    seq(token('self'), words('dealt damage to an opponent this turn')),
    (): Condition => ({ kind: 'dealtDamageToOpponentThisTurn' }),
  ),
  hasCityBlessing,
  hasEmblem,
  monarchCondition,
  map(
    words('a permanent you controlled left the battlefield this turn'),
    (): Condition => ({ kind: 'permanentLeftThisTurn' }),
  ),
  // CR 122.6: the turn counts +1/+1 counters only.
  map(
    seq(words('a'), counterKind, words('counter was put on a permanent under your control this turn')),
    ([, counter]): Condition | null => (counter === '+1/+1' ? { kind: 'plusOneCounterPutThisTurn' } : null),
  ),
  map(
    seq(token('self'), words('attacked or blocked this combat')),
    (): Condition => ({ kind: 'attackedOrBlockedThisCombat' }),
  ),
  map(words('a creature died this turn'), () => atLeast({ kind: 'creaturesDiedThisTurn' }, 1)),
  lifeThisTurn,
  // Werewolves: the spells cast in the previous turn (CR 601.2i).
  map(
    words('no spells were cast last turn'),
    (): Condition => ({ kind: 'spellsCastLastTurn', amount: 'none' }),
  ),
  map(
    words('a player cast two or more spells last turn'),
    (): Condition => ({ kind: 'spellsCastLastTurn', amount: 'twoByAPlayer' }),
  ),
);

/**
 * Conditions that call the ability's own object "it": "it's attacking", "it has a +1/+1
 * counter on it". Only where "it" is that object, after a [this] subject.
 */
export const ownCondition: Parser<Condition> = alt<Condition>(
  map(seq(anyOf("it 's", 'it is'), sourceState), ([, state]) => isNow(state)),
  // "it has a +1/+1 counter on it", the Myojins' "it has a divinity counter on it" (122.1).
  map(seq(words('it has a'), counterKind, words('counter on it')), ([, counter]) =>
    atLeast({ kind: 'countersOnSource', counter }, 1),
  ),
  // "it has ten or more +1/+1 counters on it" (Primordial Hydra).
  map(seq(words('it'), countersOnItself), ([, c]) => c),
);

/**
 * A condition after "if" that the engine reads once the layers are done (CR 603.4 as a trigger
 * resolves, 602.5b as an ability is activated): Ferocious's "you control a creature with power 4
 * or greater" (208.1). Not for "as long as": a static condition is read inside the layers, before
 * layer 7 has made the powers it would compare (613.4).
 */
export const ifCondition: Parser<Condition> = alt<Condition>(
  map(seq(words('you control'), aOrAn, permanentNoun(false), ptBound), ([, , filter, bound]) =>
    atLeast(controlledBy({ ...filter, ptBound: bound }, 'you'), 1),
  ),
  // Turret Ogre's "you control another creature with power 4 or greater": other than its source.
  map(seq(words('you control another'), permanentNoun(false), ptBound), ([, filter, bound]) =>
    atLeast(controlledBy({ ...filter, other: true, ptBound: bound }, 'you'), 1),
  ),
  // The Trainees' "[this]'s power is 4 or greater" (208.1), as the layers have made it.
  map(seq(token('self'), words("'s power is"), count, words('or greater')), ([, , n]) =>
    atLeast({ kind: 'powerOfSource' }, n),
  ),
  // Coven: "you control three or more creatures with different powers".
  map(
    seq(words('you control'), count, words('or more'), permanentNoun(true), words('with different powers')),
    ([, n, , filter]) =>
      atLeast({ kind: 'different', of: 'power', among: { ...filter, controller: 'you' } }, n),
  ),
  // The Hidden cycle's "if [this] is an enchantment" (205.2a): still of that type, as the layers
  // have it once an earlier trigger made it a creature (613.1d); only after "if", since a static
  // condition on its own types would be read inside the layer that changes them.
  map(seq(token('self'), words('is'), aOrAn, cardTypeWord), ([, , , type]) =>
    atLeast({ kind: 'count', of: { self: true, types: [type] } }, 1),
  ),
  // Pack tactics: "you attacked with creatures with total power 6 or greater this combat" (508.1).
  map(
    seq(words('you attacked with creatures with total power'), count, words('or greater this combat')),
    ([, n]): Condition => ({ kind: 'attackedWithTotalPower', atLeast: n }),
  ),
  // Formidable: "creatures you control have total power 8 or greater".
  map(seq(words('creatures you control have total power'), count, words('or greater')), ([, n]) =>
    atLeast({ kind: 'total', of: 'power', among: { types: ['Creature'], controller: 'you' } }, n),
  ),
  condition,
);
