import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgramCard } from '../../../components/program-card';
import { changeLanguage } from '../../../i18n/i18n';
import { course } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { lessonContent } from './content-fixtures';
import { renderContent } from './render-content';

describe('content in another language than the page', () => {
  it('marks an English lesson inside a French page with lang="en"', async () => {
    await changeLanguage('fr-CA', false);
    renderContent(lessonContent({ body: '# Daily care\n\nWash your hands first.', lang: 'en' }));
    const heading = await screen.findByRole('heading', { name: 'Daily care' });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en');
  });

  it('marks an English program card inside a French page, and a French one as French', async () => {
    await changeLanguage('fr-CA', false);
    const { unmount } = renderWithProviders(<ProgramCard course={course} />);
    expect(screen.getByRole('heading', { name: 'Personal Support Worker' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Become a certified PSW.')).toHaveAttribute('lang', 'en');
    unmount();
    renderWithProviders(
      <ProgramCard course={{ ...course, name: 'Préposé aux bénéficiaires', lang: 'fr-CA' }} />,
    );
    expect(screen.getByRole('heading', { name: 'Préposé aux bénéficiaires' })).toHaveAttribute(
      'lang',
      'fr-CA',
    );
  });

  it('marks a cohort named in English on a French program card', async () => {
    await changeLanguage('fr-CA', false);
    const cohort = {
      id: 4,
      name: 'Fall 2027 Cohort',
      lang: 'en' as const,
      start_date: '2027-09-13',
      end_date: '2027-12-17',
      is_free: false,
      price: 245000,
      seats: 24,
      instructor_detail: null,
    };
    renderWithProviders(<ProgramCard course={{ ...course, is_cohort: true, cohorts: [cohort] }} />);
    const name = screen.getByText('Fall 2027 Cohort');
    expect(name).toHaveAttribute('lang', 'en');
    // the dates around it are the page's words
    expect(name.parentElement).toHaveTextContent(/^Fall 2027 Cohort : du .+ au .+$/);
    expect(name.parentElement).not.toHaveAttribute('lang');
  });
});
