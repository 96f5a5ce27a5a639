import type { TContent } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeXhr, useFakeXhr } from '../../../test/fake-xhr';
import { jsonResponse, requestsTo } from '../../../test/mock-api';
import { assignmentContent, submission } from './content-fixtures';
import type { TAssignmentContent } from './content-types';
import { renderContent } from './render-content';

const submitPath = '/api/v1/contents/604/submissions/';
const stored = {
  id: 777,
  name: 'plan.pdf',
  size: 4,
  size_in_mb: 0,
  content_type: 'application/pdf',
  url: '/api/v1/files/777/',
};

/** The submission call answering the item as the server would: submitted with what was sent. */
function acceptSubmission(content: TAssignmentContent) {
  return {
    [submitPath]: (_url: URL, init?: RequestInit) => {
      const sent = JSON.parse(String(init?.body)) as { text: string; file: number | null };
      const file =
        sent.file === null
          ? null
          : sent.file === stored.id
            ? { id: stored.id, name: stored.name, size: stored.size, url: stored.url }
            : content.submission!.file;
      const answer: TContent = {
        ...content,
        is_completed: true,
        submission: submission({ text: sent.text, file, submitted_at: '2026-03-05T15:00:00.000Z' }),
      };
      return jsonResponse(answer, 201);
    },
  };
}

function pdf(bytes = 4) {
  return new File(['x'.repeat(bytes)], 'plan.pdf', { type: 'application/pdf' });
}

describe('an assignment or homework', () => {
  beforeEach(useFakeXhr);

  it('gives the instructions, the marks and how to hand it in', async () => {
    renderContent(assignmentContent({ content_type: 'homework' }));
    expect(await screen.findByRole('heading', { name: 'Instructions', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Write a care plan for the client in the case study.')).toBeInTheDocument();
    expect(screen.getByText('Maximum marks').nextSibling).toHaveTextContent('20');
    expect(screen.getByText('Hand in').nextSibling).toHaveTextContent('A written answer, a file, or both');
    expect(screen.getByText('Accepted file types').nextSibling).toHaveTextContent('PDF, DOC');
    expect(screen.getByText('Largest file').nextSibling).toHaveTextContent('2 MB');
  });

  it('refuses a file of another type or too large in the browser, before any upload', async () => {
    const { user } = renderContent(assignmentContent());
    const input = await screen.findByLabelText('File to hand in');
    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    expect(screen.getByRole('alert')).toHaveTextContent('File type is not allowed');
    await user.upload(input, pdf(3 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent('File size is too large');
    expect(screen.queryByText('plan.pdf')).not.toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('uploads the file with progress, then hands in the work', async () => {
    const content = assignmentContent();
    const { user, fetchMock } = renderContent(content, { routes: acceptSubmission(content) });
    await user.type(await screen.findByRole('textbox', { name: 'Your answer' }), 'See the attached plan.');
    await user.upload(screen.getByLabelText('File to hand in'), pdf());
    expect(screen.getByText('plan.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.url).toBe('/api/v1/files/?purpose=submission&content=604');
    expect((xhr.body?.get('file') as File).name).toBe('plan.pdf');
    act(() => xhr.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading plan.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByText('40% uploaded')).toBeInTheDocument();
    act(() => xhr.respond(201, stored));

    expect(await screen.findByText('Your work has been handed in.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, submitPath)).toEqual([
      { text: 'See the attached plan.', file: 777, subscription: 301 },
    ]);
    const summary = screen.getByRole('region', { name: 'Your submission' });
    expect(within(summary).getByText('Submitted, awaiting a grade')).toBeInTheDocument();
    expect(within(summary).getByText('Mar 5, 2026')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'plan.pdf' })).toHaveAttribute(
      'href',
      '/api/v1/files/777/',
    );
    expect(within(summary).getByText('See the attached plan.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change your submission' })).toBeInTheDocument();
  });

  it('asks for what the assignment takes before sending anything', async () => {
    const { user, fetchMock } = renderContent(assignmentContent({ assignment: { submission: 'file' } }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Attach a file: this assignment is handed in as a file.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
    expect(requestsTo(fetchMock, submitPath)).toHaveLength(0);
  });

  it('lets the student change work not yet graded, keeping the file handed in', async () => {
    const content = assignmentContent({ submission: submission() });
    const { user, fetchMock } = renderContent(content, { routes: acceptSubmission(content) });
    const summary = await screen.findByRole('region', { name: 'Your submission' });
    expect(within(summary).getByText('My plan covers mobility and meals.')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'care-plan.pdf' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change your submission' }));
    const answer = screen.getByRole('textbox', { name: 'Your answer' });
    expect(answer).toHaveValue('My plan covers mobility and meals.');
    expect(screen.getByRole('button', { name: 'Remove care-plan.pdf' })).toBeInTheDocument();
    await user.type(answer, ' And sleep.');
    await user.click(screen.getByRole('button', { name: 'Submit again' }));

    expect(await screen.findByText('Your work has been handed in.')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
    expect(requestsTo(fetchMock, submitPath)).toEqual([
      { text: 'My plan covers mobility and meals. And sleep.', file: 901, subscription: 301 },
    ]);
    expect(await screen.findByText('My plan covers mobility and meals. And sleep.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit again' })).not.toBeInTheDocument();
  });

  it('shows the marks and remarks once graded, and takes no more changes', async () => {
    renderContent(
      assignmentContent({
        is_completed: true,
        marks: 15.5,
        assignment: { can_submit: false },
        submission: submission({
          status: 'graded',
          marks: 15.5,
          remarks: 'Clear and safe plan.',
          graded_at: '2026-03-09T15:00:00.000Z',
        }),
      }),
    );
    const summary = await screen.findByRole('region', { name: 'Your submission' });
    expect(within(summary).getByText('Graded')).toBeInTheDocument();
    expect(within(summary).getByText('Marks').nextSibling).toHaveTextContent('15.5 / 20');
    expect(within(summary).getByText('Clear and safe plan.')).toBeInTheDocument();
    expect(within(summary).getByText('Graded on').nextSibling).toHaveTextContent('Mar 9, 2026');
    expect(screen.getByText('This work has been graded and can no longer be changed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change your submission' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows work returned by the school with its remarks, to hand in again', async () => {
    const content = assignmentContent({
      is_completed: false,
      submission: submission({ status: 'returned', remarks: 'Add the meal times.' }),
    });
    const { user } = renderContent(content, { routes: acceptSubmission(content) });
    const summary = await screen.findByRole('region', { name: 'Your submission' });
    expect(within(summary).getByText('Returned, to hand in again')).toBeInTheDocument();
    expect(within(summary).getByText('Add the meal times.')).toBeInTheDocument();
    expect(
      screen.getByText('Your school returned this work: read the remarks, then hand it in again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hand it in again' }));
    await user.click(screen.getByRole('button', { name: 'Submit again' }));
    expect(await screen.findByText('Your work has been handed in.')).toBeInTheDocument();
  });

  it('keeps what the student wrote and picked when the upload is refused, with the reason', async () => {
    const { user, fetchMock } = renderContent(assignmentContent());
    await user.type(await screen.findByRole('textbox', { name: 'Your answer' }), 'Draft one');
    await user.upload(screen.getByLabelText('File to hand in'), pdf());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0]!.respond(400, { file: ['File type is not allowed'] }));
    expect(await screen.findByRole('alert')).toHaveTextContent('File type is not allowed');
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('Draft one');
    expect(screen.getByText('plan.pdf')).toBeInTheDocument();
    expect(requestsTo(fetchMock, submitPath)).toHaveLength(0);
  });

  it('keeps what the student wrote and picked when the submission is refused, and does not upload twice', async () => {
    let answers = 0;
    const { user, fetchMock } = renderContent(assignmentContent(), {
      routes: {
        [submitPath]: () =>
          ++answers === 1
            ? jsonResponse({ detail: 'This submission has been graded and can no longer be changed.' }, 409)
            : jsonResponse({ text: ['Write something longer.'] }, 400),
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Your answer' }), 'Draft one');
    await user.upload(screen.getByLabelText('File to hand in'), pdf());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0]!.respond(201, stored));
    expect(
      await screen.findByText('This submission has been graded and can no longer be changed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('Draft one');
    expect(screen.getByText('plan.pdf')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Write something longer.')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(1);
    expect(requestsTo(fetchMock, submitPath)).toEqual([
      { text: 'Draft one', file: 777, subscription: 301 },
      { text: 'Draft one', file: 777, subscription: 301 },
    ]);
  });

  it('takes no submission on view-only access', async () => {
    renderContent(assignmentContent({ assignment: { can_submit: false }, submission: submission() }), {
      readOnly: true,
    });
    expect(await screen.findByRole('region', { name: 'Your submission' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change your submission' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByText('Submissions are closed for this item.')).not.toBeInTheDocument();
  });
});
