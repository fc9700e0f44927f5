import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runBoardText } from '../../cli/commands/board-run.js';
import { evalCommand } from '../../cli/commands/eval.js';
import { describeEvent } from '../../cli/commands/events.js';
import { defaultPool } from '../../src/index.js';
import { capture } from './capture.js';

const pool = defaultPool();
const text = (board: unknown): string => JSON.stringify(board);

/** A's bear attacks into B's wall; B's elves have a -1/-1 counter, so they die as the board is loaded. */
const COMBAT = {
  objects: [
    { id: 'bear', card: 'Grizzly Bears' },
    { id: 'wall', card: 'Wall of Stone', controller: 'B' },
    { id: 'elves', card: 'Llanowar Elves', controller: 'B', counters: { '-1/-1': 1 } },
  ],
  actions: [
    { advance: 'declareAttackers' },
    { attack: { bear: 'B' } },
    { advance: 'declareBlockers' },
    { block: { wall: 'bear' } },
    { advance: 'combatDamage' },
  ],
};

describe('the bundled examples (`npm run example`)', () => {
  it.each(readdirSync('examples').filter((f) => f.endsWith('.json')))(
    'examples/%s plays to the end',
    (name) => {
      const run = runBoardText(readFileSync(join('examples', name), 'utf8'), pool, false);
      if (!run.ok) return expect.fail(`${run.error.stage}: ${run.error.error.message}`);
      expect(run.value.steps.length).toBeGreaterThan(1);
    },
  );

  it('examples/combat.json: regeneration does not save Drudge Skeletons from 0 toughness (CR 704.5f)', () => {
    const run = runBoardText(readFileSync('examples/combat.json', 'utf8'), pool, false);
    if (!run.ok) return expect.fail(run.error.error.message);
    expect(run.value.events).toContainEqual({
      kind: 'zoneChange',
      object: 'skeletons',
      from: 'battlefield',
      to: 'graveyard',
      rule: '704.5f',
    });
  });
});

describe('running a board as `mtg-rules eval` does', () => {
  it('checks state-based actions once as the board is loaded, before the first action (CR 704.3)', () => {
    const run = runBoardText(text(COMBAT), pool, false);
    if (!run.ok) return expect.fail(run.error.error.message);
    const [loaded, ...actions] = run.value.steps;
    expect(loaded).toStrictEqual({
      action: null,
      verb: null,
      events: [{ kind: 'zoneChange', object: 'elves', from: 'battlefield', to: 'graveyard', rule: '704.5f' }],
    });
    expect(actions.map((s) => [s.action, s.verb])).toStrictEqual([
      [0, 'advance'],
      [1, 'attack'],
      [2, 'advance'],
      [3, 'block'],
      [4, 'advance'],
    ]);
    expect(run.value.events).toContainEqual({
      kind: 'damageDealt',
      source: 'bear',
      to: 'wall',
      amount: 2,
      combat: true,
      result: 'marked',
      rule: '120.3e',
    });
    expect(run.value.state.objects.find((o) => o.id === 'wall')?.damage).toBe(2);
  });

  it('stops at the first action refused, with its index, its verb, the rule and the path in the file', () => {
    const board = { ...COMBAT, actions: [...COMBAT.actions.slice(0, 3), { block: { elves: 'bear' } }] };
    const run = runBoardText(text(board), pool, false);
    if (run.ok) return expect.fail('the block was allowed');
    expect(run.error).toMatchObject({
      stage: 'action',
      action: 3,
      verb: 'block',
      error: { code: 'ERR_ACTION', rule: '509.1a', path: '$.actions[3].block' },
    });
    expect(run.error.steps.map((s) => s.action)).toStrictEqual([null, 0, 1, 2]);
  });

  it('a board that does not parse fails before anything happens', () => {
    const run = runBoardText(text({ actions: [{ move: 'nobody', to: 'hand' }] }), pool, false);
    expect(run.ok ? null : run.error).toMatchObject({
      stage: 'board',
      error: { code: 'ERR_BOARD_REFERENCE', path: '$.actions[0].move' },
    });
  });
});

describe('events in words', () => {
  const name = (id: string): string => (id === 'bear' ? 'bear (Grizzly Bears)' : id);
  it.each([
    [{ kind: 'destroyed', object: 'bear', rule: '704.5g' } as const, 'bear (Grizzly Bears) is destroyed'],
    [
      { kind: 'countersChanged', object: 'bear', counter: '+1/+1', change: -1, rule: '122.8' } as const,
      'bear (Grizzly Bears) loses 1 +1/+1 counter',
    ],
    [
      {
        kind: 'damageDealt',
        source: 'rats',
        to: 'B',
        amount: 2,
        combat: true,
        result: 'lifeLost',
        rule: '120.3a',
      } as const,
      'rats deals 2 combat damage to B (life lost)',
    ],
    [
      { kind: 'attackerDeclared', object: 'bear', attacking: 'B', rule: '508.1' } as const,
      'bear (Grizzly Bears) attacks B',
    ],
    [{ kind: 'lifeLost', player: 'B', amount: 5, rule: '119.3' } as const, 'B loses 5 life'],
    [{ kind: 'gotCityBlessing', player: 'A', rule: '702.131b' } as const, "A gets the city's blessing"],
    [{ kind: 'becameMonarch', player: 'B', rule: '724.2' } as const, 'B becomes the monarch'],
    [{ kind: 'emblemCreated', object: 'o8', player: 'A', rule: '114.2' } as const, 'A gets an emblem, o8'],
    [
      { kind: 'triggered', object: 'bear', ability: 0, trigger: 'dies', rule: '603.10a' } as const,
      "bear (Grizzly Bears)'s ability 0 triggers (dies)",
    ],
  ])('%j', (event, words) => {
    expect(describeEvent(event, name)).toBe(words);
  });
});

describe('`mtg-rules eval` output', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-rules-eval-'));
  const file = (name: string, board: unknown): string => {
    const path = join(dir, name);
    writeFileSync(path, text(board));
    return path;
  };
  afterEach(() => {
    vi.restoreAllMocks();
    process.exitCode = undefined;
  });

  it('lists the events with their rules, then the table', async () => {
    const { out } = capture();
    await evalCommand(file('combat.json', COMBAT), {});
    const printed = out();
    expect(printed).toContain('704.5f');
    expect(printed).toContain('elves (Llanowar Elves) moves from the battlefield to the graveyard');
    expect(printed).toContain('bear (Grizzly Bears) deals 2 combat damage to wall (Wall of Stone)');
    expect(printed.indexOf('508.1')).toBeLessThan(printed.indexOf('controller'));
    expect(printed).toMatch(/wall\s+Wall of Stone.*2 damage, blocking bear/);
  });

  it("shows a player's city's blessing with their life (CR 702.131c): Dusk Charger, A's tenth permanent, gets it", async () => {
    const { out } = capture();
    const forests = Array.from({ length: 9 }, (_, i) => ({ id: `f${i}`, card: 'Forest' }));
    await evalCommand(
      file('ascend.json', { objects: [{ id: 'dusk', card: 'Dusk Charger' }, ...forests] }),
      {},
    );
    const printed = out();
    expect(printed).toContain("A gets the city's blessing");
    expect(printed).toContain("A: 20 life (the city's blessing), B: 20 life");
    expect(printed).toMatch(/dusk\s+Dusk Charger\s+battlefield\s+A\s+5\/5/);
  });

  it('shows the monarch with their life (CR 724.1)', async () => {
    const { out } = capture();
    await evalCommand(file('monarch.json', { players: [{ id: 'A' }, { id: 'B', monarch: true }] }), {});
    expect(out()).toContain('A: 20 life, B: 20 life (the monarch)');
  });

  it("lists an emblem in its owner's command zone by its label, with no name, types or P/T (CR 114.3): the Bears get +1/+1", async () => {
    const { out } = capture();
    const anthem = {
      kind: 'static',
      text: 'Creatures you control get +1/+1.',
      zone: 'command',
      effect: {
        affects: { types: ['Creature'], controller: 'you' },
        ops: [{ kind: 'modifyPT', power: { kind: 'constant', n: 1 }, toughness: { kind: 'constant', n: 1 } }],
      },
    };
    const emblem = {
      id: 'e1',
      card: 'Gideon, Ally of Zendikar emblem',
      zone: 'command',
      emblem: { abilities: [anthem] },
    };
    await evalCommand(file('emblem.json', { objects: [{ id: 'bear', card: 'Grizzly Bears' }, emblem] }), {});
    const printed = out();
    expect(printed).toMatch(/e1\s+Gideon, Ally of Zendikar emblem\s+command\s+A\s*\n/);
    expect(printed).toMatch(/bear\s+Grizzly Bears\s+battlefield\s+A\s+3\/3/);
  });

  it('says who must choose as the legend rule waits (CR 704.5j)', async () => {
    const { out } = capture();
    const isamaru = (id: string) => ({ id, card: 'Isamaru, Hound of Konda' });
    await evalCommand(file('legends.json', { objects: [isamaru('i1'), isamaru('i2')] }), {});
    expect(out()).toContain('A keeps one of i1, i2 (Isamaru, Hound of Konda): keepLegend (CR 704.5j)');
  });

  it('--explain names the effects a step depends on (CR 613.8a): March of the Machines applies after Mycosynth Lattice', async () => {
    const { out } = capture();
    const board = {
      objects: [
        { id: 'march', card: 'March of the Machines' },
        { id: 'lattice', card: 'Mycosynth Lattice' },
      ],
    };
    await evalCommand(file('dependency.json', board), { explain: true });
    expect(out()).toMatch(
      /layer 4\s+March of the Machines t1: .*\n\s+applied after Mycosynth Lattice \(t2\), which it depends on {2}CR 613\.8a/,
    );
  });

  it("--explain marks an effect locked in (CR 613.6): Humility's 1/1 goes on applying after Opalescence made it lose its abilities", async () => {
    const { out } = capture();
    const board = {
      objects: [
        { id: 'humility', card: 'Humility' },
        { id: 'opalescence', card: 'Opalescence' },
      ],
    };
    await evalCommand(file('locked-in.json', board), { explain: true });
    expect(out()).toMatch(
      /layer 7b\s+Humility t1: sets power\/toughness {2}-\/- → 1\/1 {2}CR 613\.4b\n\s+locked in: it began applying in an earlier layer and goes on applying to the same objects {2}CR 613\.6/,
    );
  });

  it('--json includes the events', async () => {
    const { out } = capture();
    await evalCommand(file('combat-json.json', COMBAT), { json: true });
    const json = JSON.parse(out());
    expect(json.events[0]).toMatchObject({ kind: 'zoneChange', object: 'elves', rule: '704.5f' });
    expect(Object.keys(json)).toStrictEqual([
      'objects',
      'players',
      'stack',
      'triggered',
      'toAct',
      'events',
      'unsupported',
    ]);
  });

  it('a refused action: the index and the rule on stderr, exit code 1', async () => {
    const { err } = capture();
    const board = { ...COMBAT, actions: [{ attack: { bear: 'B' } }] };
    await evalCommand(file('refused.json', board), {});
    expect(err()).toContain('actions[0] (attack) is refused');
    expect(err()).toContain('508.1');
    expect(process.exitCode).toBe(1);
  });

  it.each([
    ['activated', { activate: 'inferno', ability: 0, targets: ['bear'] }],
    ['resolved by number', { resolve: 'inferno', ability: 0, targets: ['bear'] }],
  ])(
    'an ability the compiler does not model, %s: ERR_UNSUPPORTED naming it, exit code 2',
    async (name, action) => {
      const { err } = capture();
      const board = {
        players: [{ id: 'A', manaPool: '{B}' }, { id: 'B' }],
        objects: [
          { id: 'inferno', card: 'Living Inferno' },
          { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
        ],
        actions: [action],
      };
      await evalCommand(file(`unsupported-${name.replaceAll(' ', '-')}.json`, board), {});
      expect(err()).toContain('Living Inferno: "{T}: Living Inferno deals damage equal to its power divided');
      expect(err()).toContain('is not supported');
      expect(process.exitCode).toBe(2);
    },
  );

  it('a refused action keeps what came before: the events, and the board as it stood', async () => {
    const { out } = capture();
    const board = { ...COMBAT, actions: [...COMBAT.actions.slice(0, 3), { block: { bear: 'wall' } }] };
    await evalCommand(file('refused-late.json', board), {});
    const printed = out();
    expect(printed).toContain('bear (Grizzly Bears) attacks B');
    expect(printed).toMatch(/bear\s+Grizzly Bears.*tapped, attacking B/);
    expect(process.exitCode).toBe(1);
  });

  it('--json of a refused action: the error, the events and the board as it stood', async () => {
    const { out } = capture();
    const board = { ...COMBAT, actions: [...COMBAT.actions.slice(0, 3), { block: { bear: 'wall' } }] };
    await evalCommand(file('refused-late-json.json', board), { json: true });
    const json = JSON.parse(out());
    expect(Object.keys(json)).toStrictEqual(['error', 'events', 'objects', 'players']);
    expect(json.error).toMatchObject({ action: 3, rule: '509.1a' });
    expect(json.objects.find((o: { id: string }) => o.id === 'bear')).toMatchObject({ tapped: true });
  });

  it.each([
    ['Tarmogoyf, in the file: played', 'Tarmogoyf', 0],
    ['Grizzly Bears, not in the file: unknown there (exit 2)', 'Grizzly Bears', 2],
  ])('--cards MTGJSON AtomicCards fixture: %s', async (_, card, exit) => {
    const { out } = capture();
    const cards = join('test', 'cards', 'fixtures', 'atomic-cards.json');
    await evalCommand(file(`cards-${exit}.json`, { objects: [{ id: 'c', card }] }), { json: true, cards });
    const json = JSON.parse(out());
    expect(process.exitCode ?? 0).toBe(exit);
    if (exit === 0) expect(json.objects[0]).toMatchObject({ id: 'c', name: card });
    else expect(json.error).toMatchObject({ code: 'ERR_UNKNOWN_CARD', path: '$.objects[0].card' });
  });
});
