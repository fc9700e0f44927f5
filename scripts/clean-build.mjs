/**
 * Empties dist/ before `npm run build`: tsc never removes the output of a module that was
 * deleted or renamed, and `npm pack` would publish whatever is left there.
 */
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

rmSync(fileURLToPath(new URL('../dist', import.meta.url)), { recursive: true, force: true });
