import type { TriggeredDef } from '../../state/stack.js';
import type { GameEvent } from '../events.js';
import type { Pending } from '../triggers/triggers.js';
import type { View } from '../view.js';
import { monarchOf } from './become.js';

/**
 * CR 724.2: the monarch's two inherent triggered abilities. They have no source and are
 * controlled by the player who was the monarch as they triggered. A triggered ability in the
 * state names a source, so these name the monarch's player id, which no object has: no rule
 * about a source (its zone, its last known information, 704.5s) ever finds one, and
 * `sourceName` says "the monarch".
 */
const SOURCE_NAME = 'the monarch';

const DRAW: TriggeredDef = {
  kind: 'triggered',
  text: "At the beginning of the monarch's end step, that player draws a card.",
  trigger: { kind: 'beginningOfEndStep', whose: 'you' },
  instructions: [{ kind: 'drawCards', amount: { kind: 'constant', n: 1 } }],
};

const TAKE: TriggeredDef = {
  kind: 'triggered',
  text: 'Whenever a creature deals combat damage to the monarch, its controller becomes the monarch.',
  trigger: { kind: 'creatureDealsCombatDamageToPlayer', filter: { types: ['Creature'] } },
  instructions: [{ kind: 'becomeMonarch', who: 'triggerObjectController' }],
};

/** One of the monarch's abilities, triggered now and controlled by the monarch (724.2). */
const monarchTrigger = (monarch: string, def: TriggeredDef, rule: string): Pending => ({
  source: monarch,
  sourceName: SOURCE_NAME,
  ability: 0,
  def,
  controller: monarch,
  rule,
});

/** CR 724.2, 513.1a: at the beginning of the monarch's end step, that player draws a card. */
export const monarchEndStep = (view: View): Pending[] => {
  const monarch = monarchOf(view.state);
  return monarch === view.state.turn.active
    ? [{ ...monarchTrigger(monarch, DRAW, '724.2'), triggerPlayer: monarch }]
    : [];
};

/**
 * CR 724.2, 510.3a: whenever a creature deals combat damage to the monarch, its controller
 * becomes the monarch: once for each creature that dealt the monarch combat damage at once,
 * read in `view`, the game as it was dealt. The creature is the trigger object, and its
 * controller then is kept as the trigger's player, for when it has left the battlefield (608.2h).
 */
export const monarchCombatDamage = (view: View, events: readonly GameEvent[]): Pending[] => {
  const monarch = monarchOf(view.state);
  if (monarch === undefined) return [];
  const creatures = new Set<string>();
  for (const e of events)
    if (e.kind === 'damageDealt' && e.combat && e.to === monarch) creatures.add(e.source);
  return [...creatures].flatMap((creature) => {
    const controller = view.chars.get(creature)?.controller;
    return controller === undefined
      ? []
      : [{ ...monarchTrigger(monarch, TAKE, '724.2'), triggerObject: creature, triggerPlayer: controller }];
  });
};
