import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { apply } from '../../../src/engine/apply.js';
import { checkPlay, type PlayRow, pool, stateOf } from '../../support/play.js';

/**
 * Modal abilities (CR 700.2): the modes are chosen as the ability is put on the stack (700.2a-b,
 * 603.3c), so a modal triggered ability waits for its controller to put it there with
 * `orderTriggers`, which names them as `modes`, indexes into the printed list, with each chosen
 * mode's targets in printed order (700.2c); a spell's `resolve` names them the same way. Real
 * cards, compiled from their Oracle text.
 */

/**
 * Aven Surveyor: "When Aven Surveyor enters the battlefield, choose one — • Put a +1/+1 counter
 * on Aven Surveyor. • Return target creature to its owner's hand." (ability 1, after Flying)
 */
const surveyor = {
  objects: [
    { id: 'surveyor', card: 'Aven Surveyor', zone: 'hand', owner: 'A' },
    { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
  ],
};
const enter: Action = { kind: 'putOntoBattlefield', object: 'surveyor' };
/** CR 603.3c: A puts the waiting modal trigger on the stack with its modes and their targets. */
const choose = (modes: number[] | undefined, targets: string[] = []): Action => ({
  kind: 'orderTriggers',
  order: [
    {
      trigger: 'surveyor',
      ...(modes === undefined ? {} : { modes }),
      ...(targets.length === 0 ? {} : { targets }),
    },
  ],
});

/**
 * Applied Biomancy: "Choose one or both — • Target creature gets +1/+1 until end of turn.
 * • Return target creature to its owner's hand."
 */
const biomancy = (modes: number[], targets: string[]): Action => ({
  kind: 'resolve',
  source: 'Applied Biomancy',
  controller: 'A',
  modes,
  targets,
});
/**
 * Retreat to Valakut: "Landfall — Whenever a land enters the battlefield under your control,
 * choose one — • Target creature gets +2/+0 until end of turn. • Target creature can't block this
 * turn." Both modes need a creature to target.
 */
const retreat = (...more: object[]) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  objects: [
    { id: 'retreat', card: 'Retreat to Valakut' },
    { id: 'mountain', card: 'Mountain', zone: 'hand' },
    ...more,
  ],
});
const landfall: Action = { kind: 'putOntoBattlefield', object: 'mountain' };

const twoBears = {
  objects: [
    { id: 'mine', card: 'Grizzly Bears', controller: 'A' },
    { id: 'theirs', card: 'Grizzly Bears', controller: 'B' },
  ],
};

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 603.3c: Aven Surveyor enters and its modal ability waits for its mode before it is put on the stack',
    board: surveyor,
    actions: [enter],
    objects: { surveyor: { zone: 'battlefield' } },
    events: ['triggered surveyor entersBattlefield 603.6a'],
    toAct: 'orderTriggers A',
    stack: [],
  },
  {
    name: 'CR 700.2b: Aven Surveyor, mode 0: a +1/+1 counter on it',
    board: surveyor,
    actions: [enter, choose([0])],
    objects: { surveyor: { counters: { '+1/+1': 1 }, pt: '3/3' }, bear: { zone: 'battlefield' } },
    events: ['putOnStack surveyor:1 603.3', 'resolved a1 608.2n'],
  },
  {
    name: "CR 700.2b-c: Aven Surveyor, mode 1 with its target: B's Grizzly Bears returns to B's hand",
    board: surveyor,
    actions: [enter, choose([1], ['bear'])],
    objects: { surveyor: { counters: {} }, bear: { zone: 'hand' } },
  },
  {
    name: 'CR 700.2a: no mode chosen is refused',
    board: surveyor,
    actions: [enter, choose(undefined)],
    refused: '700.2a',
  },
  {
    name: 'CR 700.2: "choose one" with both modes chosen is refused',
    board: surveyor,
    actions: [enter, choose([0, 1], ['bear'])],
    refused: '700.2',
  },
  {
    name: 'CR 700.2: a mode that is not printed (2) is refused',
    board: surveyor,
    actions: [enter, choose([2])],
    refused: '700.2',
  },
  {
    name: 'CR 700.2c: mode 0 has no target, so a target given with it is refused',
    board: surveyor,
    actions: [enter, choose([0], ['bear'])],
    refused: '700.2c',
  },
  {
    name: 'CR 700.2: modes given to an ability that is not modal (Lightning Bolt) are refused',
    board: surveyor,
    actions: [{ kind: 'resolve', source: 'Lightning Bolt', controller: 'A', targets: ['bear'], modes: [0] }],
    refused: '700.2',
  },
  {
    name: 'CR 700.2, 700.2c: Applied Biomancy, both modes, each with its own target in printed order',
    board: twoBears,
    actions: [biomancy([0, 1], ['mine', 'theirs'])],
    objects: { mine: { pt: '3/3' }, theirs: { zone: 'hand' } },
  },
  {
    name: "CR 700.2: Applied Biomancy, only its second mode: the one target is that mode's",
    board: twoBears,
    actions: [biomancy([1], ['theirs'])],
    objects: { mine: { pt: '2/2' }, theirs: { zone: 'hand' } },
  },
  {
    name: 'CR 603.3c, 700.2b: Retreat to Valakut with no creature anywhere: no mode can be chosen, so its landfall ability is removed',
    board: retreat(),
    actions: [landfall],
    events: ['triggered retreat permanentEnters 603.6a', 'triggerRemoved retreat 603.3c'],
    toAct: 'priority A',
    stack: [],
  },
  {
    name: "CR 603.3c: Retreat to Valakut with B's bear to target: the ability waits for its mode",
    board: retreat({ id: 'bear', card: 'Grizzly Bears', controller: 'B' }),
    actions: [landfall],
    toAct: 'orderTriggers A',
  },
  {
    name: 'CR 700.2d: Applied Biomancy, the same mode twice is refused',
    board: twoBears,
    actions: [biomancy([0, 0], ['mine', 'theirs'])],
    refused: '700.2d',
  },
];

describe('modal abilities (CR 700.2)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});

describe('modal targets (CR 700.2c, 601.2c)', () => {
  it.each([
    {
      name: 'CR 700.2c: Applied Biomancy, both modes: an illegal target of the second mode is refused where it is given, at $.targets[1]',
      targets: ['mine', 'A'],
      path: '$.targets[1]',
      rule: '601.2c',
    },
    {
      name: 'CR 700.2c, 601.2c: Applied Biomancy, both modes with one target: the count is refused first, at $.targets',
      targets: ['A'],
      path: '$.targets',
      rule: '700.2c',
    },
  ])('$name', ({ targets, path, rule }) => {
    const refused = apply(stateOf(twoBears), pool, biomancy([0, 1], targets));
    expect(refused.ok ? null : { path: refused.error.path, rule: refused.error.rule }).toEqual({
      path,
      rule,
    });
  });
});
