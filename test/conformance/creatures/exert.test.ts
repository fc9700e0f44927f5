import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Exert (CR 701.43): "You may exert [this creature] as it attacks" is an optional cost to attack
 * (701.43d, 508.1g), named with the attackers; an exerted creature doesn't untap during its
 * controller's next untap step (701.43a), and the "When you do" printed with it is a linked
 * reflexive triggered ability (603.12, 607.2h). Each row plays a real card (Oracle text, MTGJSON).
 */

const library = [
  { card: 'Island', zone: 'library' },
  { card: 'Island', zone: 'library' },
  { card: 'Island', zone: 'library', owner: 'B' },
  { card: 'Island', zone: 'library', owner: 'B' },
];
const board = (...objects: readonly object[]) => ({
  turn: { number: 3, active: 'A', step: 'declareAttackers' },
  players: [{ id: 'A' }, { id: 'B' }],
  objects: [...objects, ...library],
});
const brawler = { id: 'brawler', card: 'Hooded Brawler' };
const bear = { id: 'bear', card: 'Grizzly Bears' };
const declare = (exert: readonly string[], ...ids: string[]): Action => ({
  kind: 'declareAttackers',
  attackers: attack(...ids),
  exert,
});
const upkeep: Action = { kind: 'advance', to: 'upkeep' };
const mainPhase = (...objects: readonly object[]) => ({
  ...board(...objects),
  turn: { number: 3, active: 'A', step: 'main1' },
});
const steward = { id: 'steward', card: 'Steward of Solidarity' };
const activateSteward: Action = { kind: 'activate', object: 'steward', ability: 0 };

const ROWS: readonly PlayRow[] = [
  {
    name: 'Hooded Brawler ("When you do, it gets +2/+2 until end of turn"): exerted as it attacks, it is 5/4 (701.43d, 603.12)',
    board: board(brawler),
    actions: [declare(['brawler'], 'brawler')],
    objects: { brawler: { pt: '5/4', tapped: true, attacking: 'B' } },
    events: ['exerted brawler 701.43a', 'triggered brawler reflexive 603.12'],
  },
  {
    name: 'CR 508.1g: Hooded Brawler attacking without being exerted stays 3/2, and nothing triggers',
    board: board(brawler),
    actions: [declare([], 'brawler')],
    objects: { brawler: { pt: '3/2', attacking: 'B' } },
    without: ['exerted brawler 701.43a', 'triggered brawler reflexive 603.12'],
  },
  {
    name: "CR 701.43a: the exerted Hooded Brawler doesn't untap during A's next untap step",
    board: board(brawler),
    actions: [declare(['brawler'], 'brawler'), upkeep, upkeep],
    turn: { number: 5, active: 'A', step: 'upkeep' },
    objects: { brawler: { tapped: true } },
  },
  {
    name: 'CR 701.43a, 611.2a: it untaps in the untap step after that one',
    board: board(brawler),
    actions: [declare(['brawler'], 'brawler'), upkeep, upkeep, upkeep, upkeep],
    turn: { number: 7, active: 'A', step: 'upkeep' },
    objects: { brawler: { tapped: false } },
  },
  {
    name: "CR 508.1f: a Hooded Brawler not exerted untaps in A's next untap step",
    board: board(brawler),
    actions: [declare([], 'brawler'), upkeep, upkeep],
    turn: { number: 5, active: 'A', step: 'upkeep' },
    objects: { brawler: { tapped: false } },
  },
  {
    name: 'Trueheart Twins ("You may exert Trueheart Twins as it attacks.", no "When you do"): exerted, it stays tapped in the next untap step',
    board: board({ id: 'twins', card: 'Trueheart Twins' }),
    actions: [declare(['twins'], 'twins'), upkeep, upkeep],
    objects: { twins: { tapped: true } },
    events: ['exerted twins 701.43a'],
    without: ['triggered twins reflexive 603.12'],
  },
  {
    name: 'Trueheart Twins ("Whenever you exert a creature, creatures you control get +1/+0"): exerting itself triggers it, 5/4 (701.43a)',
    board: board({ id: 'twins', card: 'Trueheart Twins' }),
    actions: [declare(['twins'], 'twins')],
    objects: { twins: { pt: '5/4' } },
    events: ['exerted twins 701.43a', 'triggered twins youExert 701.43a'],
  },
  {
    name: 'Trueheart Twins staying home: exerting Hooded Brawler triggers both, the Brawler 6/4 and the Twins 5/4 (603.2, 603.12)',
    board: board(brawler, { id: 'twins', card: 'Trueheart Twins' }),
    actions: [declare(['brawler'], 'brawler')],
    objects: { brawler: { pt: '6/4' }, twins: { pt: '5/4', tapped: false } },
    events: ['triggered brawler reflexive 603.12', 'triggered twins youExert 701.43a'],
  },
  {
    name: 'Trueheart Twins: attacking without exerting anything, it stays 4/4',
    board: board(brawler, { id: 'twins', card: 'Trueheart Twins' }),
    actions: [declare([], 'brawler', 'twins')],
    objects: { brawler: { pt: '3/2' }, twins: { pt: '4/4' } },
    without: ['triggered twins youExert 701.43a'],
  },
  {
    name: 'Trueheart Twins: an opponent\'s creature exerted is not "you" exerting one (603.2)',
    board: board(brawler, { id: 'twins', card: 'Trueheart Twins', controller: 'B' }),
    actions: [declare(['brawler'], 'brawler')],
    objects: { twins: { pt: '4/4' } },
    without: ['triggered twins youExert 701.43a'],
  },
  {
    name: 'Glorybringer: exerted, its "When you do" deals 4 damage to target non-Dragon creature an opponent controls',
    board: board(
      { id: 'glory', card: 'Glorybringer' },
      { ...bear, controller: 'B' },
      { id: 'other', card: 'Grizzly Bears', controller: 'B' },
    ),
    actions: [
      declare(['glory'], 'glory'),
      { kind: 'orderTriggers', order: [{ trigger: 'a9', targets: ['bear'] }] },
    ],
    objects: { bear: { zone: 'graveyard' }, other: { zone: 'battlefield' } },
    events: ['triggered glory reflexive 603.12', 'damageDealt glory>bear 4 marked 120.3e'],
  },
  {
    name: 'Steward of Solidarity ("{T}, Exert Steward of Solidarity: Create a 1/1 white Warrior creature token with vigilance"): exert as a cost (701.43a)',
    board: mainPhase(steward),
    actions: [activateSteward],
    objects: { steward: { tapped: true } },
    events: ['exerted steward 701.43a', 'putOnStack steward:0 602.2a'],
  },
  {
    name: "CR 701.43a: exerted for its cost, Steward of Solidarity stays tapped through A's next untap step",
    board: mainPhase(steward),
    actions: [activateSteward, upkeep, upkeep],
    turn: { number: 5, active: 'A', step: 'upkeep' },
    objects: { steward: { tapped: true } },
  },
  {
    name: 'Trueheart Twins: exerting Steward of Solidarity for its cost is exerting a creature too (701.43a)',
    board: mainPhase(steward, { id: 'twins', card: 'Trueheart Twins' }),
    actions: [activateSteward],
    objects: { twins: { pt: '5/4' } },
    events: ['triggered twins youExert 701.43a'],
  },
  {
    name: 'CR 701.43d: a creature that is not attacking is not exerted as it attacks',
    board: board(brawler, bear),
    actions: [declare(['brawler'], 'bear')],
    refused: '701.43d',
  },
  {
    name: 'CR 701.43d: Grizzly Bears, with no exert ability, is not exerted',
    board: board(bear),
    actions: [declare(['bear'], 'bear')],
    refused: '701.43d',
  },
];

describe('Exert as it attacks (CR 701.43, 508.1g, 603.12)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
