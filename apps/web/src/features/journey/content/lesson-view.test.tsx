import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestsTo } from '../../../test/mock-api';
import { lessonContent } from './content-fixtures';
import { renderContent } from './render-content';

const viewPath = '/api/v1/contents/601/view/';

const body = [
  '# Daily care',
  '',
  'Give **one** dose, as $x^2 + y^2 = z^2$ says.',
  '',
  '$$',
  '\\frac{a}{b}',
  '$$',
  '',
  '| Task | Time |',
  '| --- | --- |',
  '| Bathing | 30 min |',
  '',
  '```js',
  'const dose = weight * 0.5;',
  '```',
  '',
  '![A hoist in use](/api/v1/media/hoist.png)',
].join('\n');

describe('a lesson', () => {
  it('renders its Markdown with tables, code, images and maths, headings below the room’s h1', async () => {
    const { container } = renderContent(lessonContent({ body }));
    expect(await screen.findByRole('heading', { name: 'Daily care', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('Bathing');
    expect(screen.getByRole('img', { name: 'A hoist in use' })).toHaveAttribute(
      'src',
      '/api/v1/media/hoist.png',
    );
    const code = container.querySelector('pre');
    expect(code).toHaveTextContent('const dose = weight * 0.5;');
    // a keyboard can reach a code block that scrolls sideways
    expect(code).toHaveAttribute('tabindex', '0');
    expect(container.querySelectorAll('.katex')).toHaveLength(2);
    expect(container.querySelector('.katex-display')).not.toBeNull();
    expect(container.querySelector('math')).toHaveTextContent('x');
  });

  it('records the lesson as read once when it opens', async () => {
    const { fetchMock } = renderContent(lessonContent());
    await screen.findByRole('heading', { name: 'Your role', level: 2 });
    await waitFor(() => expect(requestsTo(fetchMock, viewPath)).toHaveLength(1));
    // the answer completes it; nothing is called again
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(requestsTo(fetchMock, viewPath)).toHaveLength(1);
  });

  it('does not record a lesson already completed', async () => {
    const { fetchMock } = renderContent(lessonContent({ is_completed: true }));
    await screen.findByRole('heading', { name: 'Your role' });
    expect(requestsTo(fetchMock, viewPath)).toHaveLength(0);
  });

  it('records nothing on view-only access', async () => {
    const { fetchMock } = renderContent(lessonContent(), { readOnly: true });
    expect(await screen.findByRole('heading', { name: 'Your role' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, viewPath)).toHaveLength(0);
  });

  it('shows its length in whole minutes and that it is optional', async () => {
    renderContent(lessonContent({ duration: 610, can_skip: true, is_completed: true }));
    expect(await screen.findByText('10 min')).toBeInTheDocument();
    expect(screen.getByText('Optional')).toBeInTheDocument();
  });
});
