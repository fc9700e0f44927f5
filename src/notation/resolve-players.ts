import { type ManaPool, parseManaPool } from '../mana/pool.js';
import { all, chain, err, map, ok, optional, type Result, rulesError } from '../result.js';
import { jsonPath } from '../state/json-path.js';
import type { Player, PlayerId, Turn } from '../state/types.js';
import type { BoardFile, BoardManaPool } from './board-types.js';
import { DEFAULT_LIFE, DEFAULT_PLAYER_IDS, DEFAULT_STEP, DEFAULT_TURN_NUMBER } from './defaults.js';

/** The players a file lists, or A and B. */
const boardPlayers = (board: BoardFile): NonNullable<BoardFile['players']> =>
  board.players ?? DEFAULT_PLAYER_IDS.map((id) => ({ id }));

const manaPool = (written: BoardManaPool | undefined, index: number): Result<ManaPool> => {
  if (written === undefined) return ok([]);
  if (typeof written !== 'string') return ok(written);
  const parsed = parseManaPool(written);
  return parsed.ok ? parsed : err({ ...parsed.error, path: jsonPath(['players', index, 'manaPool']) });
};

/** CR 724.3: only one player can be the monarch at a time; the second one written is refused. */
const oneMonarch = (board: BoardFile): Result<void> => {
  const monarchs = boardPlayers(board).flatMap((p, index) => (p.monarch ? [index] : []));
  const second = monarchs[1];
  return second === undefined
    ? ok(undefined)
    : err(
        rulesError('ERR_BOARD_STATE', 'only one player can be the monarch', {
          path: jsonPath(['players', second, 'monarch']),
          rule: '724.3',
        }),
      );
};

/** The players with their defaults, mana pools read from their text. */
const withDefaults = (board: BoardFile): Result<Player[]> =>
  all(boardPlayers(board), (p, index) =>
    map(
      manaPool(p.manaPool, index),
      (pool): Player => ({
        id: p.id,
        life: p.life ?? DEFAULT_LIFE,
        counters: p.counters ?? {},
        manaPool: pool,
        ...(p.lost ? { lost: true } : {}),
        ...(p.drewFromEmptyLibrary ? { drewFromEmptyLibrary: true } : {}),
        ...(p.cityBlessing ? { cityBlessing: true } : {}),
        ...(p.monarch ? { monarch: true } : {}),
        ...(p.preventionShields?.length ? { preventionShields: p.preventionShields } : {}),
        ...optional('dealtDamageInTurn', p.dealtDamageInTurn),
        ...(p.damagedBy?.length ? { damagedBy: p.damagedBy.map((d) => ({ ...d })) } : {}),
      }),
    ),
  );

/** The players, checked to have at most one monarch. */
export const resolvePlayers = (board: BoardFile): Result<Player[]> =>
  chain(oneMonarch(board), () => withDefaults(board));

/** The turn, its active player by default the first player. */
export const resolveTurn = (board: BoardFile, players: readonly PlayerId[]): Turn => ({
  number: board.turn?.number ?? DEFAULT_TURN_NUMBER,
  active: board.turn?.active ?? players[0] ?? DEFAULT_PLAYER_IDS[0],
  step: board.turn?.step ?? DEFAULT_STEP,
  ...(board.turn?.attacked ? { attacked: true } : {}),
  ...(board.turn?.creaturesDied ? { creaturesDied: board.turn.creaturesDied } : {}),
  ...(board.turn?.landsPlayed ? { landsPlayed: board.turn.landsPlayed } : {}),
  ...(board.turn?.spellsCast ? { spellsCast: { ...board.turn.spellsCast } } : {}),
  ...(board.turn?.spellsCastLastTurn ? { spellsCastLastTurn: { ...board.turn.spellsCastLastTurn } } : {}),
  ...(board.turn?.cardsDrawn ? { cardsDrawn: { ...board.turn.cardsDrawn } } : {}),
  ...(board.turn?.lifeGained ? { lifeGained: { ...board.turn.lifeGained } } : {}),
  ...(board.turn?.lifeLost ? { lifeLost: { ...board.turn.lifeLost } } : {}),
  ...(board.turn?.permanentsLeft ? { permanentsLeft: { ...board.turn.permanentsLeft } } : {}),
  ...(board.turn?.plusOneCountersPut ? { plusOneCountersPut: { ...board.turn.plusOneCountersPut } } : {}),
});
