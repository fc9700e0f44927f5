import type { DelayedWatch, DelayedWhen, Trigger } from '../../effects/types.js';
import { alt, anyOf, map, opt, type Parser, punct, refuse, sepBy1, seq, words } from '../parser.js';
import { mentions } from '../that-much.js';
import { sentenceEnd } from './granted.js';
import { settle } from './instructions.js';
import { permanentNoun } from './nouns.js';
import type { On, RawInstruction } from './references.js';
import { controlledBy } from './subjects.js';
import { trigger } from './triggers.js';

/**
 * CR 603.7b: a delayed triggered ability with a stated duration, created as the spell or ability
 * resolves: "When that creature becomes blocked this turn, it gets +1/+1 until end of turn for
 * each creature blocking it" (Barreling Attack), "When that creature leaves the battlefield this
 * turn, sacrifice Heart Wolf", "Whenever a creature dies this turn, you gain 1 life" (Death
 * Frenzy), "Until your next turn, whenever a creature an opponent controls attacks, it gets -1/-0
 * until end of turn" (Jace, Architect of Thought, 611.2a). It triggers each time its event occurs
 * until the duration ends; its sentences, to the paragraph's end, are its own, and their "it" is
 * the object its event happened to (603.2c, 608.2c).
 */

interface Waiting {
  readonly watch: DelayedWatch;
  /** The event is of "that creature", the object named before it, which the ability remembers. */
  readonly ofThat: boolean;
}

/** "When that creature dies / leaves the battlefield / becomes blocked this turn". */
const thatCreatureThisTurn: Parser<Waiting> = map(
  seq(
    words('when that creature'),
    alt<DelayedWhen>(
      map(words('dies'), () => ({ kind: 'dies' })),
      map(words('leaves the battlefield'), () => ({ kind: 'leavesBattlefield' })),
      map(words('becomes blocked'), () => ({ kind: 'becomesBlocked' })),
    ),
    words('this turn'),
  ),
  ([, when]) => ({ watch: { when, until: 'endOfTurn' }, ofThat: true }),
);

/** The triggers of any creature's event such an ability may wait for; not "[this] or another". */
const watchable = (t: Trigger): DelayedWhen | null =>
  (t.kind === 'creatureAttacks' || t.kind === 'permanentDies' || t.kind === 'permanentEnters') &&
  t.orSelf === undefined &&
  (t.kind !== 'creatureAttacks' || t.attacking === undefined)
    ? { kind: t.kind, filter: t.filter }
    : null;

const UNTIL: Parser<DelayedWatch['until']> = alt<DelayedWatch['until']>(
  map(words('until end of turn'), () => 'endOfTurn'),
  map(words('until your next turn'), () => 'untilYourNextTurn'),
);

/**
 * "Whenever a creature [you control] attacks / dies / enters [the battlefield under your control]
 * this turn", and "Until end of turn (Until your next turn), whenever a creature … attacks".
 */
const anyCreatureUntil: Parser<Waiting> = alt<Waiting>(
  map(seq(trigger, words('this turn')), ([t]) => {
    const when = watchable(t);
    return when && { watch: { when, until: 'endOfTurn' }, ofThat: false };
  }),
  map(seq(UNTIL, punct(','), trigger), ([until, , t]) => {
    const when = watchable(t);
    return when && { watch: { when, until }, ofThat: false };
  }),
);

/**
 * CR 509.3a: "Whenever a creature [you control] blocks this turn" (Battle Cry): no permanent's own
 * trigger reads another creature's blocking, so it is read here.
 */
const creatureBlocksThisTurn: Parser<Waiting> = map(
  seq(
    words('whenever'),
    anyOf('a', 'an'),
    permanentNoun(false),
    opt(controlledBy),
    words('blocks this turn'),
  ),
  ([, , filter, who]) => ({
    watch: {
      when: { kind: 'creatureBlocks', filter: who === null ? filter : { ...filter, controller: who } },
      until: 'endOfTurn',
    },
    ofThat: false,
  }),
);

/** Events after which "it" names a card that has left the battlefield, which no instruction acts on (400.7). */
const LEAVING: ReadonlySet<DelayedWhen['kind']> = new Set(['dies', 'leavesBattlefield', 'permanentDies']);

const delayedAbility = ({ watch, ofThat }: Waiting, raw: readonly RawInstruction[]): RawInstruction => ({
  ref: ofThat ? { kind: 'that' } : { kind: 'none' },
  build: (on: On) => {
    // CR 608.2c: "that creature" is the target or the trigger's object named before it.
    if (ofThat && on !== 'targets' && on !== 'triggerObject') return null;
    const settled = settle(raw, true, 'triggerObject');
    if (settled === null) return null;
    if (settled.targets !== null)
      return refuse(
        'a delayed triggered ability with targets, chosen as it is put on the stack, is not modelled (CR 603.7, 603.3d)',
      );
    if (LEAVING.has(watch.when.kind) && mentions(settled.instructions, (part) => part.on === 'triggerObject'))
      return refuse(
        '"it" is a creature that has left the battlefield, which no instruction of a delayed ability acts on (CR 400.7, 603.7c)',
      );
    return {
      kind: 'delayed',
      at: watch,
      instructions: settled.instructions,
      ...(ofThat && on === 'targets' ? { remembers: 'targets' } : {}),
    };
  },
});

/** "[When that creature … this turn / Whenever a creature … this turn], [sentences to the paragraph's end]", without the last full stop. */
export const delayedWhen = (sentence: Parser<RawInstruction[]>): Parser<RawInstruction> =>
  map(
    seq(
      alt(thatCreatureThisTurn, anyCreatureUntil, creatureBlocksThisTurn),
      punct(','),
      sepBy1(sentence, sentenceEnd),
    ),
    ([waiting, , sentences]) => delayedAbility(waiting, sentences.flat()),
  );
