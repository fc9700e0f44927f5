import type { AbilityDef, Filter, Instruction, TargetSpec, Trigger, Value } from '../../effects/types.js';
import {
  alt,
  anyOf,
  map,
  opt,
  type Parser,
  punct,
  self,
  sepBy1,
  seq,
  token,
  wordFrom,
  words,
} from '../parser.js';
import type { AbilityParser } from './abilities.js';
import { manaValueBound } from './card-quality.js';
import { ofTheChosen } from './chosen.js';
import { keyword } from './keywords.js';
import { manaSymbols } from './mana.js';
import { color, creatureTypeWord } from './nouns.js';
import { count } from './numbers.js';

/**
 * Abilities about casting spells (CR 601): the kinds of spell "Whenever you cast a [kind]
 * spell" names, as filters over spells on the stack, and that trigger (601.2i, 603.2); and
 * cycling, typecycling and reinforce (702.29a, 702.29e, 702.77a), abilities of a card in a hand.
 */

const ANY_CREATURE: TargetSpec = { count: 1, filter: { types: ['Creature'] } };

const onStack = (filter: Filter): Filter => ({ ...filter, zone: 'stack' });

/** CR 205.2a, 700.6: one word naming a kind of spell, as the filters any one of which it means. */
const SPELL_WORDS: Readonly<Record<string, readonly Filter[]>> = {
  artifact: [{ types: ['Artifact'] }],
  creature: [{ types: ['Creature'] }],
  enchantment: [{ types: ['Enchantment'] }],
  instant: [{ types: ['Instant'] }],
  sorcery: [{ types: ['Sorcery'] }],
  planeswalker: [{ types: ['Planeswalker'] }],
  kindred: [{ types: ['Kindred'] }],
  noncreature: [{ notTypes: ['Creature'] }],
  nonartifact: [{ notTypes: ['Artifact'] }],
  legendary: [{ supertypes: ['Legendary'] }],
  // CR 700.6: historic is legendary, artifact or Saga.
  historic: [{ types: ['Artifact'] }, { supertypes: ['Legendary'] }, { subtypes: ['Saga'] }],
  // CR 205.3k: Arcane is a spell type of instants and sorceries.
  arcane: [{ subtypes: ['Arcane'] }],
  // CR 105.2a-c.
  monocolored: [{ colorCount: 'monocolored' }],
  multicolored: [{ colorCount: 'multicolored' }],
  colorless: [{ colorCount: 'colorless' }],
};

const spellWord: Parser<readonly Filter[]> = alt(
  wordFrom(SPELL_WORDS),
  map(color, (c): readonly Filter[] => [{ colors: [c] }]),
  map(creatureTypeWord, (subtype): readonly Filter[] => [{ subtypes: [subtype] }]),
);

/** "noncreature", "instant or sorcery", "Spirit or Arcane": any one of the words. */
export const spellKinds: Parser<readonly Filter[]> = map(sepBy1(spellWord, words('or')), (kinds) =>
  kinds.flat().map(onStack),
);

const caster: Parser<'you' | 'opponents' | 'any'> = alt(
  map(words('you cast'), () => 'you' as const),
  map(words('an opponent casts'), () => 'opponents' as const),
  map(words('a player casts'), () => 'any' as const),
);

const ORDINALS: Readonly<Record<string, number>> = { first: 1, second: 2, third: 3 };

/**
 * CR 601.2i: "Whenever you cast your second spell each turn", "Whenever an opponent (a player)
 * casts their first spell each turn": the spell that is that many its caster has cast this turn.
 */
const nthSpellCast: Parser<Trigger> = map(
  seq(words('whenever'), caster, anyOf('your', 'their'), wordFrom(ORDINALS), words('spell each turn')),
  ([, who, pronoun, nth]): Trigger | null =>
    (who === 'you') === (pronoun === 'your')
      ? { kind: 'spellCast', caster: who, spell: [onStack({})], nth }
      : null,
);

/**
 * CR 601.2i: "Whenever you cast a noncreature spell", "a spell with mana value 4 or greater" (202.3), "Whenever an opponent casts a spell",
 * heroic's "Whenever you cast a spell that targets [this]", magecraft's "Whenever you cast or
 * copy an instant or sorcery spell"; the older "When an opponent casts a creature spell [with
 * flying]" (the Hidden cycle) is the same trigger, as "when" and "whenever" are (603.1), with
 * the keyword read on the stack (702.1).
 */
const anySpellCast: Parser<Trigger> = map(
  seq(
    anyOf('when', 'whenever'),
    caster,
    opt(words('or copy')),
    anyOf('a', 'an'),
    opt(words('kicked')),
    opt(spellKinds),
    words('spell'),
    opt(
      alt(
        manaValueBound,
        map(seq(words('with'), keyword), ([, k]): Filter => ({ withKeyword: k })),
        // CR 614.12: "a spell of the chosen color" (Diamond Knight), of its source's choice.
        ofTheChosen,
      ),
    ),
    opt(seq(words('that targets'), self)),
    // CR 601.2i: "other than your first spell each turn" (Arcbound Tracker): any but the first.
    opt(words('other than your first spell each turn')),
    // CR 603.4: "if that spell was kicked" can't change between the cast and the resolution.
    opt(seq(punct(','), words('if that spell was kicked'))),
  ),
  ([, who, copy, , kicked, kinds, , quality, targeting, notFirst, ifKicked]): Trigger | null =>
    (copy !== null || notFirst !== null) && who !== 'you'
      ? null
      : {
          kind: 'spellCast',
          caster: who,
          spell: (kinds ?? [onStack({})]).map((kind) => ({ ...kind, ...quality })),
          ...(targeting ? { targetsSelf: true } : {}),
          ...(copy ? { orCopy: true } : {}),
          ...(notFirst ? { notFirst: true } : {}),
          ...(kicked || ifKicked ? { kicked: true } : {}),
        },
);

export const spellCastTrigger: Parser<Trigger> = alt(nthSpellCast, anySpellCast);

/**
 * CR 702.29a: "[Cost], Discard this card: [effect]", an activated ability of a card in a hand;
 * `cycled`: its discard is cycling the card (a cycling or typecycling cost, 702.29f), which
 * "whenever you cycle a card" watches; reinforce's is not (702.77a).
 */
const discardingSelf =
  (cycled: boolean) =>
  (cost: string, instruction: Instruction, targets: TargetSpec | null = null) =>
  (text: string): AbilityDef => ({
    kind: 'activated',
    text,
    cost,
    extraCosts: [cycled ? { kind: 'discardSelf', cycling: true } : { kind: 'discardSelf' }],
    zone: 'hand',
    targets,
    instructions: [instruction],
  });
const cycling = discardingSelf(true);

/**
 * CR 702.77a: "Reinforce N—[cost]" means "[Cost], Discard this card: Put N +1/+1 counters on
 * target creature." ("Reinforce X—{X}{W}": X is the X paid, 107.3k.)
 */
export const reinforceAbility: AbilityParser = map(
  seq(
    words('reinforce'),
    alt(
      map(count, (n): Value => ({ kind: 'constant', n })),
      map(words('x'), (): Value => ({ kind: 'x' })),
    ),
    punct('\u2014'),
    manaSymbols(),
    opt(punct('.')),
  ),
  ([, n, , cost]) =>
    discardingSelf(false)(
      cost,
      { kind: 'addCounters', on: 'targets', counter: '+1/+1', amount: n },
      ANY_CREATURE,
    ),
);

/**
 * CR 702.29a: "Cycling [cost]" means "[Cost], Discard this card: Draw a card", an activated
 * ability that functions only while the card is in a hand.
 */
export const cyclingAbility: AbilityParser = map(
  seq(words('cycling'), manaSymbols(), opt(punct('.'))),
  ([, cost]) => cycling(cost, { kind: 'drawCards', amount: { kind: 'constant', n: 1 } }),
);

/**
 * CR 702.49a: "Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return an
 * unblocked attacking creature you control to its owner's hand: Put this card onto the
 * battlefield from your hand tapped and attacking." Revealing changes nothing in the game.
 */
export const ninjutsuAbility: AbilityParser = map(
  seq(words('ninjutsu'), manaSymbols(), opt(punct('.'))),
  ([, cost]) =>
    (text: string): AbilityDef => ({
      kind: 'activated',
      text,
      cost,
      extraCosts: [
        {
          kind: 'chosen',
          verb: 'returnToHand',
          amount: 1,
          filter: { types: ['Creature'], controller: 'you', inState: 'unblocked' },
        },
      ],
      zone: 'hand',
      targets: null,
      instructions: [{ kind: 'ninjutsu' }],
    }),
);

/** The typecycling keywords read here, by their word, with the cards each searches for (702.29e). */
const TYPECYCLING: Readonly<Record<string, Filter>> = {
  plainscycling: { subtypes: ['Plains'] },
  islandcycling: { subtypes: ['Island'] },
  swampcycling: { subtypes: ['Swamp'] },
  mountaincycling: { subtypes: ['Mountain'] },
  forestcycling: { subtypes: ['Forest'] },
  landcycling: { types: ['Land'] },
};

/**
 * CR 702.29e: "[Type]cycling [cost]" means "[Cost], Discard this card: Search your library for
 * a [type] card, reveal it, and put it into your hand. Then shuffle your library." "Basic
 * landcycling" searches for a basic land card.
 */
export const typecyclingAbility: AbilityParser = map(
  seq(opt(words('basic')), token('word'), manaSymbols(), opt(punct('.'))),
  ([basic, keyword, cost]) => {
    const filter = TYPECYCLING[keyword.v];
    if (filter === undefined || (basic !== null && keyword.v !== 'landcycling')) return null;
    return cycling(cost, {
      kind: 'search',
      quality: { anyOf: [basic === null ? filter : { ...filter, supertypes: ['Basic'] }] },
      upTo: 1,
      to: 'hand',
      reveal: true,
    });
  },
);
