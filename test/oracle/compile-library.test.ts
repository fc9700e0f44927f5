import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { SearchInstruction } from '../../src/effects/library.js';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * The compiler on libraries, hands and graveyards: scry (CR 701.22), surveil (701.25), "look at
 * the top N", mill (701.17), discard (701.9) and "then" sequencing (608.2c); real cards' Oracle
 * text (MTGJSON) and the abilities they must compile to.
 */

const one = (n: number) => ({ kind: 'constant', n }) as const;
const enters = { kind: 'entersBattlefield' } as const;
const targetPlayer = { count: 1, filter: {}, players: true } as const;

interface Row {
  readonly name: string;
  readonly card: CardData;
  readonly abilities: readonly AbilityDef[];
}

const AUGURY_OWL =
  'When Augury Owl enters the battlefield, scry 3. (Look at the top three cards of your library, then put any number of them on the bottom of your library and the rest on top in any order.)';
const DIMIR_INFORMANT =
  'When Dimir Informant enters the battlefield, surveil 2. (Look at the top two cards of your library, then put any number of them into your graveyard and the rest on top of your library in any order.)';
const CRYSTAL_SEER =
  'When Crystal Seer enters the battlefield, look at the top four cards of your library, then put them back in any order.';
const KOMAS_FAITHFUL =
  "When Koma's Faithful dies, each player mills three cards. (To mill a card, a player puts the top card of their library into their graveyard.)";

const ROWS: readonly Row[] = [
  {
    name: 'Augury Owl, CR 701.22a: "When ... enters, scry 3." after its flying',
    card: card('Augury Owl', ['Creature'], `Flying\n${AUGURY_OWL}`),
    abilities: [
      { kind: 'keyword', keyword: 'Flying', text: 'Flying' },
      {
        kind: 'triggered',
        text: AUGURY_OWL,
        trigger: enters,
        instructions: [{ kind: 'scry', amount: one(3) }],
      },
    ],
  },
  {
    name: 'Stormcaller of Keranos, CR 701.22a: "{1}{U}: Scry 1." is an activated ability',
    card: card(
      'Stormcaller of Keranos',
      ['Creature'],
      'Haste\n{1}{U}: Scry 1. (Look at the top card of your library. You may put that card on the bottom of your library.)',
    ),
    abilities: [
      { kind: 'keyword', keyword: 'Haste', text: 'Haste' },
      {
        kind: 'activated',
        text: '{1}{U}: Scry 1. (Look at the top card of your library. You may put that card on the bottom of your library.)',
        cost: '{1}{U}',
        targets: null,
        instructions: [{ kind: 'scry', amount: one(1) }],
      },
    ],
  },
  {
    name: 'Dimir Informant, CR 701.25a: "When ... enters, surveil 2."',
    card: card('Dimir Informant', ['Creature'], DIMIR_INFORMANT),
    abilities: [
      {
        kind: 'triggered',
        text: DIMIR_INFORMANT,
        trigger: enters,
        instructions: [{ kind: 'surveil', amount: one(2) }],
      },
    ],
  },
  {
    name: 'Crystal Seer, CR 401.4: "look at the top four cards of your library, then put them back in any order"',
    card: card('Crystal Seer', ['Creature'], CRYSTAL_SEER),
    abilities: [
      {
        kind: 'triggered',
        text: CRYSTAL_SEER,
        trigger: enters,
        instructions: [{ kind: 'arrangeTop', amount: one(4) }],
      },
    ],
  },
  {
    name: 'Armored Skaab, CR 701.17a: "When ... enters, mill four cards."',
    card: card('Armored Skaab', ['Creature'], 'When Armored Skaab enters the battlefield, mill four cards.'),
    abilities: [
      {
        kind: 'triggered',
        text: 'When Armored Skaab enters the battlefield, mill four cards.',
        trigger: enters,
        instructions: [{ kind: 'mill', who: 'you', amount: one(4) }],
      },
    ],
  },
  {
    name: 'Homarid Explorer, CR 701.17a, 115.1: "target player mills four cards" targets a player',
    card: card(
      'Homarid Explorer',
      ['Creature'],
      'When Homarid Explorer enters the battlefield, target player mills four cards.',
    ),
    abilities: [
      {
        kind: 'triggered',
        text: 'When Homarid Explorer enters the battlefield, target player mills four cards.',
        trigger: enters,
        targets: targetPlayer,
        instructions: [{ kind: 'mill', who: 'targets', amount: one(4) }],
      },
    ],
  },
  {
    name: 'Koma\'s Faithful, CR 701.17a: "When ... dies, each player mills three cards."',
    card: card("Koma's Faithful", ['Creature'], `Lifelink\n${KOMAS_FAITHFUL}`),
    abilities: [
      { kind: 'keyword', keyword: 'Lifelink', text: 'Lifelink' },
      {
        kind: 'triggered',
        text: KOMAS_FAITHFUL,
        trigger: { kind: 'dies' },
        instructions: [{ kind: 'mill', who: 'each', amount: one(3) }],
      },
    ],
  },
  {
    name: 'Merfolk Looter, CR 701.9a, 608.2c: "Draw a card, then discard a card." in that order',
    card: card('Merfolk Looter', ['Creature'], '{T}: Draw a card, then discard a card.'),
    abilities: [
      {
        kind: 'activated',
        text: '{T}: Draw a card, then discard a card.',
        cost: '{T}',
        targets: null,
        instructions: [
          { kind: 'drawCards', amount: one(1) },
          { kind: 'discard', who: 'you', amount: one(1) },
        ],
      },
    ],
  },
  {
    name: 'Burglar Rat, CR 701.9b: "each opponent discards a card", each choosing their own',
    card: card(
      'Burglar Rat',
      ['Creature'],
      'When Burglar Rat enters the battlefield, each opponent discards a card.',
    ),
    abilities: [
      {
        kind: 'triggered',
        text: 'When Burglar Rat enters the battlefield, each opponent discards a card.',
        trigger: enters,
        instructions: [{ kind: 'discard', who: 'opponents', amount: one(1) }],
      },
    ],
  },
  {
    name: 'Ravenous Rats, CR 102.3, 701.9b: "target opponent discards a card": a target player who is an opponent',
    card: card(
      'Ravenous Rats',
      ['Creature'],
      'When Ravenous Rats enters the battlefield, target opponent discards a card.',
    ),
    abilities: [
      {
        kind: 'triggered',
        text: 'When Ravenous Rats enters the battlefield, target opponent discards a card.',
        trigger: enters,
        targets: { ...targetPlayer, playerIs: 'opponent' },
        instructions: [{ kind: 'discard', who: 'targets', amount: one(1) }],
      },
    ],
  },
  {
    name: 'Mind Rot, CR 701.9b: "Target player discards two cards."',
    card: card('Mind Rot', ['Sorcery'], 'Target player discards two cards.'),
    abilities: [
      {
        kind: 'spell',
        text: 'Target player discards two cards.',
        targets: targetPlayer,
        instructions: [{ kind: 'discard', who: 'targets', amount: one(2) }],
      },
    ],
  },
];

describe('the Oracle compiler on libraries, hands and graveyards', () => {
  it.each(ROWS)('$name', ({ card: c, abilities }) => {
    expect(compileCard(c)).toEqual(abilities);
  });
});

/** Wordings near these that the engine can't play yet stay unsupported. */
const UNSUPPORTED: readonly (readonly [string, CardData])[] = [
  [
    'Cephalid Looter: "Target player draws a card, then discards a card." (no instruction draws for a target player)',
    card('Cephalid Looter', ['Creature'], '{T}: Target player draws a card, then discards a card.'),
  ],
  [
    'Coral Fighters: "look at the top card of defending player\'s library" (no player is named "defending player" as a trigger resolves here)',
    card(
      'Coral Fighters',
      ['Creature'],
      "Whenever Coral Fighters attacks and isn't blocked, look at the top card of defending player's library. You may put that card on the bottom of that player's library.",
    ),
  ],
];

describe('library wordings the engine cannot play stay unsupported', () => {
  it.each(UNSUPPORTED)('%s', (_name, c) => {
    expect(compileCard(c).filter((a) => a.kind === 'unsupported')).toHaveLength(1);
  });
});

const BORDERLAND_RANGER =
  'When Borderland Ranger enters the battlefield, you may search your library for a basic land card, reveal it, put it into your hand, then shuffle.';
const FARHAVEN_ELF =
  'When Farhaven Elf enters the battlefield, you may search your library for a basic land card, put it onto the battlefield tapped, then shuffle.';
const HOWLING_WOLF =
  'When Howling Wolf enters the battlefield, you may search your library for up to three cards named Howling Wolf, reveal them, put them into your hand, then shuffle.';
const BOGGART_HARBINGER =
  'When Boggart Harbinger enters the battlefield, you may search your library for a Goblin card, reveal it, then shuffle and put that card on top.';
const GOBLIN_RECRUITER =
  'When Goblin Recruiter enters the battlefield, search your library for any number of Goblin cards, reveal them, then shuffle and put those cards on top in any order.';
const basicLand = { types: ['Land'], supertypes: ['Basic'] } as const;
const may = (instruction: SearchInstruction) =>
  ({ kind: 'optional', ifDone: [instruction], otherwise: [] }) as const;

const SEARCH_ROWS: readonly Row[] = [
  {
    name: 'Borderland Ranger, CR 701.23a, 603.5: "you may search your library for a basic land card, reveal it, put it into your hand, then shuffle"',
    card: card('Borderland Ranger', ['Creature'], BORDERLAND_RANGER),
    abilities: [
      {
        kind: 'triggered',
        text: BORDERLAND_RANGER,
        trigger: enters,
        instructions: [
          may({ kind: 'search', quality: { anyOf: [basicLand] }, upTo: 1, to: 'hand', reveal: true }),
        ],
      },
    ],
  },
  {
    name: 'Farhaven Elf, CR 701.23a, 614.1d: "... put it onto the battlefield tapped, then shuffle"',
    card: card('Farhaven Elf', ['Creature'], FARHAVEN_ELF),
    abilities: [
      {
        kind: 'triggered',
        text: FARHAVEN_ELF,
        trigger: enters,
        instructions: [
          may({ kind: 'search', quality: { anyOf: [basicLand] }, upTo: 1, to: 'battlefield', tapped: true }),
        ],
      },
    ],
  },
  {
    name: 'Amrou Scout, CR 701.23a, 110.4a, 202.3: "a Rebel permanent card with mana value 3 or less"',
    card: card(
      'Amrou Scout',
      ['Creature'],
      '{4}, {T}: Search your library for a Rebel permanent card with mana value 3 or less, put it onto the battlefield, then shuffle.',
    ),
    abilities: [
      {
        kind: 'activated',
        text: '{4}, {T}: Search your library for a Rebel permanent card with mana value 3 or less, put it onto the battlefield, then shuffle.',
        cost: '{4}, {T}',
        targets: null,
        instructions: [
          {
            kind: 'search',
            quality: {
              anyOf: [{ notTypes: ['Instant', 'Sorcery'], subtypes: ['Rebel'] }],
              manaValueAtMost: 3,
            },
            upTo: 1,
            to: 'battlefield',
          },
        ],
      },
    ],
  },
  {
    name: 'Howling Wolf, CR 201.2, 701.23b: "up to three cards named Howling Wolf"',
    card: card('Howling Wolf', ['Creature'], HOWLING_WOLF),
    abilities: [
      {
        kind: 'triggered',
        text: HOWLING_WOLF,
        trigger: enters,
        instructions: [
          may({
            kind: 'search',
            quality: { anyOf: [{}] },
            sameNameAsSource: true,
            upTo: 3,
            to: 'hand',
            reveal: true,
          }),
        ],
      },
    ],
  },
  {
    name: 'Boggart Harbinger, CR 701.24b: "reveal it, then shuffle and put that card on top"',
    card: card('Boggart Harbinger', ['Creature'], BOGGART_HARBINGER),
    abilities: [
      {
        kind: 'triggered',
        text: BOGGART_HARBINGER,
        trigger: enters,
        instructions: [
          may({
            kind: 'search',
            quality: { anyOf: [{ subtypes: ['Goblin'] }] },
            upTo: 1,
            to: 'top',
            reveal: true,
          }),
        ],
      },
    ],
  },
  {
    name: 'Goblin Recruiter, CR 701.24b, 401.4: "any number of Goblin cards ... put those cards on top in any order"',
    card: card('Goblin Recruiter', ['Creature'], GOBLIN_RECRUITER),
    abilities: [
      {
        kind: 'triggered',
        text: GOBLIN_RECRUITER,
        trigger: enters,
        instructions: [
          {
            kind: 'search',
            quality: { anyOf: [{ subtypes: ['Goblin'] }] },
            upTo: null,
            to: 'top',
            reveal: true,
          },
        ],
      },
    ],
  },
];

describe('the Oracle compiler on searches (CR 701.23)', () => {
  it.each(SEARCH_ROWS)('$name', ({ card: c, abilities }) => {
    expect(compileCard(c)).toEqual(abilities);
  });

  it('Enduring Ideal, CR 303.4f: an enchantment card put onto the battlefield could be an Aura, so it stays unsupported', () => {
    const [first] = compileCard(
      card(
        'Enduring Ideal',
        ['Sorcery'],
        'Search your library for an enchantment card, put it onto the battlefield, then shuffle.',
      ),
    );
    expect(first?.kind).toBe('unsupported');
  });
});

const CADAVER_IMP =
  'When Cadaver Imp enters the battlefield, you may return target creature card from your graveyard to your hand.';
const JUNK_DIVER =
  'When Junk Diver dies, return another target artifact card from your graveyard to your hand.';
const APHETTO_VULTURE =
  'When Aphetto Vulture dies, you may put target Zombie card from your graveyard on top of your library.';
const SOULSHIFT =
  'Soulshift 8 (When this creature dies, you may return target Spirit card with mana value 8 or less from your graveyard to your hand.)';
const MNEMONIC_WALL =
  'When Mnemonic Wall enters the battlefield, you may return target instant or sorcery card from your graveyard to your hand.';
const inGraveyard = (filter: object) => ({ count: 1, filter: { ...filter, zone: 'graveyard' } }) as const;
const toHand = { kind: 'fromGraveyard', on: 'targets', to: 'hand' } as const;
const toExile = { kind: 'fromGraveyard', on: 'targets', to: 'exile' } as const;
const HERETIC = '{T}: Exile target creature card from a graveyard.';
const GRYFF = 'When Soul-Guide Gryff enters the battlefield, exile up to one target card from a graveyard.';
const CARRION_IMP =
  'When Carrion Imp enters the battlefield, you may exile target creature card from a graveyard. If you do, you gain 2 life.';

const GRAVEYARD_ROWS: readonly Row[] = [
  {
    name: 'Cadaver Imp, CR 115.1, 400.7: "you may return target creature card from your graveyard to your hand"',
    card: card('Cadaver Imp', ['Creature'], `Flying\n${CADAVER_IMP}`),
    abilities: [
      { kind: 'keyword', keyword: 'Flying', text: 'Flying' },
      {
        kind: 'triggered',
        text: CADAVER_IMP,
        trigger: enters,
        targets: inGraveyard({ types: ['Creature'], owner: 'you' }),
        instructions: [{ kind: 'optional', ifDone: [toHand], otherwise: [] }],
      },
    ],
  },
  {
    name: 'Mnemonic Wall, CR 205.2a: "target instant or sorcery card": a card of either type',
    card: card('Mnemonic Wall', ['Creature'], `Defender\n${MNEMONIC_WALL}`),
    abilities: [
      { kind: 'keyword', keyword: 'Defender', text: 'Defender' },
      {
        kind: 'triggered',
        text: MNEMONIC_WALL,
        trigger: enters,
        targets: inGraveyard({ anyTypes: ['Instant', 'Sorcery'], owner: 'you' }),
        instructions: [{ kind: 'optional', ifDone: [toHand], otherwise: [] }],
      },
    ],
  },
  {
    name: 'Junk Diver, CR 603.10a: "return another target artifact card": not itself, though it is in the graveyard',
    card: card('Junk Diver', ['Artifact', 'Creature'], JUNK_DIVER),
    abilities: [
      {
        kind: 'triggered',
        text: JUNK_DIVER,
        trigger: { kind: 'dies' },
        targets: inGraveyard({ types: ['Artifact'], owner: 'you', other: true }),
        instructions: [toHand],
      },
    ],
  },
  {
    name: 'Aphetto Vulture, CR 401.4: "put target Zombie card from your graveyard on top of your library"',
    card: card('Aphetto Vulture', ['Creature'], APHETTO_VULTURE),
    abilities: [
      {
        kind: 'triggered',
        text: APHETTO_VULTURE,
        trigger: { kind: 'dies' },
        targets: inGraveyard({ subtypes: ['Zombie'], owner: 'you' }),
        instructions: [
          { kind: 'optional', ifDone: [{ kind: 'fromGraveyard', on: 'targets', to: 'top' }], otherwise: [] },
        ],
      },
    ],
  },
  {
    name: 'Crypt Creeper, CR 701.13a: "Sacrifice [this]: Exile target card from a graveyard." (any graveyard)',
    card: card('Crypt Creeper', ['Creature'], 'Sacrifice Crypt Creeper: Exile target card from a graveyard.'),
    abilities: [
      {
        kind: 'activated',
        text: 'Sacrifice Crypt Creeper: Exile target card from a graveyard.',
        cost: '',
        extraCosts: [{ kind: 'sacrificeSelf' }],
        targets: inGraveyard({}),
        instructions: [toExile],
      },
    ],
  },
  {
    name: 'Thraben Heretic, CR 701.13a: "{T}: Exile target creature card from a graveyard." (not "exile target creature")',
    card: card('Thraben Heretic', ['Creature'], HERETIC),
    abilities: [
      {
        kind: 'activated',
        text: HERETIC,
        cost: '{T}',
        targets: inGraveyard({ types: ['Creature'] }),
        instructions: [toExile],
      },
    ],
  },
  {
    name: 'Soul-Guide Gryff, CR 115.6: "exile up to one target card from a graveyard" may have no target',
    card: card('Soul-Guide Gryff', ['Creature'], GRYFF),
    abilities: [
      {
        kind: 'triggered',
        text: GRYFF,
        trigger: enters,
        targets: { count: 0, upTo: 1, filter: { zone: 'graveyard' } },
        instructions: [toExile],
      },
    ],
  },
  {
    name: 'Carrion Imp, CR 118.12: "you may exile target creature card from a graveyard. If you do, you gain 2 life." (the exile is the cost)',
    card: card('Carrion Imp', ['Creature'], CARRION_IMP),
    abilities: [
      {
        kind: 'triggered',
        text: CARRION_IMP,
        trigger: enters,
        targets: inGraveyard({ types: ['Creature'] }),
        instructions: [
          {
            kind: 'optional',
            cost: [toExile],
            ifDone: [{ kind: 'gainLife', amount: one(2) }],
            otherwise: [],
          },
        ],
      },
    ],
  },
  {
    name: 'Body of Jukai, CR 702.46a: "Soulshift 8" is its dies trigger returning a Spirit card of mana value 8 or less',
    card: card('Body of Jukai', ['Creature'], `Trample\n${SOULSHIFT}`),
    abilities: [
      { kind: 'keyword', keyword: 'Trample', text: 'Trample' },
      {
        kind: 'triggered',
        text: SOULSHIFT,
        trigger: { kind: 'dies' },
        targets: inGraveyard({ subtypes: ['Spirit'], owner: 'you', manaValueAtMost: 8 }),
        instructions: [{ kind: 'optional', ifDone: [toHand], otherwise: [] }],
      },
    ],
  },
];

describe('the Oracle compiler on graveyards', () => {
  it.each(GRAVEYARD_ROWS)('$name', ({ card: c, abilities }) => {
    expect(compileCard(c)).toEqual(abilities);
  });
});
