// Where a file names another module: what both layer rules (boundaries.js, operator-layers.js)
// inspect, so a new way of reaching a module is added once for both.

/** vitest calls that load or replace a module by its specifier. */
const VI_MODULE_CALLS = new Set(['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock']);

/**
 * An ESLint visitor calling `check(node, specifierNode, how)` for every static import and
 * re-export, every import(), and every vi.mock-like call ('mock').
 */
export function moduleReferenceVisitor(check) {
  return {
    ImportDeclaration: (node) => check(node, node.source),
    ExportNamedDeclaration: (node) => node.source && check(node, node.source),
    ExportAllDeclaration: (node) => check(node, node.source),
    ImportExpression: (node) => check(node, node.source),
    CallExpression: (node) => {
      const callee = node.callee;
      if (
        callee.type === 'MemberExpression' &&
        callee.object.type === 'Identifier' &&
        callee.object.name === 'vi' &&
        callee.property.type === 'Identifier' &&
        VI_MODULE_CALLS.has(callee.property.name)
      ) {
        check(node, node.arguments[0], 'mock');
      }
    },
  };
}
