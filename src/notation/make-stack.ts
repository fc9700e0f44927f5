import { optional } from '../result.js';
import type {
  AbilityOnStack,
  ActivatedDef,
  SpellOnStack,
  TriggeredAbility,
  TriggeredDef,
} from '../state/stack.js';
import type { GameState } from '../state/types.js';
import type { BoardFile } from './board-types.js';
import { defaultAbilityRule, defaultGameOverRule, defaultPriority } from './defaults.js';
import { triggeredAbilitySchema } from './effect-schema.js';
import { stackAbilityDefSchema } from './stack-schema.js';
import type { BoardStackObject, BoardTriggered } from './stack-types.js';

type WrittenAbility = Extract<BoardStackObject, { kind: 'ability' }>;

/** The definitions with their keys in the validators' order, whatever order the engine built them in. */
const canonicalDef = (def: ActivatedDef | TriggeredDef): WrittenAbility['def'] => {
  const checked = stackAbilityDefSchema.safeParse(def);
  return checked.success ? checked.data : def;
};

const canonicalTriggeredDef = (def: TriggeredDef): BoardTriggered['def'] => {
  const checked = triggeredAbilitySchema.safeParse(def);
  return checked.success ? checked.data : def;
};

/** A spell as its bare id when it says nothing but that: its object's controller, no targets or answers. */
const makeSpell = (state: GameState, s: SpellOnStack): BoardStackObject => {
  const { kind, id, controller, targets, awaiting, ...answers } = s;
  const object = state.objects.find((o) => o.id === id);
  const written = {
    ...(controller === object?.controller ? {} : { controller }),
    ...(targets.length === 0 ? {} : { targets }),
    ...answers,
    ...optional('awaiting', awaiting),
  };
  return Object.keys(written).length === 0 ? id : { kind, id, ...written };
};

/** What an ability on the stack and a waiting one write alike: the defaults of its source left out. */
const abilityHead = (state: GameState, a: AbilityOnStack | TriggeredAbility) => {
  const source = state.objects.find((o) => o.id === a.source);
  return {
    id: a.id,
    source: a.source,
    ...(a.sourceName === source?.card ? {} : { sourceName: a.sourceName }),
    ability: a.ability,
    ...(a.controller === (source?.controller ?? state.turn.active) ? {} : { controller: a.controller }),
  };
};

const makeAbility = (state: GameState, a: AbilityOnStack): BoardStackObject => {
  const {
    kind,
    id: _i,
    source: _s,
    sourceName: _n,
    ability: _a,
    controller: _c,
    def,
    targets,
    rule,
    awaiting,
    ...rest
  } = a;
  return {
    kind,
    ...abilityHead(state, a),
    ...(targets.length === 0 ? {} : { targets }),
    ...(rule === defaultAbilityRule(def) ? {} : { rule }),
    ...rest,
    ...optional('awaiting', awaiting),
    def: canonicalDef(def),
  };
};

const makeTriggered = (state: GameState, t: TriggeredAbility): BoardTriggered => {
  const { id: _i, source: _s, sourceName: _n, ability: _a, controller: _c, def, rule, ...facts } = t;
  return {
    ...abilityHead(state, t),
    ...(rule === defaultAbilityRule(def) ? {} : { rule }),
    ...facts,
    def: canonicalTriggeredDef(def),
  };
};

type StackFields = Pick<BoardFile, 'stack' | 'triggered' | 'priority' | 'passed' | 'over' | 'loopCheck'>;

/**
 * The stack, the abilities waiting, priority, the end of the game and the loop check (104.4b) as
 * a file writes them: each only where it differs from its default (defaults.ts).
 */
export const makeStackFields = (state: GameState): StackFields => {
  const { stack, triggered, priority, passed, over, loopCheck } = state;
  return {
    ...(stack.length === 0
      ? {}
      : { stack: stack.map((s) => (s.kind === 'spell' ? makeSpell(state, s) : makeAbility(state, s))) }),
    ...(triggered.length === 0 ? {} : { triggered: triggered.map((t) => makeTriggered(state, t)) }),
    ...(priority === defaultPriority(state.turn, stack, over) ? {} : { priority }),
    ...(passed.length === 0 ? {} : { passed }),
    ...(over === undefined
      ? {}
      : {
          over: {
            winners: over.winners,
            ...(over.rule === defaultGameOverRule(over.winners) ? {} : { rule: over.rule }),
          },
        }),
    ...optional('loopCheck', loopCheck),
  };
};
