import type { ChosenPermanents } from '../../effects/types.js';
import { selectObjects } from '../../layers/select.js';
import { ok, type Result } from '../../result.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { type Outcome, refuse, Sequence } from '../outcome.js';
import { moveObject } from '../zones/zones.js';
import { usesOnly } from './decision.js';
import { decisionsOf, dueFromEach, perPlayer } from './library.js';
import { playersOf } from './players.js';
import { amountOf, type Resolving } from './resolving.js';

/**
 * Permanents players choose as an ability resolves (CR 608.2d): "sacrifice a creature", "each
 * player sacrifices a creature" (701.21a), "return a creature you control to its owner's hand".
 * The decision's `permanents` lists every one chosen, by all the players at once.
 */

const RULE: Readonly<Record<ChosenPermanents['verb'], string>> = {
  sacrifice: '701.21a',
  returnToHand: '400.7',
};

/** The permanents a player could choose: those they control that the filter describes, seen from the source. */
export const choosable = (
  state: GameState,
  r: Resolving,
  i: ChosenPermanents,
  player: PlayerId,
): Result<ObjectId[]> =>
  selectObjects(
    state,
    r.pool,
    { ...i.filter, controller: 'you', zone: 'battlefield' },
    { source: r.source.object?.id ?? r.source.name, controller: player },
  );

/**
 * CR 701.21a, 609.3: each player named chooses `amount` permanents they control that the filter
 * describes, or all of them if they have fewer (doing as much as possible); then all are
 * sacrificed (and the creatures among them die, 700.4) or returned to their owners' hands at
 * once. A player can sacrifice only a permanent they control.
 */
export const chosenPermanents = (state: GameState, r: Resolving, i: ChosenPermanents): Result<Outcome> => {
  const amount = amountOf(i.amount, r, state);
  if (!amount.ok) return amount;
  const players = playersOf(state, r, i.who);
  const what = i.verb === 'sacrifice' ? 'sacrifice' : 'return to hand';
  const rule = RULE[i.verb];
  const options = perPlayer(players, (player) => choosable(state, r, i, player));
  if (!options.ok) return options;
  const groups = dueFromEach(options.value, amount.value);
  const given = decisionsOf(r).next(
    `which permanents ${players.join(', ')} ${what}`,
    '608.2d',
    { kind: 'pick', field: 'permanents', groups },
    players,
  );
  if (!given.ok) return given;
  const { decision, path } = given.value;
  const only = usesOnly(decision, ['permanents'], path, '608.2d');
  if (!only.ok) return only;
  const chosen = decision.permanents ?? [];
  for (const [k, id] of chosen.entries())
    if (chosen.indexOf(id) !== k) return refuse(`${id} is chosen twice`, `${path}.permanents[${k}]`, rule);
  const any = [...options.value.values()].flat();
  const stray = chosen.findIndex((id) => !any.includes(id));
  if (stray >= 0)
    return refuse(
      `${chosen[stray]} is not a permanent ${players.join(' or ')} may choose here`,
      `${path}.permanents[${stray}]`,
      rule,
    );
  for (const { player, from, min: due } of groups) {
    const named = chosen.filter((id) => from.includes(id)).length;
    if (named !== due)
      return refuse(
        `${player} chooses ${due} of ${from.join(', ') || 'none'}, and ${named} were chosen`,
        `${path}.permanents`,
        '609.3',
      );
  }
  const run = new Sequence(state);
  const zone = i.verb === 'sacrifice' ? 'graveyard' : 'hand';
  for (const id of chosen) run.step((s) => moveObject(s, id, zone, rule));
  // CR 702.110b: the source exploits each creature sacrificed to its exploit ability.
  const source = r.source.object?.id;
  if (i.exploit && source !== undefined)
    run.note(
      ...chosen.map(
        (creature) => ({ kind: 'exploited', object: source, creature, rule: '702.110b' }) as const,
      ),
    );
  return ok(run.done());
};
