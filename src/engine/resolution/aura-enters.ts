import { objectTest } from '../../layers/select.js';
import { chain, ok, type Result } from '../../result.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { protectionFrom } from '../damage/protection.js';
import { refuse } from '../outcome.js';
import { viewOf } from '../view.js';
import { auraFits } from '../zones/aura-fits.js';
import { usesOnly } from './decision.js';
import { decisionsOf } from './library.js';
import type { Resolving } from './resolving.js';

/**
 * CR 303.4f: an Aura put onto the battlefield by an effect (not resolving as an Aura spell) enters
 * attached to what the player it enters under chooses as it enters: a permanent it can legally
 * enchant (303.4c: its enchant abilities; 702.16c: none with protection from it; 303.4d: not
 * itself). The choice is a decision (608.2d), a `pick` of one permanent. `undefined`: the card
 * isn't an Aura; null: nothing can be enchanted, and the Aura stays where it is (303.4g).
 */
export const enchantedAsEnters = (
  state: GameState,
  r: Resolving,
  id: ObjectId,
  player: PlayerId,
): Result<ObjectId | null | undefined> =>
  chain(viewOf(state, r.pool), (view) => {
    const aura = view.objects.get(id);
    const seen = view.chars.get(id);
    if (!aura || !seen?.subtypes.includes('Aura')) return ok(undefined);
    const c = { ...seen, controller: player };
    return chain(objectTest(state, r.pool), (test) => {
      const hosts = view.state.objects.flatMap((o) => {
        const host = view.chars.get(o.id);
        return o.zone === 'battlefield' &&
          o.id !== id &&
          host &&
          auraFits(test, r.pool, aura, c, host) &&
          protectionFrom(host, c) === null
          ? [o.id]
          : [];
      });
      if (hosts.length === 0) return ok(null);
      const given = decisionsOf(r).next(
        `what ${c.name} enchants as it enters`,
        '303.4f',
        { kind: 'pick', field: 'permanents', groups: [{ player, from: hosts, min: 1, max: 1 }] },
        [player],
      );
      return chain(given, ({ decision, path }) =>
        chain(usesOnly(decision, ['permanents'], path, '303.4f'), () => {
          const [chosen, ...more] = decision.permanents ?? [];
          if (chosen === undefined || more.length > 0)
            return refuse('choose one permanent for the Aura to enchant', `${path}.permanents`, '303.4f');
          return hosts.includes(chosen)
            ? ok(chosen)
            : refuse(
                `${c.name} can't enchant ${chosen}: choose one of ${hosts.join(', ')}`,
                `${path}.permanents[0]`,
                '303.4f',
              );
        }),
      );
    });
  });
