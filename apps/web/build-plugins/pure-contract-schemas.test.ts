import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { pureContractSchemas } from './pure-contract-schemas';

const transform = (code: string, id = '/repo/packages/contract/src/catalogue/get-course.ts') => {
  const hook = pureContractSchemas().transform as (
    this: { parse: typeof parseAst },
    code: string,
    id: string,
  ) => { code: string } | null;
  return hook.call({ parse: parseAst }, code, id)?.code ?? null;
};

describe('the contract in the built web app', () => {
  it('keeps only the method and path of an operation, so that its schemas can drop out', () => {
    const out = transform(
      [
        'export const ZParams = z.object({ id: z.number() });',
        'export const getCourse = operation({',
        "  method: 'GET',",
        "  path: '/api/v1/courses/:id/',",
        "  summary: 'One program',",
        '  params: ZParams,',
        '  response: ZCourse,',
        '});',
      ].join('\n'),
    )!;
    expect(out).toContain("operation({ method: 'GET', path: '/api/v1/courses/:id/' })");
    expect(out).not.toContain('One program');
    expect(out).not.toMatch(/params: ZParams|response: ZCourse/);
    // every top-level value is pure, so an unused one is left out
    expect(out.match(/\/\* @__PURE__ \*\//g)).toHaveLength(2);
  });

  it('leaves other calls and other packages as they are', () => {
    expect(transform('export const ZName = z.string().min(1);')).toBe(
      'export const ZName = /* @__PURE__ */ (() => z.string().min(1))();',
    );
    expect(transform("export const x = operation({ method: 'GET' });", '/repo/apps/web/src/x.ts')).toBeNull();
  });
});
