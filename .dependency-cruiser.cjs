/**
 * The engine's import rules, checked by `npm test` (`npm run deps`): no runtime import cycles
 * anywhere in src/, so that data flows one way (see ../shared/GUIDE.md, "The shape of the
 * system"). Type-only imports are not at run time and may go both ways.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-runtime-cycle',
      severity: 'error',
      comment: 'A module must not import (at run time) a module that imports it back, however far round.',
      from: { path: '^src' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
