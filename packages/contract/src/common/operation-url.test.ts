import { describe, expect, it } from 'vitest';
import { fillPath, operationUrl } from './operation-url';

describe('an operation’s address', () => {
  it('fills and encodes path parameters', () => {
    expect(fillPath('/api/v1/courses/:id/', { id: 7 })).toBe('/api/v1/courses/7/');
    expect(fillPath('/api/v1/courses/slug/:slug/', { slug: 'a b' })).toBe('/api/v1/courses/slug/a%20b/');
    expect(() => fillPath('/api/v1/courses/:id/', {})).toThrow('Missing path parameter id');
  });

  it('adds the query’s set values only', () => {
    expect(
      operationUrl(
        { path: '/api/v1/staff/members/:id/' },
        { id: 'a/b' },
        { q: 'x y', role: undefined, n: '' },
      ),
    ).toBe('/api/v1/staff/members/a%2Fb/?q=x+y');
  });
});
