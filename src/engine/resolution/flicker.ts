import type { Instruction, ReturnedAs } from '../../effects/types.js';
import { chain, ok, type Result } from '../../result.js';
import { sameObject } from '../../state/identity.js';
import type { GameState, ObjectId } from '../../state/types.js';
import { type Outcome, Sequence } from '../outcome.js';
import { createDelayed } from '../triggers/delayed-triggers.js';
import { moveObject } from '../zones/zones.js';
import { type Entering, enterCards } from './enter-cards.js';
import { objectsFor } from './instructions.js';
import type { Resolving } from './resolving.js';

type Of<K extends Instruction['kind']> = Extract<Instruction, { kind: K }>;

/** Whether it returns tapped (614.1d), transformed (712.14a) or under its owner's control (610.3c). */
const entering = (as: ReturnedAs): Entering => ({
  tapped: as.tapped === true,
  transformed: as.transformed === true,
  underOwner: as.underOwner === true,
});

/**
 * CR 111.8: a token that has left the battlefield can't come back; a card exiled is found in
 * exile by the rest of the effect that exiled it (400.7j).
 */
const returnable = (state: GameState, id: ObjectId): boolean =>
  state.objects.some((o) => o.id === id && o.zone === 'exile' && !o.token);

/**
 * "Exile [it], then return it to the battlefield [tapped] under its owner's control": each
 * permanent is exiled (701.13a), and the card it became there returns as a new object (400.7j,
 * 400.7: no counters, damage or choices of the permanent it was). With `atNextEndStep`, the
 * resolution creates a delayed triggered ability for each card instead (603.7a), which returns
 * it only while it is still that card in exile (603.7c).
 */
export const flicker = (state: GameState, r: Resolving, i: Of<'flicker'>): Result<Outcome> =>
  chain(objectsFor(state, r, i.on, undefined, i.kind), (ids) => {
    const run = new Sequence(state);
    for (const id of ids) run.step((s) => moveObject(s, id, 'exile', '701.13a'));
    const exiled = ids.filter((id) => returnable(run.state, id));
    const { kind: _, on: _on, atNextEndStep, ...as } = i;
    if (!atNextEndStep)
      return chain(enterCards(run.state, r, exiled, '400.7j', entering(as)), (entered) =>
        ok({ state: entered.state, events: [...run.done().events, ...entered.events] }),
      );
    const text = r.source.abilities[0]?.text ?? '';
    for (const id of exiled)
      run.step((s) =>
        createDelayed(s, {
          at: 'nextEndStep',
          object: id,
          timestamp: s.objects.find((o) => o.id === id)?.timestamp ?? 0,
          ability: r.action.ability ?? 0,
          controller: r.action.controller,
          text,
          instructions: [{ kind: 'returnExiled', ...as }],
          rule: '603.7a',
        }),
      );
    return ok(run.done());
  });

/**
 * CR 603.7c: the delayed ability returns its object, the card exiled, only if it is still that
 * card in exile: not if it has moved on since it triggered (400.7).
 */
export const returnExiled = (state: GameState, r: Resolving, i: Of<'returnExiled'>): Result<Outcome> => {
  const object = r.source.object;
  const now = state.objects.find((o) => o.id === object?.id);
  if (!now || !returnable(state, now.id) || !sameObject(now, r.source.at)) return ok({ state, events: [] });
  const { kind: _, ...as } = i;
  return enterCards(state, r, [now.id], '603.7a', entering(as));
};
