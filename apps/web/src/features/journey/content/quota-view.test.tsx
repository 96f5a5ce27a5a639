import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestsTo } from '../../../test/mock-api';
import { quotaContent } from './content-fixtures';
import { renderContent } from './render-content';

const noEntries = { count: 0, next: null, previous: null, results: [] };

describe('an in class quota or quota', () => {
  it('shows the requirement and the attendance recorded so far, with nothing for the student to do', async () => {
    const { fetchMock } = renderContent(quotaContent());
    expect(await screen.findByText('Attend five supervised placement days.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Attendance recorded', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('2 of 5')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Attendance recorded' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(
      screen.getByText('Your school records this for you: there is nothing to hand in here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/v1/contents/605/view/')).toHaveLength(0);
    expect(requestsTo(fetchMock, '/api/v1/contents/605/practice-entries/')).toHaveLength(0);
  });

  it('says when the school has approved the whole count of a practice log', async () => {
    renderContent(
      quotaContent({
        content_type: 'quota',
        is_completed: true,
        quota: { recorded_count: 5, practice_log: { can_add: true } },
      }),
      { routes: { '/api/v1/contents/605/practice-entries/': noEntries } },
    );
    expect(await screen.findByRole('progressbar', { name: 'Entries approved' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByText('5 of 5')).toBeInTheDocument();
    expect(screen.getByText('Requirement met: the school has recorded it all.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your practice log', level: 2 })).toBeInTheDocument();
  });
});
