import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "has base power N": an effect setting the power alone in layer 7b (CR 613.4b), the toughness
 * left as it is; changes in 7c (counters, "gets") apply after it. Real cards compiled from their
 * Oracle text: Island of Wak-Wak ("{T}: Target creature with flying has base power 0 until end
 * of turn."), Crater Elemental ("Formidable — {2}{R}: Crater Elemental has base power 8 until
 * end of turn. Activate only if creatures you control have total power 8 or greater.") and
 * Withercrown ("Enchanted creature has base power 0 and has …").
 */

const main = { number: 3, active: 'A', step: 'main1' };
const angel = { id: 'angel', card: 'Serra Angel', controller: 'B' };
const island = { id: 'island', card: 'Island of Wak-Wak' };
const board = (mana: string, ...objects: object[]) => ({
  turn: main,
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects,
});
const activate = (object: string, ability: number, targets?: readonly string[]): Action => ({
  kind: 'activate',
  object,
  ability,
  ...(targets ? { targets } : {}),
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'Island of Wak-Wak, CR 613.4b: Serra Angel (4/4) has base power 0: a 0/4',
    board: board('', island, angel),
    actions: [activate('island', 0, ['angel'])],
    objects: { angel: { pt: '0/4' } },
  },
  {
    name: 'Island of Wak-Wak, CR 613.4c: a +1/+1 counter applies after the base power: a 1/5',
    board: board('', island, { ...angel, counters: { '+1/+1': 1 } }),
    actions: [activate('island', 0, ['angel'])],
    objects: { angel: { pt: '1/5' } },
  },
  {
    name: 'Island of Wak-Wak, CR 514.2: the cleanup step ends it: a 4/4 again',
    board: board('', island, angel),
    actions: [activate('island', 0, ['angel']), { kind: 'advance', to: 'cleanup' }],
    objects: { angel: { pt: '4/4' } },
  },
  {
    name: 'Crater Elemental, CR 613.4b, 602.5b: with total power 8 (Dreadmaw 6, Bears 2), a 0/6 has base power 8: an 8/6',
    board: board(
      '{R}{R}{R}',
      { id: 'crater', card: 'Crater Elemental' },
      { id: 'maw', card: 'Colossal Dreadmaw' },
      { id: 'bear', card: 'Grizzly Bears' },
    ),
    actions: [activate('crater', 1)],
    objects: { crater: { pt: '8/6' } },
  },
  {
    name: 'Withercrown, CR 613.4b: cast on Grizzly Bears (2/2): a 0/2',
    board: board(
      '{B}{B}',
      { id: 'bear', card: 'Grizzly Bears' },
      { id: 'aura', card: 'Withercrown', zone: 'hand' },
    ),
    actions: [{ kind: 'cast', object: 'aura', targets: ['bear'] }],
    objects: { bear: { pt: '0/2' } },
  },
];

describe('base power set alone (CR 613.4b)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
