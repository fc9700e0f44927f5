import { compileFace, faceOf, makePrintedPT, printedLoyalty, printedPT } from '../../src/cards/index.js';
import {
  type AbilityDef,
  type CardDefinition,
  type CardFace,
  type Color,
  costColors,
  makeManaCost,
  manaValue,
  type PrintedValue,
  parseManaCost,
} from '../../src/index.js';

/** What `mtg-rules card` shows of a card: its printed faces, read, and each ability's status. */

export interface CostReport {
  readonly cost: string;
  /** CR 202.3, computed from the cost; X counts 0 (202.3e). */
  readonly manaValue: number;
  /** CR 202.2. */
  readonly colors: readonly Color[];
}

export interface FaceReport {
  readonly name: string;
  readonly manaCost: string | null;
  /** The cost read (null for no mana cost, CR 202.1b), or why it can't be. */
  readonly cost: CostReport | null | { readonly error: string };
  /** The mana value the card data states for this face, if it states one. */
  readonly statedManaValue: number | null;
  readonly typeLine: string;
  readonly supertypes: readonly string[];
  readonly types: readonly string[];
  readonly subtypes: readonly string[];
  readonly colors: readonly Color[];
  readonly colorIndicator: readonly Color[] | null;
  readonly power: string | null;
  readonly toughness: string | null;
  readonly loyalty: string | null;
  readonly defense: string | null;
  /** Printed P/T and loyalty read (CR 208.1, 209.1), or why they can't be. */
  readonly printed:
    | {
        readonly power: PrintedValue | null;
        readonly toughness: PrintedValue | null;
        readonly loyalty: PrintedValue | null;
      }
    | { readonly error: string };
  readonly text: string;
}

export type AbilityStatus =
  | { readonly text: string; readonly kind: string; readonly status: 'modelled'; readonly from: string }
  | {
      readonly text: string;
      readonly kind: 'unsupported';
      readonly status: 'unsupported';
      readonly reason: string;
    };

export interface CardReport {
  readonly name: string;
  readonly layout: string;
  readonly isFunny: boolean;
  /** The whole card's mana value as the data states it (a split card's is both halves', CR 709.4b). */
  readonly statedManaValue: number | null;
  readonly behaviour: CardDefinition['behaviour'];
  readonly faces: readonly FaceReport[];
  /** The abilities the engine plays: the card's, or its front face's (CR 711.1, 712.8a). */
  readonly abilities: readonly AbilityStatus[];
  /** The other faces' abilities, compiled from their Oracle text, face by face (index 1 on). */
  readonly otherFaces: readonly (readonly AbilityStatus[])[];
}

export const typeLineOf = (face: Pick<CardFace, 'supertypes' | 'types' | 'subtypes'>): string => {
  const left = [...face.supertypes, ...face.types].join(' ');
  return face.subtypes.length > 0 ? `${left} — ${face.subtypes.join(' ')}` : left;
};

const costReport = (text: string | null): FaceReport['cost'] => {
  if (text === null) return null;
  const parsed = parseManaCost(text);
  if (!parsed.ok) return { error: parsed.error.message };
  return {
    cost: makeManaCost(parsed.value),
    manaValue: manaValue(parsed.value),
    colors: costColors(parsed.value),
  };
};

const faceReport = (definition: CardDefinition, index: number, printed: CardFace): FaceReport => {
  const card = definition.data;
  // A flip card's lower half has its upper half's mana cost (CR 710.1c); faceOf gives it.
  const face = faceOf(card, index);
  const manaCost = face.ok ? face.value.manaCost : printed.manaCost;
  const pt = printedPT(card, index);
  const loyalty = printedLoyalty(card, index);
  return {
    name: printed.name,
    manaCost,
    cost: costReport(manaCost),
    statedManaValue: printed.manaValue ?? null,
    typeLine: typeLineOf(printed),
    supertypes: printed.supertypes,
    types: printed.types,
    subtypes: printed.subtypes,
    colors: printed.colors,
    colorIndicator: printed.colorIndicator ?? null,
    power: printed.power,
    toughness: printed.toughness,
    loyalty: printed.loyalty,
    defense: printed.defense,
    printed: !pt.ok
      ? { error: pt.error.message }
      : !loyalty.ok
        ? { error: loyalty.error.message }
        : { power: pt.value.power, toughness: pt.value.toughness, loyalty: loyalty.value },
    text: printed.text,
  };
};

const abilityStatus = (ability: AbilityDef, behaviour: CardDefinition['behaviour']): AbilityStatus =>
  ability.kind === 'unsupported'
    ? { text: ability.text, kind: 'unsupported', status: 'unsupported', reason: ability.reason }
    : {
        text: ability.text,
        kind: ability.kind,
        status: 'modelled',
        from: behaviour === 'hand' ? 'hand definition' : 'compiler',
      };

export const cardReport = (definition: CardDefinition): CardReport => {
  const card = definition.data;
  return {
    name: card.name,
    layout: card.layout,
    isFunny: card.isFunny === true,
    statedManaValue: card.manaValue ?? null,
    behaviour: definition.behaviour,
    faces: (card.faces ?? [card]).map((face, i) => faceReport(definition, i, face)),
    abilities: definition.abilities.map((a) => abilityStatus(a, definition.behaviour)),
    otherFaces: (card.faces ?? [])
      .slice(1)
      .map((face) => compileFace(face, card).map((a) => abilityStatus(a, 'compiled'))),
  };
};

/** A printed value read, in words: "1+* (a characteristic-defining ability defines *, CR 208.2a)". */
export const describeValue = (value: PrintedValue): string => {
  if (value.playful) return `${makePrintedPT(value)} (${value.reason})`;
  switch (value.kind) {
    case 'integer':
      return String(value.value);
    case 'star':
      return `${makePrintedPT(value)} (a characteristic-defining ability defines *, CR 208.2a)`;
    case 'modifier':
      return `${makePrintedPT(value)} (added to another value, CR 902.4)`;
    case 'x':
      return 'X (the X paid, CR 107.3m)';
    default: {
      const never: never = value;
      return never;
    }
  }
};
