import { benchCompile } from './compile.js';
import { benchCosts } from './costs.js';
import { benchCreatures } from './creatures.js';
import { benchGames } from './games.js';
import { benchHardening } from './hardening.js';
import { benchLayers } from './layers.js';
import { benchLegalActions } from './legal-actions.js';
import { benchPayment } from './payment.js';
import { benchPool } from './pool.js';
import { benchStack } from './stack.js';

/** `npm run bench`: prints figures over fixed inputs. It never fails a build on speed. */
console.log(`mtg-rules benchmarks, node ${process.version}, ${process.arch}`);
await benchCosts();
await benchPayment();
await benchLayers();
await benchCreatures();
await benchStack();
await benchLegalActions();
await benchGames();
await benchCompile();
await benchPool();
await benchHardening();
