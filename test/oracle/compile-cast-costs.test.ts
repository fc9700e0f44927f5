import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { CostVerb } from '../../src/effects/chosen-costs.js';
import type { AbilityDef, CastCost, CostPart, Filter, Keyword, Value } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * The compiler on costs a caster may choose as they cast a spell (CR 601.2b, 601.2f): the
 * alternative costs of keywords and of "rather than pay this spell's mana cost" (118.9), and
 * kicker (702.33). A keyword representing several abilities compiles to each of them.
 */

const DASH =
  "Dash {1}{R} (You may cast this spell for its dash cost. If you do, it gains haste, and it's returned from the battlefield to its owner's hand at the beginning of the next end step.)";
const EVOKE =
  "Evoke {2}{U} (You may cast this spell for its evoke cost. If you do, it's sacrificed when it enters the battlefield.)";
const BLITZ =
  'Blitz {1}{R} (If you cast this spell for its blitz cost, it gains haste and "When this creature dies, draw a card." Sacrifice it at the beginning of the next end step.)';
const DISTURB =
  'Disturb {4}{U} (You may cast this card from your graveyard transformed for its disturb cost.)';
const BESTOW =
  "Bestow {3}{G}{G} (If you cast this card for its bestow cost, it's an Aura spell with enchant creature. It becomes a creature again if it's not attached to a creature.)";
const KICKER_4 = 'Kicker {4} (You may pay an additional {4} as you cast this spell.)';
const MULTIKICKER =
  'Multikicker {1}{W} (You may pay an additional {1}{W} any number of times as you cast this spell.)';
const haste = (text: string, cost: 'dash' | 'blitz'): AbilityDef => ({
  kind: 'static',
  text,
  effect: {
    affects: { self: true },
    ops: [{ kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword: 'Haste', text: 'Haste' }] }],
  },
  condition: { kind: 'castWith', cost },
});

const LANCER =
  'If Benalish Lancer was kicked, it enters the battlefield with two +1/+1 counters on it and with first strike.';
const DUSKWALKER =
  'If Duskwalker was kicked, it enters the battlefield with two +1/+1 counters on it and with fear.';
const SCUTA =
  'Kicker\u2014Pay 3 life. (You may pay 3 life in addition to any other costs as you cast this spell.)';
const LANDSLIDE = 'Kicker\u2014{2}{R}, Sacrifice a land.';
const WOLFBRIAR =
  'When Wolfbriar Elemental enters the battlefield, create a 2/2 green Wolf creature token for each time it was kicked.';
const TIMES_KICKED: Value = { kind: 'times', n: 1, of: { kind: 'timesKicked' } };
const MERFOLK = "Kicker\u2014Return a creature you control to its owner's hand.";
/** CR 702.33a: a kicker cost with a part that isn't mana. */
const kickerWithParts = (text: string, cost: string, part: CostPart): AbilityDef => ({
  kind: 'castCost',
  text,
  cost,
  option: 'kicker',
  extraCosts: [part],
});
const chosen = (verb: CostVerb, type: CardType): CostPart => ({
  kind: 'chosen',
  verb,
  amount: 1,
  filter: { types: [type] },
});
/** CR 614.1c: "If [this] was kicked, it enters with N +1/+1 counters on it and with [keyword]". */
const kickedWith = (text: string, n: number, keyword: Keyword, kicker?: string): AbilityDef => ({
  kind: 'entersWithCounters',
  text,
  counter: '+1/+1',
  amount: { kind: 'constant', n },
  condition: { kind: 'castWith', cost: 'kicker', ...(kicker === undefined ? {} : { kicker }) },
  keywords: [keyword],
});

const CETAVOLVER =
  'Kicker {1}{R} and/or {G} (You may pay an additional {1}{R} and/or {G} as you cast this spell.)';
const CETA_RED =
  'If Cetavolver was kicked with its {1}{R} kicker, it enters the battlefield with two +1/+1 counters on it and with first strike.';
const CETA_GREEN =
  'If Cetavolver was kicked with its {G} kicker, it enters the battlefield with a +1/+1 counter on it and with trample.';
const SUNSCAPE_DRAW =
  'When Sunscape Battlemage enters the battlefield, if it was kicked with its {2}{U} kicker, draw two cards.';
const FLASHBACK =
  'Flashback {4}{R} (You may cast this card from your graveyard for its flashback cost. Then exile it.)';
const BUYBACK =
  'Buyback {4} (You may pay an additional {4} as you cast this spell. If you do, put this card into your hand as it resolves.)';
const SURGE =
  'Surge {2}{U} (You may cast this spell for its surge cost if you or a teammate has cast another spell this turn.)';
const ENTWINE = 'Entwine {3}{R} (Choose both if you pay the entwine cost.)';
const ESCAPE =
  'Escape—{3}{B}, Exile three other cards from your graveyard. (You may cast this card from your graveyard for its escape cost.)';
const FROGMITE = 'Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)';
const DROSS_GOLEM = 'Affinity for Swamps (This spell costs {1} less to cast for each Swamp you control.)';
const EMRY = 'This spell costs {1} less to cast for each artifact you control.';
const JOURNEYMAGE = 'This spell costs {1} less to cast if you control a Wizard.';
const DUSK_FEASTER =
  'Delirium — This spell costs {2} less to cast if there are four or more card types among cards in your graveyard.';
const reduction = (text: string, mana: string) =>
  ({ kind: 'selfCostChange', text, change: 'reduction', mana }) as const;
const yours = (filter: Filter): Value => ({ kind: 'count', of: { ...filter, controller: 'you' } });

interface Row {
  readonly name: string;
  readonly card: CardData;
  readonly abilities: readonly AbilityDef[];
}

/** A card whose one paragraph is a keyword cost: the castCost ability of its text. */
const keywordCost = (name: string, c: CardData, cost: string, option: CastCost): Row => ({
  name,
  card: c,
  abilities: [{ kind: 'castCost', text: c.text, cost, option }],
});

const ROWS: readonly Row[] = [
  {
    name: 'Cetavolver, CR 702.33b, 702.33f: "Kicker {1}{R} and/or {G}" is two kicker costs, each linked to its own "kicked with its [cost] kicker"',
    card: card('Cetavolver', ['Creature'], [CETAVOLVER, CETA_RED, CETA_GREEN].join('\n')),
    abilities: [
      { kind: 'castCost', text: CETAVOLVER, cost: '{1}{R}', option: 'kicker' },
      { kind: 'castCost', text: CETAVOLVER, cost: '{G}', option: 'kicker' },
      kickedWith(CETA_RED, 2, 'First strike', '{1}{R}'),
      kickedWith(CETA_GREEN, 1, 'Trample', '{G}'),
    ],
  },
  {
    name: 'Sunscape Battlemage, CR 702.33f, 603.4: "if it was kicked with its {2}{U} kicker" is an intervening if on that cost',
    card: card('Sunscape Battlemage', ['Creature'], SUNSCAPE_DRAW),
    abilities: [
      {
        kind: 'triggered',
        text: SUNSCAPE_DRAW,
        trigger: { kind: 'entersBattlefield' },
        condition: { kind: 'castWith', cost: 'kicker', kicker: '{2}{U}' },
        instructions: [{ kind: 'drawCards', amount: { kind: 'constant', n: 2 } }],
      },
    ],
  },
  {
    name: 'Mardu Scout, CR 702.109a: "Dash {1}{R}" is an alternative cost and "as long as its dash cost was paid, it has haste"',
    card: card('Mardu Scout', ['Creature'], DASH),
    abilities: [{ kind: 'castCost', text: DASH, cost: '{1}{R}', option: 'dash' }, haste(DASH, 'dash')],
  },
  {
    name: 'Mulldrifter, CR 702.74a: "Evoke {2}{U}" is an alternative cost and "when it enters, if its evoke cost was paid, its controller sacrifices it"',
    card: card(
      'Mulldrifter',
      ['Creature'],
      `Flying\nWhen Mulldrifter enters the battlefield, draw two cards.\n${EVOKE}`,
    ),
    abilities: [
      { kind: 'keyword', keyword: 'Flying', text: 'Flying' },
      {
        kind: 'triggered',
        text: 'When Mulldrifter enters the battlefield, draw two cards.',
        trigger: { kind: 'entersBattlefield' },
        instructions: [{ kind: 'drawCards', amount: { kind: 'constant', n: 2 } }],
      },
      { kind: 'castCost', text: EVOKE, cost: '{2}{U}', option: 'evoke' },
      {
        kind: 'triggered',
        text: EVOKE,
        trigger: { kind: 'entersBattlefield' },
        condition: { kind: 'castWith', cost: 'evoke' },
        instructions: [{ kind: 'sacrifice', on: 'self' }],
      },
    ],
  },
  {
    name: 'Mayhem Patrol, CR 702.152a: "Blitz {1}{R}" is an alternative cost and haste while its blitz cost was paid',
    card: card('Mayhem Patrol', ['Creature'], BLITZ),
    abilities: [{ kind: 'castCost', text: BLITZ, cost: '{1}{R}', option: 'blitz' }, haste(BLITZ, 'blitz')],
  },
  {
    name: 'Galedrifter, CR 702.146a: "Disturb {4}{U}" is an alternative cost of the card cast transformed from a graveyard',
    card: card('Galedrifter', ['Creature'], `Flying\n${DISTURB}`),
    abilities: [
      { kind: 'keyword', keyword: 'Flying', text: 'Flying' },
      { kind: 'castCost', text: DISTURB, cost: '{4}{U}', option: 'disturb' },
    ],
  },
  {
    name: 'Boon Satyr, CR 702.103a: "Bestow {3}{G}{G}" is an alternative cost of the card cast as an Aura spell',
    card: card('Boon Satyr', ['Enchantment', 'Creature'], `Flash\n${BESTOW}\nEnchanted creature gets +4/+2.`),
    abilities: [
      { kind: 'keyword', keyword: 'Flash', text: 'Flash' },
      { kind: 'castCost', text: BESTOW, cost: '{3}{G}{G}', option: 'bestow' },
      {
        kind: 'static',
        text: 'Enchanted creature gets +4/+2.',
        effect: {
          affects: { attachedToSource: true },
          ops: [
            { kind: 'modifyPT', power: { kind: 'constant', n: 4 }, toughness: { kind: 'constant', n: 2 } },
          ],
        },
      },
    ],
  },
  {
    name: 'Bringer of the Red Dawn, CR 118.9: "You may pay {W}{U}{B}{R}{G} rather than pay this spell\'s mana cost."',
    card: card(
      'Bringer of the Red Dawn',
      ['Creature'],
      "You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost.",
    ),
    abilities: [
      {
        kind: 'castCost',
        text: "You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost.",
        cost: '{W}{U}{B}{R}{G}',
        option: 'rather',
      },
    ],
  },
  {
    name: 'Academy Drake, CR 702.33a, 702.33e: "Kicker {4}" and "If Academy Drake was kicked, it enters the battlefield with two +1/+1 counters on it."',
    card: card(
      'Academy Drake',
      ['Creature'],
      `${KICKER_4}\nFlying\nIf Academy Drake was kicked, it enters the battlefield with two +1/+1 counters on it.`,
    ),
    abilities: [
      { kind: 'castCost', text: KICKER_4, cost: '{4}', option: 'kicker' },
      { kind: 'keyword', keyword: 'Flying', text: 'Flying' },
      {
        kind: 'entersWithCounters',
        text: 'If Academy Drake was kicked, it enters the battlefield with two +1/+1 counters on it.',
        counter: '+1/+1',
        amount: { kind: 'constant', n: 2 },
        condition: { kind: 'castWith', cost: 'kicker' },
      },
    ],
  },
  {
    name: 'Apex Hawks, CR 702.33c-d: "Multikicker {1}{W}" and "enters the battlefield with a +1/+1 counter on it for each time it was kicked"',
    card: card(
      'Apex Hawks',
      ['Creature'],
      `${MULTIKICKER}\nApex Hawks enters the battlefield with a +1/+1 counter on it for each time it was kicked.`,
    ),
    abilities: [
      { kind: 'castCost', text: MULTIKICKER, cost: '{1}{W}', option: 'multikicker' },
      {
        kind: 'entersWithCounters',
        text: 'Apex Hawks enters the battlefield with a +1/+1 counter on it for each time it was kicked.',
        counter: '+1/+1',
        amount: { kind: 'times', n: 1, of: { kind: 'timesKicked' } },
      },
    ],
  },
  {
    name: 'Citanul Woodreaders, CR 702.33e, 603.4: "When Citanul Woodreaders enters the battlefield, if it was kicked, draw two cards."',
    card: card(
      'Citanul Woodreaders',
      ['Creature'],
      'When Citanul Woodreaders enters the battlefield, if it was kicked, draw two cards.',
    ),
    abilities: [
      {
        kind: 'triggered',
        text: 'When Citanul Woodreaders enters the battlefield, if it was kicked, draw two cards.',
        trigger: { kind: 'entersBattlefield' },
        condition: { kind: 'castWith', cost: 'kicker' },
        instructions: [{ kind: 'drawCards', amount: { kind: 'constant', n: 2 } }],
      },
    ],
  },
  {
    name: 'Benalish Lancer, CR 614.1c, 702.33e: "If Benalish Lancer was kicked, it enters the battlefield with two +1/+1 counters on it and with first strike.": the counters, and first strike while on the battlefield',
    card: card('Benalish Lancer', ['Creature'], LANCER),
    abilities: [kickedWith(LANCER, 2, 'First strike')],
  },
  {
    name: 'Duskwalker, CR 614.1c, 702.33e: "... enters the battlefield with two +1/+1 counters on it and with fear."',
    card: card('Duskwalker', ['Creature'], DUSKWALKER),
    abilities: [kickedWith(DUSKWALKER, 2, 'Fear')],
  },
  {
    name: 'Phyrexian Scuta, CR 702.33a, 119.4: "Kicker—Pay 3 life.": a kicker cost of no mana',
    card: card('Phyrexian Scuta', ['Creature'], SCUTA),
    abilities: [kickerWithParts(SCUTA, '', { kind: 'payLife', amount: 3 })],
  },
  {
    name: 'Dwarven Landslide, CR 702.33a, 601.2h: "Kicker—{2}{R}, Sacrifice a land.": mana and a land sacrificed',
    card: card('Dwarven Landslide', ['Sorcery'], LANDSLIDE),
    abilities: [kickerWithParts(LANDSLIDE, '{2}{R}', chosen('sacrifice', 'Land'))],
  },
  {
    name: 'Arctic Merfolk, CR 702.33a: "Kicker—Return a creature you control to its owner\'s hand."',
    card: card('Arctic Merfolk', ['Creature'], MERFOLK),
    abilities: [kickerWithParts(MERFOLK, '', chosen('returnToHand', 'Creature'))],
  },
  {
    name: 'Wolfbriar Elemental, CR 702.33d: "... create a 2/2 green Wolf creature token for each time it was kicked."',
    card: card('Wolfbriar Elemental', ['Creature'], WOLFBRIAR),
    abilities: [
      {
        kind: 'triggered',
        text: WOLFBRIAR,
        trigger: { kind: 'entersBattlefield' },
        instructions: [
          {
            kind: 'createTokens',
            token: {
              name: 'Wolf Token',
              colors: ['G'],
              types: ['Creature'],
              subtypes: ['Wolf'],
              power: 2,
              toughness: 2,
              abilities: [],
            },
            amount: TIMES_KICKED,
          },
        ],
      },
    ],
  },
  {
    name: 'Spell Contortion, CR 702.33d: "Draw a card for each time Spell Contortion was kicked."',
    card: card('Spell Contortion', ['Instant'], 'Draw a card for each time Spell Contortion was kicked.'),
    abilities: [
      {
        kind: 'spell',
        text: 'Draw a card for each time Spell Contortion was kicked.',
        targets: null,
        instructions: [{ kind: 'drawCards', amount: TIMES_KICKED }],
      },
    ],
  },
  {
    name: 'Etherium Sculptor, CR 601.2f, 118.7: "Artifact spells you cast cost {1} less to cast."',
    card: card(
      'Etherium Sculptor',
      ['Artifact', 'Creature'],
      'Artifact spells you cast cost {1} less to cast.',
    ),
    abilities: [
      {
        kind: 'costChange',
        text: 'Artifact spells you cast cost {1} less to cast.',
        spells: [{ types: ['Artifact'], zone: 'stack' }],
        caster: 'you',
        change: 'reduction',
        mana: '{1}',
      },
    ],
  },
  {
    name: 'Thalia, Guardian of Thraben, CR 601.2f: "Noncreature spells cost {1} more to cast." (every player\'s)',
    card: card('Thalia, Guardian of Thraben', ['Creature'], 'Noncreature spells cost {1} more to cast.', [
      'Legendary',
    ]),
    abilities: [
      {
        kind: 'costChange',
        text: 'Noncreature spells cost {1} more to cast.',
        spells: [{ notTypes: ['Creature'], zone: 'stack' }],
        caster: 'any',
        change: 'increase',
        mana: '{1}',
      },
    ],
  },
  {
    name: 'Goblin Electromancer, CR 601.2f: "Instant and sorcery spells you cast cost {1} less to cast." names spells of either type',
    card: card(
      'Goblin Electromancer',
      ['Creature'],
      'Instant and sorcery spells you cast cost {1} less to cast.',
    ),
    abilities: [
      {
        kind: 'costChange',
        text: 'Instant and sorcery spells you cast cost {1} less to cast.',
        spells: [
          { types: ['Instant'], zone: 'stack' },
          { types: ['Sorcery'], zone: 'stack' },
        ],
        caster: 'you',
        change: 'reduction',
        mana: '{1}',
      },
    ],
  },
  {
    name: 'Fireball, CR 601.2f: "This spell costs {1} more to cast for each target beyond the first." increases its own cost',
    card: card(
      'Fireball',
      ['Sorcery'],
      'This spell costs {1} more to cast for each target beyond the first.',
    ),
    abilities: [
      {
        kind: 'targetCostIncrease',
        text: 'This spell costs {1} more to cast for each target beyond the first.',
        mana: '{1}',
      },
    ],
  },
  {
    name: 'Twinflame, CR 207.2c: strive is an ability word, read past: "Strive — This spell costs {2}{R} more ..."',
    card: card(
      'Twinflame',
      ['Sorcery'],
      'Strive — This spell costs {2}{R} more to cast for each target beyond the first.',
    ),
    abilities: [
      {
        kind: 'targetCostIncrease',
        text: 'Strive — This spell costs {2}{R} more to cast for each target beyond the first.',
        mana: '{2}{R}',
      },
    ],
  },
  keywordCost(
    'Firebolt, CR 702.34a: "Flashback {4}{R}" is an alternative cost paid to cast it from its graveyard',
    card('Firebolt', ['Sorcery'], FLASHBACK),
    '{4}{R}',
    'flashback',
  ),
  keywordCost(
    'Searing Touch, CR 702.27a: "Buyback {4}" is an additional cost its caster may pay',
    card('Searing Touch', ['Instant'], BUYBACK),
    '{4}',
    'buyback',
  ),
  keywordCost(
    'Jwar Isle Avenger, CR 702.117a: "Surge {2}{U}" is an alternative cost',
    card('Jwar Isle Avenger', ['Creature'], SURGE),
    '{2}{U}',
    'surge',
  ),
  keywordCost(
    'Rain of Rust, CR 702.42a: "Entwine {3}{R}" is an additional cost that chooses all modes',
    card('Rain of Rust', ['Instant'], ENTWINE),
    '{3}{R}',
    'entwine',
  ),
  {
    name: 'Fruit of Tizerus, CR 702.138a: "Escape—{3}{B}, Exile three other cards from your graveyard." is an alternative cost with the cards it exiles',
    card: card('Fruit of Tizerus', ['Sorcery'], ESCAPE),
    abilities: [
      {
        kind: 'castCost',
        text: ESCAPE,
        cost: '{3}{B}',
        option: 'escape',
        extraCosts: [{ kind: 'chosen', verb: 'exile', amount: 3, filter: { other: true } }],
      },
    ],
  },
  {
    name: 'Chainweb Aracnir, CR 702.138c: "Chainweb Aracnir escapes with three +1/+1 counters on it." enters with them if it escaped',
    card: card('Chainweb Aracnir', ['Creature'], 'Chainweb Aracnir escapes with three +1/+1 counters on it.'),
    abilities: [
      {
        kind: 'entersWithCounters',
        text: 'Chainweb Aracnir escapes with three +1/+1 counters on it.',
        counter: '+1/+1',
        amount: { kind: 'constant', n: 3 },
        condition: { kind: 'castWith', cost: 'escape' },
      },
    ],
  },
  {
    name: 'Frogmite, CR 702.41a: "Affinity for artifacts" means "This spell costs {1} less to cast for each artifact you control"',
    card: card('Frogmite', ['Artifact', 'Creature'], FROGMITE),
    abilities: [{ ...reduction(FROGMITE, '{1}'), per: yours({ types: ['Artifact'] }) }],
  },
  {
    name: 'Dross Golem, CR 702.41a: "Affinity for Swamps" counts the Swamps its caster controls',
    card: card('Dross Golem', ['Artifact', 'Creature'], DROSS_GOLEM),
    abilities: [{ ...reduction(DROSS_GOLEM, '{1}'), per: yours({ subtypes: ['Swamp'] }) }],
  },
  {
    name: 'Emry, Lurker of the Loch, CR 601.2f: "This spell costs {1} less to cast for each artifact you control."',
    card: card('Emry, Lurker of the Loch', ['Creature'], EMRY),
    abilities: [{ ...reduction(EMRY, '{1}'), per: yours({ types: ['Artifact'] }) }],
  },
  {
    name: 'Academy Journeymage, CR 601.2f: "This spell costs {1} less to cast if you control a Wizard."',
    card: card('Academy Journeymage', ['Creature'], JOURNEYMAGE),
    abilities: [
      {
        ...reduction(JOURNEYMAGE, '{1}'),
        condition: { kind: 'valueAtLeast', value: yours({ subtypes: ['Wizard'] }), n: 1 },
      },
    ],
  },
  {
    name: 'Dusk Feaster, CR 207.2c, 601.2f: "Delirium — This spell costs {2} less to cast if there are four or more card types among cards in your graveyard."',
    card: card('Dusk Feaster', ['Creature'], DUSK_FEASTER),
    abilities: [
      {
        ...reduction(DUSK_FEASTER, '{2}'),
        condition: {
          kind: 'valueAtLeast',
          value: { kind: 'cardTypesAmongCards', in: 'graveyard', whose: 'you' },
          n: 4,
        },
      },
    ],
  },
];

describe('the Oracle compiler on alternative and additional costs of casting', () => {
  it.each(ROWS)('$name', ({ card: c, abilities }) => {
    expect(compileCard(c)).toEqual(abilities);
  });
});
