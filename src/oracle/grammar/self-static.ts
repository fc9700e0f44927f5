import type { AbilityDef, Condition, Filter, LayerOp, Value } from '../../effects/types.js';
import { alt, anyOf, map, opt, type Parser, punct, seq, token, words } from '../parser.js';
import type { Tok } from '../tokens.js';
import type { AbilityParser } from './abilities.js';
import { ofTheAffected } from './affected-counts.js';
import { chosenGroup } from './chosen.js';
import { condition, negated, ownCondition } from './conditions.js';
import { grantedAbilities, sentenceEnd } from './granted.js';
import { ptChange } from './instructions.js';
import { objectQuality, permanentNoun } from './nouns.js';
import { otherThanAttached } from './other-than-attached.js';
import { boundReadableIn } from './pt-bounds.js';
import { attached, controlledBy, creatureGroup } from './subjects.js';
import { restricted } from './this-turn.js';
import { attachedToIt, attachedToSelf, countable, countersOnSelf } from './values.js';
import { opsWithX, readOnResolution, whereX } from './where-x.js';

/**
 * Static abilities of an object about itself or what it's attached to, with a condition or a
 * count (CR 604.1, 611.3a, 613.4c): "[This] gets +1/+1 as long as you control an artifact",
 * "[This] has flying as long as ...", "[This] gets +1/+1 for each artifact you control".
 */

const subject: Parser<Filter> = alt<Filter>(
  map(token('self'), () => ({ self: true })),
  attached,
);

/** "gets", "gets an additional" (a bonus on top of another ability's, which it adds to, 613.4c). */
const gets = seq(anyOf('gets', 'get'), opt(words('an additional')));

/** "gets +1/+1", "has flying", "gets +1/+1 and has flying", 'has "When this creature dies, ..."'. */
export const changes: Parser<LayerOp[]> = alt(
  map(seq(gets, ptChange, words('and'), anyOf('has', 'have'), grantedAbilities), ([, pt, , , granted]) => [
    granted,
    pt,
  ]),
  map(seq(gets, ptChange, words('and'), restricted), ([, pt, , r]) => [pt, r]),
  map(seq(gets, ptChange), ([, pt]) => [pt]),
  map(seq(anyOf('has', 'have'), grantedAbilities), ([, granted]) => [granted]),
);

/**
 * Both filters at once: card types add up (all of them, 205.2a); subtypes and colours mean any
 * one of them, so only one side may name them.
 */
const both = (a: Filter, b: Filter): Filter | null => {
  if ((a.subtypes && b.subtypes) || (a.colors && b.colors)) return null;
  const types = [...(a.types ?? []), ...(b.types ?? [])];
  return { ...a, ...b, ...(types.length > 0 ? { types: [...new Set(types)] } : {}) };
};

/** "Each land", "each Vehicle you control": every permanent of a kind (CR 611.3a). */
const eachPermanent: Parser<Filter> = map(
  seq(words('each'), permanentNoun(false), opt(controlledBy)),
  ([, noun, who]) => (who ? { ...noun, controller: who } : noun),
);

const build = (
  affects: Filter,
  ops: readonly LayerOp[],
  when: Condition | null,
): ((text: string) => AbilityDef) | null =>
  otherThanAttached(affects, ops) ??
  (boundReadableIn(affects, ops)
    ? (text) => ({
        kind: 'static',
        text,
        effect: { affects, ops },
        ...(when ? { condition: when } : {}),
      })
    : null);

/**
 * CR 614.1d: "enters tapped", granted to itself while a condition holds; it is read as the
 * permanent would exist on the battlefield ("unless you control two or fewer other lands").
 */
const entersTapped: Parser<LayerOp> = map(
  seq(words('enters'), opt(words('the battlefield')), words('tapped')),
  (): LayerOp => ({
    kind: 'addAbilities',
    abilities: [{ kind: 'restriction', text: 'enters tapped', restriction: { kind: 'entersTapped' } }],
  }),
);

const asLongAs = map(seq(words('as long as'), condition), ([, c]) => c);

/**
 * Whether a condition names the ability's own object, which "it" after it then is: "As long as
 * [this] is equipped, it …", "As long as [this] has four or more +1/+1 counters on it, it …".
 */
const namesItself = (c: Condition): boolean =>
  c.kind === 'sourceIs' || (c.kind === 'valueAtLeast' && c.value.kind === 'countersOnSource');

/** "it" after "As long as [this] is equipped,": the object the condition named. */
const it = map(words('it'), (): Filter => ({ self: true }));

/**
 * "[This] gets +1/+1 as long as ...", "[This] has first strike as long as it's attacking",
 * "As long as ..., [this] gets +1/+1.", "As long as [this] is equipped, it gets +1/+1.",
 * "[This] can't block unless you control a Vampire." (611.3a, 508.1c, 509.1b)
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
    namesItself(c) ? build(affects, ops, c) : null,
  ),
  // "[This] can't attack or block unless you control another Giant": restricted while it doesn't hold.
  map(
    seq(token('self'), alt(restricted, entersTapped), words('unless'), condition, punct('.')),
    ([, op, , c]) => {
      const unless = negated(c);
      return unless ? build({ self: true }, [op], unless) : null;
    },
  ),
);

const each = (n: number, of: Value): Value => ({ kind: 'times', n, of });

/** "for each Equipment attached to it", "for each artifact you control", "for each charge counter on [this]". */
const staticCount: Parser<Value> = alt(
  attachedToIt,
  attachedToSelf,
  countersOnSelf,
  ofTheAffected,
  countable(false),
);

/** The object itself or what it's attached to, a group of creatures, or "each Fungus creature" (Thelon of Havenwood). */
// CR 614.12: "Creatures you control of the chosen type" (Door of Destinies), before the group it begins as.
const bonusSubject: Parser<Filter> = alt(subject, chosenGroup, creatureGroup, eachPermanent);

/**
 * "other" read from each creature the bonus affects (109.5): Bravado's enchanted creature
 * counts the other creatures you control, not the other objects than the Aura; in a group,
 * each creature leaves out itself. Said of the object itself, the two are the same.
 */
const otherThanEach = (affects: Filter, counted: Value): Value => {
  if (affects.self === true || counted.kind !== 'count' || counted.of.other !== true) return counted;
  const { other: _, ...of } = counted.of;
  return { kind: 'othersThanAffected', of };
};

/**
 * "[This] gets +1/+1 for each artifact you control", "Creatures you control get +1/+1 for each
 * charge counter on [this]", "Other Kor creatures you control get +2/+2 for each Equipment attached
 * to [this]", "Each creature you control gets +2/+0 for each Equipment attached to it": the change
 * times the count, read whenever the effect applies (611.3a), for each affected object (613.4c).
 * "… and has reach" (Crown of Skemfar) grants abilities besides (613.1f).
 */
/** "+1/+1 for each [thing]": the change times the count, read from each object it changes. */
const perEach = (affects: Filter, pt: Extract<Tok, { t: 'pt' }>, counted: Value): LayerOp | null => {
  if (!pt.signed || !('n' in pt.power) || !('n' in pt.toughness)) return null;
  const value = otherThanEach(affects, counted);
  return { kind: 'modifyPT', power: each(pt.power.n, value), toughness: each(pt.toughness.n, value) };
};

const forEach: AbilityParser = map(
  seq(
    bonusSubject,
    anyOf('gets', 'get'),
    token('pt'),
    words('for each'),
    staticCount,
    opt(seq(words('and'), anyOf('has', 'have'), grantedAbilities)),
    sentenceEnd,
  ),
  ([affects, , pt, , counted, granted]) => {
    const op = perEach(affects, pt, counted);
    return op && build(affects, granted ? [granted[2], op] : [op], null);
  },
);

/**
 * "Otherwise, it gets -3/-3." (Clutch of Undeath), "Otherwise, it can't attack or block." (Bonds
 * of Faith): what the same ability does to the object while it isn't what "as long as it's" says.
 */
const otherwiseIt: Parser<LayerOp[]> = map(
  seq(
    words('otherwise'),
    punct(','),
    words('it'),
    alt(
      map(seq(gets, ptChange), ([, pt]) => pt),
      restricted,
    ),
    punct('.'),
  ),
  ([, , , op]) => [op],
);

/** The objects without a quality: "a Zombie" -> not a Zombie, "an enchantment", "white"; null for a quality of more parts. */
const negatedQuality = (quality: Filter): Filter | null => {
  const [key, more] = Object.keys(quality);
  if (more !== undefined) return null;
  const one = (list: readonly string[] | undefined): boolean => list?.length === 1;
  if (key === 'types' && one(quality.types)) return { notTypes: quality.types ?? [] };
  if (key === 'subtypes' && one(quality.subtypes)) return { notSubtypes: quality.subtypes ?? [] };
  if (key === 'colors' && one(quality.colors)) return { notColors: quality.colors ?? [] };
  if (key === 'supertypes' && one(quality.supertypes)) return { notSupertypes: quality.supertypes ?? [] };
  return null;
};

/**
 * CR 611.3a: a condition on what the affected object is, read as it is now, as a filter on it:
 * "As long as enchanted permanent is a creature, it gets +2/+1", "As long as equipped creature
 * is a Human, it gets an additional +1/+1", "Enchanted creature gets +1/+2 as long as it's
 * white", "Each land gets +2/+2 as long as it's a creature".
 */
const affectedIs: AbilityParser = alt(
  // "As long as enchanted permanent is a creature, it gets +1/+1 for each creature and/or Vehicle
  // you control" (Born to Drive).
  map(
    seq(
      words('as long as'),
      attached,
      words('is'),
      objectQuality,
      punct(','),
      words('it gets'),
      token('pt'),
      words('for each'),
      staticCount,
      sentenceEnd,
    ),
    ([, affects, , quality, , , pt, , counted]) => {
      const filter = both(affects, quality);
      const op = filter && perEach(filter, pt, counted);
      return filter && op && build(filter, [op], null);
    },
  ),
  map(
    seq(
      words('as long as'),
      attached,
      words('is'),
      objectQuality,
      punct(','),
      words('it'),
      changes,
      sentenceEnd,
    ),
    ([, affects, , quality, , , ops]) => {
      const filter = both(affects, quality);
      return filter && build(filter, ops, null);
    },
  ),
  map(
    seq(
      alt(attached, eachPermanent),
      changes,
      words("as long as it 's"),
      objectQuality,
      punct('.'),
      opt(otherwiseIt),
    ),
    ([affects, ops, , quality, , otherwise]) => {
      const filter = both(affects, quality);
      if (otherwise === null) return filter && build(filter, ops, null);
      const unlike = negatedQuality(quality);
      const rest = unlike && both(affects, unlike);
      const made = filter && rest && build(filter, ops, null);
      // CR 611.3a: one ability, whose second effect applies to what the first leaves out.
      return (
        made &&
        ((text: string): AbilityDef => {
          const def = made(text);
          return def.kind === 'static' ? { ...def, otherwise: { affects: rest, ops: otherwise } } : def;
        })
      );
    },
  ),
);

/**
 * A group's bonus under a condition of the game: "As long as it's your turn, creatures you
 * control get +2/+0", "White creatures get an additional +1/+1 as long as seven or more cards
 * are in your graveyard" (CR 611.3a).
 */
const groupConditional: AbilityParser = alt(
  map(seq(asLongAs, punct(','), creatureGroup, changes, sentenceEnd), ([c, , affects, ops]) =>
    build(affects, ops, c),
  ),
  map(seq(creatureGroup, changes, asLongAs, punct('.')), ([affects, ops, c]) => build(affects, ops, c)),
);

/**
 * "Equipped creature gets +X/+X, where X is the number of creature cards in all graveyards",
 * "Creatures you control get +X/+0, where X is ...": X is read whenever the effect applies
 * (611.3a), not fixed; a power is not read here, since layer 7 would read what it changes.
 */
const whereXStatic: AbilityParser = map(
  seq(alt(subject, creatureGroup), anyOf('gets', 'get'), ptChange, whereX, punct('.')),
  ([affects, , pt, x]) => {
    // Read for the object itself: "its power" is its own, which layer 7 would change.
    const value = x({ kind: 'self' }, 'self', 'self');
    const ops = value === null || readOnResolution(value) ? null : opsWithX([pt], value);
    return ops && build(affects, ops, null);
  },
);

export const selfStatic: AbilityParser = alt(
  conditional,
  affectedIs,
  groupConditional,
  forEach,
  whereXStatic,
);
