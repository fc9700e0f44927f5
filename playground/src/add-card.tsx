import { useMemo, useState } from 'preact/hooks';
import { type BoardObject, type CardPool, cards, game, type ZoneName } from '../../src/browser.js';
import { Select } from './form-controls.js';

/** The zones a card can be added to; the stack takes spells, which are cast, not placed. */
const ZONES = game.ZONE_NAMES.filter((z) => z !== 'stack');

/**
 * Adds a card by name: as it is typed, buttons offer names from the whole pool
 * (`cards.searchCardNames`, typo-tolerant as `parseBoard` is); the card goes in through the
 * board file, so an unknown name is refused with its "did you mean".
 */
export const AddCard = ({
  pool,
  players,
  onAdd,
}: {
  readonly pool: CardPool;
  readonly players: readonly string[];
  readonly onAdd: (object: Pick<BoardObject, 'card' | 'zone' | 'owner' | 'controller'>) => void;
}) => {
  const [name, setName] = useState('');
  const [zone, setZone] = useState<ZoneName>('battlefield');
  const [owner, setOwner] = useState('');
  const [controller, setController] = useState('');
  const offered = useMemo(() => cards.searchCardNames(pool, name, 8), [pool, name]);
  // A player chosen on an earlier board may be gone: fall back to the first.
  const player = (chosen: string) => (players.includes(chosen) ? chosen : (players[0] ?? ''));
  return (
    <form
      class="add-card"
      aria-label="add a card"
      onSubmit={(e) => {
        e.preventDefault();
        onAdd({ card: name.trim(), zone, owner: player(owner), controller: player(controller) });
      }}
    >
      <label>
        card name <input value={name} autocomplete="off" onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      {name.trim() !== '' && (
        <ul class="offered" aria-label="matching names">
          {offered.length === 0 && <li>no card close to that name</li>}
          {offered.map((n) => (
            <li key={n}>
              <button type="button" onClick={() => setName(n)}>
                {n}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Select label="zone" value={zone} options={ZONES} onChange={(z) => setZone(z as ZoneName)} />
      <Select label="owner" value={player(owner)} options={players} onChange={setOwner} />
      <Select label="controller" value={player(controller)} options={players} onChange={setController} />
      <button type="submit">Add card</button>
    </form>
  );
};
