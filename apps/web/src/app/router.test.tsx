import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTE_ANNOUNCER_ID } from '../components/route-announcer';
import { mockApi } from '../test/mock-api';
import { renderRoutes } from '../test/render';

describe('the route table', () => {
  it('shows the not-found screen for an unknown path, inside the site layout', async () => {
    mockApi();
    renderRoutes('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/couldn’t find the page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the same screen at /404', async () => {
    mockApi();
    renderRoutes('/404');
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
  });

  it('titles pages `<page> | {institute name}`', async () => {
    mockApi();
    renderRoutes('/404');
    await screen.findByRole('heading', { name: 'Page not found' });
    await screen.findAllByRole('img', { name: 'Maple Leaf College' });
    expect(document.title).toBe('Page not found | Maple Leaf College');
  });

  it('shows the home page with the institute and its programs at / and /preview', async () => {
    for (const path of ['/', '/preview']) {
      mockApi();
      const view = renderRoutes(path);
      expect(
        await screen.findByRole('heading', { name: 'Maple Leaf College', level: 1 }),
      ).toBeInTheDocument();
      const hero = screen.getByRole('region', { name: 'Maple Leaf College' });
      expect(within(hero).getByText('Careers that care')).toBeInTheDocument();
      expect(within(hero).getByRole('link', { name: 'Browse programs' })).toHaveAttribute(
        'href',
        '/programs',
      );
      const card = (await screen.findByRole('heading', { name: 'Personal Support Worker' })).closest('a');
      expect(card).toHaveAttribute('href', '/program/7');
      expect(within(card!).getByText('$2,500.00')).toBeInTheDocument();
      expect(within(card!).getByText('Free trial: 7 days')).toBeInTheDocument();
      expect(within(card!).getByText('Instructor: Ada Tremblay')).toBeInTheDocument();
      const free = screen.getByRole('heading', { name: 'First Aid Basics' }).closest('a');
      expect(within(free!).getByText('Free')).toBeInTheDocument();
      view.unmount();
    }
  });

  it('places /auth/register in the sign-in layout', async () => {
    mockApi();
    renderRoutes('/auth/register');
    expect(await screen.findByRole('heading', { name: 'Create your account', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});

describe('moving between pages', () => {
  it('reads the new page’s title politely and puts focus on its main heading', async () => {
    mockApi();
    const { router } = renderRoutes('/404');
    await screen.findByRole('heading', { name: 'Page not found', level: 1 });
    const announcer = document.getElementById(ROUTE_ANNOUNCER_ID)!;
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    // the first page is announced by the browser itself
    expect(announcer).toBeEmptyDOMElement();
    await act(() => router.navigate('/faqs'));
    const heading = await screen.findByRole('heading', { level: 1, name: /FAQ|Frequently/ });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(announcer).toHaveTextContent(document.title);
    expect(document.title).toMatch(/\| Maple Leaf College$/);
    // each question is one heading, a level below the page's, not a heading inside a heading
    const question = screen.getByRole('heading', { level: 2, name: 'When do classes start?' });
    expect(question.querySelector('h1, h2, h3, h4, h5, h6')).toBeNull();
    expect(question.parentElement?.closest('h1, h2, h3, h4, h5, h6')).toBeNull();
  });
});
