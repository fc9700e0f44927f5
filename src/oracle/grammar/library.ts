import type { PlayerGroup } from '../../effects/library.js';
import type { Instruction, Value } from '../../effects/types.js';
import { alt, anyOf, map, memo, opt, type Parser, punct, seq, words } from '../parser.js';
import { digInstruction } from './dig.js';
import { graveyardInstruction } from './graveyard.js';
import { amount, constant, count } from './numbers.js';
import { putCardInstruction } from './put-card.js';
import type { RawInstruction, Ref } from './references.js';
import { searchInstruction, searchLibraryOrGraveyard } from './search.js';

/**
 * Instructions on libraries and hands: "scry 2" (CR 701.22), "surveil 1" (701.25), "look at the
 * top four cards of your library, then put them back in any order", "mill three cards",
 * "target player mills two cards" (701.17), "discard a card", "each opponent discards a card",
 * "target opponent discards a card" (701.9).
 */

const none: Ref = { kind: 'none' };
const targetPlayer: Ref = { kind: 'target', spec: { count: 1, filter: {}, players: true } };
/** CR 102.3: "target opponent" is a target player who is one of the controller's opponents. */
export const targetOpponent: Ref = {
  kind: 'target',
  spec: { count: 1, filter: {}, players: true, playerIs: 'opponent' },
};

/** "a card", "two cards", "X cards". */
const cards: Parser<Value> = alt(
  map(seq(amount, anyOf('cards', 'card')), ([n]) => n),
  // CR 603.2c: as many as the trigger event's damage (checked in oracle/that-much.ts).
  map(words('that many cards'), (): Value => ({ kind: 'thatMuch' })),
);

const simple = (make: () => Instruction): RawInstruction => ({ ref: none, build: make });

const lookAtTop: Parser<RawInstruction> = alt<RawInstruction>(
  map(seq(words('scry'), amount), ([, n]) => simple(() => ({ kind: 'scry', amount: n }))),
  map(seq(words('surveil'), amount), ([, n]) => simple(() => ({ kind: 'surveil', amount: n }))),
  map(
    seq(
      words('look at the top'),
      count,
      words('cards of your library'),
      punct(','),
      words('then put them back in any order'),
    ),
    ([, n]) => simple(() => ({ kind: 'arrangeTop', amount: constant(n) })),
  ),
);

/** Who mills or discards, with the verb's form that goes with it. */
export const SUBJECTS: readonly (readonly [string, string, PlayerGroup, Ref?])[] = [
  ['target player', 's', 'targets', targetPlayer],
  ['target opponent', 's', 'targets', targetOpponent],
  ['each opponent', 's', 'opponents'],
  ['each player', 's', 'each'],
  // CR 603.2c: the player the trigger event dealt damage to (checked in oracle/that-much.ts).
  ['that player', 's', 'triggerPlayer'],
];

/** CR 701.9b: "discard a card at random"; milling has no such choice to take away. */
const atRandom: Parser<{ atRandom?: true }> = map(opt(words('at random')), (w) =>
  w === null ? {} : { atRandom: true },
);
const nothingMore: Parser<{ atRandom?: true }> = map(seq(), () => ({}));

const byPlayers = memo((verb: 'mill' | 'discard'): Parser<RawInstruction> => {
  const how = verb === 'discard' ? atRandom : nothingMore;
  return alt<RawInstruction>(
    map(seq(opt(words('you')), words(verb), cards, how), ([, , n, h]) =>
      simple(() => ({ kind: verb, who: 'you', amount: n, ...h })),
    ),
    ...SUBJECTS.map(([subject, ending, who, target]) =>
      map(seq(words(`${subject} ${verb}${ending}`), cards, how), ([, n, h]) => ({
        ref: target ?? none,
        build: (on: string): Instruction | null =>
          who === 'targets' && on !== 'targets' ? null : { kind: verb, who, amount: n, ...h },
      })),
    ),
  );
});

export const libraryInstruction: Parser<RawInstruction> = alt(
  lookAtTop,
  digInstruction,
  byPlayers('mill'),
  byPlayers('discard'),
  searchInstruction,
  searchLibraryOrGraveyard,
  graveyardInstruction,
  putCardInstruction,
);
