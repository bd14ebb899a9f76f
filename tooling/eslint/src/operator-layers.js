// Keeps the layers of apps/operator-api/src pointing one way (apps/operator-api/README.md, "Layers"):
//   route → service → repository → store
// A layer may import the layers below it (a route may read a repository directly when its domain
// has no service), never one above. Nothing imports a route module except the wiring that
// registers routes. Test support (fixtures, test servers) is imported by tests only.
// Imports, export-froms, import() and vi.mock-style calls are all judged, as in boundaries.js.
// The message always says what to do instead, so nobody has to ask a reviewer.
import path from 'node:path';
import { moduleReferenceVisitor } from './module-references.js';

const SRC = 'apps/operator-api/src/';
const RANK = { route: 4, service: 3, repository: 2, store: 1 };
const LABEL = {
  route: 'a route module',
  service: 'a service',
  repository: 'a repository',
  store: 'the store',
};

/** The path of a file inside apps/operator-api/src ('payments/payment-service.ts'), or undefined. */
export function operatorPathOf(filename) {
  const posix = filename.split(path.sep).join('/');
  const at = posix.lastIndexOf(SRC);
  return at < 0 ? undefined : posix.slice(at + SRC.length);
}

/**
 * The role of a file from its path inside apps/operator-api/src:
 * 'test' | 'wiring' | 'server' | 'route' | 'service' | 'repository' | 'store' | 'seed' | 'other'.
 */
export function operatorRoleOf(rel) {
  const base = rel
    .split('/')
    .at(-1)
    .replace(/\.[cm]?[jt]sx?$/, '');
  const top = rel.includes('/') ? rel.split('/')[0] : '';
  if (/\.(?:test|spec)$/.test(base) || top === 'test-support') return 'test';
  // The package's `./testing` export: helpers for other packages' tests (tooling/test-stack).
  if (rel.replace(/\.[cm]?[jt]sx?$/, '') === 'testing') return 'test';
  // Wiring registers routes: server/register-api.ts and a domain's register-*.ts that mounts its
  // own routes, and the entry points (main.ts, index.ts, *-cli.ts) that build the server. The rest
  // of src/server/ (hooks, parsers, counters) registers no route and so may not import one.
  if (top === '' || /^register-/.test(base)) return 'wiring';
  if (top === 'server') return 'server';
  if (top === 'routes' || /-routes?$/.test(base)) return 'route';
  if (/-service$/.test(base)) return 'service';
  if (/-repository$/.test(base)) return 'repository';
  // Seeds and demo data live beside the store but are its callers, not part of it: they write the
  // demo rows through the repositories as any other caller would.
  if (top === 'db' && /^(?:seed|demo)(?:-|$)/.test(base)) return 'seed';
  if (top === 'db' || /-store$/.test(base)) return 'store';
  return 'other';
}

function withoutExtension(file) {
  return file.replace(/\.[cm]?[jt]sx?$/, '');
}

/** What is wrong with a `role` file reaching `target` (its path inside src), or undefined. */
export function layerProblem(role, target, targetRole, how = 'import') {
  if (role === 'test') return undefined;
  const verb = how === 'mock' ? 'mock' : 'import';
  const name = withoutExtension(target);
  if (targetRole === 'test') {
    return (
      `Production code must not ${verb} test support (${name}): fixtures, test servers and the ` +
      "package's ./testing export are for tests only and are not shipped. Move what production needs " +
      'out of it into a production module that the test support imports in turn.'
    );
  }
  if (role === 'wiring') return undefined;
  if (targetRole === 'route') {
    return (
      `Nothing imports ${name}: it is a route module (HTTP only), and only the wiring ` +
      "(server/register-api.ts, a domain's register-*.ts) registers it. Move what you need from it to where it belongs: " +
      "a type into the domain's *-service.ts or a *-types.ts, a helper into a small module of its own " +
      '(HTTP helpers live in src/http/), and import that from both.'
    );
  }
  if (RANK[role] && RANK[targetRole] && RANK[targetRole] > RANK[role]) {
    return (
      `${LABEL[role][0].toUpperCase()}${LABEL[role].slice(1)} must not ${verb} ${LABEL[targetRole]} (${name}): ` +
      'dependencies point route → service → repository → store. ' +
      `Move what both need down into ${LABEL[role]} or a *-types.ts, and let ${LABEL[targetRole]} call this one.`
    );
  }
  return undefined;
}

/**
 * A module specifier's text: `complete` when it is a plain string; a template literal or a
 * `'…' + x` concatenation is known only up to its first computed part.
 */
function specifierOf(node) {
  if (node?.type === 'Literal')
    return typeof node.value === 'string' ? { text: node.value, complete: true } : undefined;
  if (node?.type === 'TemplateLiteral')
    return { text: node.quasis[0]?.value.cooked ?? '', complete: node.expressions.length === 0 };
  if (node?.type === 'BinaryExpression' && node.operator === '+') {
    const left = specifierOf(node.left);
    return left && { text: left.text, complete: false };
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const operatorLayersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the layers of apps/operator-api/src pointing route → service → repository → store' },
    schema: [],
  },
  create(context) {
    const own = operatorPathOf(context.filename);
    if (own === undefined) return {};
    const role = operatorRoleOf(own);
    if (role === 'test') return {};

    function check(node, specifierNode, how = 'import') {
      const specifier = specifierOf(specifierNode);
      if (!specifier?.text.startsWith('.')) return;
      const { text, complete } = specifier;
      if (!complete) {
        // Which module it names only shows at run time, so neither this rule nor a reader can
        // tell its layer: a route module or test support could hide behind it.
        context.report({
          node,
          message:
            `A computed ${how === 'mock' ? 'vi.mock' : 'import()'} of a module of the operator API hides which layer it reaches. ` +
            'Name the module in a plain string (a map of plain import()s when you must choose at run time).',
        });
        return;
      }
      const target = operatorPathOf(path.resolve(path.dirname(context.filename), text));
      if (target === undefined) return;
      const message = layerProblem(role, target, operatorRoleOf(target), how);
      if (message) context.report({ node, message });
    }

    return moduleReferenceVisitor(check);
  },
};
