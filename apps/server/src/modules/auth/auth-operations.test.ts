import * as contract from '@portal/contract';
import type { Operation } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app';
import { AUTH_BASE_PATH, createAuth } from './auth';

const isOperation = (value: unknown): value is Operation =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'summary' in value;

/** The contract's operations that Better Auth answers: the web calls them, no `route()` registers them. */
const betterAuthOperations = (Object.values(contract) as unknown[])
  .filter(isOperation)
  .filter((operation) => operation.path.startsWith(`${AUTH_BASE_PATH}/`));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("Better Auth's calls in the contract", () => {
  it("are each one of Better Auth's endpoints, with its method, and left out of the API document", () => {
    const auth = createAuth(t.ctx, t.app.log);
    const endpoints = Object.values(
      auth.api as Record<string, { path?: string; options?: { method?: unknown } }>,
    );
    expect(betterAuthOperations.length).toBeGreaterThan(0);
    for (const operation of betterAuthOperations) {
      const path = operation.path.slice(AUTH_BASE_PATH.length);
      const endpoint = endpoints.find((candidate) => candidate.path === path);
      expect(endpoint, operation.path).toBeDefined();
      expect([endpoint!.options?.method].flat(), operation.path).toContain(operation.method);
      expect(operation.hidden, operation.path).toBe(true);
    }
  });
});
