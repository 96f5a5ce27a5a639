import type { Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/**
 * The contract's schemas are built at module level (`export const ZCourse = z.object(…)`), which a
 * bundler must keep in case building them has side effects, so importing one path or constant from
 * `@portal/contract` would ship zod and every schema beside it. Building a schema has no side effect
 * the web app relies on, so each top-level `const` initialiser is marked pure: unused ones drop out.
 */
export function pureContractSchemas(): Plugin {
  return {
    name: 'portal:pure-contract-schemas',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id)) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const edits: { start: number; end: number }[] = [];
      for (const statement of program.body) {
        // module-private pieces of schemas (`const body = z.string()…`) too
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init as Node | null;
          if (init && (init.type === 'CallExpression' || init.type === 'NewExpression')) edits.push(init);
        }
      }
      if (edits.length === 0) return null;
      let out = code;
      for (const { start, end } of edits.sort((a, b) => b.start - a.start)) {
        out = `${out.slice(0, start)}/* @__PURE__ */ (() => ${out.slice(start, end)})()${out.slice(end)}`;
      }
      return { code: out, map: null };
    },
  };
}
