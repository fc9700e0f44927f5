import { describe, expect, it } from 'vitest';
import type { AbilityDef, CostOption, CostPart, Filter } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * The compiler on mandatory additional costs written in a spell's text (CR 118.8, 601.2b): "As
 * an additional cost to cast this spell, [cost]." Each way the text offers is an option of its
 * own; a way is objects the caster chooses (601.2h), life (119.4) or mana added to the total
 * cost (601.2f). Texts exactly as the card data prints them (MTGJSON, April 2022).
 */

const AS = 'As an additional cost to cast this spell, ';
const chosen = (
  verb: Extract<CostPart, { kind: 'chosen' }>['verb'],
  filter: Filter,
  amount = 1,
): CostOption => ({
  cost: '',
  extraCosts: [{ kind: 'chosen', verb, amount, filter }],
});
const additional = (cost: string, ...options: CostOption[]): AbilityDef => ({
  kind: 'additionalCost',
  text: `${AS}${cost}`,
  options,
});
const first = (name: string, types: readonly CardType[], cost: string): AbilityDef | undefined =>
  compileCard(card(name, types, `${AS}${cost}\nDraw a card.`))[0];

const ROWS: readonly (readonly [string, readonly CardType[], string, AbilityDef])[] = [
  [
    "Altar's Reap",
    ['Instant'],
    'sacrifice a creature.',
    additional('sacrifice a creature.', chosen('sacrifice', { types: ['Creature'] })),
  ],
  [
    'Deadly Dispute',
    ['Instant'],
    'sacrifice an artifact or creature.',
    additional(
      'sacrifice an artifact or creature.',
      chosen('sacrifice', { anyTypes: ['Artifact', 'Creature'] }),
    ),
  ],
  [
    'Goblin Grenade',
    ['Sorcery'],
    'sacrifice a Goblin.',
    additional('sacrifice a Goblin.', chosen('sacrifice', { subtypes: ['Goblin'] })),
  ],
  ['Tormenting Voice', ['Sorcery'], 'discard a card.', additional('discard a card.', chosen('discard', {}))],
  [
    'Cathartic Reunion',
    ['Sorcery'],
    'discard two cards.',
    additional('discard two cards.', chosen('discard', {}, 2)),
  ],
  [
    'Magmatic Insight',
    ['Sorcery'],
    'discard a land card.',
    additional('discard a land card.', chosen('discard', { types: ['Land'] })),
  ],
  [
    'Withering Boon',
    ['Instant'],
    'pay 3 life.',
    additional('pay 3 life.', { cost: '', extraCosts: [{ kind: 'payLife', amount: 3 }] }),
  ],
  [
    'Skaab Goliath',
    ['Creature'],
    'exile two creature cards from your graveyard.',
    additional('exile two creature cards from your graveyard.', chosen('exile', { types: ['Creature'] }, 2)),
  ],
  [
    'Shared Discovery',
    ['Sorcery'],
    'tap four untapped creatures you control.',
    additional('tap four untapped creatures you control.', chosen('tap', { types: ['Creature'] }, 4)),
  ],
  [
    'Deprive',
    ['Instant'],
    "return a land you control to its owner's hand.",
    additional("return a land you control to its owner's hand.", chosen('returnToHand', { types: ['Land'] })),
  ],
  [
    'Eaten Alive',
    ['Sorcery'],
    'sacrifice a creature or pay {3}{B}.',
    additional('sacrifice a creature or pay {3}{B}.', chosen('sacrifice', { types: ['Creature'] }), {
      cost: '{3}{B}',
    }),
  ],
  [
    'Bone Shards',
    ['Sorcery'],
    'sacrifice a creature or discard a card.',
    additional(
      'sacrifice a creature or discard a card.',
      chosen('sacrifice', { types: ['Creature'] }),
      chosen('discard', {}),
    ),
  ],
  [
    'Final Payment',
    ['Instant'],
    'pay 5 life or sacrifice a creature or enchantment.',
    additional(
      'pay 5 life or sacrifice a creature or enchantment.',
      { cost: '', extraCosts: [{ kind: 'payLife', amount: 5 }] },
      chosen('sacrifice', { anyTypes: ['Creature', 'Enchantment'] }),
    ),
  ],
  [
    'Dusk Mangler',
    ['Creature'],
    'sacrifice a creature, discard a card, or pay 4 life.',
    additional(
      'sacrifice a creature, discard a card, or pay 4 life.',
      chosen('sacrifice', { types: ['Creature'] }),
      chosen('discard', {}),
      { cost: '', extraCosts: [{ kind: 'payLife', amount: 4 }] },
    ),
  ],
  [
    'Flamekin Bladewhirl',
    ['Creature'],
    'reveal an Elemental card from your hand or pay {3}.',
    additional(
      'reveal an Elemental card from your hand or pay {3}.',
      chosen('reveal', { subtypes: ['Elemental'] }),
      {
        cost: '{3}',
      },
    ),
  ],
];

describe('CR 118.8, 601.2b: "As an additional cost to cast this spell, ..."', () => {
  it.each(ROWS)('%s: "%s"', (name, types, cost, want) => {
    expect(first(name, types, cost)).toEqual(want);
  });
});

/** Templates the engine can't pay stay unsupported, each for a reason the report names. */
const UNSUPPORTED: readonly (readonly [string, string])[] = [
  [
    'Firestorm: "discard X cards": X is announced for the cost (601.2b), which costs here do not read',
    'discard X cards.',
  ],
  ['Toxic Deluge: "pay X life"', 'pay X life.'],
  ['Eliminate the Competition: "sacrifice X creatures"', 'sacrifice X creatures.'],
  [
    'Dragonlord\'s Prerogative: "you may reveal a Dragon card from your hand": an optional cost (118.8b) with a linked effect',
    'you may reveal a Dragon card from your hand.',
  ],
  [
    'Kaervek\'s Spite: "sacrifice all permanents you control and discard your hand"',
    'sacrifice all permanents you control and discard your hand.',
  ],
];

describe('additional costs the engine cannot pay stay unsupported', () => {
  it.each(UNSUPPORTED)('%s', (_name, cost) => {
    expect(first('Test Spell', ['Sorcery'], cost)?.kind).toBe('unsupported');
  });
});

describe('CR 601.2h: "Sacrifice an artifact or creature" in an activation cost, as in a spell\'s', () => {
  it('Defiant Salvager: "Sacrifice an artifact or creature: Put a +1/+1 counter on Defiant Salvager."', () => {
    const text =
      'Sacrifice an artifact or creature: Put a +1/+1 counter on Defiant Salvager. Activate only as a sorcery.';
    const [ability] = compileCard(card('Defiant Salvager', ['Creature'], text));
    expect(ability?.kind === 'activated' ? ability.extraCosts : ability).toEqual([
      { kind: 'chosen', verb: 'sacrifice', amount: 1, filter: { anyTypes: ['Artifact', 'Creature'] } },
    ]);
  });
});
