import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * The compiler, card by card: each row is a real card's Oracle text (MTGJSON, April 2022) and
 * the abilities it must compile to, named after the card and the rule the ability is.
 */

const one = (n: number) => ({ kind: 'constant', n }) as const;
const creature = { types: ['Creature'] } as const;
const targetCreature = { count: 1, filter: creature } as const;
/** "[This] gets +N/+N until end of turn." */
const selfPump = (n: number) =>
  ({
    kind: 'createEffect',
    on: 'self',
    effect: { affects: { self: true }, ops: [{ kind: 'modifyPT', power: one(n), toughness: one(n) }] },
    duration: 'endOfTurn',
  }) as const;

interface Row {
  readonly name: string;
  readonly card: CardData;
  readonly abilities: readonly AbilityDef[];
}

const ROWS: readonly Row[] = [
  {
    name: 'Serra Angel, CR 702.1: "Flying, vigilance" is two keyword abilities',
    card: card('Serra Angel', ['Creature'], 'Flying, vigilance'),
    abilities: [
      { kind: 'keyword', keyword: 'Flying', text: 'Flying' },
      { kind: 'keyword', keyword: 'Vigilance', text: 'vigilance' },
    ],
  },
  {
    name: 'Giant Growth, CR 611.2c: a spell pumping its target until end of turn',
    card: card('Giant Growth', ['Instant'], 'Target creature gets +3/+3 until end of turn.'),
    abilities: [
      {
        kind: 'spell',
        text: 'Target creature gets +3/+3 until end of turn.',
        targets: targetCreature,
        instructions: [
          {
            kind: 'createEffect',
            on: 'targets',
            effect: { affects: {}, ops: [{ kind: 'modifyPT', power: one(3), toughness: one(3) }] },
            duration: 'endOfTurn',
          },
        ],
      },
    ],
  },
  {
    name: 'Glorious Anthem, CR 613.4c: creatures you control get +1/+1',
    card: card('Glorious Anthem', ['Enchantment'], 'Creatures you control get +1/+1.'),
    abilities: [
      {
        kind: 'static',
        text: 'Creatures you control get +1/+1.',
        effect: {
          affects: { types: ['Creature'], controller: 'you' },
          ops: [{ kind: 'modifyPT', power: one(1), toughness: one(1) }],
        },
      },
    ],
  },
  {
    name: 'Elvish Champion, CR 613.1f and 613.4c: other Elf creatures get +1/+1 and have forestwalk',
    card: card(
      'Elvish Champion',
      ['Creature'],
      "Other Elf creatures get +1/+1 and have forestwalk. (They can't be blocked as long as defending player controls a Forest.)",
    ),
    abilities: [
      {
        kind: 'static',
        text: "Other Elf creatures get +1/+1 and have forestwalk. (They can't be blocked as long as defending player controls a Forest.)",
        effect: {
          affects: { types: ['Creature'], other: true, subtypes: ['Elf'] },
          ops: [
            {
              kind: 'addAbilities',
              abilities: [{ kind: 'keyword', keyword: 'Forestwalk', text: 'Forestwalk' }],
            },
            { kind: 'modifyPT', power: one(1), toughness: one(1) },
          ],
        },
      },
    ],
  },
  {
    name: 'Lord of Atlantis: "Other Merfolk" names a creature type in the plural, with no card type',
    card: card('Lord of Atlantis', ['Creature'], 'Other Merfolk get +1/+1 and have islandwalk.'),
    abilities: [
      {
        kind: 'static',
        text: 'Other Merfolk get +1/+1 and have islandwalk.',
        effect: {
          affects: { subtypes: ['Merfolk'], other: true },
          ops: [
            {
              kind: 'addAbilities',
              abilities: [{ kind: 'keyword', keyword: 'Islandwalk', text: 'Islandwalk' }],
            },
            { kind: 'modifyPT', power: one(1), toughness: one(1) },
          ],
        },
      },
    ],
  },
  {
    name: 'Maro, CR 604.3: power and toughness each equal to the number of cards in your hand',
    card: card(
      'Maro',
      ['Creature'],
      "Maro's power and toughness are each equal to the number of cards in your hand.",
    ),
    abilities: [
      {
        kind: 'cda',
        text: "Maro's power and toughness are each equal to the number of cards in your hand.",
        effect: {
          affects: { self: true, zone: 'anywhere' },
          ops: [
            {
              kind: 'setPT',
              power: { kind: 'cardsInHand', whose: 'you' },
              toughness: { kind: 'cardsInHand', whose: 'you' },
            },
          ],
        },
      },
    ],
  },
  {
    name: 'Tarmogoyf, CR 604.3, 205.2a: card types among cards in all graveyards, toughness that number plus 1',
    card: card(
      'Tarmogoyf',
      ['Creature'],
      "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1.",
    ),
    abilities: [
      {
        kind: 'cda',
        text: "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1.",
        effect: {
          affects: { self: true, zone: 'anywhere' },
          ops: [
            {
              kind: 'setPT',
              power: { kind: 'cardTypesAmongCards', in: 'graveyard', whose: 'any' },
              toughness: {
                kind: 'sum',
                of: [{ kind: 'cardTypesAmongCards', in: 'graveyard', whose: 'any' }, one(1)],
              },
            },
          ],
        },
      },
    ],
  },
  {
    name: 'Drudge Skeletons, CR 701.19a: "{B}: Regenerate Drudge Skeletons."',
    card: card('Drudge Skeletons', ['Creature'], '{B}: Regenerate Drudge Skeletons.'),
    abilities: [
      {
        kind: 'activated',
        text: '{B}: Regenerate Drudge Skeletons.',
        cost: '{B}',
        targets: null,
        instructions: [{ kind: 'regenerate', on: 'self' }],
      },
    ],
  },
  {
    name: 'Shivan Dragon, CR 602.1: "{R}: Shivan Dragon gets +1/+0 until end of turn."',
    card: card('Shivan Dragon', ['Creature'], 'Flying\n{R}: Shivan Dragon gets +1/+0 until end of turn.'),
    abilities: [
      { kind: 'keyword', keyword: 'Flying', text: 'Flying' },
      {
        kind: 'activated',
        text: '{R}: Shivan Dragon gets +1/+0 until end of turn.',
        cost: '{R}',
        targets: null,
        instructions: [
          {
            kind: 'createEffect',
            on: 'self',
            effect: {
              affects: { self: true },
              ops: [{ kind: 'modifyPT', power: one(1), toughness: one(0) }],
            },
            duration: 'endOfTurn',
          },
        ],
      },
    ],
  },
  {
    name: 'Walking Ballista, CR 614.1c and 107.3m: enters with X +1/+1 counters; a counter-removal cost',
    card: card(
      'Walking Ballista',
      ['Artifact', 'Creature'],
      'Walking Ballista enters the battlefield with X +1/+1 counters on it.\n{4}: Put a +1/+1 counter on Walking Ballista.\nRemove a +1/+1 counter from Walking Ballista: It deals 1 damage to any target.',
    ),
    abilities: [
      {
        kind: 'entersWithCounters',
        text: 'Walking Ballista enters the battlefield with X +1/+1 counters on it.',
        counter: '+1/+1',
        amount: { kind: 'x' },
      },
      {
        kind: 'activated',
        text: '{4}: Put a +1/+1 counter on Walking Ballista.',
        cost: '{4}',
        targets: null,
        instructions: [{ kind: 'addCounters', on: 'self', counter: '+1/+1', amount: one(1) }],
      },
      {
        kind: 'activated',
        text: 'Remove a +1/+1 counter from Walking Ballista: It deals 1 damage to any target.',
        cost: '',
        extraCosts: [{ kind: 'removeCounters', counter: '+1/+1', amount: 1 }],
        targets: { count: 1, filter: {}, anyTarget: true },
        instructions: [{ kind: 'dealDamage', to: 'targets', amount: one(1) }],
      },
    ],
  },
  {
    name: 'Basking Rootwalla, CR 602.5b: "Activate only once each turn" after the effect',
    card: card(
      'Basking Rootwalla',
      ['Creature'],
      '{1}{G}: Basking Rootwalla gets +2/+2 until end of turn. Activate only once each turn.',
    ),
    abilities: [
      {
        kind: 'activated',
        text: '{1}{G}: Basking Rootwalla gets +2/+2 until end of turn. Activate only once each turn.',
        cost: '{1}{G}',
        oncePerTurn: true,
        targets: null,
        instructions: [selfPump(2)],
      },
    ],
  },
  {
    name: 'Putrid Leech, CR 119.4 and 602.5b: a life payment as the cost, once each turn',
    card: card(
      'Putrid Leech',
      ['Creature'],
      'Pay 2 life: Putrid Leech gets +2/+2 until end of turn. Activate only once each turn.',
    ),
    abilities: [
      {
        kind: 'activated',
        text: 'Pay 2 life: Putrid Leech gets +2/+2 until end of turn. Activate only once each turn.',
        cost: '',
        extraCosts: [{ kind: 'payLife', amount: 2 }],
        oncePerTurn: true,
        targets: null,
        instructions: [selfPump(2)],
      },
    ],
  },
  {
    name: 'Mogg Fanatic, CR 701.21a: "Sacrifice [this]" as the cost',
    card: card('Mogg Fanatic', ['Creature'], 'Sacrifice Mogg Fanatic: It deals 1 damage to any target.'),
    abilities: [
      {
        kind: 'activated',
        text: 'Sacrifice Mogg Fanatic: It deals 1 damage to any target.',
        cost: '',
        extraCosts: [{ kind: 'sacrificeSelf' }],
        targets: { count: 1, filter: {}, anyTarget: true },
        instructions: [{ kind: 'dealDamage', to: 'targets', amount: one(1) }],
      },
    ],
  },
  {
    name: 'a -1/-1 counter cost, CR 122.1, and two restrictions joined by "and" (602.5b, 602.5d)',
    card: card(
      'Test Shade',
      ['Creature'],
      '{T}, Put a -1/-1 counter on Test Shade: Draw a card. Activate only as a sorcery and only once each turn.',
    ),
    abilities: [
      {
        kind: 'activated',
        text: '{T}, Put a -1/-1 counter on Test Shade: Draw a card. Activate only as a sorcery and only once each turn.',
        cost: '{T}',
        extraCosts: [{ kind: 'putCounters', counter: '-1/-1', amount: 1 }],
        timing: 'sorcery',
        oncePerTurn: true,
        targets: null,
        instructions: [{ kind: 'drawCards', amount: one(1) }],
      },
    ],
  },
  {
    name: 'a card drawn only during your turn, CR 602.5b',
    card: card('Test Sage', ['Creature'], '{2}: Draw a card. Activate only during your turn.'),
    abilities: [
      {
        kind: 'activated',
        text: '{2}: Draw a card. Activate only during your turn.',
        cost: '{2}',
        timing: 'yourTurn',
        targets: null,
        instructions: [{ kind: 'drawCards', amount: one(1) }],
      },
    ],
  },
  {
    name: 'Skinrender, CR 603.3d: a "when this enters" trigger with a target',
    card: card(
      'Skinrender',
      ['Creature'],
      'When Skinrender enters the battlefield, put three -1/-1 counters on target creature.',
    ),
    abilities: [
      {
        kind: 'triggered',
        text: 'When Skinrender enters the battlefield, put three -1/-1 counters on target creature.',
        trigger: { kind: 'entersBattlefield' },
        targets: targetCreature,
        instructions: [{ kind: 'addCounters', on: 'targets', counter: '-1/-1', amount: one(3) }],
      },
    ],
  },
  {
    name: "Wrath of God, CR 701.19c: destroy all creatures, they can't be regenerated",
    card: card('Wrath of God', ['Sorcery'], "Destroy all creatures. They can't be regenerated."),
    abilities: [
      {
        kind: 'spell',
        text: "Destroy all creatures. They can't be regenerated.",
        targets: null,
        instructions: [{ kind: 'destroy', on: 'filter', filter: creature, noRegeneration: true }],
      },
    ],
  },
  {
    name: 'Avatar token, CR 201.5: "This creature" is the object itself',
    card: card(
      'Avatar Token',
      ['Creature'],
      "This creature's power and toughness are each equal to your life total.",
    ),
    abilities: [
      {
        kind: 'cda',
        text: "This creature's power and toughness are each equal to your life total.",
        effect: {
          affects: { self: true, zone: 'anywhere' },
          ops: [
            {
              kind: 'setPT',
              power: { kind: 'lifeTotal', whose: 'you' },
              toughness: { kind: 'lifeTotal', whose: 'you' },
            },
          ],
        },
      },
    ],
  },
  {
    name: 'Llanowar Elves, CR 605.1a: "{T}: Add {G}."',
    card: card('Llanowar Elves', ['Creature'], '{T}: Add {G}.'),
    abilities: [
      {
        kind: 'activated',
        text: '{T}: Add {G}.',
        cost: '{T}',
        targets: null,
        instructions: [{ kind: 'addMana', mana: '{G}' }],
      },
    ],
  },
  {
    name: 'Student of Warfare, CR 702.87a and 711.2: level up and two striations',
    card: card(
      'Student of Warfare',
      ['Creature'],
      'Level up {W} ({W}: Put a level counter on this. Level up only as a sorcery.)\nLEVEL 2-6\n3/3\nFirst strike\nLEVEL 7+\n4/4\nDouble strike',
    ),
    abilities: [
      {
        kind: 'activated',
        text: 'Level up {W} ({W}: Put a level counter on this. Level up only as a sorcery.)',
        cost: '{W}',
        timing: 'sorcery',
        targets: null,
        instructions: [{ kind: 'addCounters', on: 'self', counter: 'level', amount: one(1) }],
      },
      {
        kind: 'static',
        text: 'LEVEL 2-6\n3/3\nFirst strike',
        effect: {
          affects: { self: true },
          ops: [
            { kind: 'setPT', power: one(3), toughness: one(3) },
            {
              kind: 'addAbilities',
              abilities: [{ kind: 'keyword', keyword: 'First strike', text: 'First strike' }],
            },
          ],
        },
        condition: { kind: 'levelBetween', min: 2, max: 6 },
      },
      {
        kind: 'static',
        text: 'LEVEL 7+\n4/4\nDouble strike',
        effect: {
          affects: { self: true },
          ops: [
            { kind: 'setPT', power: one(4), toughness: one(4) },
            {
              kind: 'addAbilities',
              abilities: [{ kind: 'keyword', keyword: 'Double strike', text: 'Double strike' }],
            },
          ],
        },
        condition: { kind: 'levelBetween', min: 7, max: null },
      },
    ],
  },
  {
    name: 'Werebear, CR 207.2c and 611.3a: an ability word, then "+3/+3 as long as seven or more cards are in your graveyard"',
    card: card(
      'Werebear',
      ['Creature'],
      '{T}: Add {G}.\nThreshold — Werebear gets +3/+3 as long as seven or more cards are in your graveyard.',
    ),
    abilities: [
      {
        kind: 'activated',
        text: '{T}: Add {G}.',
        cost: '{T}',
        targets: null,
        instructions: [{ kind: 'addMana', mana: '{G}' }],
      },
      {
        kind: 'static',
        text: 'Threshold — Werebear gets +3/+3 as long as seven or more cards are in your graveyard.',
        effect: { affects: { self: true }, ops: [{ kind: 'modifyPT', power: one(3), toughness: one(3) }] },
        condition: {
          kind: 'valueAtLeast',
          value: { kind: 'count', of: { zone: 'graveyard', owner: 'you' } },
          n: 7,
        },
      },
    ],
  },
  {
    name: 'Aeronaut Tinkerer, CR 611.3a: "has flying as long as you control an artifact"',
    card: card(
      'Aeronaut Tinkerer',
      ['Creature'],
      "Aeronaut Tinkerer has flying as long as you control an artifact. (It can't be blocked except by creatures with flying or reach.)",
    ),
    abilities: [
      {
        kind: 'static',
        text: "Aeronaut Tinkerer has flying as long as you control an artifact. (It can't be blocked except by creatures with flying or reach.)",
        effect: {
          affects: { self: true },
          ops: [
            { kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword: 'Flying', text: 'Flying' }] },
          ],
        },
        condition: {
          kind: 'valueAtLeast',
          value: { kind: 'count', of: { types: ['Artifact'], controller: 'you' } },
          n: 1,
        },
      },
    ],
  },
  {
    name: 'Demon\'s Jester, Hellbent: "as long as you have no cards in hand"',
    card: card(
      "Demon's Jester",
      ['Creature'],
      "Flying\nHellbent — Demon's Jester gets +2/+1 as long as you have no cards in hand.",
    ),
    abilities: [
      { kind: 'keyword', keyword: 'Flying', text: 'Flying' },
      {
        kind: 'static',
        text: "Hellbent — Demon's Jester gets +2/+1 as long as you have no cards in hand.",
        effect: { affects: { self: true }, ops: [{ kind: 'modifyPT', power: one(2), toughness: one(1) }] },
        condition: { kind: 'valueAtMost', value: { kind: 'cardsInHand', whose: 'you' }, n: 0 },
      },
    ],
  },
  {
    name: 'Putrid Imp, CR 611.3a, 509.1b: "Threshold — As long as ..., [this] gets +1/+1 and can\'t block"',
    card: card(
      'Putrid Imp',
      ['Creature'],
      "Threshold — As long as seven or more cards are in your graveyard, Putrid Imp gets +1/+1 and can't block.",
    ),
    abilities: [
      {
        kind: 'static',
        text: "Threshold — As long as seven or more cards are in your graveyard, Putrid Imp gets +1/+1 and can't block.",
        effect: {
          affects: { self: true },
          ops: [
            { kind: 'modifyPT', power: { kind: 'constant', n: 1 }, toughness: { kind: 'constant', n: 1 } },
            {
              kind: 'addAbilities',
              abilities: [{ kind: 'restriction', text: "can't block", restriction: { kind: 'cantBlock' } }],
            },
          ],
        },
        condition: {
          kind: 'valueAtLeast',
          value: { kind: 'count', of: { zone: 'graveyard', owner: 'you' } },
          n: 7,
        },
      },
    ],
  },
  {
    name: 'Loxodon Punisher, CR 301.5, 613.4c: "+2/+2 for each Equipment attached to it", attached to the object itself',
    card: card(
      'Loxodon Punisher',
      ['Creature'],
      'Loxodon Punisher gets +2/+2 for each Equipment attached to it.',
    ),
    abilities: [
      {
        kind: 'static',
        text: 'Loxodon Punisher gets +2/+2 for each Equipment attached to it.',
        effect: {
          affects: { self: true },
          ops: [
            {
              kind: 'modifyPT',
              power: {
                kind: 'times',
                n: 2,
                of: { kind: 'attachedToAffected', of: { subtypes: ['Equipment'] } },
              },
              toughness: {
                kind: 'times',
                n: 2,
                of: { kind: 'attachedToAffected', of: { subtypes: ['Equipment'] } },
              },
            },
          ],
        },
      },
    ],
  },
  {
    name: 'Akiri, Line-Slinger, CR 201.5 and 613.4c: a legend\'s full name, "+1/+0 for each artifact you control"',
    card: card(
      'Akiri, Line-Slinger',
      ['Creature'],
      'First strike, vigilance\nAkiri, Line-Slinger gets +1/+0 for each artifact you control.',
      ['Legendary'],
    ),
    abilities: [
      { kind: 'keyword', keyword: 'First strike', text: 'First strike' },
      { kind: 'keyword', keyword: 'Vigilance', text: 'vigilance' },
      {
        kind: 'static',
        text: 'Akiri, Line-Slinger gets +1/+0 for each artifact you control.',
        effect: {
          affects: { self: true },
          ops: [
            {
              kind: 'modifyPT',
              power: {
                kind: 'times',
                n: 1,
                of: { kind: 'count', of: { types: ['Artifact'], controller: 'you' } },
              },
              toughness: {
                kind: 'times',
                n: 0,
                of: { kind: 'count', of: { types: ['Artifact'], controller: 'you' } },
              },
            },
          ],
        },
      },
    ],
  },
  {
    name: 'Goblin Brigand, CR 508.1d: an attack requirement',
    card: card('Goblin Brigand', ['Creature'], 'Goblin Brigand attacks each combat if able.'),
    abilities: [
      {
        kind: 'restriction',
        text: 'Goblin Brigand attacks each combat if able.',
        restriction: { kind: 'attacksEachCombat' },
      },
    ],
  },
  {
    name: "Phantom Warrior and Goblin Raider, CR 509.1b: can't be blocked, can't block",
    card: card('Phantom Warrior', ['Creature'], "Phantom Warrior can't be blocked."),
    abilities: [
      {
        kind: 'restriction',
        text: "Phantom Warrior can't be blocked.",
        restriction: { kind: 'cantBeBlocked' },
      },
    ],
  },
  {
    name: 'Festering Goblin, CR 603.6c and 603.3d: a dies trigger with a target',
    card: card(
      'Festering Goblin',
      ['Creature'],
      'When Festering Goblin dies, target creature gets -1/-1 until end of turn.',
    ),
    abilities: [
      {
        kind: 'triggered',
        text: 'When Festering Goblin dies, target creature gets -1/-1 until end of turn.',
        trigger: { kind: 'dies' },
        targets: targetCreature,
        instructions: [
          {
            kind: 'createEffect',
            on: 'targets',
            effect: { affects: {}, ops: [{ kind: 'modifyPT', power: one(-1), toughness: one(-1) }] },
            duration: 'endOfTurn',
          },
        ],
      },
    ],
  },
  {
    name: "Man-o'-War, CR 400.7: return target creature to its owner's hand",
    card: card(
      "Man-o'-War",
      ['Creature'],
      "When Man-o'-War enters the battlefield, return target creature to its owner's hand.",
    ),
    abilities: [
      {
        kind: 'triggered',
        text: "When Man-o'-War enters the battlefield, return target creature to its owner's hand.",
        trigger: { kind: 'entersBattlefield' },
        targets: targetCreature,
        instructions: [{ kind: 'returnToHand', on: 'targets' }],
      },
    ],
  },
  {
    name: 'Phyrexian Rager, CR 119.3: "you draw a card and you lose 1 life" is two instructions',
    card: card(
      'Phyrexian Rager',
      ['Creature'],
      'When Phyrexian Rager enters the battlefield, you draw a card and you lose 1 life.',
    ),
    abilities: [
      {
        kind: 'triggered',
        text: 'When Phyrexian Rager enters the battlefield, you draw a card and you lose 1 life.',
        trigger: { kind: 'entersBattlefield' },
        instructions: [
          { kind: 'drawCards', amount: one(1) },
          { kind: 'loseLife', who: 'you', amount: one(1) },
        ],
      },
    ],
  },
  {
    name: 'Kabira Crossroads, CR 614.1d: a land that enters tapped, gains life as it enters, and taps for {W}',
    card: card(
      'Kabira Crossroads',
      ['Land'],
      'Kabira Crossroads enters the battlefield tapped.\nWhen Kabira Crossroads enters the battlefield, you gain 2 life.\n{T}: Add {W}.',
    ),
    abilities: [
      {
        kind: 'restriction',
        text: 'Kabira Crossroads enters the battlefield tapped.',
        restriction: { kind: 'entersTapped' },
      },
      {
        kind: 'triggered',
        text: 'When Kabira Crossroads enters the battlefield, you gain 2 life.',
        trigger: { kind: 'entersBattlefield' },
        instructions: [{ kind: 'gainLife', amount: one(2) }],
      },
      {
        kind: 'activated',
        text: '{T}: Add {W}.',
        cost: '{T}',
        targets: null,
        instructions: [{ kind: 'addMana', mana: '{W}' }],
      },
    ],
  },
  {
    name: 'Birds of Paradise, CR 106.1a, 608.2d: "Add one mana of any color" is a choice of the five colours',
    card: card('Birds of Paradise', ['Creature'], 'Flying\n{T}: Add one mana of any color.'),
    abilities: [
      { kind: 'keyword', keyword: 'Flying', text: 'Flying' },
      {
        kind: 'activated',
        text: '{T}: Add one mana of any color.',
        cost: '{T}',
        targets: null,
        instructions: [{ kind: 'addMana', mana: ['{W}', '{U}', '{B}', '{R}', '{G}'] }],
      },
    ],
  },
  {
    name: 'Karplusan Forest, CR 608.2d: "Add {R} or {G}", then it deals 1 damage to you',
    card: card(
      'Karplusan Forest',
      ['Land'],
      '{T}: Add {C}.\n{T}: Add {R} or {G}. Karplusan Forest deals 1 damage to you.',
    ),
    abilities: [
      {
        kind: 'activated',
        text: '{T}: Add {C}.',
        cost: '{T}',
        targets: null,
        instructions: [{ kind: 'addMana', mana: '{C}' }],
      },
      {
        kind: 'activated',
        text: '{T}: Add {R} or {G}. Karplusan Forest deals 1 damage to you.',
        cost: '{T}',
        targets: null,
        instructions: [
          { kind: 'addMana', mana: ['{R}', '{G}'] },
          { kind: 'dealDamage', to: 'you', amount: one(1) },
        ],
      },
    ],
  },
  {
    name: 'Gilded Lotus, CR 608.2d: "Add three mana of any one color", three of the one colour chosen',
    card: card('Gilded Lotus', ['Artifact'], '{T}: Add three mana of any one color.'),
    abilities: [
      {
        kind: 'activated',
        text: '{T}: Add three mana of any one color.',
        cost: '{T}',
        targets: null,
        instructions: [
          { kind: 'addMana', mana: ['{W}{W}{W}', '{U}{U}{U}', '{B}{B}{B}', '{R}{R}{R}', '{G}{G}{G}'] },
        ],
      },
    ],
  },
  {
    name: 'Jungle Shrine, CR 608.2d: "Add {R}, {G}, or {W}", three options',
    card: card('Jungle Shrine', ['Land'], '{T}: Add {R}, {G}, or {W}.'),
    abilities: [
      {
        kind: 'activated',
        text: '{T}: Add {R}, {G}, or {W}.',
        cost: '{T}',
        targets: null,
        instructions: [{ kind: 'addMana', mana: ['{R}', '{G}', '{W}'] }],
      },
    ],
  },
  {
    name: 'Amber Prison, CR 502.3: "You may choose not to untap Amber Prison during your untap step."',
    card: card(
      'Amber Prison',
      ['Artifact'],
      'You may choose not to untap Amber Prison during your untap step.',
    ),
    abilities: [
      {
        kind: 'restriction',
        text: 'You may choose not to untap Amber Prison during your untap step.',
        restriction: { kind: 'mayNotUntap' },
      },
    ],
  },
  {
    name: 'Sparkmage Apprentice: "it deals 1 damage to any target" from a trigger',
    card: card(
      'Sparkmage Apprentice',
      ['Creature'],
      'When Sparkmage Apprentice enters the battlefield, it deals 1 damage to any target.',
    ),
    abilities: [
      {
        kind: 'triggered',
        text: 'When Sparkmage Apprentice enters the battlefield, it deals 1 damage to any target.',
        trigger: { kind: 'entersBattlefield' },
        targets: { count: 1, filter: {}, anyTarget: true },
        instructions: [{ kind: 'dealDamage', to: 'targets', amount: one(1) }],
      },
    ],
  },
  {
    name: 'Steppe Lynx, CR 207.2c and 603.6a: Landfall, a trigger on a land entering under your control',
    card: card(
      'Steppe Lynx',
      ['Creature'],
      'Landfall — Whenever a land enters the battlefield under your control, Steppe Lynx gets +2/+2 until end of turn.',
    ),
    abilities: [
      {
        kind: 'triggered',
        text: 'Landfall — Whenever a land enters the battlefield under your control, Steppe Lynx gets +2/+2 until end of turn.',
        trigger: { kind: 'permanentEnters', filter: { types: ['Land'], controller: 'you' } },
        instructions: [
          {
            kind: 'createEffect',
            on: 'self',
            effect: {
              affects: { self: true },
              ops: [{ kind: 'modifyPT', power: one(2), toughness: one(2) }],
            },
            duration: 'endOfTurn',
          },
        ],
      },
    ],
  },
  {
    name: 'Zulaport Cutthroat, CR 700.4 and 603.10a: "[this] or another creature you control dies", each opponent loses 1 and you gain 1',
    card: card(
      'Zulaport Cutthroat',
      ['Creature'],
      'Whenever Zulaport Cutthroat or another creature you control dies, each opponent loses 1 life and you gain 1 life.',
    ),
    abilities: [
      {
        kind: 'triggered',
        text: 'Whenever Zulaport Cutthroat or another creature you control dies, each opponent loses 1 life and you gain 1 life.',
        trigger: {
          kind: 'permanentDies',
          filter: { types: ['Creature'], other: true, controller: 'you' },
          orSelf: true,
        },
        instructions: [
          { kind: 'loseLife', who: 'opponents', amount: one(1) },
          { kind: 'gainLife', amount: one(1) },
        ],
      },
    ],
  },
  {
    name: 'Blood Artist, CR 700.4 and 603.3d: "[this] or another creature dies", target player loses 1 and you gain 1',
    card: card(
      'Blood Artist',
      ['Creature'],
      'Whenever Blood Artist or another creature dies, target player loses 1 life and you gain 1 life.',
    ),
    abilities: [
      {
        kind: 'triggered',
        text: 'Whenever Blood Artist or another creature dies, target player loses 1 life and you gain 1 life.',
        trigger: { kind: 'permanentDies', filter: { types: ['Creature'], other: true }, orSelf: true },
        targets: { count: 1, filter: {}, players: true },
        instructions: [
          { kind: 'loseLife', who: 'targets', amount: one(1) },
          { kind: 'gainLife', amount: one(1) },
        ],
      },
    ],
  },
  {
    name: 'Moonlit Wake, CR 700.4: "Whenever a creature dies", any creature, yours or not',
    card: card('Moonlit Wake', ['Enchantment'], 'Whenever a creature dies, you gain 1 life.'),
    abilities: [
      {
        kind: 'triggered',
        text: 'Whenever a creature dies, you gain 1 life.',
        trigger: { kind: 'permanentDies', filter: { types: ['Creature'] } },
        instructions: [{ kind: 'gainLife', amount: one(1) }],
      },
    ],
  },
  {
    name: 'Unruly Mob, CR 700.4: "Whenever another creature you control dies", a +1/+1 counter on itself',
    card: card(
      'Unruly Mob',
      ['Creature'],
      'Whenever another creature you control dies, put a +1/+1 counter on Unruly Mob.',
    ),
    abilities: [
      {
        kind: 'triggered',
        text: 'Whenever another creature you control dies, put a +1/+1 counter on Unruly Mob.',
        trigger: { kind: 'permanentDies', filter: { types: ['Creature'], other: true, controller: 'you' } },
        instructions: [{ kind: 'addCounters', on: 'self', counter: '+1/+1', amount: one(1) }],
      },
    ],
  },
  {
    name: 'Malakir Cullblade, CR 700.4: "Whenever a creature an opponent controls dies"',
    card: card(
      'Malakir Cullblade',
      ['Creature'],
      'Whenever a creature an opponent controls dies, put a +1/+1 counter on Malakir Cullblade.',
    ),
    abilities: [
      {
        kind: 'triggered',
        text: 'Whenever a creature an opponent controls dies, put a +1/+1 counter on Malakir Cullblade.',
        trigger: { kind: 'permanentDies', filter: { types: ['Creature'], controller: 'opponents' } },
        instructions: [{ kind: 'addCounters', on: 'self', counter: '+1/+1', amount: one(1) }],
      },
    ],
  },
  {
    name: 'Vindictive Vampire, CR 700.4 and 120.3: "[this] deals 1 damage to each opponent and you gain 1 life" on another creature you control dying',
    card: card(
      'Vindictive Vampire',
      ['Creature'],
      'Whenever another creature you control dies, Vindictive Vampire deals 1 damage to each opponent and you gain 1 life.',
    ),
    abilities: [
      {
        kind: 'triggered',
        text: 'Whenever another creature you control dies, Vindictive Vampire deals 1 damage to each opponent and you gain 1 life.',
        trigger: { kind: 'permanentDies', filter: { types: ['Creature'], other: true, controller: 'you' } },
        instructions: [
          { kind: 'dealDamage', to: 'eachOpponent', amount: one(1) },
          { kind: 'gainLife', amount: one(1) },
        ],
      },
    ],
  },
  {
    name: 'Ajani\'s Pridemate, CR 119.9: "Whenever you gain life", a +1/+1 counter on itself',
    card: card(
      "Ajani's Pridemate",
      ['Creature'],
      "Whenever you gain life, put a +1/+1 counter on Ajani's Pridemate.",
    ),
    abilities: [
      {
        kind: 'triggered',
        text: "Whenever you gain life, put a +1/+1 counter on Ajani's Pridemate.",
        trigger: { kind: 'youGainLife' },
        instructions: [{ kind: 'addCounters', on: 'self', counter: '+1/+1', amount: one(1) }],
      },
    ],
  },
  {
    name: 'Epicure of Blood, CR 119.9: "Whenever you gain life, each opponent loses 1 life."',
    card: card('Epicure of Blood', ['Creature'], 'Whenever you gain life, each opponent loses 1 life.'),
    abilities: [
      {
        kind: 'triggered',
        text: 'Whenever you gain life, each opponent loses 1 life.',
        trigger: { kind: 'youGainLife' },
        instructions: [{ kind: 'loseLife', who: 'opponents', amount: one(1) }],
      },
    ],
  },
  {
    name: 'Drogskol Reaver, CR 119.9: "Whenever you gain life, draw a card." after its keywords',
    card: card(
      'Drogskol Reaver',
      ['Creature'],
      'Flying, double strike, lifelink\nWhenever you gain life, draw a card.',
    ),
    abilities: [
      { kind: 'keyword', keyword: 'Flying', text: 'Flying' },
      { kind: 'keyword', keyword: 'Double strike', text: 'double strike' },
      { kind: 'keyword', keyword: 'Lifelink', text: 'lifelink' },
      {
        kind: 'triggered',
        text: 'Whenever you gain life, draw a card.',
        trigger: { kind: 'youGainLife' },
        instructions: [{ kind: 'drawCards', amount: one(1) }],
      },
    ],
  },
  {
    name: 'Akrasan Squire, CR 702.83a: "Exalted" with its reminder text is the keyword',
    card: card(
      'Akrasan Squire',
      ['Creature'],
      'Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.)',
    ),
    abilities: [
      {
        kind: 'keyword',
        keyword: 'Exalted',
        text: 'Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.)',
      },
    ],
  },
  {
    name: 'Enraged Revolutionary, CR 702.105a: "Dethrone" with its reminder text is the keyword',
    card: card(
      'Enraged Revolutionary',
      ['Creature'],
      'Dethrone (Whenever this creature attacks the player with the most life or tied for most life, put a +1/+1 counter on it.)',
    ),
    abilities: [
      {
        kind: 'keyword',
        keyword: 'Dethrone',
        text: 'Dethrone (Whenever this creature attacks the player with the most life or tied for most life, put a +1/+1 counter on it.)',
      },
    ],
  },
  {
    name: 'Menagerie Liberator, CR 702.121a: "Melee" with its reminder text is the keyword',
    card: card(
      'Menagerie Liberator',
      ['Creature'],
      'Trample\nMelee (Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked this combat.)',
    ),
    abilities: [
      { kind: 'keyword', keyword: 'Trample', text: 'Trample' },
      {
        kind: 'keyword',
        keyword: 'Melee',
        text: 'Melee (Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked this combat.)',
      },
    ],
  },
  {
    name: 'Ishai, Ojutai Dragonspeaker, CR 702.124h: plain "Partner" is the keyword, which acts before the game begins (702.124a)',
    card: card(
      'Ishai, Ojutai Dragonspeaker',
      ['Creature'],
      'Flying\nPartner (You can have two commanders if both have partner.)',
    ),
    abilities: [
      { kind: 'keyword', keyword: 'Flying', text: 'Flying' },
      {
        kind: 'keyword',
        keyword: 'Partner',
        text: 'Partner (You can have two commanders if both have partner.)',
      },
    ],
  },
  {
    name: 'Blaring Recruiter, CR 702.124j: "Partner with [name]" stands for an enters trigger too, not modelled',
    card: card('Blaring Recruiter', ['Creature'], 'Partner with Blaring Captain'),
    abilities: [
      {
        kind: 'unsupported',
        text: 'Partner with Blaring Captain',
        reason: 'the keyword Partner (CR 702.124) is not modelled yet',
      },
    ],
  },
  {
    name: 'Adaptive Snapjaw, CR 702.100a: "Evolve" with its reminder text is the keyword',
    card: card(
      'Adaptive Snapjaw',
      ['Creature'],
      'Evolve (Whenever a creature enters the battlefield under your control, if that creature has greater power or toughness than this creature, put a +1/+1 counter on this creature.)',
    ),
    abilities: [
      {
        kind: 'keyword',
        keyword: 'Evolve',
        text: 'Evolve (Whenever a creature enters the battlefield under your control, if that creature has greater power or toughness than this creature, put a +1/+1 counter on this creature.)',
      },
    ],
  },
  {
    name: 'Gryff Rider, CR 702.149a: "Training" with its reminder text is the keyword',
    card: card(
      'Gryff Rider',
      ['Creature'],
      'Flying\nTraining (Whenever this creature attacks with another creature with greater power, put a +1/+1 counter on this creature.)',
    ),
    abilities: [
      { kind: 'keyword', keyword: 'Flying', text: 'Flying' },
      {
        kind: 'keyword',
        keyword: 'Training',
        text: 'Training (Whenever this creature attacks with another creature with greater power, put a +1/+1 counter on this creature.)',
      },
    ],
  },
  {
    name: 'Benalish Cavalry, CR 702.25a: "Flanking" with its reminder text is the keyword',
    card: card(
      'Benalish Cavalry',
      ['Creature'],
      'Flanking (Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1 until end of turn.)',
    ),
    abilities: [
      {
        kind: 'keyword',
        keyword: 'Flanking',
        text: 'Flanking (Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1 until end of turn.)',
      },
    ],
  },
  {
    name: 'Inner-Chamber Guard, CR 702.45a: "Bushido 2" is the keyword with its number',
    card: card(
      'Inner-Chamber Guard',
      ['Creature'],
      'Bushido 2 (Whenever this creature blocks or becomes blocked, it gets +2/+2 until end of turn.)',
    ),
    abilities: [
      {
        kind: 'keyword',
        keyword: 'Bushido',
        amount: 2,
        text: 'Bushido 2 (Whenever this creature blocks or becomes blocked, it gets +2/+2 until end of turn.)',
      },
    ],
  },
  {
    name: 'Craw Giant, CR 702.23a: "Trample" and "Rampage 2", the keyword with its number',
    card: card(
      'Craw Giant',
      ['Creature'],
      'Trample\nRampage 2 (Whenever this creature becomes blocked, it gets +2/+2 until end of turn for each creature blocking it beyond the first.)',
    ),
    abilities: [
      { kind: 'keyword', keyword: 'Trample', text: 'Trample' },
      {
        kind: 'keyword',
        keyword: 'Rampage',
        amount: 2,
        text: 'Rampage 2 (Whenever this creature becomes blocked, it gets +2/+2 until end of turn for each creature blocking it beyond the first.)',
      },
    ],
  },
  {
    name: 'Goblin Wardriver, CR 702.91a: "Battle cry" with its reminder text is the keyword',
    card: card(
      'Goblin Wardriver',
      ['Creature'],
      'Battle cry (Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn.)',
    ),
    abilities: [
      {
        kind: 'keyword',
        keyword: 'Battle cry',
        text: 'Battle cry (Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn.)',
      },
    ],
  },
];

describe('the Oracle compiler, card by card', () => {
  it.each(ROWS)('$name', ({ card: c, abilities }) => {
    expect(compileCard(c)).toEqual(abilities);
  });
});

/** A half-understood ability is unsupported, never partly applied (the rule). */
const UNSUPPORTED: readonly (readonly [string, CardData, string])[] = [
  [
    'Cascade (CR 702.85): casting cards from exile for free is not modelled, so it is reported with its rule',
    card('Bloodbraid Elf', ['Creature'], 'Cascade\nHaste'),
    'the keyword Cascade (CR 702.85) is not modelled yet',
  ],
  [
    'CR 702.45a: "Bushido" without its number is no ability, so it is reported with its rule',
    card('Bushido Test', ['Creature'], 'Bushido'),
    'the keyword Bushido (CR 702.45) is written with a number',
  ],
  [
    'Gray Merchant of Asphodel: "the life lost this way" is no value the compiler reads',
    card(
      'Gray Merchant of Asphodel',
      ['Creature'],
      'When Gray Merchant of Asphodel enters the battlefield, each opponent loses X life, where X is your devotion to black. You gain life equal to the life lost this way.',
    ),
    'the grammar reads "When Gray Merchant of Asphodel enters the battlefield, each opponent loses X life, where X is your devotion to black. You gain life equal to the" and stops at "life lost this" (character 145)',
  ],
  [
    'Wild Mongrel: its discard cost is read, but "becomes the color of your choice" is no effect the compiler reads',
    card(
      'Wild Mongrel',
      ['Creature'],
      'Discard a card: Wild Mongrel gets +1/+1 and becomes the color of your choice until end of turn.',
    ),
    'the grammar reads "Discard a card: Wild Mongrel gets +1/+1 and" and stops at "becomes the color" (character 44)',
  ],
];

describe('what the compiler does not read is unsupported, with the reason', () => {
  it.each(UNSUPPORTED)('%s', (_name, c, reason) => {
    const abilities = compileCard(c);
    const reasons = abilities.flatMap((a) => (a.kind === 'unsupported' ? [a.reason] : []));
    expect(reasons).toEqual([reason]);
  });
});
