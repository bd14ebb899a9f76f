// Enforces the one-way data flow of design.md §1:
//   apps/portal → features/* → api, ui, branding → contract.
// A feature never imports another feature (statically, through import() or by mocking it in a
// test); api/ui/branding never import a feature or an app; an app never imports another app;
// @resident/contract's zod schemas never reach the bundle (type-only outside apps/operator-api).
// The message always says what to do instead, so nobody has to ask a reviewer.
import path from 'node:path';
import { moduleReferenceVisitor } from './module-references.js';

const LIBS = new Set([
  'api',
  'ui',
  'branding',
  'contract',
  'routes',
  'communication',
  'payments',
  'altcha',
  'server-observability',
]);
const TOOLING = new Set(['tsconfig', 'eslint-config', 'vitest-config', 'test-stack', 'bench', 'runtime']);
const APPS = new Set(['portal', 'operator-api', 'storybook']);

/** The one app that validates with the schemas, and so may import @resident/contract's values. */
const CONTRACT_VALUE_OWNER = 'operator-api';
/** zod-free subpaths of the contract: plain values every package may import. */
const ZOD_FREE_CONTRACT = new Set(['@resident/contract/limits', '@resident/contract/limits/testing']);
const TEST_FILE = /\.(?:test|spec)\.[cm]?[jt]sx?$/;

/** Which layer a workspace package name belongs to. */
export function layerOfPackage(name) {
  if (LIBS.has(name)) return name === 'contract' ? 'contract' : 'lib';
  if (TOOLING.has(name)) return 'tooling';
  if (APPS.has(name)) return 'app';
  return 'feature';
}

/** Which package (and layer) a file belongs to, from its path inside the monorepo. */
export function ownerOfFile(filename) {
  const parts = filename.split(path.sep).join('/').split('/');
  for (let i = parts.length - 2; i >= 0; i--) {
    if (parts[i] === 'features' && parts[i - 1] === 'packages' && parts[i + 1]) {
      return { name: parts[i + 1], layer: 'feature' };
    }
    if (parts[i] === 'packages' && parts[i + 1] && parts[i + 1] !== 'features') {
      return { name: parts[i + 1], layer: layerOfPackage(parts[i + 1]) };
    }
    if (parts[i] === 'apps' && parts[i + 1]) return { name: parts[i + 1], layer: 'app' };
  }
  return undefined;
}

/** How the file reaches the target, for the message: 'import' or, in a test, 'mock'. */
function problem(owner, target, how = 'import') {
  const targetLayer = layerOfPackage(target);
  if (owner.name === target) return undefined;
  if (owner.layer === 'feature' && targetLayer === 'feature') {
    if (how === 'mock') {
      return (
        `Tests of feature @resident/${owner.name} must not mock feature @resident/${target}: ` +
        'a feature never depends on another, so there is nothing of it to replace. ' +
        "Mock what the feature really imports (@resident/api's ./testing harness answers its calls), " +
        'or test how the two meet in apps/portal.'
      );
    }
    return (
      `Feature @resident/${owner.name} must not import feature @resident/${target}. ` +
      'Move what both need into @resident/ui, @resident/api or @resident/branding, ' +
      'or let apps/portal compose the two features through their manifests.'
    );
  }
  if (owner.layer === 'feature' && targetLayer === 'app') {
    return (
      `Feature @resident/${owner.name} must not ${how} the app @resident/${target}. ` +
      'Declare what the shell needs in the feature manifest (src/index.ts) instead.'
    );
  }
  if (owner.layer === 'lib' && (targetLayer === 'feature' || targetLayer === 'app')) {
    return (
      `@resident/${owner.name} is shared by every feature and must not ${how} @resident/${target}. ` +
      'Pass what it needs in as an argument or a callback from the feature or the shell.'
    );
  }
  if (owner.layer === 'app' && targetLayer === 'app') {
    return (
      `The app @resident/${owner.name} must not ${how} the app @resident/${target}. ` +
      'Tests reach the operator API through the shared test stack @resident/test-stack (tooling/test-stack); ' +
      'code both apps need belongs in a package under packages/.'
    );
  }
  if (owner.layer === 'contract' && targetLayer !== 'tooling') {
    return '@resident/contract holds schemas only and imports no other workspace package.';
  }
  return undefined;
}

/**
 * The static start of a module specifier: a string literal is complete; a template literal or a
 * `'…' + x` concatenation is known only up to its first computed part.
 */
function staticSpecifier(node) {
  if (!node) return undefined;
  if (node.type === 'Literal') return typeof node.value === 'string' ? { text: node.value, complete: true } : undefined;
  if (node.type === 'TemplateLiteral') {
    return { text: node.quasis[0]?.value.cooked ?? '', complete: node.expressions.length === 0 };
  }
  if (node.type === 'BinaryExpression' && node.operator === '+') {
    const left = staticSpecifier(node.left);
    return left && { text: left.text, complete: false };
  }
  return undefined;
}

/** True when every name of the import or export is a type: TypeScript erases it from the bundle. */
function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  if (node.type === 'ImportExpression' || node.type === 'ExportAllDeclaration') return false;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}

/** In a test, a schema may be value-imported to check a zod-free copy against the server's rule. */
function onlySchemas(node) {
  const specifiers = node.type === 'ImportDeclaration' ? node.specifiers : [];
  return (
    specifiers.length > 0 &&
    specifiers.every(
      (s) =>
        s.importKind === 'type' ||
        (s.type === 'ImportSpecifier' && s.imported.type === 'Identifier' && s.imported.name.endsWith('Schema')),
    )
  );
}

function contractProblem(owner, node, source, isTest) {
  if (owner.name === CONTRACT_VALUE_OWNER || owner.layer === 'contract') return undefined;
  if (ZOD_FREE_CONTRACT.has(source) || typeOnly(node)) return undefined;
  if (isTest && onlySchemas(node)) return undefined;
  return (
    `@resident/${owner.name} may import only types from @resident/contract: its values bring zod into the bundle. ` +
    'Write `import type { … }` (or `import { type … }`); take limits and rules from the zod-free ' +
    '`@resident/contract/limits`; only apps/operator-api validates with the schemas' +
    (isTest ? ' (a test may import a `…Schema` by name to check a portal copy against it).' : '.')
  );
}

/** @type {import('eslint').Rule.RuleModule} */
export const boundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the dependency direction of design.md §1' },
    schema: [],
  },
  create(context) {
    const owner = ownerOfFile(context.filename);
    if (!owner) return {};
    const isTest = TEST_FILE.test(context.filename);

    function checkPackage(node, name, how) {
      const message = problem(owner, name, how);
      if (message) context.report({ node, message });
      return Boolean(message);
    }

    function checkRelative(node, source, how) {
      const resolved = path.resolve(path.dirname(context.filename), source);
      const target = ownerOfFile(path.join(resolved, 'x'));
      if (!target || target.name === owner.name) return;
      if (checkPackage(node, target.name, how)) return;
      context.report({
        node,
        message: `Import @resident/${target.name} by its package name, not by a relative path into its folder: only its "exports" are public.`,
      });
    }

    function check(node, specifierNode, how = 'import') {
      const specifier = staticSpecifier(specifierNode);
      if (!specifier) return;
      const { text, complete } = specifier;
      if (!complete) {
        // A computed specifier: judged by the package its static start already names, and
        // rejected when it could name any @resident package (which one only shows at run time).
        const named = /^@resident\/([^/]+)\//.exec(text);
        if (named) checkPackage(node, named[1], how);
        else if (text.startsWith('@resident/')) {
          context.report({
            node,
            message:
              `A computed ${how === 'mock' ? 'vi.mock' : 'import()'} of a @resident package can reach another feature or an app, ` +
              'and no bundler can follow it. Name the package in a plain string; let apps/portal pick ' +
              "among features through their manifests' lazy pages.",
          });
        }
        return;
      }
      const match = /^@resident\/([^/]+)/.exec(text);
      if (match) {
        if (checkPackage(node, match[1], how)) return;
        if (match[1] === 'contract' && how === 'import') {
          const message = contractProblem(owner, node, text, isTest);
          if (message) context.report({ node, message });
        }
        return;
      }
      if (text.startsWith('.')) checkRelative(node, text, how);
    }

    return moduleReferenceVisitor(check);
  },
};
