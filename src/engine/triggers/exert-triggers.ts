import type { CardPool } from '../../cards/pool.js';
import { optional } from '../../result.js';
import type { ObjectId } from '../../state/types.js';
import { abilitiesNow, type View } from '../view.js';
import { type Pending, triggeredAbilities } from './triggers.js';

/**
 * What exerting a creature triggers: its own linked "When you do" (`linked`), and "Whenever you
 * exert a creature" of the permanents its controller controls, the creature their trigger object.
 */
export const exertTriggers = (after: View, pool: CardPool, id: ObjectId): Pending[] => {
  const controller = after.chars.get(id)?.controller;
  const watchers = after.state.objects.filter(
    (o) => o.zone === 'battlefield' && after.chars.get(o.id)?.controller === controller,
  );
  return [
    ...linked(after, pool, id),
    ...watchers.flatMap((o) => triggeredAbilities(after, pool, o.id, (t) => t.kind === 'youExert', id)),
  ];
};

/**
 * CR 603.12, 607.2h, 701.43d: the "When you do, [effect]" printed with "You may exert [this
 * creature] as it attacks" is linked to it: a reflexive triggered ability of the creature,
 * triggering as its controller exerts it.
 */
const linked = (after: View, pool: CardPool, id: ObjectId): Pending[] => {
  const object = after.objects.get(id);
  const c = after.chars.get(id);
  if (!object || !c) return [];
  return abilitiesNow(pool, object, c).flatMap(([ability, def]): Pending[] =>
    def.kind === 'exert' && def.whenYouDo
      ? [
          {
            source: id,
            sourceName: c.name,
            ability,
            def: {
              kind: 'triggered',
              text: def.text,
              trigger: { kind: 'reflexive' },
              ...optional('targets', def.whenYouDo.targets),
              instructions: def.whenYouDo.instructions,
            },
            controller: c.controller,
            rule: '603.12',
          },
        ]
      : [],
  );
};
