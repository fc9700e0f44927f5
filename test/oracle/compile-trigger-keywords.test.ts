import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/** Keywords compiled as the triggered ability they stand for, each a real card's Oracle text (MTGJSON). */

describe('renown compiles', () => {
  const renown =
    "Renown 2 (When this creature deals combat damage to a player, if it isn't renowned, put two +1/+1 counters on it and it becomes renowned.)";
  it('Citadel Castellan, CR 702.112a: "Renown 2" is a combat damage trigger with an intervening "if it isn\'t renowned"', () => {
    const text = `Vigilance (Attacking doesn't cause this creature to tap.)\n${renown}`;
    expect(compileCard(card('Citadel Castellan', ['Creature'], text))).toEqual([
      {
        kind: 'keyword',
        keyword: 'Vigilance',
        text: "Vigilance (Attacking doesn't cause this creature to tap.)",
      },
      {
        kind: 'triggered',
        text: renown,
        trigger: { kind: 'dealsCombatDamageToPlayer' },
        condition: { kind: 'sourceIs', state: 'renowned', not: true },
        instructions: [{ kind: 'renown', amount: { kind: 'constant', n: 2 } }],
      },
    ]);
  });
});

describe('afflict and extort compile', () => {
  it('Eternal of Harsh Truths, CR 702.130a: "Afflict 2" is a becomes-blocked trigger costing the defending player 2 life', () => {
    const text = 'Afflict 2 (Whenever this creature becomes blocked, defending player loses 2 life.)';
    expect(compileCard(card('Eternal of Harsh Truths', ['Creature'], text))).toEqual([
      {
        kind: 'triggered',
        text,
        trigger: { kind: 'becomesBlocked' },
        instructions: [{ kind: 'loseLife', who: 'defendingPlayer', amount: { kind: 'constant', n: 2 } }],
      },
    ]);
  });

  it('Basilica Guards, CR 702.101a: "Extort" is a cast trigger with an optional {W/B} payment', () => {
    const text =
      'Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain that much life.)';
    expect(compileCard(card('Basilica Guards', ['Creature'], text))).toEqual([
      {
        kind: 'triggered',
        text,
        trigger: { kind: 'spellCast', caster: 'you', spell: [{ zone: 'stack' }] },
        instructions: [
          {
            kind: 'optional',
            pay: '{W/B}',
            ifDone: [
              { kind: 'loseLife', who: 'opponents', amount: { kind: 'constant', n: 1 }, youGainTotal: true },
            ],
            otherwise: [],
          },
        ],
      },
    ]);
  });
});

describe('mentor compiles', () => {
  it('Blade Instructor, CR 702.134a: "Mentor" is an attack trigger targeting an attacking creature with lesser power', () => {
    const text =
      'Mentor (Whenever this creature attacks, put a +1/+1 counter on target attacking creature with lesser power.)';
    expect(compileCard(card('Blade Instructor', ['Creature'], text))).toEqual([
      {
        kind: 'triggered',
        text,
        trigger: { kind: 'attacks' },
        targets: {
          count: 1,
          filter: { types: ['Creature'] },
          combat: 'attacking',
          ptBound: { of: 'power', side: 'atMost', n: -1, plus: { kind: 'powerOfSource' } },
        },
        instructions: [
          { kind: 'addCounters', on: 'targets', counter: '+1/+1', amount: { kind: 'constant', n: 1 } },
        ],
      },
    ]);
  });
});

describe('annihilator compiles', () => {
  it('Artisan of Kozilek, CR 702.86a: "Annihilator 2" is an attack trigger: the defending player sacrifices two permanents', () => {
    const text =
      'Annihilator 2 (Whenever this creature attacks, defending player sacrifices two permanents.)';
    expect(compileCard(card('Artisan of Kozilek', ['Creature'], text))).toEqual([
      {
        kind: 'triggered',
        text,
        trigger: { kind: 'attacks' },
        instructions: [
          {
            kind: 'chosenPermanents',
            verb: 'sacrifice',
            who: 'defendingPlayer',
            amount: { kind: 'constant', n: 2 },
            filter: {},
          },
        ],
      },
    ]);
  });
});

describe('exploit compiles', () => {
  it('Sidisi\'s Faithful, CR 702.110a-b: "Exploit" is an enters trigger with an optional sacrifice; "When [this] exploits a creature" is its own trigger', () => {
    const exploit = 'Exploit (When this creature enters the battlefield, you may sacrifice a creature.)';
    const exploits =
      "When Sidisi's Faithful exploits a creature, return target creature to its owner's hand.";
    expect(compileCard(card("Sidisi's Faithful", ['Creature'], `${exploit}\n${exploits}`))).toEqual([
      {
        kind: 'triggered',
        text: exploit,
        trigger: { kind: 'entersBattlefield' },
        instructions: [
          {
            kind: 'optional',
            ifDone: [
              {
                kind: 'chosenPermanents',
                verb: 'sacrifice',
                who: 'you',
                amount: { kind: 'constant', n: 1 },
                filter: { types: ['Creature'] },
                exploit: true,
              },
            ],
            otherwise: [],
          },
        ],
      },
      {
        kind: 'triggered',
        text: exploits,
        trigger: { kind: 'exploits' },
        targets: { count: 1, filter: { types: ['Creature'] } },
        instructions: [{ kind: 'returnToHand', on: 'targets' }],
      },
    ]);
  });
});
