import { describe, expect, it } from 'vitest';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * The compiler on coin flips (CR 705.2): "Flip a coin. If you win the flip, [sentence]. If you
 * lose the flip, [sentence]." reads as one `flipCoin` instruction with a branch for each
 * outcome, either of which may be empty. Real cards' Oracle text (MTGJSON).
 */

const SCORIA_WURM =
  "At the beginning of your upkeep, flip a coin. If you lose the flip, return Scoria Wurm to its owner's hand.";
const VOLATILE_RIG =
  'When Volatile Rig dies, flip a coin. If you lose the flip, it deals 4 damage to each creature and each player.';
const CHAOTIC_GOO_WORDS =
  'At the beginning of your upkeep, flip a coin. If you win the flip, put a +1/+1 counter on Chaotic Goo. If you lose the flip, remove a +1/+1 counter from Chaotic Goo.';

describe('the Oracle compiler on coin flips (CR 705.2)', () => {
  it('Scoria Wurm, CR 705.2: only a lost flip does something', () => {
    expect(compileCard(card('Scoria Wurm', ['Creature'], SCORIA_WURM))).toEqual<AbilityDef[]>([
      {
        kind: 'triggered',
        text: SCORIA_WURM,
        trigger: { kind: 'beginningOfUpkeep', whose: 'you' },
        instructions: [{ kind: 'flipCoin', ifWon: [], ifLost: [{ kind: 'returnToHand', on: 'self' }] }],
      },
    ]);
  });

  it('Volatile Rig, CR 705.2: "it" in the branch is the Rig', () => {
    expect(compileCard(card('Volatile Rig', ['Artifact', 'Creature'], VOLATILE_RIG))).toEqual<AbilityDef[]>([
      {
        kind: 'triggered',
        text: VOLATILE_RIG,
        trigger: { kind: 'dies' },
        instructions: [
          {
            kind: 'flipCoin',
            ifWon: [],
            ifLost: [{ kind: 'dealDamage', to: 'eachCreatureAndPlayer', amount: { kind: 'constant', n: 4 } }],
          },
        ],
      },
    ]);
  });

  const gooFlip = {
    kind: 'flipCoin',
    ifWon: [{ kind: 'addCounters', on: 'self', counter: '+1/+1', amount: { kind: 'constant', n: 1 } }],
    ifLost: [{ kind: 'removeCounters', on: 'self', counter: '+1/+1', amount: { kind: 'constant', n: 1 } }],
  };

  it('Chaotic Goo (without its "you may"), CR 705.2: a branch for each outcome', () => {
    const [ability] = compileCard(card('Chaotic Goo', ['Creature'], CHAOTIC_GOO_WORDS));
    expect(ability?.kind === 'triggered' && ability.instructions).toEqual([gooFlip]);
  });

  it('CR 705.2: the lost flip may come first, as Krark, the Thumbless prints it', () => {
    const lostFirst =
      'At the beginning of your upkeep, flip a coin. If you lose the flip, remove a +1/+1 counter from Chaotic Goo. If you win the flip, put a +1/+1 counter on Chaotic Goo.';
    const [ability] = compileCard(card('Chaotic Goo', ['Creature'], lostFirst));
    expect(ability?.kind === 'triggered' && ability.instructions).toEqual([gooFlip]);
  });

  it('CR 705.2: two "if you win the flip" sentences are no coin flip the grammar reads', () => {
    const [ability] = compileCard(
      card(
        'Test Flip',
        ['Creature'],
        '{T}: Flip a coin. If you win the flip, draw a card. If you win the flip, draw a card.',
      ),
    );
    expect(ability?.kind).toBe('unsupported');
  });
});
