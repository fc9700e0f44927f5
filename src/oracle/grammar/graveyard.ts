import type { LibraryInstruction } from '../../effects/library.js';
import type { Filter, Instruction, TargetSpec } from '../../effects/types.js';
import { alt, anyOf, map, opt, type Parser, seq, token, words } from '../parser.js';
import { cardTypeWord } from './nouns.js';
import { count } from './numbers.js';
import { ptBound } from './pt-bounds.js';
import type { RawInstruction } from './references.js';
import { canEnter, cardKind } from './search.js';

type FromGraveyard = Extract<LibraryInstruction, { kind: 'fromGraveyard' }>;

/**
 * Cards in graveyards as targets (CR 115.1, 400.1): "return target creature card from your
 * graveyard to your hand", "target instant or sorcery card ...", "... to the battlefield [tapped]", "exile target card from a
 * graveyard", "put target Zombie card from your graveyard on top of your library".
 */

/**
 * "[another | up to one] target creature card [with mana value N or less | with power 1 or less]
 * from your graveyard": a power bound is the target's, read from the card as the layers leave it (208.1).
 */
export const graveyardCard: Parser<TargetSpec> = map(
  seq(
    opt(anyOf('another', 'up to one')),
    words('target'),
    alt<Filter>(
      map(seq(cardTypeWord, words('or'), cardTypeWord, words('card')), ([a, , b]) =>
        a === b ? null : { anyTypes: [a, b] },
      ),
      map(seq(cardKind, words('card')), ([f]) => f),
      map(words('card'), () => ({})),
    ),
    opt(seq(words('with mana value'), count, words('or less'))),
    opt(ptBound),
    words('from'),
    anyOf('your graveyard', 'a graveyard'),
  ),
  ([before, , kind, mv, bound, , whose]): TargetSpec => ({
    // CR 601.2c, 115.6: "up to one target" may have none.
    ...(before === 'up to one' ? { count: 0, upTo: 1 } : { count: 1 }),
    filter: {
      ...kind,
      zone: 'graveyard',
      ...(whose === 'your graveyard' ? { owner: 'you' } : {}),
      ...(before === 'another' ? { other: true } : {}),
      ...(mv ? { manaValueAtMost: mv[1] } : {}),
    },
    ...(bound ? { ptBound: bound } : {}),
  }),
);

const yours = (spec: TargetSpec): boolean => spec.filter.owner === 'you';

const onTargets =
  (make: () => Instruction) =>
  (on: string): Instruction | null =>
    on === 'targets' ? make() : null;

/** Where "Return [this] from your graveyard ..." puts it: to the hand, or the battlefield [tapped]. */
const selfDestination: Parser<Omit<FromGraveyard, 'kind' | 'on'>> = alt<Omit<FromGraveyard, 'kind' | 'on'>>(
  map(words('to your hand'), () => ({ to: 'hand' })),
  map(seq(words('to the battlefield'), opt(words('tapped'))), ([, tapped]) => ({
    to: 'battlefield',
    ...(tapped ? { tapped: true as const } : {}),
  })),
);

/**
 * "Return [this] from your graveyard to your hand / to the battlefield [tapped]": the ability's
 * own card, which it finds only in a graveyard (CR 113.6m, own-zone.ts).
 */
const returnSelf: Parser<RawInstruction> = map(
  seq(words('return'), token('self'), words('from your graveyard'), selfDestination),
  ([, , , where]) => ({
    ref: { kind: 'self' },
    build: (on) => (on === 'self' ? { kind: 'fromGraveyard', on, ...where } : null),
  }),
);

/**
 * "Exile target [creature] card from a graveyard" (CR 701.13a). It comes before "exile target
 * creature" on the battlefield, which would otherwise read its first words and stop at "card".
 */
export const exileFromGraveyard: Parser<RawInstruction> = map(
  seq(words('exile'), graveyardCard),
  ([, spec]) => ({
    ref: { kind: 'target', spec },
    build: onTargets(() => ({ kind: 'fromGraveyard', on: 'targets', to: 'exile' })),
  }),
);

export const graveyardInstruction: Parser<RawInstruction> = alt<RawInstruction>(
  returnSelf,
  map(seq(words('return'), graveyardCard, words('to your hand')), ([, spec]) =>
    yours(spec)
      ? {
          ref: { kind: 'target', spec },
          build: onTargets(() => ({ kind: 'fromGraveyard', on: 'targets', to: 'hand' })),
        }
      : null,
  ),
  map(
    seq(words('return'), graveyardCard, words('to the battlefield'), opt(words('tapped'))),
    ([, spec, , tapped]) =>
      yours(spec) && canEnter(spec.filter)
        ? {
            ref: { kind: 'target', spec },
            build: onTargets(() => ({
              kind: 'fromGraveyard',
              on: 'targets',
              to: 'battlefield',
              ...(tapped ? { tapped: true } : {}),
            })),
          }
        : null,
  ),
  map(seq(words('put'), graveyardCard, words('on top of your library')), ([, spec]) =>
    yours(spec)
      ? {
          ref: { kind: 'target', spec },
          build: onTargets(() => ({ kind: 'fromGraveyard', on: 'targets', to: 'top' })),
        }
      : null,
  ),
);
