import type { Instruction } from '../../effects/types.js';
import { map, type Result } from '../../result.js';
import type { GameState } from '../../state/types.js';
import type { ZoneName } from '../../state/vocabulary.js';
import { type Outcome, Sequence } from '../outcome.js';
import { viewOf, withObject } from '../view.js';
import { attachObject } from '../zones/attach.js';
import { moveObject } from '../zones/zones.js';
import { objectsFor } from './instructions.js';
import type { Resolving } from './resolving.js';

/** Instructions that tap, untap or move permanents: their targets, their source (608.2c) or a group. */

type Of<K extends Instruction['kind']> = Extract<Instruction, { kind: K }>;

/**
 * CR 701.26a-b: only an untapped permanent can be tapped, and only a tapped one untapped; one
 * already so is left as it is, with no event.
 */
export const tapOrUntap = (state: GameState, r: Resolving, i: Of<'tap'> | Of<'untap'>): Result<Outcome> =>
  map(objectsFor(state, r, i.on, i.filter, i.kind), (ids) => {
    const tapped = i.kind === 'tap';
    const run = new Sequence(state);
    for (const id of ids) {
      if (run.state.objects.find((o) => o.id === id)?.tapped === tapped) continue;
      run.step((s) => ({
        state: withObject(s, id, (o) => ({ ...o, tapped })),
        events: [{ kind: tapped ? 'tapped' : 'untapped', object: id, rule: tapped ? '701.26a' : '701.26b' }],
      }));
    }
    return run.done();
  });

/**
 * CR 701.21a: its controller moves the permanent to its owner's graveyard. That is not
 * destruction, so regeneration and indestructible don't apply; it dies (700.4), so its dies
 * triggers, persist and undying follow (dies.ts). Only a permanent the ability's controller
 * controls can be sacrificed, or for "its controller sacrifices it" whoever controls it then.
 */
export const sacrifice = (state: GameState, r: Resolving, i: Of<'sacrifice'>): Result<Outcome> => {
  const ids = objectsFor(state, r, i.on, undefined, i.kind);
  if (!ids.ok) return ids;
  return map(viewOf(state, r.pool), (before) => {
    // CR 701.21a: a player sacrifices only a permanent they control: "its controller" always does.
    const mine = ids.value.filter(
      (id) => i.by === 'itsController' || before.chars.get(id)?.controller === r.action.controller,
    );
    const run = new Sequence(state);
    for (const id of mine) run.step((s) => moveObject(s, id, 'graveyard', '701.21a'));
    return run.done();
  });
};

/**
 * CR 400.7: a permanent returned to its owner's hand (108.3) or exiled (701.13a, 406.2) becomes
 * a new object there. Neither is dying, so no dies triggers.
 */
export const moveTo = (
  state: GameState,
  r: Resolving,
  i: Of<'returnToHand'> | Of<'exile'>,
): Result<Outcome> => {
  const [zone, rule]: readonly [ZoneName, string] =
    i.kind === 'exile' ? ['exile', '701.13a'] : ['hand', '400.7'];
  return map(objectsFor(state, r, i.on, undefined, i.kind), (ids) => {
    const run = new Sequence(state);
    for (const id of ids) run.step((s) => moveObject(s, id, zone, rule));
    return run.done();
  });
};

/**
 * CR 701.3a-b, 702.6a: attach the source to its target ("Equip"), with a new timestamp
 * (613.7e). A source that has left the battlefield, or is already attached there, does nothing.
 */
export const attachSource = (state: GameState, r: Resolving, i: Of<'attach'>): Result<Outcome> =>
  map(objectsFor(state, r, i.on, undefined, i.kind), ([to]) => {
    const now = state.objects.find((o) => o.id === r.source.object?.id);
    if (now?.zone !== 'battlefield' || to === undefined || to === now.id || now.attachedTo === to)
      return { state, events: [] };
    return attachObject(state, now.id, to);
  });
