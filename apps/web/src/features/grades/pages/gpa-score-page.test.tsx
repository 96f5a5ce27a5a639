import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, signedIn } from '../../../test/mock-api';
import { changeLanguage } from '../../../i18n/i18n';
import { renderRoutes } from '../../../test/render';
import { setViewport } from '../../../test/viewport';
import { gpaScore, ungradedScore } from '../../../test/grades-fixtures';

const path = '/program-journey/gpa-score/personal-support-worker/301';

function mockScore(answer: unknown) {
  return mockApi({
    '/api/auth/get-session': signedIn,
    '/api/v1/subscriptions/301/gpa-score/': answer,
  });
}

describe('the GPA score page', () => {
  afterEach(() => setViewport(1024));

  it('shows every graded item with its weight, marks, percent and grade points, and the GPA', async () => {
    mockScore(gpaScore);
    renderRoutes(path);
    expect(await screen.findByText('2.9 / 4')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'GPA score', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('74.17%')).toBeInTheDocument();
    expect(screen.getByText('2 of 3 items graded.')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Graded items' });
    const quiz = within(table).getByText('Safety check-in').closest('tr') as HTMLElement;
    for (const cell of ['8.5 / 10', '85%', 'A', '3.9', '16.67%', 'Passed', 'Graded'])
      expect(within(quiz).getByText(cell)).toBeInTheDocument();
    expect(within(quiz).getByRole('link', { name: 'View your attempt at Safety check-in' })).toHaveAttribute(
      'href',
      '/program-journey/assessment/501',
    );

    const essay = within(table).getByText('Care plan essay').closest('tr') as HTMLElement;
    for (const cell of ['36 / 50', '72%', 'B-', '2.7', '83.33%', 'Passed', 'Pass mark 60%'])
      expect(within(essay).getByText(cell)).toBeInTheDocument();
    expect(within(essay).queryByRole('link')).not.toBeInTheDocument();

    const journal = within(table).getByText('Reflection journal').closest('tr') as HTMLElement;
    expect(within(journal).getByText('Not submitted')).toBeInTheDocument();
    expect(within(journal).getByText('Homework · Practice · Optional')).toBeInTheDocument();
    expect(within(journal).getByText('— / 20')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Back to the program' })).toHaveAttribute(
      'href',
      '/program-journey/room/personal-support-worker/301',
    );
    expect(screen.getByRole('link', { name: 'View transcript' })).toHaveAttribute('href', '/transcript/301');
  });

  it('calls the GPA final only once every required item is graded, and shows a failed item apart from its status', async () => {
    const items = gpaScore.items.map((i) =>
      i.content === 104
        ? { ...i, status: 'awaiting_grading' as const, marks: null, percent: null, passed: null }
        : i.content === 103
          ? { ...i, marks: 1.4, percent: 14, letter: 'F', grade_points: 0, passed: false }
          : i,
    );
    mockScore({ ...gpaScore, items });
    renderRoutes(path);
    expect(await screen.findByText('GPA so far')).toBeInTheDocument();
    expect(screen.queryByText('Final GPA')).not.toBeInTheDocument();
    const quiz = screen.getByText('Safety check-in').closest('tr') as HTMLElement;
    expect(within(quiz).getByText('Graded')).toBeInTheDocument();
    expect(within(quiz).getByText('Not passed')).toBeInTheDocument();
    const essay = screen.getByText('Care plan essay').closest('tr') as HTMLElement;
    expect(within(essay).getByText('Awaiting marks')).toBeInTheDocument();
  });

  it('keeps every figure in sight on a phone, one card per item', async () => {
    setViewport(390, 844);
    mockScore(gpaScore);
    renderRoutes(path);
    const list = await screen.findByRole('list', { name: 'Graded items' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const quiz = within(list).getByText('Safety check-in').closest('li') as HTMLElement;
    for (const [label, value] of [
      ['Marks', '8.5 / 10'],
      ['Percent', '85%'],
      ['Grade', 'A'],
    ])
      expect(within(quiz).getByText(label!).nextSibling).toHaveTextContent(value!);
    expect(within(quiz).getByText('Passed')).toBeInTheDocument();
  });

  it('marks the program’s name with its language, the school’s where it has no other', async () => {
    mockScore({ ...gpaScore, course_name: 'Préposé aux bénéficiaires', course_name_lang: 'fr-CA' });
    renderRoutes(path);
    expect(await screen.findByText('Préposé aux bénéficiaires')).toHaveAttribute('lang', 'fr-CA');
  });

  it('speaks French', async () => {
    await changeLanguage('fr-CA', false);
    mockScore(gpaScore);
    renderRoutes(path);
    expect(await screen.findByText('Moyenne finale')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Résultat' })).toBeInTheDocument();
    expect(screen.getAllByText('Note de passage 60 %')).toHaveLength(2);
    // a program written in English only is named in English, marked so
    expect(screen.getByText(gpaScore.course_name)).toHaveAttribute('lang', 'en');
  });

  it('shows marks without grade points when the program reports no GPA', async () => {
    mockScore({ ...gpaScore, has_gpa: false, gpa: null });
    renderRoutes(path);
    expect(
      await screen.findByText('2 of 3 items graded. This program does not report a GPA.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Final GPA')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Grade points' })).not.toBeInTheDocument();
    expect(screen.getByText('8.5 / 10')).toBeInTheDocument();
  });

  it('says nothing is graded yet, and lists what is to come', async () => {
    mockScore(ungradedScore);
    renderRoutes(path);
    expect(await screen.findByText('No grades yet')).toBeInTheDocument();
    expect(screen.getByText(/once your first quiz, assignment or homework is graded/)).toBeInTheDocument();
    expect(screen.queryByText('Final GPA')).not.toBeInTheDocument();
    expect(screen.getAllByText('Not submitted')).toHaveLength(3);
  });

  it('shows the not-found screen for another student’s subscription', async () => {
    mockScore(() => jsonResponse({ detail: 'Not found.' }, 404));
    renderRoutes(path);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('says when the grades cannot be loaded, and tries again', async () => {
    let calls = 0;
    mockScore(() => (++calls === 1 ? jsonResponse({ detail: 'Boom' }, 500) : jsonResponse(gpaScore)));
    const user = userEvent.setup({ delay: null });
    renderRoutes(path);
    expect(await screen.findByText('Your grades could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('2.9 / 4')).toBeInTheDocument());
  });
});
