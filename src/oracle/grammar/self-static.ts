import type { AbilityDef, Condition, Filter, LayerOp, Value } from '../../effects/types.js';
import { alt, anyOf, map, type Parser, punct, seq, token, words } from '../parser.js';
import type { AbilityParser } from './abilities.js';
import { condition, ownCondition } from './conditions.js';
import { grantedAbilities, sentenceEnd } from './granted.js';
import { ptChange } from './instructions.js';
import { restricted } from './this-turn.js';
import { attachedToIt, countable } from './values.js';

/**
 * Static abilities of an object about itself or what it's attached to, with a condition or a
 * count (CR 604.1, 611.3a, 613.4c): "[This] gets +1/+1 as long as you control an artifact",
 * "[This] has flying as long as ...", "[This] gets +1/+1 for each artifact you control".
 */

const subject: Parser<Filter> = alt<Filter>(
  map(token('self'), () => ({ self: true })),
  map(anyOf('enchanted creature', 'equipped creature'), () => ({ attachedToSource: true })),
);

/** "gets +1/+1", "has flying", "gets +1/+1 and has flying", 'has "When this creature dies, ..."'. */
const changes: Parser<LayerOp[]> = alt(
  map(
    seq(anyOf('gets', 'get'), ptChange, words('and'), anyOf('has', 'have'), grantedAbilities),
    ([, pt, , , granted]) => [granted, pt],
  ),
  map(seq(anyOf('gets', 'get'), ptChange, words('and'), restricted), ([, pt, , r]) => [pt, r]),
  map(seq(anyOf('gets', 'get'), ptChange), ([, pt]) => [pt]),
  map(seq(anyOf('has', 'have'), grantedAbilities), ([, granted]) => [granted]),
);

const build =
  (affects: Filter, ops: readonly LayerOp[], when: Condition | null) =>
  (text: string): AbilityDef => ({
    kind: 'static',
    text,
    effect: { affects, ops },
    ...(when ? { condition: when } : {}),
  });

const asLongAs = map(seq(words('as long as'), condition), ([, c]) => c);

/** "it" after "As long as [this] is equipped,": the object the condition named. */
const it = map(words('it'), (): Filter => ({ self: true }));

/**
 * "[This] gets +1/+1 as long as ...", "[This] has first strike as long as it's attacking",
 * "As long as ..., [this] gets +1/+1.", "As long as [this] is equipped, it gets +1/+1."
 */
const conditional: AbilityParser = alt(
  map(seq(subject, changes, asLongAs, punct('.')), ([affects, ops, c]) => build(affects, ops, c)),
  map(seq(token('self'), changes, words('as long as'), ownCondition, punct('.')), ([, ops, , c]) =>
    build({ self: true }, ops, c),
  ),
  map(seq(asLongAs, punct(','), subject, changes, sentenceEnd), ([c, , affects, ops]) =>
    build(affects, ops, c),
  ),
  map(seq(asLongAs, punct(','), it, changes, sentenceEnd), ([c, , affects, ops]) =>
    c.kind === 'sourceIs' ? build(affects, ops, c) : null,
  ),
);

const each = (n: number, of: Value): Value => ({ kind: 'times', n, of });

/** "[This] gets +1/+1 for each artifact you control": the change times the count (613.4c). */
const forEach: AbilityParser = map(
  seq(
    subject,
    anyOf('gets', 'get'),
    token('pt'),
    words('for each'),
    alt(attachedToIt, countable(false)),
    punct('.'),
  ),
  ([affects, , pt, , counted]) => {
    if (!pt.signed || !('n' in pt.power) || !('n' in pt.toughness)) return null;
    // "attached to it" is the object itself only when it is the subject.
    if (counted.kind === 'count' && counted.of.attachedToSelf && affects.self !== true) return null;
    const op: LayerOp = {
      kind: 'modifyPT',
      power: each(pt.power.n, counted),
      toughness: each(pt.toughness.n, counted),
    };
    return build(affects, [op], null);
  },
);

export const selfStatic: AbilityParser = alt(conditional, forEach);
