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
import { SUBJECTS } from './library.js';
import { color, creatureTypeWord } from './nouns.js';
import { constant, count } from './numbers.js';
import type { RawInstruction, Ref } from './references.js';
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
 * CR 702.147a: "Decayed" means "This creature can't block" and "When this creature attacks,
 * sacrifice it at end of combat": a token "with decayed" has those two abilities, compiled with it.
 */
const withDecayed: Parser<AbilityDef[]> = map(words('decayed'), () => [
  pendingText("This creature can't block."),
  pendingText('When this creature attacks, sacrifice it at end of combat.'),
]);

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
        opt(seq(words('with'), alt(withDecayed, grantedList))),
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

interface HowMany {
  /** `after`: "a number of … tokens equal to …", the number read after the tokens. */
  readonly amount: Value | 'after';
  readonly one: boolean;
}

/**
 * How many: a number, or X (107.3), or twice X: announced with the spell's {X} (Goblin Offensive), or given
 * by ", where X is …" after the sentence (where-x.ts: Deploy to the Front), or "a number of [tokens]
 * equal to [a number]" (Box of Free-Range Goblins).
 */
const howMany: Parser<HowMany> = alt<HowMany>(
  // "a number of <tokens> equal to <a number>": the number follows the tokens (608.2h);
  // tried before "a", the number 1.
  map(words('a number of'), () => ({ amount: 'after', one: false })),
  map(count, (n) => ({ amount: constant(n), one: n === 1 })),
  // "X minus one" (Eiganjo Uprising): none where that is below 0 (107.1b).
  map(seq(words('x minus'), count), ([, n]) => ({
    amount: { kind: 'sum', of: [x, { kind: 'negate', of: constant(n) }] },
    one: false,
  })),
  map(words('x'), () => ({ amount: x, one: false })),
  // "twice X" (Pest Infestation): two times the X announced (107.3a).
  map(words('twice x'), () => ({ amount: { kind: 'times', n: 2, of: x }, one: false })),
  // CR 603.2c: the damage dealt in the trigger event (that-much.ts checks the trigger has one).
  map(words('that many'), () => ({ amount: { kind: 'thatMuch' }, one: false })),
);

/** "[You] create a [tapped] <token>", "create two <tokens>": its controller creates them (111.2). */
const createHead = seq(alt(words('create'), words('you create')), howMany, opt(words('tapped')));
/** "Its controller creates a <token>", "each opponent creates two <tokens>": another creator (111.2). */
const createsHead = memo((subject: string) =>
  seq(words(`${subject} creates`), howMany, opt(words('tapped'))),
);
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

/**
 * CR 508.4: "that's tapped and attacking", "that are attacking": the tokens are put onto the
 * battlefield attacking; `tapped` whether they enter tapped too.
 */
const entersAttacking = memo(
  (one: boolean): Parser<{ readonly tapped: boolean }> =>
    map(
      seq(words(one ? "that 's" : 'that are'), opt(words('tapped and')), words('attacking')),
      ([, tapped]) => ({ tapped: tapped !== null }),
    ),
);

/** The token as it enters, with the abilities the sentence after it gives. */
const withAbilities = memo(
  (one: boolean): Parser<Defined & { readonly attacking?: { readonly tapped: boolean } }> =>
    map(seq(tokenBody(one), opt(entersAttacking(one)), opt(theyHave(one))), ([made, attacking, more]) => ({
      ...(more ? { ...made, token: { ...made.token, abilities: [...made.token.abilities, ...more] } } : made),
      ...(attacking ? { attacking } : {}),
    })),
);

/**
 * Who creates the tokens, when not the ability's controller (111.2), and what the subject refers
 * to: "its controller", the controller of the target named before it ("it"); "target opponent",
 * a target of its own.
 */
interface Creator {
  readonly creator: NonNullable<Extract<Instruction, { kind: 'createTokens' }>['creator']>;
  readonly ref: Ref;
}

/** A creating sentence with its head and its creator (none: the ability's controller). */
const creating = (head: typeof createHead, by: Creator | null): Parser<RawInstruction> =>
  withFirst(
    (toks, at) => {
      const read = head(toks, at);
      if (read === null) return null;
      const [, { amount, one }, tappedFirst] = read.value;
      const body = withAbilities(one)(toks, read.at);
      if (body === null) return null;
      const counted = amount === 'after' ? equalTo(toks, body.at) : { value: amount, at: body.at };
      if (counted === null) return null;
      const { attacking } = body.value;
      // "create a tapped … token that's attacking" or "… that's tapped and attacking" (508.4).
      if (tappedFirst && attacking?.tapped) return null;
      const tapped = tappedFirst !== null || attacking?.tapped === true;
      const instruction: Instruction = {
        kind: 'createTokens',
        token: body.value.token,
        amount: counted.value,
        ...(body.value.size ? { size: body.value.size } : {}),
        ...(tapped ? { tapped: true } : {}),
        ...(by ? { creator: by.creator } : {}),
        ...(attacking ? { attacking: true } : {}),
      };
      // A creator read from a target ("its controller", "target opponent") needs that target.
      const needsTarget = by !== null && by.ref.kind !== 'none';
      const raw: RawInstruction = {
        ref: by?.ref ?? { kind: 'none' },
        build: (on) => (needsTarget && on !== 'targets' ? null : instruction),
      };
      return { value: raw, at: counted.at };
    },
    () => firstOf(head),
  );

export const createTokensInstruction: Parser<RawInstruction> = alt(
  creating(createHead, null),
  creating(createsHead('its controller'), { creator: 'targetsController', ref: { kind: 'it' } }),
  // CR 111.2: "target opponent / each opponent / each player / that player creates …".
  ...SUBJECTS.flatMap(([subject, , who, target]) =>
    who === 'you' ? [] : [creating(createsHead(subject), { creator: who, ref: target ?? { kind: 'none' } })],
  ),
  investigate,
);
