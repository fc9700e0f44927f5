import type { Characteristics } from '../../layers/result.js';
import type { ManaCost } from '../../mana/cost.js';
import { ok, type Result } from '../../result.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import type { Color } from '../../symbols/colors.js';
import type { ManaSymbol } from '../../symbols/symbol.js';
import { genericSymbol } from '../../symbols/table.js';
import type { GameEvent } from '../events.js';
import { type Outcome, refuse, Sequence } from '../outcome.js';
import { hasKeyword, type View, withObject } from '../view.js';
import { moveObject } from '../zones/zones.js';
import type { CastAction } from './cast-action.js';

/**
 * CR 601.2h: parts of a spell's total cost paid other than with mana, after the total cost is
 * locked in (702.51b): convoke taps creatures (702.51a), improvise artifacts (702.126a), delve
 * exiles cards from the graveyard (702.66a). Each object pays one mana: improvise and delve
 * only generic mana, convoke generic mana or one coloured mana of the creature's colour.
 */

/** A cost with `n` generic mana taken off, or null when it hasn't that much. */
const lessGeneric = (cost: readonly ManaSymbol[], n: number): ManaSymbol[] | null => {
  const generic = cost.reduce((sum, s) => sum + (s.kind === 'generic' ? s.amount : 0), 0);
  if (generic < n) return null;
  const others = cost.filter((s) => s.kind !== 'generic');
  return generic - n > 0 ? [genericSymbol(generic - n), ...others] : others;
};

/** CR 107.4e, 107.4f: the coloured symbols a creature of these colours may pay. */
const paysColored = (s: ManaSymbol, colors: readonly Color[]): boolean => {
  switch (s.kind) {
    case 'colored':
    case 'phyrexian':
      return colors.includes(s.color);
    case 'hybrid':
    case 'hybridPhyrexian':
      return s.pair.some((c) => colors.includes(c));
    default:
      return false;
  }
};

/**
 * Every cost convoke can leave, each creature paying one mana (702.51a): a coloured symbol of
 * one of its colours, or one generic. Distinct by text, so the few creatures a spell is
 * convoked with make few costs to try.
 */
const convokeOutcomes = (
  cost: readonly ManaSymbol[],
  colors: readonly (readonly Color[])[],
): ManaSymbol[][] => {
  let costs: ManaSymbol[][] = [[...cost]];
  for (const creature of colors) {
    const next = new Map<string, ManaSymbol[]>();
    for (const c of costs) {
      const options = [
        lessGeneric(c, 1),
        ...c.flatMap((s, i) => (paysColored(s, creature) ? [c.filter((_, j) => j !== i)] : [])),
      ];
      for (const o of options) if (o) next.set(o.map((s) => s.text).join(''), o);
    }
    costs = [...next.values()];
  }
  return costs;
};

/** The objects an action names for one way of paying, checked: each once, each what it must be. */
const checkObjects = (
  view: View,
  ids: readonly ObjectId[],
  path: string,
  rule: string,
  fits: (c: Characteristics | undefined, tapped: boolean) => string | null,
): Result<true> => {
  for (const [i, id] of ids.entries()) {
    if (ids.indexOf(id) !== i) return refuse(`${id} is named twice`, `${path}[${i}]`, rule);
    const why = fits(view.chars.get(id), view.objects.get(id)?.tapped ?? false);
    if (why !== null) return refuse(`${id} ${why}`, `${path}[${i}]`, rule);
  }
  return ok(true);
};

const untappedOf =
  (caster: PlayerId, type: 'Creature' | 'Artifact') =>
  (c: Characteristics | undefined, tapped: boolean): string | null =>
    c?.zone !== 'battlefield' || c.controller !== caster || !c.types.includes(type)
      ? `is not ${type === 'Creature' ? 'a creature' : 'an artifact'} its caster controls`
      : tapped
        ? 'is tapped'
        : null;

/**
 * Checks and pays the convoke, improvise and delve parts of an action: the spell must have the
 * keyword, and each object must be able to pay (untapped creatures and artifacts its caster
 * controls, cards in its caster's graveyard). Gives every cost that can be left to pay with mana.
 */
export const payAlternatives = (
  view: View,
  state: GameState,
  spell: Characteristics,
  caster: PlayerId,
  action: CastAction,
  cost: ManaCost,
): Result<{ readonly costs: readonly ManaCost[]; readonly outcome: Outcome }> => {
  const convoke = action.convoke ?? [];
  const improvise = action.improvise ?? [];
  const delve = action.delve ?? [];
  for (const [ids, keyword, path, rule] of [
    [convoke, 'Convoke', '$.convoke', '702.51a'],
    [improvise, 'Improvise', '$.improvise', '702.126a'],
    [delve, 'Delve', '$.delve', '702.66a'],
  ] as const)
    if (ids.length > 0 && !hasKeyword(spell, keyword))
      return refuse(`${spell.name} has no ${keyword.toLowerCase()}`, path, rule);
  const checked = [
    checkObjects(view, convoke, '$.convoke', '702.51a', untappedOf(caster, 'Creature')),
    checkObjects(view, improvise, '$.improvise', '702.126a', untappedOf(caster, 'Artifact')),
    checkObjects(view, delve, '$.delve', '702.66a', (c) =>
      c?.zone === 'graveyard' && c.owner === caster ? null : "is not a card in its caster's graveyard",
    ),
  ].find((r) => !r.ok);
  if (checked) return checked;
  const generic = lessGeneric(cost, improvise.length + delve.length);
  if (generic === null)
    return refuse(
      `improvise and delve pay only generic mana, and the total cost has less than ${improvise.length + delve.length}`,
      improvise.length > 0 ? '$.improvise' : '$.delve',
      improvise.length > 0 ? '702.126a' : '702.66a',
    );
  const costs = convokeOutcomes(
    generic,
    convoke.map((id) => view.chars.get(id)?.colors ?? []),
  );
  if (costs.length === 0)
    return refuse('the convoking creatures can pay no more of the total cost', '$.convoke', '702.51a');
  const run = new Sequence(state);
  const tap = (id: ObjectId, rule: string) =>
    run.step((s) => ({
      state: withObject(s, id, (o) => ({ ...o, tapped: true })),
      events: [{ kind: 'tapped', object: id, rule } satisfies GameEvent],
    }));
  for (const id of convoke) tap(id, '702.51a');
  for (const id of improvise) tap(id, '702.126a');
  for (const id of delve) run.step((s) => moveObject(s, id, 'exile', '702.66a'));
  return ok({ costs, outcome: run.done() });
};
