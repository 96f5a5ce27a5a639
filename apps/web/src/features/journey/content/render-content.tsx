import type { TContent } from '@portal/contract';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { jsonResponse, mockApi, signedIn } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { useContent } from '../api/get-content';
import { ContentView } from './content-view';

function Room({ contentId, readOnly }: { contentId: number; readOnly: boolean }) {
  const { data } = useContent(contentId, 301);
  return data ? <ContentView content={data} courseId={7} readOnly={readOnly} /> : null;
}

type Options = {
  readOnly?: boolean;
  /** More answers by pathname, such as the submission's. */
  routes?: Parameters<typeof mockApi>[0];
};

/**
 * Shows an item as the room does: read through the content call (so a view-content or submission
 * answer replaces it), in strict mode, for subscription 301 of course 7. The view-content call answers
 * the item completed; saving the current item answers nothing of interest.
 */
export function renderContent(content: TContent, { readOnly = false, routes = {} }: Options = {}) {
  let current = content;
  const fetchMock = mockApi({
    '/api/auth/get-session': signedIn,
    [`/api/v1/contents/${content.id}/`]: () => jsonResponse(current),
    [`/api/v1/contents/${content.id}/view/`]: () => {
      current = { ...current, is_completed: true };
      return jsonResponse(current);
    },
    '/api/v1/subscriptions/301/current-content/': { id: 301 },
    ...routes,
  });
  // a file picker's `accept` is a hint the student can switch off, so the view checks files itself
  const user = userEvent.setup({ applyAccept: false, delay: null });
  const view = renderWithProviders(
    <StrictMode>
      <Room contentId={content.id} readOnly={readOnly} />
    </StrictMode>,
  );
  return { fetchMock, user, ...view };
}
