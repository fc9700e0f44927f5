import { useState } from 'preact/hooks';
import { type CardPool, cards } from '../../src/browser.js';
import { errorText } from './error-text.js';
import { FileInput } from './form-controls.js';
import { rememberSource } from './pool-sources.js';

/**
 * A newer card file from disk (MTGJSON AtomicCards or Scryfall oracle cards, gzipped or not),
 * read in the browser by `cards.poolFromCardBytes`; its pool replaces the shipped one for boards
 * and games. The file never leaves the machine.
 */
export const CardFile = ({
  source,
  onPool,
}: {
  /** Where the pool in use came from: "the shipped cards" or a file's name. */
  readonly source: string;
  readonly onPool: (pool: CardPool, source: string) => void;
}) => {
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <section class="card-file" aria-label="card file">
      <p>
        Cards: {source}.{' '}
        <FileInput
          label="Load a card file (MTGJSON or Scryfall JSON, gzipped or not)"
          accept=".json,.gz,application/json,application/gzip"
          onFile={async (file) => {
            setStatus(`Reading ${file.name}…`);
            const bytes = new Uint8Array(await file.arrayBuffer());
            const pool = await cards.poolFromCardBytes(bytes, file.name);
            setStatus(null);
            setError(pool.ok ? null : errorText(pool.error));
            if (pool.ok)
              onPool(
                rememberSource(pool.value, { kind: 'bytes', bytes, name: file.name }),
                `${file.name} (${pool.value.names().length} cards)`,
              );
          }}
        />
      </p>
      {status && <p role="status">{status}</p>}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
};
