import type { AbilityDef, Filter, Value } from '../../effects/types.js';
import { alt, anyOf, map, opt, type Parser, punct, seq, words } from '../parser.js';
import type { AbilityParser } from './abilities.js';
import { ofTheChosen } from './chosen.js';
import { counterKind } from './counter-kind.js';
import { amount, constant } from './numbers.js';
import { controlledBy, creatureGroup } from './subjects.js';
import { whereXGameNumber } from './where-x.js';

/** "[an additional] +1/+1 counter", "[an additional] X +1/+1 counters": the kind and how many. */
const additionalCounters = alt<readonly [string, Value]>(
  map(seq(counterKind, words('counter')), ([kind]) => [kind, constant(1)] as const),
  map(seq(amount, counterKind, words('counters')), ([n, kind]) => [kind, n] as const),
);

/** CR 614.12: "Each other creature you control of the chosen type" (Metallic Mimic), of its source's choice. */
const eachOtherOfTheChosen: Parser<Filter> = map(
  seq(words('each other creature'), controlledBy, ofTheChosen),
  ([, who, chosen]): Filter => ({ types: ['Creature'], other: true, controller: who, ...chosen }),
);

/**
 * CR 614.1c, 614.12: "Each other Warrior creature you control enters [the battlefield] with an
 * additional +1/+1 counter on it" (Bramblewood Paragon), "Legendary creatures you control enter
 * with an additional +1/+1 counter on them" (Bard Class), "... an additional X +1/+1 counters on
 * it, where X is the number of +1/+1 counters on [this]" (Bloodspore Thrinax): a replacement
 * effect of a permanent on the battlefield, for the others that enter after it.
 */
export const othersEnterWithCounters: AbilityParser = map(
  seq(
    alt(eachOtherOfTheChosen, creatureGroup),
    anyOf('enters', 'enter'),
    opt(words('the battlefield')),
    words('with an additional'),
    additionalCounters,
    anyOf('on it', 'on them'),
    opt(whereXGameNumber),
    punct('.'),
  ),
  ([on, , , , [counter, n], , x]) => {
    // CR 107.3a: X is "where X is"; a static ability has no spell's X to read.
    if ((n.kind === 'x') !== (x !== null) || n.kind === 'thatMuch') return null;
    const value = x ?? n;
    return (text: string): AbilityDef => ({
      kind: 'othersEnterWithCounters',
      text,
      on,
      counter,
      amount: value,
    });
  },
);
