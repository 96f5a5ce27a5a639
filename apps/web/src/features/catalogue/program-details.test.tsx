import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { courseDetail } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderRoutes } from '../../test/render';

describe('the program details page', () => {
  it('shows the program, its outline in whole minutes, its plans and a join link', async () => {
    mockApi({ '/api/v1/courses/7/': courseDetail });
    renderRoutes('/program/7');
    expect(
      await screen.findByRole('heading', { name: 'Personal Support Worker', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Hygiene')).toBeInTheDocument();
    // the description is Markdown: emphasis and lists render as such
    expect(screen.getByText('care', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('Mobility', { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByText('Assist clients with daily living')).toBeInTheDocument();
    // 150 s shows as 3 min, 5250 s as 88 min, the section's 5400 s as 90 min
    expect(screen.getByText('2 items · 90 min')).toBeInTheDocument();
    expect(screen.getByText('3 min')).toBeInTheDocument();
    expect(screen.getByText('88 min')).toBeInTheDocument();
    expect(screen.getByText('Optional')).toBeInTheDocument();
    const enrol = screen.getByRole('complementary', { name: 'Enrolment' });
    expect(within(enrol).getByText('$2,500.00')).toBeInTheDocument();
    expect(within(enrol).getByText('Registration fee: $500.00')).toBeInTheDocument();
    expect(
      within(enrol).getByText('Instalment 2: $1,000.00, due 60 days after you subscribe'),
    ).toBeInTheDocument();
    expect(within(enrol).getByRole('link', { name: 'Join this program' })).toHaveAttribute(
      'href',
      '/program/personal-support-worker/course/join',
    );
    expect(document.title).toBe('Personal Support Worker | Maple Leaf College');
  });

  it('offers one join link per cohort for a cohort program', async () => {
    mockApi({
      '/api/v1/courses/7/': {
        ...courseDetail,
        is_cohort: true,
        cohorts: [
          {
            id: 31,
            name: 'Fall 2026',
            lang: 'en',
            start_date: '2026-09-08',
            end_date: '2026-12-18',
            is_free: false,
            price: 240000,
            seats: 20,
            instructor_detail: null,
          },
        ],
      },
    });
    renderRoutes('/program/7');
    const join = await screen.findByRole('link', { name: 'Join the cohort Fall 2026' });
    expect(join).toHaveAttribute('href', '/program/personal-support-worker/cohort/31/join');
    expect(screen.getByText('Sep 8, 2026 – Dec 18, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join this program' })).not.toBeInTheDocument();
  });

  it('shows the not-found screen for a program that does not exist', async () => {
    mockApi();
    renderRoutes('/program/999');
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
  });
});
