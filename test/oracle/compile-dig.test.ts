import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { DigInstruction } from '../../src/effects/library.js';
import type { AbilityDef, Trigger } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * The compiler on digs (CR 701.20a reveal, 701.20e look, 401.4 order): real cards' Oracle text
 * (MTGJSON) and the one instruction each compiles to.
 */

const n = (k: number) => ({ kind: 'constant', n: k }) as const;
const enters: Trigger = { kind: 'entersBattlefield' };
const targetPlayer = { count: 1, filter: {}, players: true } as const;
const any = { anyOf: [{}] } as const;

interface Row {
  readonly name: string;
  readonly card: CardData;
  readonly instruction: DigInstruction;
  /** A target the trigger takes, when it names a player's library. */
  readonly targets?: typeof targetPlayer | { count: 1; filter: object; players: true; playerIs: 'opponent' };
  readonly trigger?: Trigger;
}

const creature = (name: string, text: string) => card(name, ['Creature'], text);

const ROWS: readonly Row[] = [
  {
    name: 'Augur of Bolas, CR 701.20a, 401.4: "You may reveal an instant or sorcery card from among them ... Put the rest on the bottom of your library in any order."',
    card: creature(
      'Augur of Bolas',
      'When Augur of Bolas enters the battlefield, look at the top three cards of your library. You may reveal an instant or sorcery card from among them and put it into your hand. Put the rest on the bottom of your library in any order.',
    ),
    instruction: {
      kind: 'dig',
      whose: 'you',
      amount: n(3),
      take: {
        quality: { anyOf: [{ types: ['Instant'] }, { types: ['Sorcery'] }] },
        count: 'upTo',
        n: 1,
        to: 'hand',
        reveal: true,
      },
      rest: 'bottomAnyOrder',
    },
  },
  {
    name: 'Harald, King of Skemfar, CR 205.3: "an Elf, Warrior, or Tyvar card", the rest "in a random order"',
    card: creature(
      'Harald, King of Skemfar',
      'When Harald, King of Skemfar enters the battlefield, look at the top five cards of your library. You may reveal an Elf, Warrior, or Tyvar card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.',
    ),
    instruction: {
      kind: 'dig',
      whose: 'you',
      amount: n(5),
      take: {
        quality: { anyOf: [{ subtypes: ['Elf'] }, { subtypes: ['Warrior'] }, { subtypes: ['Tyvar'] }] },
        count: 'upTo',
        n: 1,
        to: 'hand',
        reveal: true,
      },
      rest: 'bottomRandom',
    },
  },
  {
    name: 'Militia Bugler, CR 208.1: "a creature card with power 2 or less"',
    card: creature(
      'Militia Bugler',
      'When Militia Bugler enters the battlefield, look at the top four cards of your library. You may reveal a creature card with power 2 or less from among them and put it into your hand. Put the rest on the bottom of your library in a random order.',
    ),
    instruction: {
      kind: 'dig',
      whose: 'you',
      amount: n(4),
      take: {
        quality: { anyOf: [{ types: ['Creature'] }], powerAtMost: 2 },
        count: 'upTo',
        n: 1,
        to: 'hand',
        reveal: true,
      },
      rest: 'bottomRandom',
    },
  },
  {
    name: 'Wandering Mind, CR 205.2: "a noncreature, nonland card"',
    card: creature(
      'Wandering Mind',
      'When Wandering Mind enters the battlefield, look at the top six cards of your library. You may reveal a noncreature, nonland card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.',
    ),
    instruction: {
      kind: 'dig',
      whose: 'you',
      amount: n(6),
      take: {
        quality: { anyOf: [{ notTypes: ['Creature', 'Land'] }] },
        count: 'upTo',
        n: 1,
        to: 'hand',
        reveal: true,
      },
      rest: 'bottomRandom',
    },
  },
  {
    name: 'Elvish Rejuvenator: "You may put a land card from among them onto the battlefield tapped", not revealed',
    card: creature(
      'Elvish Rejuvenator',
      'When Elvish Rejuvenator enters the battlefield, look at the top five cards of your library. You may put a land card from among them onto the battlefield tapped. Put the rest on the bottom of your library in a random order.',
    ),
    instruction: {
      kind: 'dig',
      whose: 'you',
      amount: n(5),
      take: {
        quality: { anyOf: [{ types: ['Land'] }] },
        count: 'upTo',
        n: 1,
        to: 'battlefield',
        tapped: true,
      },
      rest: 'bottomRandom',
    },
  },
  {
    name: 'Goblin Ringleader, CR 701.20a: "Put all Goblin cards revealed this way into your hand and the rest on the bottom of your library in any order."',
    card: creature(
      'Goblin Ringleader',
      'Haste\nWhen Goblin Ringleader enters the battlefield, reveal the top four cards of your library. Put all Goblin cards revealed this way into your hand and the rest on the bottom of your library in any order.',
    ),
    instruction: {
      kind: 'dig',
      whose: 'you',
      amount: n(4),
      reveal: true,
      take: { quality: { anyOf: [{ subtypes: ['Goblin'] }] }, count: 'all', to: 'hand' },
      rest: 'bottomAnyOrder',
    },
  },
  {
    name: 'Coiling Oracle: "If it\'s a land card, put it onto the battlefield. Otherwise, put that card into your hand."',
    card: creature(
      'Coiling Oracle',
      "When Coiling Oracle enters the battlefield, reveal the top card of your library. If it's a land card, put it onto the battlefield. Otherwise, put that card into your hand.",
    ),
    instruction: {
      kind: 'dig',
      whose: 'you',
      amount: n(1),
      reveal: true,
      take: { quality: { anyOf: [{ types: ['Land'] }] }, count: 'all', to: 'battlefield' },
      rest: 'hand',
    },
  },
  {
    name: 'Skirk Drill Sergeant, CR 110.4a: "If it\'s a Goblin permanent card, put it onto the battlefield. Otherwise, put it into your graveyard."',
    card: creature(
      'Skirk Drill Sergeant',
      "Whenever Skirk Drill Sergeant or another Goblin dies, you may pay {2}{R}. If you do, reveal the top card of your library. If it's a Goblin permanent card, put it onto the battlefield. Otherwise, put it into your graveyard.",
    ),
    trigger: { kind: 'permanentDies', filter: { subtypes: ['Goblin'], other: true }, orSelf: true },
    instruction: {
      kind: 'dig',
      whose: 'you',
      amount: n(1),
      reveal: true,
      take: {
        quality: { anyOf: [{ notTypes: ['Instant', 'Sorcery'], subtypes: ['Goblin'] }] },
        count: 'all',
        to: 'battlefield',
      },
      rest: 'graveyard',
    },
  },
  {
    name: 'Risen Reef: "If it\'s a land card, you may put it onto the battlefield tapped. If you don\'t put the card onto the battlefield, put it into your hand."',
    card: creature(
      'Risen Reef',
      "Whenever Risen Reef or another Elemental enters the battlefield under your control, look at the top card of your library. If it's a land card, you may put it onto the battlefield tapped. If you don't put the card onto the battlefield, put it into your hand.",
    ),
    trigger: {
      kind: 'permanentEnters',
      filter: { subtypes: ['Elemental'], other: true, controller: 'you' },
      orSelf: true,
    },
    instruction: {
      kind: 'dig',
      whose: 'you',
      amount: n(1),
      take: {
        quality: { anyOf: [{ types: ['Land'] }] },
        count: 'upTo',
        n: 1,
        to: 'battlefield',
        tapped: true,
      },
      rest: 'hand',
    },
  },
  {
    name: 'Dark Confidant, CR 202.3: "reveal the top card of your library and put that card into your hand. You lose life equal to its mana value."',
    card: creature(
      'Dark Confidant',
      'At the beginning of your upkeep, reveal the top card of your library and put that card into your hand. You lose life equal to its mana value.',
    ),
    trigger: { kind: 'beginningOfUpkeep', whose: 'you' },
    instruction: {
      kind: 'dig',
      whose: 'you',
      amount: n(1),
      reveal: true,
      take: { quality: any, count: 'all', to: 'hand' },
      rest: 'stay',
      life: 'lose',
    },
  },
  {
    name: 'Sea Gate Oracle, CR 401.4: "Put one of them into your hand and the other on the bottom of your library."',
    card: creature(
      'Sea Gate Oracle',
      'When Sea Gate Oracle enters the battlefield, look at the top two cards of your library. Put one of them into your hand and the other on the bottom of your library.',
    ),
    instruction: {
      kind: 'dig',
      whose: 'you',
      amount: n(2),
      take: { quality: any, count: 'exactly', n: 1, to: 'hand' },
      rest: 'bottomAnyOrder',
    },
  },
  {
    name: 'Naga Oracle: "Put any number of them into your graveyard and the rest back on top of your library in any order."',
    card: creature(
      'Naga Oracle',
      'When Naga Oracle enters the battlefield, look at the top three cards of your library. Put any number of them into your graveyard and the rest back on top of your library in any order.',
    ),
    instruction: {
      kind: 'dig',
      whose: 'you',
      amount: n(3),
      take: { quality: any, count: 'upTo', n: null, to: 'graveyard' },
      rest: 'topAnyOrder',
    },
  },
  {
    name: 'Dewdrop Spy, CR 701.20e: "look at the top card of target player\'s library" shows it and changes nothing',
    card: creature(
      'Dewdrop Spy',
      "Flash\nFlying\nWhen Dewdrop Spy enters the battlefield, look at the top card of target player's library.",
    ),
    targets: targetPlayer,
    instruction: { kind: 'dig', whose: 'targets', amount: n(1), rest: 'stay' },
  },
  {
    name: 'Architects of Will, CR 401.4: "look at the top three cards of target player\'s library, then put them back in any order"',
    card: creature(
      'Architects of Will',
      "When Architects of Will enters the battlefield, look at the top three cards of target player's library, then put them back in any order.\nCycling {U/B}",
    ),
    targets: targetPlayer,
    instruction: { kind: 'dig', whose: 'targets', amount: n(3), rest: 'topAnyOrder' },
  },
  {
    name: 'Draugr Thought-Thief: "You may put that card into their graveyard."',
    card: creature(
      'Draugr Thought-Thief',
      "When Draugr Thought-Thief enters the battlefield, look at the top card of target player's library. You may put that card into their graveyard.",
    ),
    targets: targetPlayer,
    instruction: {
      kind: 'dig',
      whose: 'targets',
      amount: n(1),
      take: { quality: any, count: 'upTo', n: 1, to: 'graveyard' },
      rest: 'stay',
    },
  },
  {
    name: 'Wu Spy: "Put one of them into their graveyard.", the other staying on top',
    card: creature(
      'Wu Spy',
      "When Wu Spy enters the battlefield, look at the top two cards of target player's library. Put one of them into their graveyard.",
    ),
    targets: targetPlayer,
    instruction: {
      kind: 'dig',
      whose: 'targets',
      amount: n(2),
      take: { quality: any, count: 'exactly', n: 1, to: 'graveyard' },
      rest: 'stay',
    },
  },
];

/** The dig ability of each row's card. */
const digAbility = (c: CardData): AbilityDef | undefined =>
  compileCard(c).find((a) => a.kind === 'triggered' && JSON.stringify(a).includes('"dig"'));

describe('the Oracle compiler on digs (CR 701.20, 401.4)', () => {
  it.each(ROWS)('$name', ({ card: c, instruction, targets, trigger }) => {
    const ability = digAbility(c);
    expect(ability).toMatchObject({ kind: 'triggered', trigger: trigger ?? enters });
    const instructions = ability?.kind === 'triggered' ? ability.instructions : [];
    const [only] = instructions;
    const dig = only?.kind === 'optional' ? only.ifDone[0] : only;
    expect(dig).toEqual(instruction);
    expect(ability?.kind === 'triggered' ? (ability.targets ?? null) : null).toEqual(targets ?? null);
  });

  it('Storm the Festival, CR 303.4f: a permanent card put onto the battlefield could be an Aura, so it stays unsupported', () => {
    const [first] = compileCard(
      card(
        'Storm the Festival',
        ['Sorcery'],
        'Look at the top five cards of your library. You may put up to two permanent cards with mana value 5 or less from among them onto the battlefield. Put the rest on the bottom of your library in a random order.',
      ),
    );
    expect(first?.kind).toBe('unsupported');
  });

  it('Blossom Prancer: a dig followed by a sentence about what it did ("If you didn\'t put a card into your hand this way") stays unsupported', () => {
    const abilities = compileCard(
      creature(
        'Blossom Prancer',
        "When Blossom Prancer enters the battlefield, look at the top five cards of your library. You may reveal a creature or enchantment card from among them and put it into your hand. Put the rest on the bottom of your library in a random order. If you didn't put a card into your hand this way, you gain 4 life.",
      ),
    );
    expect(abilities[0]?.kind).toBe('unsupported');
  });
});
