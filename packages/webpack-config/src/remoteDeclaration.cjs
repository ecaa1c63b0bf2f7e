// Reads a remote's one declaration file (src/remote.ts) and its catalogue, and generates what the
// remote used to hand-copy: the server bundle entry, the embed entry, the single-spa lifecycles and the dev page.
const fs = require('node:fs');
const path = require('node:path');
const swc = require('@swc/core');

const DECLARATION = 'src/remote.ts';
/** Where the generated entries go (ignored by git). */
const GENERATED_DIR = '.showroom';

const keyName = (key) => (key.type === 'Identifier' || key.type === 'StringLiteral' ? key.value : null);

function findDefineRemote(node) {
  if (!node || typeof node !== 'object') return null;
  if (node.type === 'CallExpression' && node.callee?.type === 'Identifier' && node.callee.value === 'defineRemote') return node;
  for (const value of Object.values(node)) {
    const found = Array.isArray(value) ? value.map(findDefineRemote).find(Boolean) : findDefineRemote(value);
    if (found) return found;
  }
  return null;
}

/**
 * The module files a declaration names, relative to the remote's folder: { CarList: 'src/exposed/CarList' }. Every loader must read
 * `Name: () => import('./path')`; anything else is a build error, so the generated entries never guess.
 */
function readModulePaths(dir, source = fs.readFileSync(path.join(dir, DECLARATION), 'utf8')) {
  const call = findDefineRemote(swc.parseSync(source, { syntax: 'typescript', tsx: true }));
  if (!call) throw new Error(`${DECLARATION}: no defineRemote(...) call`);
  const modules = call.arguments[1]?.expression;
  if (modules?.type !== 'ObjectExpression') throw new Error(`${DECLARATION}: defineRemote's second argument must be an object literal`);
  const paths = {};
  for (const property of modules.properties) {
    const name = property.type === 'KeyValueProperty' ? keyName(property.key) : null;
    const body = property.value?.type === 'ArrowFunctionExpression' ? property.value.body : null;
    const target = body?.type === 'CallExpression' && body.callee.type === 'Import' ? body.arguments[0]?.expression : null;
    if (!name || target?.type !== 'StringLiteral') throw new Error(`${DECLARATION}: each module must read Name: () => import('./path')`);
    paths[name] = path.join('src', target.value);
  }
  return paths;
}

// packages/contracts' folder: what loadContracts takes out of the config's require() graph.
const CONTRACTS_DIR = path.dirname(require.resolve('@showroom/contracts/package.json'));

/** packages/contracts (TypeScript): as it is where TypeScript already loads (jest), else through tsx (webpack). */
function loadContracts() {
  try {
    return require('@showroom/contracts');
  } catch {
    // tsx's hook is on only while the contracts load; not its namespaced require, which files each module under
    // "<file>?namespace=...": webpack's persistent cache (buildCache.cjs) follows the config's require() graph and
    // cannot stat such a name, and then caches nothing. The contracts are then taken out of that graph: the
    // catalogue reaches a build as the generated entry files, which webpack hashes as any source, so following
    // every schema and zod on each build would only cost time.
    const unregister = require('tsx/cjs/api').register();
    try {
      return require('@showroom/contracts');
    } finally {
      unregister();
      module.children = module.children.filter((child) => !child.filename.startsWith(CONTRACTS_DIR));
    }
  }
}

/** The remote's catalogue from packages/contracts. */
function loadCatalogue(name) {
  const contracts = loadContracts();
  const catalogue = contracts.remoteCatalogueOf(name);
  if (!catalogue) throw new Error(`${name} is not in the module catalogue (packages/contracts/src/catalogue)`);
  return catalogue;
}

/** Checks the declaration implements exactly the catalogue's modules. */
function checkAgainstCatalogue(name, catalogue, paths) {
  const declared = Object.keys(paths).sort();
  const expected = Object.keys(catalogue.modules).sort();
  if (declared.join() !== expected.join()) {
    throw new Error(`${name}: ${DECLARATION} declares [${declared}] but the catalogue has [${expected}]`);
  }
}

const q = JSON.stringify;
/** An import specifier from the generated folder to a module file (relative, so no machine path is built in). */
const specifier = (file) => {
  const relative = path.relative(GENERATED_DIR, file).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
};

/** The generated entry sources, by file name, from the catalogue and the module paths relative to the remote's folder. */
function entrySources(name, catalogue, paths) {
  const entries = Object.values(catalogue.modules);
  const importOf = (module, index) => `import m${index} from ${q(specifier(paths[module.name]))};`;
  const embeddable = entries.filter((module) => module.embed);
  const singleSpa = entries.filter((module) => module.singleSpa);
  if (singleSpa.length > 1) throw new Error(`${name}: at most one module may have single-spa lifecycles (./lifecycles)`);
  const header = `// Generated by @showroom/webpack-config from ${name}/${DECLARATION} and its catalogue; do not edit.\n`;
  const files = {
    'server.ts': [
      header,
      ...entries.map(importOf),
      `/** The server bundle the host downloads: every module of the catalogue, by name. */`,
      `export default { name: __REMOTE_NAME__, version: __REMOTE_VERSION__, modules: { ${entries.map((m, i) => `${q(m.name)}: m${i}`).join(', ')} } };`,
    ].join('\n'),
    // Async boundary: the embed negotiates shared modules (React included) before mounting. The script's CSP nonce
    // is read first, while the partner's tag is still document.currentScript.
    'embed.ts': `${header}import '@showroom/mfe-runtime/embed-nonce';\nimport('./embedMount');\n`,
    'embedMount.ts': [
      header,
      embeddable.some((m) => m.embed.data === 'host') ? `import { defineEmbed, withHostData } from '@showroom/mfe-runtime/embed';` : `import { defineEmbed } from '@showroom/mfe-runtime/embed';`,
      // data: 'host' (the catalogue): the embed takes the module's Component only (a named export of its file) and asks
      // the host for its data in one call (GET /api/embed-data), so loadData and what it imports stay out of the embed.
      ...embeddable.map((m, i) => (m.embed.data === 'host' ? `import { Component as m${i} } from ${q(specifier(paths[m.name]))};` : importOf(m, i))),
      ...embeddable.map((m, i) => `defineEmbed(${q(m.embed.tag)}, ${q(name)}, ${m.embed.data === 'host' ? `withHostData(m${i}, ${q(m.id)})` : `m${i}`}, { params: ${q(m.embed.params ?? [])} });`),
    ].join('\n'),
    'dev.ts': `${header}import('./devMount');\n`,
    // The dev page mounts from the declaration itself (its dev module and site).
    'devMount.ts': [header, `import { mountDev } from '@showroom/mfe-runtime/dev';`, `import remote from ${q('../src/remote')};`, `mountDev(remote);`].join('\n'),
  };
  if (singleSpa[0]) {
    files['lifecycles.ts'] = [
      header,
      `import { createLifecycles } from '@showroom/mfe-runtime/lifecycles';`,
      importOf(singleSpa[0], 0),
      `/** single-spa lifecycles of ${singleSpa[0].id} (${singleSpa[0].singleSpa}). */`,
      `export const { bootstrap, mount, unmount } = createLifecycles(${q(name)}, m0);`,
    ].join('\n');
  }
  return files;
}

/**
 * Generates the remote's entries into <dir>/.showroom and answers what the webpack configs need:
 * the MF exposes (each module's own file, so a page loads only its module) and the entry paths.
 * `catalogue` defaults to the remote's entry in packages/contracts (tests pass a throwaway one).
 */
function generateRemoteEntries(dir, name, catalogue = loadCatalogue(name)) {
  const paths = readModulePaths(dir);
  checkAgainstCatalogue(name, catalogue, paths);
  const out = path.join(dir, GENERATED_DIR);
  fs.mkdirSync(out, { recursive: true });
  const files = entrySources(name, catalogue, paths);
  for (const [file, source] of Object.entries(files)) {
    const target = path.join(out, file);
    // Unchanged files are left alone, so a watching dev server does not rebuild for nothing.
    if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== source) fs.writeFileSync(target, source);
  }
  const exposes = Object.fromEntries(Object.entries(paths).map(([module, file]) => [`./${module}`, `./${file.split(path.sep).join('/')}`]));
  if (files['lifecycles.ts']) exposes['./lifecycles'] = path.join(out, 'lifecycles.ts');
  return {
    exposes,
    server: path.join(out, 'server.ts'),
    embed: path.join(out, 'embed.ts'),
    dev: path.join(out, 'dev.ts'),
  };
}

module.exports = { loadContracts, generateRemoteEntries, readModulePaths, entrySources, checkAgainstCatalogue, GENERATED_DIR };
