import { heuristicAgent } from './heuristic-agent.js';
import { randomAgent } from './random-agent.js';
import type { Agent } from './types.js';

/** The reference agents by name, as `play` and `simulate` take them (`--agents random,heuristic`). */
export const AGENTS: Readonly<Record<'random' | 'heuristic', Agent>> = {
  random: randomAgent,
  heuristic: heuristicAgent,
};

/** The name of a reference agent: `random` or `heuristic`. */
export type AgentName = keyof typeof AGENTS;

/** Whether `name` names a reference agent. */
export const isAgentName = (name: string): name is AgentName => Object.hasOwn(AGENTS, name);
