import { useState } from 'preact/hooks';
import { FileInput } from './form-controls.js';

/**
 * Board files in and out: a file input and a paste box (the JSON the CLI reads), saving the
 * shown board (`makeBoard`), and a link that carries it.
 */
export const FileBar = ({
  onOpen,
  boardJson,
  shareUrl,
}: {
  readonly onOpen: (json: string) => void;
  readonly boardJson: () => string;
  readonly shareUrl: () => string;
}) => {
  const [pasted, setPasted] = useState('');
  const [link, setLink] = useState('');
  const save = () => {
    const url = URL.createObjectURL(new Blob([boardJson()], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'board.json';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section class="files" aria-label="board files">
      <FileInput
        label="Open a board file"
        accept=".json,application/json"
        onFile={async (file) => onOpen(await file.text())}
      />
      <details>
        <summary>Paste a board</summary>
        <label>
          Board JSON
          <textarea rows={8} cols={60} value={pasted} onInput={(e) => setPasted(e.currentTarget.value)} />
        </label>
        <button type="button" onClick={() => onOpen(pasted)}>
          Load pasted board
        </button>
      </details>
      <button type="button" onClick={save}>
        Save board
      </button>{' '}
      <button type="button" onClick={() => setLink(shareUrl())}>
        Share as a link
      </button>
      {link && (
        <p>
          <label>
            Link to this board <input class="share-link" readOnly value={link} size={40} />
          </label>{' '}
          <a href={link}>open</a>
        </p>
      )}
    </section>
  );
};
