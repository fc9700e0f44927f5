import type { CostInstruction, Instruction, OtherPayer, Value } from '../../effects/types.js';
import { alt, lazy, map, opt, type Parser, punct, refuse, remembered, seq, token, words } from '../parser.js';
import { chooseTargets } from './choose-targets.js';
import { coinFlip } from './coin-flips.js';
import { counterKind } from './counter-kind.js';
import { diceRoll } from './dice.js';
import { fromHandAnyNumber } from './from-hand.js';
import { ifSentences } from './if-sentences.js';
import { manaCost } from './mana.js';
import { modal } from './modes.js';
import { energy } from './player-counters.js';
import type { On, RawInstruction } from './references.js';
import { whenYouDo } from './reflexive.js';
import { removeCounterIfDone } from './removed-counter-if-done.js';
import { thoseCreatures } from './those-creatures.js';
import { countable } from './values.js';
import { buildAll, wrapping } from './wrapped-sentences.js';

/**
 * Choices made as a spell or ability resolves (CR 608.2d): "you may [do X]" (603.5), "you may
 * pay {1}. If you do, [Y]" (118.12), "you may [X]. When you do, [Y]" (603.12, reflexive.ts) and
 * "[Z] unless you pay {1}" (118.12a). Each wraps
 * sentences the instruction grammar already reads into one `optional` instruction.
 */

/** What a choice costs: mana (118.12), life (119.4) or energy (107.14). */
export interface ChoiceCost {
  readonly pay?: string;
  readonly payLife?: number;
  readonly payEnergy?: number;
  /** "unless you pay {1} for each card in your hand": the cost that many times, counted as it is paid. */
  readonly payTimes?: Value;
}

/** "{2}", "{G}{G}", "2 life", "{E}{E}". */
export const choiceCost: Parser<ChoiceCost> = alt<ChoiceCost>(
  map(manaCost, (pay) => ({ pay })),
  map(seq(token('num'), words('life')), ([n]) => ({ payLife: n.n })),
  map(energy, (payEnergy) => ({ payEnergy })),
);

/**
 * CR 118.12, 118.3: what "you may [X]. If you do" reads as a cost: its controller discarding a
 * number of cards, sacrificing the object itself, or exiling its target card from a graveyard; the
 * engine checks each can be done fully.
 */
const isCostInstruction = (i: Instruction): i is CostInstruction =>
  (i.kind === 'discard' && i.who === 'you' && i.amount.kind === 'constant') ||
  (i.kind === 'sacrifice' && i.on === 'self') ||
  (i.kind === 'fromGraveyard' && i.on === 'targets' && i.to === 'exile') ||
  (i.kind === 'chosenPermanents' && i.who === 'you');

/**
 * CR 608.2c, 120.2: what "you may have it deal damage … If you do, [Y]" (Dwarven Vigilantes,
 * Cyclops Gladiator) does once chosen: damage dealt by the object itself needs nothing that could
 * be missing (its power as it last existed, 608.2h; its target checked as the ability resolves,
 * 608.2b), so "if you do" asks only whether its controller chose it, and it is done with [Y].
 */
const doneOnceChosen = (i: Instruction): boolean => i.kind === 'dealDamage';

const optional = (
  ifDone: readonly RawInstruction[],
  otherwise: readonly RawInstruction[],
  price: ChoiceCost,
  doFirst: readonly RawInstruction[] = [],
  payer?: OtherPayer,
): RawInstruction | null => {
  const whole = wrapping([...doFirst, ...ifDone, ...otherwise]);
  // "Its controller" is the controller of its one target.
  if (
    whole === null ||
    (payer === 'targetsController' && (whole.ref.kind !== 'target' || whole.ref.spec.count !== 1))
  )
    return null;
  const choice = {
    ...whole,
    [CHOICE]: true,
    build: (on: On, it: On): Instruction | null => {
      const done = buildAll(ifDone, on, it);
      const not = buildAll(otherwise, on, it);
      const first = buildAll(doFirst, on, it);
      if (done === null || not === null || first === null) return null;
      const chosenFirst = first.length > 0 && first.every(doneOnceChosen);
      const cost = chosenFirst ? [] : first.filter(isCostInstruction);
      if (!chosenFirst && cost.length !== first.length)
        return refuse(
          'a choice to do [X] ("you may [X]. If you do, …", "… unless you [X]") where [X] is no cost the engine pays as it resolves (discarding, sacrificing [this], exiling a card from a graveyard, choosing permanents): whether [X] was done is not kept (CR 608.2c, 118.12)',
        );
      // A choice inside a choice would need two answers; one `may` answers one choice.
      if ([...done, ...not].some((i) => i.kind === 'optional')) return null;
      return {
        kind: 'optional',
        ...(payer ? { payer } : {}),
        ...price,
        ...(cost.length > 0 ? { cost } : {}),
        ifDone: chosenFirst ? [...first, ...done] : done,
        otherwise: not,
      };
    },
  };
  return choice;
};

/**
 * A sentence that offers a choice, or else a plain one (`clause`): "You may draw a card", "You
 * may have target creature get -1/-1 until end of turn", "You may pay {1}. If you do, untap
 * [this]", "Sacrifice [this] unless you pay {G}{G}".
 */
export const choiceOr = (sentence: Parser<RawInstruction[]>): Parser<RawInstruction[]> => {
  // Two templates begin with the plain sentence, and the choices read it after "you may": once for each position.
  const clause = remembered(sentence);
  // CR 603.12: the reflexive ability's sentences may offer a choice of their own, as its own ability.
  const whenDone = whenYouDo(lazy(() => choiceOr(sentence)));
  const plain = alt<RawInstruction[]>(
    map(seq(words('you may pay'), choiceCost, whenDone), ([, cost, then]) =>
      wrapped(optional([then], [], cost)),
    ),
    map(seq(words('you may'), clause, whenDone), ([, first, then]) =>
      wrapped(optional([then], [], {}, first)),
    ),
    map(
      seq(words('you may pay'), choiceCost, punct('.'), words('if you do'), punct(','), clause),
      ([, cost, , , , then]) => wrapped(optional(then, [], cost)),
    ),
    map(
      seq(words('you may'), opt(words('have')), clause, punct('.'), words('if you do'), punct(','), clause),
      ([, , first, , , , then]) => wrapped(optional(then, [], {}, first)),
    ),
    map(seq(words('you may'), opt(words('have')), clause), ([, , then]) => wrapped(optional(then, [], {}))),
    map(seq(clause, words('unless'), unless(clause)), ([sentence, , u]) => {
      // "Put a +1/+1 counter on [this], then sacrifice [this] unless you pay …": "unless" is of the last instruction only.
      const before = sentence.slice(0, -1);
      const choice = optional([], sentence.slice(-1), u.price, u.first, u.payer);
      if (choice === null) return null;
      // "for each +1/+1 counter on it": "it", what the sentence acts on, must be the object itself, whose counters are counted.
      const onItself: RawInstruction = {
        ...choice,
        build: (on: On, it: On) => (on === 'self' ? choice.build(on, it) : null),
      };
      return [...before, u.onIt ? onItself : choice];
    }),
    ifSentences(clause),
    thoseCreatures(clause),
    removeCounterIfDone(clause),
    coinFlip(clause),
    diceRoll(clause),
    fromHandAnyNumber(clause),
    chooseTargets(clause),
    clause,
  );
  // CR 700.2: a modal sentence; its modes are plain sentences, never modal themselves.
  return alt(modal(plain), plain);
};

/** What follows "unless": a cost paid on resolution, and who pays it when not its controller. */
interface Unless {
  readonly price: ChoiceCost;
  readonly first: readonly RawInstruction[];
  readonly payer?: OtherPayer;
  /** The price counts counters "on it", the object itself. */
  readonly onIt?: true;
}

/**
 * CR 118.12, 107.1: what "unless you pay {1} for each [thing]" counts as it resolves: counters on
 * the object itself ("for each +1/+1 counter on it", Phantasmal Sphere), or a count "for each"
 * reads ("for each card in your hand", Megatherium; "for each other creature you control").
 */
const paidPer: Parser<{ readonly value: Value; readonly onIt?: true }> = alt(
  map(seq(counterKind, words('counter on it')), ([counter]) => ({
    value: { kind: 'countersOnSource', counter } as const,
    onIt: true as const,
  })),
  map(countable(false), (value) => ({ value })),
);

const unless = (clause: Parser<RawInstruction[]>): Parser<Unless> =>
  alt<Unless>(
    map(seq(words('you pay'), choiceCost, words('for each'), paidPer), ([, price, , per]) =>
      price.pay === undefined
        ? null
        : { price: { ...price, payTimes: per.value }, first: [], ...(per.onIt ? { onIt: per.onIt } : {}) },
    ),
    map(seq(words('you pay'), choiceCost), ([, price]) => ({ price, first: [] })),
    // CR 118.12a: "counter target spell unless its controller pays {3}": its target's controller decides.
    map(seq(words('its controller pays'), choiceCost), ([, price]) => ({
      price,
      first: [],
      payer: 'targetsController',
    })),
    // CR 118.12: "sacrifice it unless you discard a card": the cost is done on resolution, or else.
    map(seq(words('you'), clause), ([, first]) => ({ price: {}, first })),
  );

/** Marks the sentences that offer a choice, which `oneChoice` counts. */
const CHOICE = Symbol('choice');

/** An ability's sentences, if they offer one choice at most: one `may` answers one choice. */
export const oneChoice = (raw: RawInstruction[]): RawInstruction[] | null =>
  raw.filter((r) => CHOICE in r).length > 1 ? null : raw;

const wrapped = (r: RawInstruction | null): RawInstruction[] | null => (r === null ? null : [r]);
