import path from 'node:path';
import type { Plugin } from 'vite';

// a loader as the web app writes one for a part loaded on demand: `() => import('./room-route')`, as an
// argument (a loader that goes on, `.catch(…)`, is left as it is)
const LOADER = /\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\1\s*\)(?=\s*[,)])/g;

/**
 * Names each module loaded on demand by its key in the build's manifest (its path from the web app's
 * root), as a `module` property of its loader: a page painted on the server lists the modules it drew,
 * and the server has the browser fetch their files with the app's, so that taking the page over waits
 * on nothing and adds no links of its own.
 */
export function lazyModuleKeys(): Plugin {
  let root = '';
  return {
    name: 'portal:lazy-module-keys',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (id.includes('node_modules') || !/\.tsx?$/.test(id) || !code.includes('import(')) return null;
      const loaders = [...code.matchAll(LOADER)];
      if (loaders.length === 0) return null;
      let out = '';
      let last = 0;
      for (const loader of loaders) {
        const resolved = await this.resolve(loader[2]!, id);
        if (!resolved) continue;
        const key = path.relative(root, resolved.id.split('?')[0]!).split(path.sep).join('/');
        out += `${code.slice(last, loader.index)}Object.assign(${loader[0]}, { module: ${JSON.stringify(key)} })`;
        last = loader.index + loader[0].length;
      }
      return { code: out + code.slice(last), map: null };
    },
  };
}
