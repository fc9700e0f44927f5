import type { DelayedEvent, Instruction } from '../../effects/types.js';
import { alt, map, opt, type Parser, seq, words } from '../parser.js';
import type { On, RawInstruction } from './references.js';

/**
 * CR 603.7a: "[instruction] at the beginning of the next turn's upkeep / the next end step / at end
 * of combat" (511.2): a
 * delayed triggered ability, created as the spell or ability resolves. It has no targets of its
 * own; it refers to its source ("sacrifice it", 603.7c), to its trigger's object ("destroy that
 * creature"), to an object it remembers as it is created (the target or the token named before
 * it, 608.2c: "Destroy that creature at the beginning of the next end step", "Create a 4/4 Angel
 * token. Exile it at …"), or to nothing ("draw a card").
 */

const NEXT: Parser<DelayedEvent> = alt<DelayedEvent>(
  map(words("at the beginning of the next turn 's upkeep"), () => 'nextUpkeep'),
  map(words('at the beginning of the next end step'), () => 'nextEndStep'),
  // CR 511.2: "sacrifice it at end of combat" (Crumbling Colossus).
  map(words('at end of combat'), () => 'endOfCombat'),
);

/** Kinds of instruction a delayed ability may do to its source: move it away, or change its counters. */
const ON_SOURCE: ReadonlySet<Instruction['kind']> = new Set<Instruction['kind']>([
  'sacrifice',
  'exile',
  'returnToHand',
  'addCounters',
  'removeCounters',
  'destroy',
]);

/**
 * What a delayed ability may do then: draw, act on its source ("remove a +1/+1 counter from it",
 * "destroy it"), or destroy the trigger's object, which it remembers ("Whenever [this] blocks or
 * becomes blocked by a non-Wall creature, destroy that creature at end of combat", 603.7c).
 */
const delayable = (i: Instruction): boolean =>
  i.kind === 'drawCards' ||
  (ON_SOURCE.has(i.kind) && 'on' in i && i.on === 'self') ||
  (i.kind === 'destroy' && i.on === 'triggerObject');

/**
 * What the delayed ability does to the object it remembers: what the sentence would do to its
 * source, done to that object (`triggerObject`) instead.
 */
const onRemembered = (i: Instruction): Instruction | null => {
  switch (i.kind) {
    case 'sacrifice':
    case 'exile':
    case 'returnToHand':
    case 'destroy':
    case 'addCounters':
    case 'removeCounters':
      return i.on === 'self' ? { ...i, on: 'triggerObject' } : null;
    default:
      return null;
  }
};

/** The delayed ability, its sentence acting on `on`: the source or trigger's object, or one it remembers. */
const delayedOn = (raw: RawInstruction, at: DelayedEvent, on: On, it: On): Instruction | null => {
  if (on === 'targets' || on === 'created') {
    const made = raw.build('self', it);
    const later = made && onRemembered(made);
    return later ? { kind: 'delayed', at, instructions: [later], remembers: on } : null;
  }
  const made = raw.build(on, it);
  return made && delayable(made) ? { kind: 'delayed', at, instructions: [made] } : null;
};

export const withDelay = (sentence: Parser<RawInstruction>): Parser<RawInstruction> =>
  map(seq(sentence, opt(NEXT)), ([raw, at]): RawInstruction | null => {
    if (at === null) return raw;
    if (raw.ofFirstTarget) return null;
    return { ...raw, build: (on, it) => delayedOn(raw, at, on, it) };
  });
