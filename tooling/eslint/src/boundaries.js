// Enforces the one-way data flow of design.md §1:
//   apps/portal → features/* → api, ui, branding → contract.
// A feature never imports another feature; api/ui/branding never import a feature or an app.
// The message always says what to do instead, so nobody has to ask a reviewer.
import path from 'node:path';

const LIBS = new Set(['api', 'ui', 'branding', 'contract', 'altcha', 'payments']);
const TOOLING = new Set(['tsconfig', 'eslint-config', 'vitest-config']);
const APPS = new Set(['portal', 'operator-api', 'storybook']);

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

function problem(owner, target) {
  const targetLayer = layerOfPackage(target);
  if (owner.name === target) return undefined;
  if (owner.layer === 'feature' && targetLayer === 'feature') {
    return (
      `Feature @resident/${owner.name} must not import feature @resident/${target}. ` +
      'Move what both need into @resident/ui, @resident/api or @resident/branding, ' +
      'or let apps/portal compose the two features through their manifests.'
    );
  }
  if (owner.layer === 'feature' && targetLayer === 'app') {
    return `Feature @resident/${owner.name} must not import the app @resident/${target}. ` +
      'Declare what the shell needs in the feature manifest (src/index.ts) instead.';
  }
  if (owner.layer === 'lib' && (targetLayer === 'feature' || targetLayer === 'app')) {
    return `@resident/${owner.name} is shared by every feature and must not import @resident/${target}. ` +
      'Pass what it needs in as an argument or a callback from the feature or the shell.';
  }
  if (owner.layer === 'contract' && targetLayer !== 'tooling') {
    return '@resident/contract holds schemas only and imports no other workspace package.';
  }
  return undefined;
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
    function check(node, source) {
      if (typeof source !== 'string') return;
      const match = /^@resident\/([^/]+)/.exec(source);
      if (match) {
        const message = problem(owner, match[1]);
        if (message) context.report({ node, message });
        return;
      }
      if (source.startsWith('.')) {
        const resolved = path.resolve(path.dirname(context.filename), source);
        const target = ownerOfFile(path.join(resolved, 'x'));
        if (target && target.name !== owner.name) {
          context.report({
            node,
            message: `Import @resident/${target.name} by its package name, not by a relative path into its folder: only its "exports" are public.`,
          });
        }
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export const plugin = { rules: { boundaries: boundariesRule } };
