import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardCommand } from '../../cli/commands/card.js';
import { cardReport } from '../../cli/commands/card-report.js';
import { defaultPool } from '../../src/index.js';
import { capture } from './capture.js';

/** `mtg-rules card`: each row is a real card's printed data (MTGJSON) and the rule that reads it. */

const pool = defaultPool();
const report = (name: string) => {
  const card = pool.find(name);
  if (card === undefined) throw new Error(`${name} is not in the pool`);
  return cardReport(card);
};

describe('cardReport', () => {
  it.each([
    ['Grizzly Bears: {1}{G}, mana value 2 (CR 202.3)', 'Grizzly Bears', 0, '{1}{G}', 2],
    ['Fire // Ice: Fire is {1}{R}, mana value 2 (CR 709.4b)', 'Fire', 0, '{1}{R}', 2],
    ['Fire // Ice: Ice is {1}{U}, mana value 2', 'Ice', 1, '{1}{U}', 2],
    [
      "Tok-Tok, Volcano Born: the upper half's cost, {3}{R} (CR 710.1c)",
      'Tok-Tok, Volcano Born',
      1,
      '{3}{R}',
      4,
    ],
    ['Walking Ballista: {X}{X}, X is 0 off the stack (CR 202.3e)', 'Walking Ballista', 0, '{X}{X}', 0],
  ])('%s', (_label, name, face, cost, value) => {
    expect(report(name).faces[face]?.cost).toMatchObject({ cost, manaValue: value });
  });

  it.each([
    ['Insectile Aberration: no mana cost (CR 202.1b)', 'Insectile Aberration', 1],
    ['Forest: a land has no mana cost (CR 202.1b)', 'Forest', 0],
  ])('%s', (_label, name, face) => {
    expect(report(name).faces[face]?.cost).toBeNull();
  });

  it('Fire // Ice: two faces, the whole card mana value 4 as the data states it (CR 709.4b)', () => {
    const r = report('Fire // Ice');
    expect(r).toMatchObject({ name: 'Fire // Ice', layout: 'split', statedManaValue: 4, isFunny: false });
    expect(r.faces.map((f) => [f.name, f.typeLine])).toEqual([
      ['Fire', 'Instant'],
      ['Ice', 'Instant'],
    ]);
  });

  it('Tarmogoyf: */1+* read as stars a CDA defines (CR 208.2a); its CDA modelled by the compiler', () => {
    const r = report('Tarmogoyf');
    expect(r.faces[0]?.printed).toEqual({
      power: { kind: 'star', playful: false, form: 'star', number: 0 },
      toughness: { kind: 'star', playful: false, form: 'number-plus-star', number: 1 },
      loyalty: null,
    });
    expect(r.behaviour).toBe('compiled');
    expect(r.abilities).toEqual([
      expect.objectContaining({ kind: 'cda', status: 'modelled', from: 'compiler' }),
    ]);
  });

  it("Delver of Secrets // Insectile Aberration: the back face's Flying is compiled and listed (CR 712.8)", () => {
    const r = report('Delver of Secrets // Insectile Aberration');
    expect(r.abilities).toEqual([expect.objectContaining({ status: 'unsupported' })]);
    expect(r.otherFaces).toEqual([
      [expect.objectContaining({ kind: 'keyword', text: 'Flying', status: 'modelled' })],
    ]);
  });

  it('Ajani Goldmane: modelled by a hand definition', () => {
    expect(report('Ajani Goldmane').behaviour).toBe('hand');
  });

  it('Ajani Goldmane: Legendary Planeswalker — Ajani, loyalty 4 (CR 209.1)', () => {
    const face = report('Ajani Goldmane').faces[0];
    expect(face?.typeLine).toBe('Legendary Planeswalker — Ajani');
    expect(face?.printed).toMatchObject({ loyalty: { kind: 'integer', value: 4 }, power: null });
  });

  it('Insectile Aberration: blue by its colour indicator (CR 204.2)', () => {
    expect(report('Insectile Aberration').faces[1]).toMatchObject({ colors: ['U'], colorIndicator: ['U'] });
  });

  it('"Ach! Hans, Run!": an Un-set card, flagged funny', () => {
    expect(report('"Ach! Hans, Run!"').isFunny).toBe(true);
  });

  it('Bonecrusher Giant: compiled; each ability modelled by the compiler or unsupported with a reason', () => {
    const r = report('Bonecrusher Giant');
    expect(r.behaviour).toBe('compiled');
    expect(r.abilities.length).toBeGreaterThan(0);
    for (const a of r.abilities) {
      if (a.status === 'modelled') expect(a.from).toBe('compiler');
      else expect(a.reason).not.toBe('');
    }
  });
});

describe('cardReport on every card of the pool', () => {
  it('MTGJSON: every face has its cost (CR 202.1) and printed numbers (CR 208.1, 209.1) read without error', () => {
    const unread = pool.names().flatMap((name) => {
      const card = pool.get(name);
      const faces = card ? cardReport(card).faces : [];
      return faces
        .filter((f) => (f.cost !== null && 'error' in f.cost) || 'error' in f.printed)
        .map((f) => `${name} [${f.name}]`);
    });
    expect(unread).toEqual([]);
  });
});

describe('`mtg-rules card` output', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    process.exitCode = undefined;
  });

  it('Delver of Secrets // Insectile Aberration: both faces, then the abilities', async () => {
    const { out } = capture();
    await cardCommand('insectile aberration', {});
    const printed = out();
    expect(printed).toContain('Delver of Secrets // Insectile Aberration');
    expect(printed).toContain('face 2: Insectile Aberration');
    expect(printed).toMatch(/P\/T\s+3\/2/);
    expect(printed.indexOf('face 1')).toBeLessThan(printed.indexOf('abilities'));
    expect(process.exitCode).toBeUndefined();
  });

  it('Aeve, Progenitor Ooze: an unsupported ability printed with where the grammar stopped, and its character', async () => {
    const { out } = capture();
    await cardCommand('Aeve, Progenitor Ooze', {});
    expect(out()).toContain(
      '"Aeve, Progenitor Ooze isn\'t legendary if it\'s a token." \u2014 the grammar reads "Aeve, Progenitor Ooze" and stops at "isn\'t legendary if" (character 22)',
    );
  });

  it('--json prints the report', async () => {
    const { out } = capture();
    await cardCommand('Tarmogoyf', { json: true });
    expect(JSON.parse(out())).toEqual(report('Tarmogoyf'));
  });

  it('an unknown name is bad input (exit 2), with the closest name', async () => {
    const { out, err } = capture();
    await cardCommand('Grizly Bears', {});
    expect(out()).toBe('');
    expect(err()).toContain('did you mean "Grizzly Bears"?');
    expect(process.exitCode).toBe(2);
  });
});
