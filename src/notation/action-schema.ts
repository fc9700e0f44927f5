import { z } from 'zod';
import type { ResolveAction } from '../actions/resolve-action.js';
import type { DeepReadonly } from './deep-readonly.js';
import { countSchema, nameSchema } from './numbers-schema.js';

/**
 * The actions a board file asks for, after its state. Each action is an object with exactly
 * one verb key (`resolve` for now); new verbs join `boardActionSchema` as further options.
 */

const resolveActionSchema = z
  .strictObject({
    resolve: nameSchema.describe(
      'The card whose spell resolves, by name; or the id of an object whose spell or ability resolves.',
    ),
    ability: countSchema
      .describe("Which of the object's abilities resolves, by its index in the card's abilities (CR 602).")
      .exactOptional(),
    controller: nameSchema.describe("The spell's controller; defaults to the active player.").exactOptional(),
    targets: z.array(nameSchema).describe('Ids of the objects or players it targets.').exactOptional(),
    x: countSchema.describe('The value of X (CR 107.3).').exactOptional(),
  })
  .meta({ id: 'ResolveAction', description: "A spell or an object's ability resolves (CR 608)." });

export const boardActionSchema = z.union([resolveActionSchema]).meta({ id: 'Action' });

/** An action as written in a board file. */
export type BoardActionInput = DeepReadonly<z.infer<typeof boardActionSchema>>;

/** An action once checked: the engine's own action, with the card's canonical name and its controller filled in. */
export type BoardAction = ResolveAction;
