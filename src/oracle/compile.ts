import type { CardData, CardFace } from '../cards/card-data.js';
import { tokenCard } from '../cards/token-card.js';
import type { AbilityDef } from '../effects/types.js';
import { appendAll } from '../lists.js';
import type { Result } from '../result.js';
import { type TextCompilers, withAbilityTexts } from './ability-texts.js';
import { ABILITY_WORDS } from './ability-words.js';
import { chapterAbilities } from './chapters.js';
import { withChosenPlayer } from './chosen-player.js';
import { classSection, type ReadAt } from './class-levels.js';
import { withDieResults } from './die-results.js';
import { inCommandZone } from './emblem-zone.js';
import { permanentAbility, spellAbility } from './grammar/abilities.js';
import { additionalCost } from './grammar/additional-costs.js';
import {
  affinity,
  escapeCost,
  keywordCosts,
  kickerWithParts,
  ratherThanManaCost,
  selfCostChange,
  targetCostIncrease,
  twoKickers,
} from './grammar/cast-costs.js';
import { cyclingAbility, ninjutsuAbility, reinforceAbility, typecyclingAbility } from './grammar/casting.js';
import { cantBeCounteredAbility } from './grammar/counter.js';
import { cumulativeUpkeepAbility } from './grammar/cumulative-upkeep.js';
import { echoAbility } from './grammar/echo.js';
import {
  embalmAbility,
  eternalizeAbility,
  scavengeAbility,
  unearthAbility,
} from './grammar/graveyard-keywords.js';
import {
  crewAbility,
  enchantAbility,
  equipAbility,
  levelUpAbility,
  outlastAbility,
} from './grammar/keyword-abilities.js';
import { morphAbility } from './grammar/morph.js';
import { wardAbility } from './grammar/ward.js';
import { insteadParagraphs } from './instead-paragraphs.js';
import { keywordLine } from './keyword-line.js';
import { levelStriations } from './levels.js';
import { bulletedModes } from './modal-paragraphs.js';
import { withNamedPlayers } from './named-players.js';
import { inItsZone } from './own-zone.js';
import { type Lexed, lexParagraph } from './paragraph-tokens.js';
import { furthestRead, whole } from './parser.js';
import { isReminder } from './reminder.js';
import { withTriggerEvent } from './that-much.js';
import { withCardsThisWay } from './this-way.js';
import { GRANTED_SELF_NAMES, selfNames, type Tok } from './tokens.js';
import { unmodelledAction } from './unmodelled-actions.js';
import { grammarStopReason } from './unread.js';

/**
 * The Oracle-text compiler: each ability paragraph of a face read whole by the grammar in
 * `grammar/`, into the effect language. An ability is compiled completely or reported
 * `unsupported` with the reason; nothing is half applied.
 */

const unsupported = (text: string, reason: string): AbilityDef => ({ kind: 'unsupported', text, reason });

const isSpell = (face: CardFace): boolean => face.types.includes('Instant') || face.types.includes('Sorcery');

/** CR 207.2c: an ability word ("Threshold — ") has no rules meaning; the ability follows it. */
const withoutAbilityWord = (toks: readonly Tok[]): readonly Tok[] => {
  const dash = toks.findIndex((t) => t.t === 'punct' && t.v === '\u2014');
  if (dash < 1 || toks.slice(0, dash).some((t) => t.t !== 'word')) return toks;
  const phrase = toks
    .slice(0, dash)
    .map((t) => (t.t === 'word' ? t.v : ''))
    .join(' ');
  return ABILITY_WORDS.has(phrase) ? toks.slice(dash + 1) : toks;
};

/** Keywords and abilities with a grammar of their own, tried before the general one. */
const SPECIAL_ABILITIES = [
  enchantAbility,
  equipAbility,
  crewAbility,
  levelUpAbility,
  echoAbility,
  wardAbility,
  outlastAbility,
  cumulativeUpkeepAbility,
  cyclingAbility,
  typecyclingAbility,
  reinforceAbility,
  ninjutsuAbility,
  unearthAbility,
  scavengeAbility,
  embalmAbility,
  eternalizeAbility,
  morphAbility,
  cantBeCounteredAbility,
].map(whole);
const SPELL_ABILITY = whole(spellAbility);
const PERMANENT_ABILITY = whole(permanentAbility);
const CAST_COSTS = [
  keywordCosts,
  kickerWithParts,
  twoKickers,
  escapeCost,
  ratherThanManaCost,
  targetCostIncrease,
  selfCostChange,
  affinity,
  additionalCost,
].map(whole);

/** The ability a template reads from the whole of `toks`, or null when none does. */
const readParagraph = (text: string, spell: boolean, toks: readonly Tok[]): AbilityDef | null => {
  for (const special of SPECIAL_ABILITIES) {
    const built = special(toks)?.(text);
    if (built) return built;
  }
  const built = (spell ? SPELL_ABILITY : PERMANENT_ABILITY)(toks)?.(text);
  return built ? finish(built) : null;
};

/**
 * One paragraph that is not a keyword line or a level striation; `spell`: an instant's or
 * sorcery's. Unread, it is reported with where the grammar stopped: the furthest token any
 * template read to, here or (`costsReached`) in the cast-cost templates before.
 */
const compileParagraph = (
  text: string,
  spell: boolean,
  lexed: Result<Lexed>,
  costsReached = 0,
): AbilityDef => {
  if (!lexed.ok) return unsupported(text, `its symbols don't parse: ${lexed.error.message}`);
  const toks = withoutAbilityWord(lexed.value.toks);
  const { value, reached, refusal } = furthestRead(() => readParagraph(text, spell, toks));
  if (value) return value;
  const abilityWord = lexed.value.toks.length - toks.length;
  const stop = abilityWord + Math.max(reached, costsReached);
  // A template that read it all and refused it says why (parser.ts `refuse`).
  const refused = refusal?.at === toks.length ? refusal.reason : undefined;
  return unsupported(
    text,
    unmodelledAction(toks) ?? grammarStopReason(text, lexed.value.starts, stop, refused),
  );
};

/** What an ability the grammar read still needs: its quoted abilities' texts (tokens', granted ones), its trigger event's amounts and players, its die results, its zone. */
const finish = (built: AbilityDef): AbilityDef =>
  inItsZone(
    withAbilityTexts(withNamedPlayers(withTriggerEvent(withCardsThisWay(withDieResults(built)))), TEXTS),
  );

/** A paragraph about the costs of casting its card, as the abilities it represents (grammar/cast-costs.ts, additional-costs.ts). */
const castCostParagraph = (text: string, lexed: Result<Lexed>): AbilityDef[] | null => {
  if (!lexed.ok) return null;
  // An ability word ("Strive —") has no rules meaning (207.2c).
  const toks = withoutAbilityWord(lexed.value.toks);
  for (const parser of CAST_COSTS) {
    const built = parser(toks);
    if (built) return built(text);
  }
  return null;
};

/** One paragraph that is not a level striation or a bulleted mode: costs, keywords, or an ability. */
const paragraphAbilitiesLexed = (text: string, lexed: Result<Lexed>, spell: boolean): AbilityDef[] => {
  const costs = furthestRead(() => castCostParagraph(text, lexed));
  return costs.value ?? keywordLine(text, spell) ?? [compileParagraph(text, spell, lexed, costs.reached)];
};

const TEXTS: TextCompilers = {
  /** CR 111.3: a created token's ability, read as a paragraph of the token itself ("this token"). */
  token: (token, text) => {
    const { data } = tokenCard(token);
    return compileFace({ ...data, text }, data);
  },
  /** CR 113.10, 613.1f: an ability an effect grants, read as a paragraph of the permanent given it. */
  granted: (text) => paragraphAbilitiesLexed(text, lexParagraph(text, GRANTED_SELF_NAMES), false),
  /** CR 114.2, 114.4: an emblem's ability, read as a paragraph of an object with no name, functioning in the command zone. */
  emblem: (text) => paragraphAbilitiesLexed(text, lexParagraph(text, []), false).map(inCommandZone),
};

/**
 * Compiles one face's Oracle text: one AbilityDef per ability (CR 113.2c: each paragraph, and each
 * keyword of a line of keywords, is one). One it can't compile is `unsupported`, with the reason
 * (docs/oracle-compiler.md).
 */
export const compileFace = (face: CardFace, _card: CardData): AbilityDef[] => {
  const names = selfNames(face.name, face.supertypes.includes('Legendary'));
  const paragraphs = face.text.split('\n').filter((p) => p.trim() !== '' && !isReminder(p));
  const lex = (text: string): Result<Lexed> => lexParagraph(text, names);
  /** The ability or abilities printed at paragraph `at`, which may take several paragraphs. */
  const read: ReadAt = (at) => {
    const striation = levelStriations(paragraphs, at, read);
    if (striation) return { abilities: [striation.ability], next: striation.next };
    // Read apart when they don't read as one: the first is an ability of its own as before.
    const instead = insteadParagraphs(paragraphs, at);
    const joined = instead && compileParagraph(instead.text, isSpell(face), lex(instead.read));
    if (instead && joined && joined.kind !== 'unsupported')
      return { abilities: [joined], next: instead.next };
    const modes = bulletedModes(paragraphs, at);
    const text = modes?.text ?? paragraphs[at] ?? '';
    const next = modes?.next ?? at + 1;
    const lexed = lex(text);
    const chapters = chapterAbilities(text, lexed);
    if (chapters) return { abilities: chapters.map((a) => (a.kind === 'unsupported' ? a : finish(a))), next };
    if (modes) return { abilities: [compileParagraph(text, isSpell(face), lexed)], next };
    return { abilities: paragraphAbilitiesLexed(text, lexed, isSpell(face)), next };
  };
  const abilities: AbilityDef[] = [];
  for (let i = 0; i < paragraphs.length; ) {
    const section = classSection(paragraphs, i, lex, read) ?? read(i);
    appendAll(abilities, section.abilities);
    i = section.next;
  }
  return withChosenPlayer(abilities);
};

/** The abilities the engine uses for a card: those of its first face (CR 711-712 front faces). */
export const compileCard = (card: CardData): AbilityDef[] => compileFace(card.faces?.[0] ?? card, card);
