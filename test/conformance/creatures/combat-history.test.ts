import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, attackAndBlock, block, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * What a creature did in combat, as abilities ask it, on real cards compiled from their Oracle
 * text: "At end of combat" triggers as the end of combat step begins (511.2), and "if [this]
 * attacked or blocked this combat" holds for an attacking or blocking creature, which stays so
 * until that step ends (506.4, 511.3), both as it triggers and as it resolves (603.4).
 */

const toEndOfCombat: Action = { kind: 'advance', to: 'endCombat' };
const avian = (controller: string) => ({
  id: 'avian',
  card: 'Clockwork Avian',
  controller,
  counters: { '+1/+0': 4 },
});
const combat = (objects: readonly object[]) => ({
  turn: { number: 3, active: 'A', step: 'declareAttackers' },
  objects,
});
const AVIAN_TRIGGERED = 'triggered avian endOfCombat 511.2';

const ROWS: readonly PlayRow[] = [
  {
    name: 'Clockwork Avian, "At end of combat, if Clockwork Avian attacked or blocked this combat, remove a +1/+0 counter from it.": it attacked, 4/4 -> 3/4',
    board: combat([avian('A')]),
    actions: [{ kind: 'declareAttackers', attackers: attack('avian') }, toEndOfCombat],
    objects: { avian: { counters: { '+1/+0': 3 }, pt: '3/4' } },
    players: { B: { life: 16 } },
    events: [AVIAN_TRIGGERED, 'countersChanged avian +1/+0 -1 122.1'],
  },
  {
    name: 'Clockwork Avian, CR 506.4, 511.2: it blocked a Grizzly Bears, 4/4 -> 3/4 at end of combat',
    board: combat([avian('B'), { id: 'bear', card: 'Grizzly Bears' }]),
    actions: [...attackAndBlock(attack('bear'), [block('avian', 'bear')]), toEndOfCombat],
    objects: { avian: { counters: { '+1/+0': 3 }, pt: '3/4', damage: 2 }, bear: { zone: 'graveyard' } },
    events: [AVIAN_TRIGGERED],
  },
  {
    name: 'Clockwork Avian, CR 603.4: it stayed home while a Grizzly Bears attacked: no trigger, still 4/4',
    board: combat([avian('A'), { id: 'bear', card: 'Grizzly Bears' }]),
    actions: [{ kind: 'declareAttackers', attackers: attack('bear') }, toEndOfCombat],
    objects: { avian: { counters: { '+1/+0': 4 }, pt: '4/4' } },
    without: [AVIAN_TRIGGERED],
  },
];

describe('combat history: "at end of combat", "if [this] attacked or blocked this combat" (CR 511.2, 506.4)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
