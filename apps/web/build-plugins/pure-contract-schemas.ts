import type { Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** What the web needs of an operation once built: the rest (schemas, docs) is for the server and for development. */
const KEPT_OF_OPERATION = new Set(['method', 'path']);

/**
 * The contract's schemas are built at module level (`export const ZCourse = z.object(…)`), which a
 * bundler must keep in case building them has side effects, so importing one path or constant from
 * `@portal/contract` would ship zod and every schema beside it. Building a schema has no side effect
 * the web app relies on, so each top-level `const` initialiser is marked pure: unused ones drop out.
 * An operation (`operation({ method, path, … })`) keeps only its method and path, so that calling it
 * does not keep its schemas, which the web reads in development only.
 */
export function pureContractSchemas(): Plugin {
  return {
    name: 'portal:pure-contract-schemas',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id)) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const edits: { start: number; end: number; text: string }[] = [];
      for (const statement of program.body) {
        // module-private pieces of schemas (`const body = z.string()…`) too
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init as Node | null;
          if (!init || (init.type !== 'CallExpression' && init.type !== 'NewExpression')) continue;
          const call = operationShell(init, code) ?? code.slice(init.start, init.end);
          edits.push({ start: init.start, end: init.end, text: `/* @__PURE__ */ (() => ${call})()` });
        }
      }
      if (edits.length === 0) return null;
      let out = code;
      for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) {
        out = `${out.slice(0, start)}${text}${out.slice(end)}`;
      }
      return { code: out, map: null };
    },
  };
}

/** `operation({ … })` with only the properties the built web reads, or null for any other call. */
function operationShell(call: Node, code: string): string | null {
  const callee = call.callee as Node;
  const [definition] = call.arguments as Node[];
  if (callee.type !== 'Identifier' || callee.name !== 'operation' || definition?.type !== 'ObjectExpression')
    return null;
  const kept = (definition.properties as Node[]).filter((property) => {
    const key = property.key as Node | undefined;
    return (
      property.type === 'Property' && key?.type === 'Identifier' && KEPT_OF_OPERATION.has(key.name as string)
    );
  });
  return `operation({ ${kept.map((property) => code.slice(property.start, property.end)).join(', ')} })`;
}
