import type { AbilityDef, Instruction, TokenDef, Value } from '../../effects/types.js';
import type { CardType } from '../../state/vocabulary.js';
import { COLORS, type Color } from '../../symbols/colors.js';
import { pendingText } from '../ability-texts.js';
import { firstOf, withFirst } from '../first-sets.js';
import {
  alt,
  anyOf,
  many1,
  map,
  memo,
  opt,
  type Parser,
  punct,
  sepBy1,
  seq,
  token,
  words,
} from '../parser.js';
import type { PtPart } from '../tokens.js';
import { grantedList } from './granted.js';
import { color, creatureTypeWord } from './nouns.js';
import { constant, count } from './numbers.js';
import type { RawInstruction } from './references.js';
import { equalTo } from './values.js';

/**
 * "Create a 1/1 white Soldier creature token with flying", "create two Treasure tokens"
 * (CR 111.1-111.4, 111.10): the token's characteristics as the text defines them.
 */

const inColorOrder = (colors: readonly Color[]): Color[] => COLORS.filter((c) => colors.includes(c));

/** "colorless", "red", "red and green", "red, green, and white" (CR 105.2). */
const tokenColors: Parser<Color[]> = alt<Color[]>(
  map(words('colorless'), () => []),
  map(seq(sepBy1(color, punct(',')), punct(','), words('and'), color), ([list, , , last]) =>
    inColorOrder([...list, last]),
  ),
  map(seq(color, words('and'), color), ([a, , b]) => (a === b ? null : inColorOrder([a, b]))),
  map(color, (c) => [c]),
);

/** "creature", "artifact creature", "enchantment creature" (CR 205.2a). */
const creatureTypes: Parser<CardType[]> = map(
  seq(opt(anyOf('artifact', 'enchantment')), words('creature')),
  ([other]): CardType[] =>
    other === 'artifact' ? ['Artifact', 'Creature'] : other ? ['Enchantment', 'Creature'] : ['Creature'],
);

const tokenNoun = memo((one: boolean): Parser<string> => words(one ? 'token' : 'tokens'));

/** CR 111.4: without a name of its own, a token is named for its subtypes and the word "Token". */
const named = (subtypes: readonly string[]): string => [...subtypes, 'Token'].join(' ');

/** A token as the text defines it; `size` for "an X/X token", whose X is read as it is created (107.3a). */
interface Defined {
  readonly token: TokenDef;
  readonly size?: Value;
}

const x: Value = { kind: 'x' };

/** "1/1", or "X/X" (both halves the one number X, read as the token is created). */
const tokenSize = (power: PtPart, toughness: PtPart): Pick<TokenDef, 'power' | 'toughness'> | 'x' | null => {
  if ('n' in power && 'n' in toughness) return { power: power.n, toughness: toughness.n };
  return 'x' in power && 'x' in toughness && power.x === 1 && toughness.x === 1 ? 'x' : null;
};

/**
 * "1/1 white Soldier creature token[s] [with flying and lifelink]", "X/X green Ooze creature
 * token", and abilities in quotation marks (CR 111.4: 'with "When this creature dies, you gain
 * 1 life."'), read with the token.
 */
const creatureToken = memo(
  (one: boolean): Parser<Defined> =>
    map(
      seq(
        token('pt'),
        tokenColors,
        many1(creatureTypeWord),
        creatureTypes,
        tokenNoun(one),
        opt(seq(words('with'), grantedList)),
      ),
      ([pt, colors, subtypes, types, , withAbilities]): Defined | null => {
        const size = pt.signed ? null : tokenSize(pt.power, pt.toughness);
        if (size === null) return null;
        const token: TokenDef = {
          name: named(subtypes),
          colors,
          types,
          subtypes,
          ...(size === 'x' ? {} : size),
          abilities: withAbilities?.[1] ?? [],
        };
        return size === 'x' ? { token, size: x } : { token };
      },
    ),
);

interface Predefined {
  readonly types: readonly CardType[];
  /** The ability CR 111.10 gives it, compiled with the token (ability-texts.ts). */
  readonly text: string;
}

/** CR 111.10a-c, f: colorless artifact tokens, each with the ability its rule defines. */
const PREDEFINED: Readonly<Record<string, Predefined>> = {
  Treasure: { types: ['Artifact'], text: '{T}, Sacrifice this token: Add one mana of any color.' },
  Food: { types: ['Artifact'], text: '{2}, {T}, Sacrifice this token: You gain 3 life.' },
  Gold: { types: ['Artifact'], text: 'Sacrifice this token: Add one mana of any color.' },
  Clue: { types: ['Artifact'], text: '{2}, Sacrifice this token: Draw a card.' },
  Blood: { types: ['Artifact'], text: '{1}, {T}, Discard a card, Sacrifice this token: Draw a card.' },
};

/** A predefined token (111.10) by its subtype, with its ability pending as text. */
const predefined = (subtype: string): TokenDef | null => {
  const def = PREDEFINED[subtype];
  if (def === undefined) return null;
  return {
    name: named([subtype]),
    colors: [],
    types: def.types,
    subtypes: [subtype],
    abilities: [pendingText(def.text)],
  };
};

const predefinedToken = memo(
  (one: boolean): Parser<TokenDef> =>
    map(seq(token('word'), tokenNoun(one)), ([w]) => {
      const subtype = Object.keys(PREDEFINED).find((k) => k.toLowerCase() === w.v);
      return subtype === undefined ? null : predefined(subtype);
    }),
);

/** CR 111.10d: a Walker token is a 2/2 black Zombie creature token named Walker. */
const WALKER: TokenDef = {
  name: 'Walker',
  colors: ['B'],
  types: ['Creature'],
  subtypes: ['Zombie'],
  power: 2,
  toughness: 2,
  abilities: [],
};

const walker = memo(
  (one: boolean): Parser<TokenDef> => map(seq(words('walker'), tokenNoun(one)), () => WALKER),
);

/** CR 701.16a: "Investigate" means "Create a Clue token." */
const investigate: Parser<RawInstruction> = map(words('investigate'), () => {
  const clue = predefined('Clue');
  if (clue === null) return null;
  const instruction: Instruction = { kind: 'createTokens', token: clue, amount: constant(1) };
  return { ref: { kind: 'none' }, build: () => instruction };
});

/**
 * How many: a number, or X (107.3): announced with the spell's {X} (Goblin Offensive), or given
 * by ", where X is …" after the sentence (where-x.ts: Deploy to the Front), or "a number of [tokens]
 * equal to [a number]" (Box of Free-Range Goblins).
 */
const howMany: Parser<{ readonly amount: Value | null; readonly one: boolean }> = alt<{
  readonly amount: Value | null;
  readonly one: boolean;
}>(
  // "a number of [tokens] equal to [a number]": the number comes after the tokens (`equalTo`).
  map(words('a number of'), () => ({ amount: null, one: false })),
  map(count, (n) => ({ amount: constant(n), one: n === 1 })),
  map(words('x'), () => ({ amount: x, one: false })),
);

/** "Create a [tapped] <token>", "create two <tokens>": its controller creates them (111.2). */
const createHead = seq(words('create'), howMany, opt(words('tapped')));
/** "Its controller creates a <token>" after a target: that target's controller creates them (111.2). */
const theirHead = seq(words('its controller creates'), howMany, opt(words('tapped')));
const tokenBody = memo((one: boolean) =>
  alt<Defined>(
    creatureToken(one),
    map(alt(predefinedToken(one), walker(one)), (token) => ({ token })),
  ),
);

/**
 * CR 111.3: 'Create two 1/1 colorless Eldrazi Scion creature tokens. They have "Sacrifice this
 * creature: Add {C}."': the next sentence gives the tokens more abilities as they are created.
 */
const theyHave = memo(
  (one: boolean): Parser<AbilityDef[]> =>
    map(seq(punct('.'), words(one ? 'it has' : 'they have'), grantedList), ([, , abilities]) => abilities),
);

/** The token with the abilities the sentence after it gives. */
const withAbilities = memo(
  (one: boolean): Parser<Defined> =>
    map(seq(tokenBody(one), opt(theyHave(one))), ([made, more]) =>
      more ? { ...made, token: { ...made.token, abilities: [...made.token.abilities, ...more] } } : made,
    ),
);

/** A creating sentence with its head; "its controller" is the target named before it ("it"). */
const creating = (head: typeof createHead, theirs: boolean): Parser<RawInstruction> =>
  withFirst(
    (toks, at) => {
      const read = head(toks, at);
      if (read === null) return null;
      const [, { amount, one }, tapped] = read.value;
      const made = withAbilities(one)(toks, read.at);
      const counted = made && amount === null ? equalTo(toks, made.at) : null;
      const body = made && (amount === null ? counted && { ...made, at: counted.at } : made);
      const number = amount ?? counted?.value;
      if (!body || number === undefined) return null;
      const instruction: Instruction = {
        kind: 'createTokens',
        token: body.value.token,
        amount: number,
        ...(body.value.size ? { size: body.value.size } : {}),
        ...(tapped ? { tapped: true } : {}),
        ...(theirs ? { creator: 'targetsController' } : {}),
      };
      const raw: RawInstruction = theirs
        ? { ref: { kind: 'it' }, build: (on) => (on === 'targets' ? instruction : null) }
        : { ref: { kind: 'none' }, build: () => instruction };
      return { value: raw, at: body.at };
    },
    () => firstOf(head),
  );

export const createTokensInstruction: Parser<RawInstruction> = alt(
  creating(createHead, false),
  creating(theirHead, true),
  investigate,
);
