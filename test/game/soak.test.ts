import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { taskOutcome } from '../../cli/game-task.js';
import { soakCandidates, soakDeck } from '../../cli/soak-decks.js';
import { checkDeck } from '../../src/check/check-deck.js';
import { gameSeed } from '../../src/game/simulation.js';
import { deck } from '../support/games.js';
import { pool } from '../support/play.js';

/**
 * The soak, small (issue 14, section 6; `npm run soak` is the large one): random agents play
 * games between random decks of fully modelled cards and the sample decks. Every action an agent
 * takes is one `legalActions` listed, and `apply` must accept it; no exception; every game ends
 * (CR 104) or reaches its turn cap, or stops at a choice `legalActions` says it can't enumerate
 * (ERR_UNSUPPORTED, reported). The turn cap is small here: `legalActions` costs milliseconds.
 */

const GAMES = 20;
const TURN_CAP = 3;
const sample = (name: string) =>
  readFileSync(join(import.meta.dirname, '..', '..', 'examples', 'decks', name), 'utf8');
const SAMPLES = ['stompy.txt', 'burn.txt', 'white-weenie.txt'].map(sample);

describe('sample decks (examples/decks)', () => {
  it.each(SAMPLES.map((text, i) => [i, text]))(
    'deck %i: 60 cards, every one fully modelled (check-deck)',
    (_, text) => {
      const report = checkDeck(deck(text));
      expect(report.copies).toMatchObject({ part: 60, whole: 60 });
    },
  );
});

describe('soak', () => {
  const candidates = soakCandidates(pool);
  const known = new Map<string, boolean>();

  it(`${GAMES} random games: every action listed is accepted, and each game ends or reaches the turn cap`, () => {
    const endings = Array.from({ length: GAMES }, (_, i) => {
      const seed = gameSeed(14, i);
      const decks =
        i % 2 === 0
          ? [SAMPLES[i % 3] ?? '', SAMPLES[(i + 1) % 3] ?? '']
          : [soakDeck(pool, candidates, seed, known), soakDeck(pool, candidates, seed + 1, known)];
      const outcome = taskOutcome(pool, { decks, agents: ['random', 'random'], seed, turnCap: TURN_CAP });
      if (!outcome.ok) throw new Error(`game seed ${seed}: ${outcome.error.message}`);
      return outcome.value.ending;
    });
    for (const ending of endings)
      expect(ending).toMatch(/^(turnCap|unsupported|\d{3}\.\d+[a-z]?(, \d{3}\.\d+[a-z]?)*)$/);
  });

  it('a random deck is 60 cards the engine fully models', () => {
    const report = checkDeck(deck(soakDeck(pool, candidates, 3, known)));
    expect(report.copies).toMatchObject({ part: 60, whole: 60 });
  });
});
