/**
 * Import cycles, type-only ones included (eslint's import-x/no-cycle passes over `import type`):
 * `npm run lint` fails on any loop among the product's modules (docs/decisions/028-import-aliases-and-layers.md).
 */
module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      severity: "error",
      comment: "A module never reaches itself through its imports, type-only imports included: break the loop by passing what is needed or moving a shared type to its own module.",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|build|data|\\.react-router)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
