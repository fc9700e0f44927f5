import { describe, expect, it } from 'vitest';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Planeswalkers' loyalty abilities (CR 606): a loyalty symbol, "[+N]", "[−N]", "[0]" or "[−X]"
 * (107.7), is the whole cost of an activated ability (606.2) whose effect is read as any other
 * activated ability's; an effect the grammar doesn't read leaves that ability unsupported, and
 * only that one. Each row is a real card's Oracle text (MTGJSON).
 */

const planeswalker = (name: string, text: string): readonly AbilityDef[] =>
  compileCard(card(name, ['Planeswalker'], text, ['Legendary']));

const costs = (abilities: readonly AbilityDef[]): readonly (string | null)[] =>
  abilities.map((a) => (a.kind === 'activated' ? a.cost : null));

const GARRUK = [
  '[+1]: Untap two target lands.',
  '[\u22121]: Create a 3/3 green Beast creature token.',
  '[\u22124]: Creatures you control get +3/+3 and gain trample until end of turn.',
].join('\n');

const CHANDRA_NALAAR = [
  '[+1]: Chandra Nalaar deals 1 damage to target player or planeswalker.',
  '[\u2212X]: Chandra Nalaar deals X damage to target creature.',
  "[\u22128]: Chandra Nalaar deals 10 damage to target player or planeswalker and each creature that player or that planeswalker's controller controls.",
].join('\n');

const AJANI_STEADFAST = [
  '[+1]: Until end of turn, up to one target creature gets +1/+1 and gains first strike, vigilance, and lifelink.',
  '[\u22122]: Put a +1/+1 counter on each creature you control and a loyalty counter on each other planeswalker you control.',
  '[\u22127]: You get an emblem with "If a source would deal damage to you or a planeswalker you control, prevent all but 1 of that damage."',
].join('\n');

describe('loyalty abilities compile (CR 606.2, 107.7)', () => {
  it('Garruk Wildspeaker, "[−1]: Create a 3/3 green Beast creature token.": a loyalty symbol as the cost', () => {
    const [, beast, overrun] = planeswalker('Garruk Wildspeaker', GARRUK);
    expect(beast).toMatchObject({
      kind: 'activated',
      text: '[\u22121]: Create a 3/3 green Beast creature token.',
      cost: '[\u22121]',
      targets: null,
      instructions: [
        { kind: 'createTokens', token: { subtypes: ['Beast'], power: 3, toughness: 3 }, amount: { n: 1 } },
      ],
    });
    expect(overrun).toMatchObject({
      kind: 'activated',
      cost: '[\u22124]',
      instructions: [{ kind: 'createEffect', on: 'filter', duration: 'endOfTurn' }],
    });
    expect(beast).not.toHaveProperty('extraCosts');
  });

  it('Chandra Nalaar, "[−X]: Chandra Nalaar deals X damage to target creature.": X announced with the cost (107.3)', () => {
    const [ping, x] = planeswalker('Chandra Nalaar', CHANDRA_NALAAR);
    expect(costs(planeswalker('Chandra Nalaar', CHANDRA_NALAAR))).toEqual(['[+1]', '[\u2212X]', null]);
    expect(ping).toMatchObject({ kind: 'activated', instructions: [{ kind: 'dealDamage' }] });
    expect(x).toMatchObject({
      kind: 'activated',
      cost: '[\u2212X]',
      targets: { count: 1, filter: { types: ['Creature'] } },
      instructions: [{ kind: 'dealDamage', amount: { kind: 'x' } }],
    });
  });

  it('Domri, City Smasher, "[+2]: ...", and Chandra, Torch of Defiance, "[+1]: Add {R}{R}."', () => {
    const domri = planeswalker(
      'Domri, City Smasher',
      '[+2]: Creatures you control get +1/+1 and gain haste until end of turn.',
    );
    expect(costs(domri)).toEqual(['[+2]']);
    // CR 605.1a: an ability with a loyalty cost is no mana ability, though it adds mana.
    const [mana] = planeswalker('Chandra, Torch of Defiance', '[+1]: Add {R}{R}.');
    expect(mana).toEqual({
      kind: 'activated',
      text: '[+1]: Add {R}{R}.',
      cost: '[+1]',
      targets: null,
      instructions: [{ kind: 'addMana', mana: '{R}{R}' }],
    });
  });

  it('Garruk Relentless, "[0]: Create a 2/2 green Wolf creature token.": a zero cost (107.7)', () => {
    const [wolf] = planeswalker('Garruk Relentless', '[0]: Create a 2/2 green Wolf creature token.');
    expect(wolf).toMatchObject({ kind: 'activated', cost: '[0]' });
  });

  it('Ajani Steadfast: "[+1]: Until end of turn, up to one target creature gets ..." is read (CR 601.2c); effects the grammar does not read stay unsupported, with a reason', () => {
    const abilities = planeswalker('Ajani Steadfast', AJANI_STEADFAST);
    expect(abilities.map((a) => a.kind)).toEqual(['activated', 'unsupported', 'unsupported']);
    expect(abilities[1]).toMatchObject({ reason: expect.stringContaining('stops at "loyalty counter on"') });
  });

  it('"{T}, [+1]: ..." is no cost: a loyalty symbol is a whole cost, not a part of one (606.2)', () => {
    const [mixed] = planeswalker('Test', '{T}, [+1]: Draw a card.');
    expect(mixed?.kind).toBe('unsupported');
  });
});
