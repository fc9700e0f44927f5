import type {
  AbilityDef,
  CopyException,
  EffectDef,
  Instruction,
  LayerOp,
  TokenDef,
} from '../effects/types.js';
import { instructionsIn, mapInstructions } from '../effects/walk.js';

/**
 * Abilities given as text inside another ability: an emblem's (CR 114.2), a created token's (CR 111.3, 111.10: "{T},
 * Sacrifice this token: Add one mana of any color."), those an effect grants in quotation
 * marks (613.1f: 'Creatures you control have "{T}: Add {G}."', 'Enchanted creature has "When
 * this creature dies, draw a card."'), and those a copy effect's exception adds (707.9a: 'except
 * it has "When this creature becomes the target of a spell or ability, sacrifice it."'). The
 * grammar keeps each such text as a pending ability, and the compiler then reads it as a
 * paragraph of the object that will have it: the token, the copy, or whichever object the effect
 * gives it to ("this creature", "this permanent" is that object).
 */
export const PENDING_TEXT = 'an ability given as text, read with the object that will have it';

export const pendingText = (text: string): AbilityDef => ({
  kind: 'unsupported',
  text,
  reason: PENDING_TEXT,
});

const isPending = (a: AbilityDef): boolean => a.kind === 'unsupported' && a.reason === PENDING_TEXT;

/** How the compiler reads the texts: each as a paragraph of the object that will have it. */
export interface TextCompilers {
  /** A created token's ability, with the token as "this token". */
  readonly token: (token: TokenDef, text: string) => readonly AbilityDef[];
  /** An ability an effect grants, with the object given it as "this creature" or "this permanent". */
  readonly granted: (text: string) => readonly AbilityDef[];
  /** An emblem's ability (CR 114.2), functioning in the command zone (114.4). */
  readonly emblem: (text: string) => readonly AbilityDef[];
}

/**
 * The kinds of ability the engine finds on whatever object has them now (613.1f), which an effect
 * may therefore grant. The others it reads from an object's card, as the card is cast or enters
 * (castCost, morph, enchant, entersWithCounters, asEnters); and a granted ability that defines a
 * characteristic is no characteristic-defining ability (604.3a: those are printed on the card,
 * or given to a token by the effect that creates it), which the compiler can't read it as.
 */
const GRANTABLE: ReadonlySet<AbilityDef['kind']> = new Set<AbilityDef['kind']>([
  'keyword',
  'static',
  'activated',
  'triggered',
  'restriction',
  'prevention',
  'counterLimit',
  'counterReplacement',
  'othersEnterWithCounters',
  'costChange',
  'crew',
  'unsupported',
]);

/** The ability as an effect may grant it, or unsupported if it is of a kind the engine reads only from a card. */
export const grantable = (a: AbilityDef): AbilityDef =>
  GRANTABLE.has(a.kind)
    ? a
    : { kind: 'unsupported', text: a.text, reason: `a granted ability of kind "${a.kind}" is not modelled` };

/** Abilities an ability gives, each one given as text read as a paragraph of the object that gets it (613.1f, 707.9a). */
const givenAbilities = (abilities: readonly AbilityDef[], compile: TextCompilers): AbilityDef[] =>
  abilities.flatMap((a) => (isPending(a) ? compile.granted(a.text).map(grantable) : [a]));

const compiledGrants = (effect: EffectDef, compile: TextCompilers): EffectDef => {
  if (!effect.ops.some((op) => op.kind === 'addAbilities' && op.abilities.some(isPending))) return effect;
  const ops = effect.ops.map(
    (op): LayerOp =>
      op.kind === 'addAbilities'
        ? {
            ...op,
            abilities: givenAbilities(op.abilities, compile),
          }
        : op,
  );
  return { ...effect, ops };
};

/** CR 707.9a: the abilities a copy exception adds, read as paragraphs of the copy, which has them as its own. */
const compiledException = <T extends { readonly except?: CopyException }>(
  holder: T,
  compile: TextCompilers,
): T => {
  const added = holder.except?.addAbilities;
  if (added === undefined || !added.some(isPending)) return holder;
  return { ...holder, except: { ...holder.except, addAbilities: givenAbilities(added, compile) } };
};

const compiledIn =
  (compile: TextCompilers) =>
  (i: Instruction): Instruction => {
    if (i.kind === 'tokenCopy') return compiledException(i, compile);
    if (i.kind === 'createEffect') {
      const effect = compiledGrants(i.effect, compile);
      return effect === i.effect ? i : { ...i, effect };
    }
    if (i.kind === 'getEmblem') {
      const abilities = i.emblem.abilities.flatMap((a) => (isPending(a) ? compile.emblem(a.text) : [a]));
      return { ...i, emblem: { abilities } };
    }
    if (i.kind !== 'createTokens' || !i.token.abilities.some(isPending)) return i;
    const abilities = i.token.abilities.flatMap((a) => (isPending(a) ? compile.token(i.token, a.text) : [a]));
    return { ...i, token: { ...i.token, abilities } };
  };

type Unsupported = Extract<AbilityDef, { kind: 'unsupported' }>;

const isUnsupported = (a: AbilityDef): a is Unsupported => a.kind === 'unsupported';

/** The first ability an effect grants that is unsupported. */
const refusedGrant = (effect: EffectDef): Unsupported | undefined =>
  effect.ops.flatMap((op) => (op.kind === 'addAbilities' ? op.abilities : [])).find(isUnsupported);

/** Why the ability isn't supported after all: the first of its texts that stayed unsupported. */
const refusal = (ability: AbilityDef): string | null => {
  const instructions =
    ability.kind === 'spell' || ability.kind === 'activated' || ability.kind === 'triggered'
      ? instructionsIn(ability.instructions)
      : [];
  for (const i of instructions) {
    const token = i.kind === 'createTokens' ? i.token.abilities.find(isUnsupported) : undefined;
    if (token) return `its token's ability "${token.text}" is not supported: ${token.reason}`;
    const emblem = i.kind === 'getEmblem' ? i.emblem.abilities.find(isUnsupported) : undefined;
    if (emblem) return `its emblem's ability "${emblem.text}" is not supported: ${emblem.reason}`;
    const refused = i.kind === 'createEffect' ? refusedGrant(i.effect) : undefined;
    if (refused) return grantRefused(refused);
    const added = i.kind === 'tokenCopy' ? refusedAddition(i.except) : undefined;
    if (added) return additionRefused(added);
  }
  const added =
    ability.kind === 'asEnters' && ability.choice.kind === 'copy'
      ? refusedAddition(ability.choice.except)
      : undefined;
  if (added) return additionRefused(added);
  const refused = ability.kind === 'static' ? refusedGrant(ability.effect) : undefined;
  return refused ? grantRefused(refused) : null;
};

/** The first ability a copy exception adds that is unsupported. */
const refusedAddition = (except: CopyException | undefined): Unsupported | undefined =>
  except?.addAbilities?.find(isUnsupported);

const additionRefused = (a: Unsupported): string =>
  `the ability its copy has, "${a.text}", is not supported: ${a.reason}`;

const grantRefused = (a: Unsupported): string =>
  `the ability it grants, "${a.text}", is not supported: ${a.reason}`;

/**
 * The ability with the texts it gives compiled, however deep ("you may create ..."); unsupported,
 * with the reason, if one of them is: a token is created, and an effect grants, all of its
 * abilities or none (nothing is half applied).
 */
export const withAbilityTexts = (ability: AbilityDef, compile: TextCompilers): AbilityDef => {
  const compiled: AbilityDef =
    ability.kind === 'static'
      ? { ...ability, effect: compiledGrants(ability.effect, compile) }
      : ability.kind === 'spell' || ability.kind === 'activated' || ability.kind === 'triggered'
        ? { ...ability, instructions: mapInstructions(ability.instructions, compiledIn(compile)) }
        : ability.kind === 'asEnters' && ability.choice.kind === 'copy'
          ? { ...ability, choice: compiledException(ability.choice, compile) }
          : ability;
  const reason = refusal(compiled);
  return reason === null ? compiled : { kind: 'unsupported', text: ability.text, reason };
};
