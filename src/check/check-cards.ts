import type { CardData } from '../cards/card-data.js';
import type { AbilityDef } from '../effects/types.js';
import { appendAll } from '../lists.js';
import { compileFace } from '../oracle/compile.js';
import { reasonShape } from '../oracle/unread.js';
import { isCreatureCard, isPowerToughnessAbility, isPowerToughnessCard } from './coverage.js';
import {
  CARD_EXCEPTIONS,
  type CardException,
  FUNNY_ALLOWANCES,
  TYPE_WORD_EXCEPTIONS,
  type TypeWordException,
} from './exceptions.js';
import {
  colorFindings,
  costFindings,
  type Finding,
  facePath,
  manaValueFindings,
  printedFindings,
  textFindings,
  typeFindings,
} from './face-checks.js';
import { layoutKind } from './layouts.js';
import { cardManaValue, faceManaValue } from './mana-value.js';
import { type FaceAbilities, firstGap } from './modelled.js';
import type { CardCheck, CheckFailure, CheckReport, CommonestReason, ExpectedFailure } from './report.js';
import { share } from './report.js';
import { countTemplate, normaliseTemplate, type TemplateCounts, topTemplates } from './templates.js';

/** How `checkCards` reads the cards' abilities and reports progress. */
export interface CheckOptions {
  /**
   * The abilities of a face when something other than the compiler defines them (a pool's hand
   * definitions); undefined compiles the face's Oracle text with `compileFace`.
   */
  readonly abilities?: (card: CardData, faceIndex: number) => readonly AbilityDef[] | undefined;
  /** Called after each card with how many are done, for a progress bar. */
  readonly onProgress?: (done: number, total: number) => void;
  /** How many of the most common unsupported templates to list; 20 unless given. */
  readonly templates?: number;
}

const EXCEPTIONS: readonly CardException[] = CARD_EXCEPTIONS;
const EXCEPTION_REASONS: ReadonlyMap<string, string> = new Map(
  EXCEPTIONS.map((e): [string, string] => [`${e.check} ${e.card}`, e.reason]),
);
const WORDS: readonly TypeWordException[] = TYPE_WORD_EXCEPTIONS;
const WORD_REASONS: ReadonlyMap<string, string> = new Map(
  WORDS.map((e): [string, string] => [e.word, e.reason]),
);
const FUNNY_REASONS: Partial<Readonly<Record<CardCheck, string>>> = FUNNY_ALLOWANCES;

/**
 * Why a finding is expected, or undefined when nothing explains it: the card's own exception,
 * else the Un-set allowance for an Un-set card, else an exception for the word it is about.
 */
const exceptionReason = (card: CardData, finding: Finding): string | undefined => {
  const funny = card.isFunny ? FUNNY_REASONS[finding.check] : undefined;
  return (
    EXCEPTION_REASONS.get(`${finding.check} ${card.name}`) ??
    (funny === undefined ? undefined : `Un-set card: ${funny}`) ??
    (finding.check === 'types' && finding.subject !== undefined
      ? WORD_REASONS.get(finding.subject)
      : undefined)
  );
};

/** The two cards that meld into each melded permanent, by its name (CR 712.4, 202.3c). */
const meldFrontsByName = (cards: readonly CardData[]): Map<string, CardData[]> => {
  const fronts = new Map<string, CardData[]>();
  for (const card of cards) {
    if (card.layout !== 'meld' || card.faces || !card.name.includes(' // ')) continue;
    const melded = card.name.slice(card.name.lastIndexOf(' // ') + 4);
    fronts.set(melded, [...(fronts.get(melded) ?? []), card]);
  }
  return fronts;
};

/**
 * A face's abilities, from `options.abilities` or the compiler. A compiler that throws has a
 * bug; over thousands of cards the checker reports it against the card rather than stopping.
 */
export const faceAbilities = (
  card: CardData,
  faceIndex: number,
  options: Pick<CheckOptions, 'abilities'>,
): FaceAbilities => {
  const given = options.abilities?.(card, faceIndex);
  if (given) return { abilities: given };
  try {
    return { abilities: compileFace(card.faces?.[faceIndex] ?? card, card) };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
};

/** Every check of one card: its findings, and each face's abilities. */
const checkCard = (
  card: CardData,
  meldFronts: ReadonlyMap<string, readonly CardData[]>,
  options: CheckOptions,
): { findings: Finding[]; abilities: AbilityDef[]; byFace: FaceAbilities[]; byAbility: number } => {
  const fronts = meldFronts.get(card.name);
  const findings = manaValueFindings(
    card.manaValue,
    cardManaValue(card, fronts?.length === 2 ? fronts : null),
    '$',
  );
  const abilities: AbilityDef[] = [];
  const byFace: FaceAbilities[] = [];
  let byAbility = 0;
  for (const [i, face] of (card.faces ?? [card]).entries()) {
    const path = facePath(card, i);
    const colors = colorFindings(card, i, path);
    if (colors.byAbility) byAbility++;
    appendAll(
      findings,
      costFindings(face, path),
      card.faces ? manaValueFindings(face.manaValue, faceManaValue(card, i), path) : [],
      colors.findings,
      typeFindings(card, face, path),
      printedFindings(card, i, path),
      textFindings(face, path),
    );
    const compiled = faceAbilities(card, i, options);
    byFace.push(compiled);
    if ('error' in compiled)
      findings.push({ check: 'compile', path: `${path}.text`, message: compiled.error });
    else appendAll(abilities, compiled.abilities);
  }
  return { findings, abilities, byFace, byAbility };
};

const faceName = (card: CardData, path: string): { face?: string } => {
  const index = /^\$\.faces\[(\d+)\]/.exec(path)?.[1];
  const face = index === undefined ? undefined : card.faces?.[Number(index)];
  return face ? { face: face.name } : {};
};

const commonest = (reasons: TemplateCounts, unsupported: number): CommonestReason | null => {
  const [top] = topTemplates(reasons, 1);
  return top ? { reason: top.template, example: top.example, share: share(top.count, unsupported) } : null;
};

/**
 * Checks every face of every card against the rules of printed cards (see `CARD_CHECKS`),
 * compiles its abilities, and measures how much of the text the compiler models. Pure: the
 * only effect is `options.onProgress`.
 */
export const checkCards = (cards: readonly CardData[], options: CheckOptions = {}): CheckReport => {
  const meldFronts = meldFrontsByName(cards);
  const failures: CheckFailure[] = [];
  const expected: ExpectedFailure[] = [];
  const templates: TemplateCounts = new Map();
  const tally = { skipped: 0, faces: 0, abilities: 0, unsupported: 0, byAbility: 0, funny: 0 };
  const cover = {
    creatures: 0,
    creaturesFull: 0,
    creatureAbilities: 0,
    creatureModelled: 0,
    ptAbilities: 0,
    ptModelled: 0,
    pt: 0,
    ptFull: 0,
    unsupported: 0,
  };
  const reasons: TemplateCounts = new Map();
  for (const [done, card] of cards.entries()) {
    options.onProgress?.(done + 1, cards.length);
    const kind = layoutKind(card.layout);
    if (kind === 'notAnObject') {
      tally.skipped++;
      continue;
    }
    const { findings, abilities, byFace, byAbility } = checkCard(card, meldFronts, options);
    for (const f of findings) {
      const failure = { card: card.name, ...faceName(card, f.path), ...f };
      const reason = exceptionReason(card, f);
      if (reason === undefined) failures.push(failure);
      else expected.push({ ...failure, reason });
    }
    const unsupported = abilities.filter((a) => a.kind === 'unsupported');
    tally.faces += card.faces?.length ?? 1;
    tally.abilities += abilities.length;
    tally.unsupported += unsupported.length;
    tally.byAbility += byAbility;
    // Un-set cards are left out of the coverage: their jokes are not rules anyone must model.
    // So are tokens and emblems, which are not cards (CR 111.1, 114.1).
    if (card.isFunny) tally.funny++;
    else if (kind === 'card') {
      const full = firstGap(card, byFace) === undefined;
      if (isCreatureCard(card)) {
        cover.creatures++;
        if (full) cover.creaturesFull++;
        cover.creatureAbilities += abilities.length;
        cover.creatureModelled += abilities.length - unsupported.length;
      }
      if (isPowerToughnessCard(card)) {
        cover.pt++;
        if (full) cover.ptFull++;
      }
      for (const a of abilities.filter(isPowerToughnessAbility)) {
        cover.ptAbilities++;
        if (a.kind !== 'unsupported') cover.ptModelled++;
      }
      cover.unsupported += unsupported.length;
      for (const a of unsupported) {
        countTemplate(templates, normaliseTemplate(a.text, card), card.name);
        countTemplate(reasons, reasonShape(a.reason), card.name);
      }
    }
  }
  return {
    cards: cards.length,
    skipped: tally.skipped,
    faces: tally.faces,
    abilities: tally.abilities,
    unsupported: tally.unsupported,
    colorByAbility: tally.byAbility,
    failures,
    expected,
    coverage: {
      creatures: share(cover.creaturesFull, cover.creatures),
      creatureAbilities: share(cover.creatureModelled, cover.creatureAbilities),
      powerToughnessAbilities: share(cover.ptModelled, cover.ptAbilities),
      powerToughnessCards: share(cover.ptFull, cover.pt),
      funnyExcluded: tally.funny,
    },
    templates: topTemplates(templates, options.templates ?? 20),
    commonestReason: commonest(reasons, cover.unsupported),
  };
};
