import type { TPracticeEntry } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestsTo } from '../../../test/mock-api';
import { quotaContent } from './content-fixtures';
import { renderContent } from './render-content';

const entriesPath = '/api/v1/contents/605/practice-entries/';
const log = quotaContent({
  content_type: 'quota',
  name: 'Practice task log',
  body: 'Log ten practice tasks.',
  quota: { required_count: 10, recorded_count: 1, practice_log: { can_add: true } },
});

function entry(overrides: Partial<TPracticeEntry> = {}): TPracticeEntry {
  return {
    id: 1,
    content: 605,
    subscription: 301,
    date: '2026-03-02',
    duration_minutes: 30,
    note: 'Renamed five files.',
    file: null,
    status: 'pending',
    remarks: '',
    created_at: '2026-03-02T15:00:00.000Z',
    reviewed_at: null,
    ...overrides,
  };
}

/** The entries call as the server answers it: the list, a new entry, a change, a deletion. */
function entriesServer(initial: TPracticeEntry[]) {
  let entries = initial;
  return {
    [entriesPath]: (_url: URL, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const sent = JSON.parse(String(init.body)) as Partial<TPracticeEntry>;
        if (sent.date === '2026-01-01')
          return jsonResponse({ date: ['The date cannot be in the future.'] }, 400);
        const added = entry({ ...sent, id: 9 });
        entries = [added, ...entries];
        return jsonResponse(added, 201);
      }
      return jsonResponse({ count: entries.length, next: null, previous: null, results: entries });
    },
    '/api/v1/practice-entries/1/': (_url: URL, init?: RequestInit) => {
      if (init?.method === 'DELETE') {
        entries = entries.filter((e) => e.id !== 1);
        return new Response(null, { status: 204 });
      }
      const changed = entry({ ...JSON.parse(String(init?.body)), id: 1 });
      entries = entries.map((e) => (e.id === 1 ? changed : e));
      return jsonResponse(changed);
    },
  };
}

describe('a practice log', () => {
  it('lists entries with their review: waiting, approved, refused with the remark', async () => {
    renderContent(log, {
      routes: entriesServer([
        entry(),
        entry({ id: 2, status: 'approved', date: '2026-03-01', note: 'Backed up Documents.' }),
        entry({
          id: 3,
          status: 'refused',
          date: '2026-02-28',
          remarks: 'Describe the task.',
          file: { id: 5, name: 'shot.png', size: 9, url: '/api/v1/files/5/' },
        }),
      ]),
    });
    const list = await screen.findByRole('list', { name: 'Your practice log' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Waiting for review')).toBeInTheDocument();
    expect(
      within(items[0]!).getByRole('button', { name: 'Edit the entry of Mar 2, 2026' }),
    ).toBeInTheDocument();
    expect(within(items[1]!).getByText('Approved')).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(items[2]!).getByText('Refused')).toBeInTheDocument();
    expect(within(items[2]!).getByText("Your school's remark: Describe the task.")).toBeInTheDocument();
    expect(within(items[2]!).getByRole('link', { name: 'shot.png' })).toHaveAttribute(
      'href',
      '/api/v1/files/5/',
    );
    expect(
      screen.getByText(
        'Add an entry for each task you practise. Each entry counts once your school approves it.',
      ),
    ).toBeInTheDocument();
  });

  it('adds an entry, checking the rules in the browser and showing the server’s refusal by field', async () => {
    const { user, fetchMock } = renderContent(log, { routes: entriesServer([]) });
    expect(
      await screen.findByText('No entries yet. Select Add entry after each task you practise.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an entry' });
    await user.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    expect(await within(dialog).findByText('Enter a duration from 1 to 1440 minutes.')).toBeInTheDocument();
    expect(within(dialog).getByText('Describe what you practised.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, entriesPath).filter(Boolean)).toHaveLength(0);

    const date = within(dialog).getByLabelText(/^Date/);
    await user.clear(date);
    await user.type(date, '2026-01-01');
    await user.type(within(dialog).getByLabelText(/^Duration/), '45');
    await user.type(within(dialog).getByLabelText(/^What you practised/), 'Set up two-step verification.');
    await user.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    expect(await within(dialog).findByText('The date cannot be in the future.')).toBeInTheDocument();

    await user.clear(date);
    await user.type(date, '2026-01-02');
    await user.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, entriesPath).filter(Boolean).at(-1)).toEqual({
      subscription: 301,
      date: '2026-01-02',
      duration_minutes: 45,
      note: 'Set up two-step verification.',
      file: null,
    });
    expect(await screen.findByText('Set up two-step verification.')).toBeInTheDocument();
  });

  it('changes and deletes an entry waiting for review', async () => {
    const { user, fetchMock } = renderContent(log, { routes: entriesServer([entry()]) });
    await user.click(await screen.findByRole('button', { name: 'Edit the entry of Mar 2, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the entry' });
    const minutes = within(dialog).getByLabelText(/^Duration/);
    expect(minutes).toHaveValue(30);
    await user.clear(minutes);
    await user.type(minutes, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, '/api/v1/practice-entries/1/')[0]).toMatchObject({ duration_minutes: 50 });
    expect(await screen.findByText('50 min')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete the entry of Mar 2, 2026' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this entry?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('No entries yet. Select Add entry after each task you practise.'),
    ).toBeInTheDocument();
  });

  it('offers no changes to a view-only graduate', async () => {
    renderContent(log, { readOnly: true, routes: entriesServer([entry()]) });
    expect(await screen.findByText('Renamed five files.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add entry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });
});
