import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listOf } from '../../../test/fixtures';
import { mockApi, signedIn } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import { subscription } from '../../../test/subscription-fixtures';

describe('the legacy course view', () => {
  it('opens the subscription’s room at its last content', async () => {
    mockApi({ '/api/auth/get-session': signedIn, '/api/v1/subscriptions/301/': subscription });
    const { router } = renderRoutes('/coursestart/301');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/program-journey/room/personal-support-worker/301/102'),
    );
  });

  it('sends a subscription that cannot be loaded to the dashboard', async () => {
    mockApi({ '/api/auth/get-session': signedIn, '/api/v1/subscriptions/': listOf([]) });
    const { router } = renderRoutes('/coursestart/999');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
