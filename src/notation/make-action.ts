import type { ManaActivation } from '../engine/casting/mana-abilities.js';
import type { Sources } from '../engine/casting/sources.js';
import { optional } from '../result.js';
import type { GameState } from '../state/types.js';
import type { BoardAction, BoardActionInput } from './action-types.js';
import { asKeyed } from './keyed.js';
import { makeChoices } from './make-object.js';

/**
 * An action as a board file writes it, canonically: its verb first, defaults left out, and
 * lists of pairs as objects (`{ "wall": "bear" }`) when that keeps them all in order.
 */
export const makeAction = (state: GameState, action: BoardAction): BoardActionInput => {
  switch (action.kind) {
    case 'resolve': {
      const { source, ability, controller, targets, division, x, mana, may, modes, decisions } = action;
      return {
        resolve: source,
        ...optional('ability', ability),
        ...(controller === state.turn.active ? {} : { controller }),
        ...optional('targets', targets),
        ...optional('division', division),
        ...optional('x', x),
        ...optional('mana', mana),
        ...optional('may', may),
        ...optional('modes', modes),
        ...optional('decisions', decisions),
      };
    }
    case 'activate':
      return {
        activate: action.object,
        ability: action.ability,
        ...optional('player', action.player),
        ...optional('targets', action.targets),
        ...optional('division', action.division),
        ...optional('x', action.x),
        ...optional('mana', action.mana),
        ...optional('may', action.may),
        ...optional('modes', action.modes),
        ...optional('decisions', action.decisions),
        ...optional('costs', action.costs),
        ...(action.sources === undefined ? {} : { sources: makeSources(action.sources) }),
      };
    case 'cast': {
      const choices = action.choices === undefined ? undefined : makeChoices(action.choices);
      return {
        cast: action.object,
        ...optional('x', action.x),
        ...optional('targets', action.targets),
        ...optional('division', action.division),
        ...optional('mana', action.mana),
        ...optional('may', action.may),
        ...optional('modes', action.modes),
        ...optional('decisions', action.decisions),
        ...(action.sources === undefined ? {} : { sources: makeSources(action.sources) }),
        ...optional('choices', choices),
        ...optional('convoke', action.convoke),
        ...optional('improvise', action.improvise),
        ...optional('delve', action.delve),
        ...optional('alternative', action.alternative),
        ...optional('kicked', action.kicked),
        ...optional('kickedWith', action.kickedWith),
        ...optional('additional', action.additional),
        ...optional('costs', action.costs),
        ...(action.faceDown === true ? { faceDown: true } : {}),
        ...optional('face', action.face),
      };
    }
    case 'putOntoBattlefield': {
      const { copyOf, ...chosen } = action.choices ?? {};
      const written = action.choices === undefined ? undefined : makeChoices(chosen);
      const choices = copyOf === undefined ? written : { ...written, copyOf };
      return {
        enter: action.object,
        ...optional('controller', action.controller),
        ...optional('choices', choices),
      };
    }
    case 'move':
      return { move: action.object, to: action.to };
    case 'counters':
      return { counters: action.object, counter: action.counter, amount: action.amount };
    case 'damage': {
      const keyed = asKeyed(action.to.map((r) => [r.to, r.amount] as const));
      return { damage: action.source, to: keyed ?? action.to.map(({ to, amount }) => ({ to, amount })) };
    }
    case 'attach':
      return { attach: action.object, to: action.to };
    case 'changeControl':
      return {
        gainControl: action.object,
        player: action.to,
        ...(action.untilEndOfTurn ? { untilEndOfTurn: true } : {}),
      };
    case 'crew':
      return { crew: action.vehicle, with: action.crew };
    case 'turnFaceUp':
      return {
        turnFaceUp: action.object,
        ...optional('costs', action.costs),
        ...optional('x', action.x),
      };
    case 'regenerate':
      return { regenerate: action.object };
    case 'declareAttackers': {
      const declared = action.attackers;
      const everyOne = declared.length > 0 && declared.every((d) => d.attacking !== undefined);
      const keyed = everyOne
        ? asKeyed(declared.map((d) => [d.attacker, d.attacking ?? ''] as const))
        : undefined;
      return {
        attack:
          keyed ??
          declared.map(({ attacker, attacking }) =>
            attacking === undefined ? attacker : { attacker, attacking },
          ),
        ...optional('exert', action.exert),
      };
    }
    case 'declareBlockers': {
      const keyed = asKeyed(action.blockers.map((d) => [d.blocker, d.attacker] as const));
      return { block: keyed ?? action.blockers.map(({ blocker, attacker }) => ({ blocker, attacker })) };
    }
    case 'advance':
      return {
        advance: action.to,
        ...(action.damage === undefined || Object.keys(action.damage).length === 0
          ? {}
          : { damage: action.damage }),
        ...(action.keepTapped === undefined || action.keepTapped.length === 0
          ? {}
          : { keepTapped: action.keepTapped }),
      };
    case 'pass':
      return { pass: action.player ?? true };
    case 'resolveStack':
      return { resolveStack: true };
    case 'playLand':
      return { playLand: action.object, ...optional('face', action.face) };
    case 'tapForMana':
      return {
        tapForMana: action.object,
        ...optional('ability', action.ability),
        ...optional('mana', action.mana),
      };
    case 'orderTriggers':
      return {
        orderTriggers: action.order.map((o) =>
          o.targets === undefined && o.modes === undefined && o.division === undefined ? o.trigger : { ...o },
        ),
      };
    case 'decide': {
      const { kind: _, sources, ...answer } = action;
      return {
        decide: { ...answer, ...(sources === undefined ? {} : { sources: sources.map(makeActivation) }) },
      };
    }
    case 'keepLegend':
      return { keepLegend: action.keep, ...optional('player', action.player) };
    case 'discardToHandSize':
      return { discard: action.cards };
    case 'assignCombatDamage':
      return { assignDamage: action.division, player: action.player };
  }
};

/** The mana abilities named to pay a cost, or `auto`. */
const makeSources = (sources: Sources) => (sources === 'auto' ? sources : sources.map(makeActivation));

/** A mana ability named to pay a cost: its object alone when it has nothing more to say. */
const makeActivation = (a: ManaActivation) =>
  a.ability === undefined && a.mana === undefined ? a.object : { ...a };
