import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  continueGame,
  type PlaySession,
  recordText,
  resultOf,
  startGame,
  stateOf,
  takeAction,
} from '../../playground/src/play-session.js';
import { defaultPool } from '../../src/cards/default-pool.js';
import { legalActions } from '../../src/game/legal-actions.js';
import { readRecord } from '../../src/game/record.js';
import { replay } from '../../src/game/replay.js';

/** Play mode without the browser: the person plays A, a reference agent plays B (issue 16). */

const pool = defaultPool();
const deck = (name: string) =>
  readFileSync(new URL(`../../examples/decks/${name}.txt`, import.meta.url), 'utf8');
const DECKS = [deck('burn'), deck('stompy')] as const;

const started = (seed = 7, autoPass = true, agent: 'random' | 'heuristic' = 'random'): PlaySession => {
  const session = startGame(pool, { decks: DECKS, seed, agent, autoPass });
  if (!session.ok) throw new Error(session.error.message);
  return session.value;
};

/** The person's first listed action, taken; then the agent's answers. */
const firstListed = (session: PlaySession): PlaySession => {
  const legal = legalActions(stateOf(session), pool);
  if (!legal.ok) throw new Error(legal.error.message);
  expect(legal.value.player).toBe('A');
  const entry = legal.value.entries.find((e) => e.kind !== 'pass') ?? legal.value.entries[0];
  if (!entry) throw new Error('nothing listed');
  const next = takeAction(session, pool, entry.example);
  if (!next.ok) throw new Error(next.error.message);
  return next.value;
};

describe('play mode', () => {
  it('stops at the first question for the person: their mulligan (CR 103.5)', () => {
    const legal = legalActions(stateOf(started()), pool);
    expect(legal.ok && legal.value.player).toBe('A');
    expect(legal.ok && legal.value.entries.map((e) => e.kind)).toEqual(['mulligan', 'mulligan']);
  });

  it('plays turns: each action listed is taken, the agent answers, the turn advances (CR 500.1)', () => {
    let session = started();
    for (let i = 0; i < 40 && stateOf(session).turn.number < 3 && session.stopped === null; i++) {
      session = firstListed(session);
    }
    expect(stateOf(session).turn.number).toBeGreaterThanOrEqual(3);
    expect(session.entries.some((e) => e.label.startsWith('B (random agent): '))).toBe(true);
    expect(session.entries.some((e) => e.label === 'A: keep the hand')).toBe(true);
  });

  it('passes for the person only when they could only pass or make mana nothing would spend (CR 106.4)', () => {
    let session = started();
    for (let i = 0; i < 40 && stateOf(session).turn.number < 4 && session.stopped === null; i++) {
      session = firstListed(session);
    }
    const passedForThem = session.entries.flatMap((e, i) =>
      e.label.startsWith('A (nothing else to do)') ? [session.entries[i - 1]?.state] : [],
    );
    const kinds = passedForThem.map((state) => {
      const legal = state && legalActions(state, pool);
      return legal?.ok ? new Set(legal.value.entries.map((e) => e.kind)) : new Set();
    });
    expect(kinds.every((k) => [...k].every((kind) => kind === 'pass' || kind === 'tapForMana'))).toBe(true);
    expect(kinds.some((k) => k.has('tapForMana'))).toBe(true);
  });

  it('the heuristic agent plays B as well', () => {
    let session = started(11, true, 'heuristic');
    for (let i = 0; i < 40 && stateOf(session).turn.number < 3 && session.stopped === null; i++) {
      session = firstListed(session);
    }
    expect(session.entries.some((e) => e.label.startsWith('B (heuristic agent): '))).toBe(true);
  });

  it('without passing for the person, each of their passes is theirs to take (CR 117.3d)', () => {
    let session = firstListed(firstListed(started(7, false)));
    const legal = legalActions(stateOf(session), pool);
    expect(legal.ok && legal.value.player).toBe('A');
    session = firstListed(session);
    expect(session.entries.some((e) => e.label.includes('(nothing else to do)'))).toBe(false);
  });

  it('its record replays to the same state, byte for byte, and a concession ends it (CR 104.3a)', () => {
    const played = firstListed(firstListed(started()));
    const conceded = takeAction(played, pool, { kind: 'concede', player: 'A' });
    if (!conceded.ok) return expect.fail(conceded.error.message);
    expect(resultOf(conceded.value)).toEqual({
      winners: ['B'],
      rule: '104.2a',
      losses: [{ player: 'A', rule: '104.3a' }],
    });
    const record = readRecord(recordText(conceded.value));
    if (!record.ok) return expect.fail(record.error.message);
    const replayed = replay(record.value, pool);
    expect(replayed.ok && JSON.stringify(replayed.value.state)).toBe(JSON.stringify(stateOf(conceded.value)));
  });

  it('an action apply refuses leaves the session as it was, with the refusal', () => {
    const session = started();
    expect(takeAction(session, pool, { kind: 'playLand', object: 'o999' }).ok).toBe(false);
  });

  it('a card the pool lacks is an error naming the deck and the line', () => {
    const bad = startGame(pool, {
      decks: ['Deck\n4 Grizly Beers\n', DECKS[1]],
      seed: 1,
      agent: 'heuristic',
      autoPass: true,
    });
    expect(bad).toMatchObject({
      ok: false,
      error: { code: 'ERR_UNKNOWN_CARD', message: expect.stringMatching(/^your deck: line 2: /) },
    });
  });

  it('a saved game continues where it stopped: its actions one entry each, the same state, and A to decide', () => {
    const played = firstListed(firstListed(started()));
    const text = recordText(played);
    const continued = continueGame(pool, text, { agent: 'random', autoPass: true });
    if (!continued.ok) return expect.fail(continued.error.message);
    expect(continued.value.entries).toHaveLength(played.actions.length + 1);
    expect(JSON.stringify(stateOf(continued.value))).toBe(JSON.stringify(stateOf(played)));
    expect(recordText(continued.value)).toBe(text);
    const legal = legalActions(stateOf(continued.value), pool);
    expect(legal.ok && legal.value.player).toBe('A');
  });

  it('a record with an action apply refuses is an error naming the action; a file that is no record, its line', () => {
    const [head = ''] = recordText(started()).split('\n');
    const refused = `${head}\n${JSON.stringify({ action: { kind: 'playLand', object: 'o999' } })}\n`;
    expect(continueGame(pool, refused, { agent: 'random', autoPass: true })).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/^action 1 of the record: /) },
    });
    expect(continueGame(pool, 'not json', { agent: 'random', autoPass: true })).toMatchObject({
      ok: false,
      error: { code: 'ERR_RECORD', message: expect.stringMatching(/^line 1: /) },
    });
  });
});
