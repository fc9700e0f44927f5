import type { Instruction } from '../../effects/types.js';
import { map, optional, type Result } from '../../result.js';
import type { GameState } from '../../state/types.js';
import type { Outcome } from '../outcome.js';
import { recordTriggers } from '../triggers/note.js';
import { creatorOf } from './created-trigger.js';
import type { Resolving } from './resolving.js';

/**
 * CR 603.12: "When you do, [instructions]": the resolving ability did what its reflexive ability
 * waits for, so that ability triggers now, from the same source and controlled by the same player;
 * it waits, like any other, to be put on the stack the next time a player would receive priority
 * (603.3), with targets of its own chosen then. The player of the first one's trigger event is
 * still the one its words name ("that player", 603.2c).
 */
export const reflexive = (
  state: GameState,
  r: Resolving,
  i: Extract<Instruction, { kind: 'reflexive' }>,
): Result<Outcome> =>
  map(creatorOf(r, 'reflexive', '603.12'), ({ object, text }) =>
    recordTriggers(state, [
      {
        source: object.id,
        sourceName: r.source.name,
        ability: r.action.ability ?? 0,
        def: {
          kind: 'triggered',
          text,
          trigger: { kind: 'reflexive' },
          ...optional('targets', i.targets),
          instructions: i.instructions,
        },
        controller: r.action.controller,
        rule: '603.12',
        ...optional('triggerPlayer', r.action.triggerPlayer),
      },
    ]),
  );
