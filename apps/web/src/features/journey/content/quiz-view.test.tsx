import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { quizContent } from './content-fixtures';
import { renderContent } from './render-content';

describe('a quiz', () => {
  it('introduces the quiz with its settings and links to the quiz screen', async () => {
    renderContent(quizContent());
    expect(await screen.findByText('Ten questions on what you have read so far.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About this quiz', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Time limit').nextSibling).toHaveTextContent('15 minutes');
    expect(screen.getByText('Attempts allowed').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Pass mark').nextSibling).toHaveTextContent('60%');
    expect(screen.getByText('Questions').nextSibling).toHaveTextContent('10');
    expect(screen.getByRole('link', { name: 'Start quiz' })).toHaveAttribute(
      'href',
      '/program-journey/quiz/program/7/quiz/606?subscription=301',
    );
    expect(screen.queryByText('You have completed this quiz.')).not.toBeInTheDocument();
  });

  it('says when there is no time limit and when the quiz is completed', async () => {
    renderContent(quizContent({ is_completed: true, quiz: { time_limit_minutes: null } }));
    expect(await screen.findByText('No time limit')).toBeInTheDocument();
    expect(screen.getByText('You have completed this quiz.')).toBeInTheDocument();
  });

  it('shows the attempts used and the result that counts, and says why no attempt is left', async () => {
    renderContent(quizContent({ is_completed: true }), {
      routes: {
        '/api/v1/quizzes/': {
          count: 3,
          next: null,
          previous: null,
          results: [],
          content: 606,
          attempts_allowed: 3,
          attempts_used: 3,
          open_attempt: null,
          can_start: { can_start: false, reason: 'You have used every attempt allowed for this quiz.' },
          counted_attempt: 41,
          result: { is_graded: true, marks: 7.5, max_marks: 10, percent: 75, passed: true },
        },
      },
    });
    expect(await screen.findByText('3 of 3')).toBeInTheDocument();
    expect(screen.getByText('7.5 / 10 (75%)')).toBeInTheDocument();
    expect(screen.getByText('Outcome').nextSibling).toHaveTextContent('Passed');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
    expect(screen.getByText('You have used every attempt allowed for this quiz.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your answers' })).toHaveAttribute(
      'href',
      '/program-journey/assessment/41',
    );
  });

  it('says an attempt started and not submitted is not submitted yet, not awaiting grading', async () => {
    renderContent(quizContent(), {
      routes: {
        '/api/v1/quizzes/': {
          ...{ count: 1, next: null, previous: null, results: [], content: 606 },
          ...{ attempts_allowed: 3, attempts_used: 1, open_attempt: 40 },
          ...{ can_start: { can_start: true, reason: null }, counted_attempt: null, result: null },
        },
      },
    });
    expect(await screen.findByText('1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Your result').nextSibling).toHaveTextContent('Not submitted yet');
    expect(screen.queryByText('Awaiting grading')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resume quiz' })).toBeInTheDocument();
  });

  it('shows completed and not passed apart, with the pass mark the certificate needs', async () => {
    renderContent(quizContent({ is_completed: true, marks: 3, passed: false }), {
      routes: {
        '/api/v1/quizzes/': {
          ...{ count: 1, next: null, previous: null, results: [], content: 606 },
          ...{ attempts_allowed: 3, attempts_used: 1, open_attempt: null },
          ...{ can_start: { can_start: true, reason: null }, counted_attempt: 41 },
          result: { is_graded: true, marks: 1.4, max_marks: 10, percent: 14, passed: false },
        },
      },
    });
    expect(await screen.findByText('Outcome')).toBeInTheDocument();
    expect(screen.getByText('You have completed this quiz.')).toBeInTheDocument();
    expect(screen.getByText('Outcome').nextSibling).toHaveTextContent('Not passed');
    // the item's facts too: Completed, and apart from it, Not passed
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getAllByText('Not passed')).toHaveLength(2);
    expect(screen.getByText('Your result').nextSibling).toHaveTextContent('1.4 / 10 (14%)');
    expect(
      screen.getByText('Completed, but not passed: the program certificate needs 60% or more on this quiz.'),
    ).toBeInTheDocument();
  });

  it('says it in French', async () => {
    await changeLanguage('fr-CA', false);
    renderContent(quizContent({ is_completed: true, marks: 3, passed: false }), {
      routes: {
        '/api/v1/quizzes/': {
          ...{ count: 1, next: null, previous: null, results: [], content: 606 },
          ...{ attempts_allowed: 3, attempts_used: 1, open_attempt: null },
          ...{ can_start: { can_start: true, reason: null }, counted_attempt: 41 },
          result: { is_graded: true, marks: 1.4, max_marks: 10, percent: 14, passed: false },
        },
      },
    });
    expect(await screen.findByText('Réussite')).toBeInTheDocument();
    expect(screen.getByText('Réussite').nextSibling).toHaveTextContent('Non réussi');
    expect(
      screen.getByText(
        'Terminé, mais non réussi : le certificat du programme demande 60 % ou plus à ce quiz.',
      ),
    ).toBeInTheDocument();
  });

  it('offers no attempt on view-only access', async () => {
    renderContent(quizContent(), { readOnly: true });
    expect(await screen.findByText('About this quiz')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start quiz' })).not.toBeInTheDocument();
  });

  it('still shows a graduate their answers, with no way to start again', async () => {
    renderContent(quizContent({ is_completed: true }), {
      readOnly: true,
      routes: {
        '/api/v1/quizzes/': {
          ...{ count: 1, next: null, previous: null, results: [], content: 606 },
          ...{ attempts_allowed: 3, attempts_used: 1, open_attempt: null },
          ...{ can_start: { can_start: true, reason: null }, counted_attempt: 41 },
          result: { is_graded: true, marks: 7.5, max_marks: 10, percent: 75, passed: true },
        },
      },
    });
    expect(await screen.findByRole('link', { name: 'See your answers' })).toHaveAttribute(
      'href',
      '/program-journey/assessment/41',
    );
    expect(screen.queryByRole('link', { name: /Try again|Start quiz/ })).not.toBeInTheDocument();
  });
});
