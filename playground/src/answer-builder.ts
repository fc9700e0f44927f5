import type { game } from '../../src/browser.js';

/**
 * CR 608.2d: an answer to a resolving spell's or ability's question built from a form's values,
 * for questions whose answers are too many to list (`useQuestionAnswer` draws the form). Pure.
 */

/** CR 608.2d: what a resolving spell or ability asks (`answersTo`'s `question`). */
export type Question = NonNullable<game.LegalChoices['question']>;
/** An answer to it: a `decide` action's fields besides its kind and player. */
export type Answer = NonNullable<game.LegalChoice['answer']>;
export type PlaceField = Extract<Question, { kind: 'place' }>['to'][number];

/** How many the rule wants: "exactly 2", "0 to 3", "at least 1". */
export const howMany = (min: number, max: number | null): string =>
  max === null ? `at least ${min}` : min === max ? `exactly ${min}` : `${min} to ${max}`;

/** What the person has filled in so far; each kind of question reads the parts it needs. */
export interface Filled {
  /** A value typed or picked: yes/no, a mana symbol, a colour or creature type. */
  readonly value: string;
  /** The options or cards checked, in the order they were checked. */
  readonly checked: readonly string[];
  /** Cards in the order the person put them. */
  readonly order: readonly string[];
  /** Per card, the list it goes to (scry, surveil). */
  readonly to: Readonly<Record<string, string>>;
  /** The zones a search looked in (701.23a). */
  readonly zones: readonly string[];
}

/** The form's first values: the cards in the order asked, each to the first list offered. */
export const initialFilled = (q: Question | undefined, example: Answer | undefined): Filled => ({
  value:
    q?.kind === 'entryChoice'
      ? (example?.choices?.[q.field] ?? q.options?.[0] ?? '')
      : q?.kind === 'mana'
        ? (q.options[0] ?? '')
        : 'yes',
  checked: [],
  order: q?.kind === 'place' ? q.cards : q?.kind === 'dig' ? q.seen : [],
  to: q?.kind === 'place' ? Object.fromEntries(q.cards.map((c) => [c, q.to[0] ?? 'top'])) : {},
  zones: ['library'],
});

/** The answer the filled-in form gives, as `decide` takes it (608.2d); `check` judges it. */
export const answerOf = (q: Question, f: Filled): Answer => {
  switch (q.kind) {
    case 'may':
      return { may: f.value === 'yes' };
    case 'mana':
      return { mana: f.value };
    case 'entryChoice':
      return { choices: { [q.field]: f.value.trim() } };
    case 'place':
      return {
        decisions: [
          Object.fromEntries(q.to.map((field) => [field, f.order.filter((c) => f.to[c] === field)])),
        ],
      };
    case 'choose':
      return { decisions: [{ chosen: f.checked }] };
    case 'pick':
      return { decisions: [{ [q.field]: f.checked }] };
    case 'search':
      return {
        decisions: [
          {
            cards: f.checked,
            ...(q.graveyard === null
              ? {}
              : { searched: f.zones.filter((z) => z === 'library' || z === 'graveyard') }),
          },
        ],
      };
    case 'dig': {
      const rest = f.order.filter((c) => !f.checked.includes(c));
      return {
        decisions: [{ ...(q.take ? { cards: f.checked } : {}), ...(q.order ? { [q.order]: rest } : {}) }],
      };
    }
  }
};
