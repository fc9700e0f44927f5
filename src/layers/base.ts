import type { CardDefinition, CardPool } from '../cards/pool.js';
import { basePrintedValue, parsePrintedPT } from '../cards/printed-pt.js';
import { definitionOf } from '../cards/token-card.js';
import type { EntryOption } from '../effects/types.js';
import { parseManaCost } from '../mana/cost.js';
import { manaValue } from '../mana/value.js';
import { err, ok, type Result, rulesError } from '../result.js';
import type { GameObject } from '../state/types.js';
import { type CardType, isCardType } from '../state/vocabulary.js';
import { type Color, colorMask } from '../symbols/colors.js';
import { bestowedAura, isBestowed } from './bestowed.js';
import { applyCopyException, applyOption, describeException } from './copiable-additions.js';
import type { TraceStep } from './trace.js';
import {
  type AbilityInstance,
  assignColors,
  assignTypes,
  NO_ABILITIES,
  sharedList,
  typeMaskOf,
  type Working,
} from './working.js';

const printedNumber = (text: string | null): number | null => {
  if (text === null) return null;
  const parsed = parsePrintedPT(text);
  // CR 107.1, 107.2: a printed value the game can't use as a whole number (Un-sets' "?", "1.5") is 0.
  return parsed.ok && !parsed.value.playful ? basePrintedValue(parsed.value) : 0;
};

/**
 * Layer 1 (CR 613.2): an object's copiable values. The printed card, or the card it was
 * copied from as it entered (707.2); then the "as enters" choice of characteristics, which
 * is copiable (613.2a, 208.2b) and exists only on the battlefield; face-down status (708.2a).
 */
export const baseOf = (object: GameObject, pool: CardPool, trace: TraceStep[] | null): Result<Working> => {
  const cardName = object.choices.copy?.card ?? object.card;
  const definition = definitionOf(pool, object);
  if (!definition) {
    return err(
      rulesError(
        'ERR_UNKNOWN_CARD',
        `object ${object.id} is the card "${cardName}", which the card pool lacks`,
        {
          path: `$.objects[?(@.id=="${object.id}")]`,
        },
      ),
    );
  }
  const working = printedOf(object, definition);
  trace?.push(
    step(
      object,
      working,
      object.choices.copy ? `a copy of ${cardName}` : 'printed',
      object.choices.copy ? '707.2' : '302.4c',
    ),
  );
  const optionName = object.choices.copy ? object.choices.copy.option : object.choices.option;
  if (optionName !== undefined && object.zone === 'battlefield') {
    const option = entryOption(definition, optionName);
    if (!option) {
      return err(
        rulesError('ERR_BOARD_REFERENCE', `${cardName} has no "as enters" option "${optionName}"`, {
          path: `$.objects[?(@.id=="${object.id}")].choices.option`,
          rule: '208.2b',
        }),
      );
    }
    applyOption(working, option);
    trace?.push(step(object, working, `entered as ${option.name}`, '208.2b'));
  }
  for (const exception of object.choices.copy?.except ?? []) {
    applyCopyException(working, exception);
    trace?.push(step(object, working, `a copy, except ${describeException(exception)}`, '707.9b'));
  }
  if (object.faceDown) {
    faceDown(working);
    trace?.push(step(object, working, 'face down', '708.2a'));
  } else if (isBestowed(object)) {
    bestowedAura(working);
    trace?.push(step(object, working, 'bestowed Aura', '702.103b'));
  }
  return ok(working);
};

/** What every object of a card starts from; worked out once per card definition and shared. */
interface Printed {
  readonly name: string;
  readonly manaCost: string | null;
  readonly manaValue: number;
  /** How many {X} its mana cost has, which count on the stack (202.3e). */
  readonly xCount: number;
  readonly colors: readonly Color[];
  readonly colorMask: number;
  readonly supertypes: readonly string[];
  readonly types: readonly CardType[];
  readonly typeMask: number;
  readonly subtypes: readonly string[];
  readonly power: number | null;
  readonly toughness: number | null;
  readonly loyalty: number | null;
  readonly defense: number | null;
  readonly abilities: readonly AbilityInstance[];
}

const printedCache = new WeakMap<CardDefinition, Printed>();

/** A card's printed values, as layer 1 starts from them (613.2); a copy of the card copies these (707.2). */
export const printedOfCard = (definition: CardDefinition): Printed => {
  const cached = printedCache.get(definition);
  if (cached) return cached;
  const data = definition.data.faces?.[0] ?? definition.data;
  const cost = data.manaCost === null ? null : parseManaCost(data.manaCost);
  // CR 712.8e: a transformed permanent's mana value is its front face's.
  const valueText = definition.manaValueCost === undefined ? data.manaCost : definition.manaValueCost;
  const valueCost = valueText === null ? null : parseManaCost(valueText);
  // CR 205.2a: "Tribal" is now "Kindred"; older card data still says Tribal.
  const types = data.types.map((t) => (t === 'Tribal' ? 'Kindred' : t)).filter(isCardType);
  const printed: Printed = {
    name: data.name,
    manaCost: data.manaCost,
    manaValue: valueCost?.ok ? manaValue(valueCost.value) : 0,
    xCount: cost?.ok ? cost.value.filter((s) => s.kind === 'variable' && s.variable === 'X').length : 0,
    colors: data.colors,
    colorMask: colorMask(data.colors),
    supertypes: data.supertypes,
    types,
    typeMask: typeMaskOf(types),
    subtypes: data.subtypes,
    power: printedNumber(data.power),
    toughness: printedNumber(data.toughness),
    loyalty: printedNumber(data.loyalty),
    defense: printedNumber(data.defense),
    // An object's own abilities take its timestamp (613.7a); `null` says so.
    abilities: sharedList(definition.abilities.map((def) => ({ def, grantedBy: null, grantedAt: null }))),
  };
  printedCache.set(definition, printed);
  return printed;
};

const printedOf = (object: GameObject, definition: CardDefinition): Working => {
  const p = printedOfCard(definition);
  return {
    object,
    // CR 114.3: an emblem has no name; its card is the label that says what created it.
    card: object.emblem ? object.card : definition.data.name,
    name: p.name,
    manaCost: p.manaCost,
    // CR 202.3e: on the stack, X in the mana cost is the value announced for it.
    manaValue: p.manaValue + (object.zone === 'stack' ? (object.choices.x ?? 0) * p.xCount : 0),
    colors: p.colors,
    colorMask: p.colorMask,
    supertypes: p.supertypes,
    types: p.types,
    typeMask: p.typeMask,
    subtypes: p.subtypes,
    abilities: p.abilities,
    power: p.power,
    toughness: p.toughness,
    basePower: null,
    baseToughness: null,
    loyalty: p.loyalty,
    defense: p.defense,
    // CR 108.4a: an object not on the battlefield or stack has no controller; its owner acts for it.
    controller: object.zone === 'battlefield' || object.zone === 'stack' ? object.controller : object.owner,
  };
};

const entryOption = (definition: CardDefinition, name: string): EntryOption | undefined => {
  for (const ability of definition.abilities) {
    if (ability.kind === 'asEnters' && ability.choice.kind === 'characteristics') {
      const found = ability.choice.options.find((o) => o.name === name);
      if (found) return found;
    }
  }
  return undefined;
};

/** CR 708.2a: a 2/2 creature with no text, no name, no subtypes and no mana cost. */
const faceDown = (working: Working): void => {
  working.name = '';
  working.manaCost = null;
  working.manaValue = 0;
  assignColors(working, []);
  working.supertypes = [];
  assignTypes(working, ['Creature']);
  working.subtypes = [];
  working.abilities = NO_ABILITIES;
  working.power = 2;
  working.toughness = 2;
  working.loyalty = null;
  working.defense = null;
};

const step = (object: GameObject, w: Working, what: string, rule: string): TraceStep => ({
  object: object.id,
  layer: '1',
  rule,
  effect: null,
  source: w.card,
  timestamp: object.timestamp,
  what,
  before: '',
  after: describeBase(w),
});

const describeBase = (w: Working): string => {
  const pt = w.power === null && w.toughness === null ? '' : ` ${w.power ?? '-'}/${w.toughness ?? '-'}`;
  return `${[...w.supertypes, ...w.types].join(' ')}${w.subtypes.length > 0 ? ` — ${w.subtypes.join(' ')}` : ''}${pt}`;
};
