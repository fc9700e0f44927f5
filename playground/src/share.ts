import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';

/** A board in a link: its JSON compressed into the URL fragment, which never reaches a server. */

const PREFIX = '#board=';

export const shareFragment = (boardJson: string): string =>
  `${PREFIX}${compressToEncodedURIComponent(boardJson)}`;

/** The board JSON a fragment carries, or null for any other fragment (or a damaged one). */
export const boardFromFragment = (hash: string): string | null =>
  hash.startsWith(PREFIX) ? decompressFromEncodedURIComponent(hash.slice(PREFIX.length)) || null : null;
