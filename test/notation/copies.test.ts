import { describe, expect, it } from 'vitest';
import { errorOf, stateOf } from './helpers.js';

const copies = (...objects: object[]) => stateOf({ objects }).objects.map((o) => o.choices.copy);

describe('copy snapshots (CR 707.2)', () => {
  it('CR 707.2: a Clone that copied Grizzly Bears keeps the card it copied', () => {
    expect(
      copies({ id: 'bear', card: 'Grizzly Bears' }, { card: 'Clone', choices: { copyOf: 'bear' } }),
    ).toStrictEqual([undefined, { card: 'Grizzly Bears' }]);
  });

  it('CR 707.3: a copy of a copy takes the copied values, not the card underneath (Clone of a Clone of Bears)', () => {
    const result = copies(
      { id: 'bear', card: 'Grizzly Bears' },
      { id: 'c1', card: 'Clone', choices: { copyOf: 'bear' } },
      { card: 'Clone', choices: { copyOf: 'c1' } },
    );
    expect(result[2]).toStrictEqual({ card: 'Grizzly Bears' });
  });

  it('CR 707.3: a copy of a later copy is resolved all the same', () => {
    const result = copies(
      { card: 'Clone', choices: { copyOf: 'c2' } },
      { id: 'c2', card: 'Clone', choices: { copyOf: 'bird' } },
      { id: 'bird', card: 'Ornithopter' },
    );
    expect(result[0]).toStrictEqual({ card: 'Ornithopter' });
  });

  it('CR 707.3, issue 18: a chain of 10,000 copies written in reverse order crashed with a stack overflow; it is walked in a loop', () => {
    const length = 10_000;
    const chain = Array.from({ length }, (_, i) =>
      i === length - 1
        ? { id: `o${i}`, card: 'Grizzly Bears' }
        : { id: `o${i}`, card: 'Clone', choices: { copyOf: `o${i + 1}` } },
    );
    const result = copies(...chain);
    expect(result[0]).toStrictEqual({ card: 'Grizzly Bears' });
    expect(result.filter((copy) => copy?.card === 'Grizzly Bears')).toHaveLength(length - 1);
  });

  it('CR 707.2, issue 18: a loop at the end of a long chain of copies is found and named', () => {
    const length = 10_000;
    const chain = Array.from({ length }, (_, i) => ({
      id: `o${i}`,
      card: 'Clone',
      choices: { copyOf: `o${i === length - 1 ? length - 2 : i + 1}` },
    }));
    expect(errorOf({ objects: chain })).toMatchObject({
      code: 'ERR_BOARD_STATE',
      path: '$.objects[9999].choices.copyOf',
      message: expect.stringContaining('go round in a loop'),
    });
  });

  it('CR 707.2: the "as enters" choice of the copied object is copied too (Clone of a 2/2 flying Primal Clay)', () => {
    const result = copies(
      { id: 'clay', card: 'Primal Clay', choices: { option: '2/2 flying' } },
      { id: 'c1', card: 'Clone', choices: { copyOf: 'clay' } },
      { card: 'Clone', choices: { copyOf: 'c1' } },
    );
    expect(result.slice(1)).toStrictEqual([
      { card: 'Primal Clay', option: '2/2 flying' },
      { card: 'Primal Clay', option: '2/2 flying' },
    ]);
  });

  it('CR 707.2b: "copy" gives the copied values directly, for a copied object that has gone', () => {
    const result = copies({
      card: 'Clone',
      choices: { copy: { card: 'primal clay', option: '1/6 defender' } },
    });
    expect(result[0]).toStrictEqual({ card: 'Primal Clay', option: '1/6 defender' });
  });

  it.each([
    [
      'ERR_BOARD_STATE',
      'a copy of itself',
      [{ id: 'c', card: 'Clone', choices: { copyOf: 'c' } }],
      '$.objects[0].choices.copyOf',
    ],
    [
      'ERR_BOARD_STATE',
      'copies in a loop',
      [
        { id: 'a', card: 'Clone', choices: { copyOf: 'b' } },
        { id: 'b', card: 'Clone', choices: { copyOf: 'a' } },
      ],
      '$.objects[1].choices.copyOf',
    ],
    [
      'ERR_BOARD_STATE',
      'CR 707.2: a copy of a card in the graveyard',
      [
        { id: 'bear', card: 'Grizzly Bears', zone: 'graveyard' },
        { card: 'Clone', choices: { copyOf: 'bear' } },
      ],
      '$.objects[1].choices.copyOf',
    ],
    [
      'ERR_BOARD_REFERENCE',
      'an option the copied card does not have',
      [{ card: 'Clone', choices: { copy: { card: 'Primal Clay', option: '4/4' } } }],
      '$.objects[0].choices.copy.option',
    ],
  ])('%s: %s', (code, _name, objects, path) => {
    expect(errorOf({ objects })).toMatchObject({ code, path });
  });
});
