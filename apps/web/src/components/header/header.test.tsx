import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/languages';
import { currentUser, institute } from '../../test/fixtures';
import { jsonResponse, mockApi, requestsTo, signedIn } from '../../test/mock-api';
import { renderRoutes, renderWithProviders } from '../../test/render';
import { setViewport } from '../../test/viewport';
import { Header } from './header';

describe('the header', () => {
  afterEach(() => setViewport(1024));

  it('shows the logo, the navigation and a Login/Signup button that returns to the dashboard', async () => {
    mockApi();
    renderWithProviders(<Header />);
    expect(await screen.findByRole('img', { name: 'Maple Leaf College' })).toHaveAttribute(
      'src',
      '/api/v1/media/logo.svg',
    );
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Programs' })).toHaveAttribute('href', '/programs');
    expect(within(nav).queryByRole('link', { name: 'My Programs' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Login/Signup' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=/dashboard',
    );
  });

  it('adds My Programs and Discussion Board for a signed-in student, without Login/Signup', async () => {
    mockApi({ '/api/auth/get-session': signedIn });
    renderWithProviders(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('link', { name: 'My Programs' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(nav).getByRole('link', { name: 'Discussion Board' })).toHaveAttribute('href', '/forum');
    expect(screen.queryByRole('link', { name: 'Login/Signup' })).not.toBeInTheDocument();
  });

  it('switches the header to French, sets <html lang> and remembers the choice', async () => {
    mockApi();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Header />);
    await screen.findByRole('link', { name: 'Login/Signup' });
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Français' }));

    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Accueil' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Programmes' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Aide' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connexion/Inscription' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr-CA');

    await user.click(screen.getByRole('button', { name: 'Langue\u00a0: Français' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    const englishNav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(englishNav).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('opens Help with the institute’s contact details and links to the FAQs and Contact us', async () => {
    mockApi();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Header />);
    await screen.findByRole('img', { name: 'Maple Leaf College' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('button', { name: 'Help' }));
    const dialog = await screen.findByRole('dialog', { name: 'How can we help?' });
    expect(within(dialog).getByRole('link', { name: 'info@mapleleaf.example' })).toHaveAttribute(
      'href',
      'mailto:info@mapleleaf.example',
    );
    expect(within(dialog).getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faqs');
    expect(within(dialog).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  });

  it('uses a drawer below the md breakpoint', async () => {
    setViewport(599);
    mockApi();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Header />);
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('presentation');
    expect(within(drawer).getByRole('link', { name: 'Programs' })).toHaveAttribute('href', '/programs');
    expect(within(drawer).getByRole('button', { name: 'Help' })).toBeInTheDocument();
    // a list holds list items only (axe: list)
    for (const list of within(drawer).getAllByRole('list'))
      for (const child of list.children) expect(child.tagName).toBe('LI');
    expect(within(drawer).getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
  });

  describe('for a signed-in student', () => {
    async function openAccountMenu() {
      const user = userEvent.setup({ delay: null });
      await user.click(await screen.findByRole('button', { name: 'Account menu for Sam Student' }));
      return { user, menu: await screen.findByRole('menu') };
    }

    it('shows the avatar with initials and an account menu with name, email and links', async () => {
      mockApi({ '/api/auth/get-session': signedIn });
      renderWithProviders(<Header />);
      expect(await screen.findByText('SS')).toBeInTheDocument();
      const { menu } = await openAccountMenu();
      expect(within(menu).getByText('Sam Student')).toBeInTheDocument();
      expect(within(menu).getByText('sam@example.com')).toBeInTheDocument();
      // the menu holds only items (axe: aria-required-children); whose it is, is its name
      expect(menu).toHaveAccessibleName('Sam Student sam@example.com');
      expect(within(menu).getByText('Sam Student').closest('li')).toHaveAttribute('role', 'none');
      const profile = within(menu).getByRole('menuitem', { name: /Profile/ });
      expect(profile).toHaveAttribute('href', '/profile');
      expect(within(profile).getByText('40%')).toBeInTheDocument();
      expect(within(menu).getByRole('menuitem', { name: 'My Documents' })).toHaveAttribute(
        'href',
        '/document',
      );
      expect(within(menu).getByRole('menuitem', { name: 'My Purchases' })).toHaveAttribute(
        'href',
        '/payment-details',
      );
      expect(within(menu).queryByRole('menuitem', { name: 'Learning Levels' })).not.toBeInTheDocument();
      expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    });

    it('shows the student’s tools before the account button, and none to a visitor', async () => {
      mockApi({ '/api/auth/get-session': signedIn });
      const { unmount } = renderWithProviders(<Header tools={<button type="button">Tool</button>} />);
      const account = await screen.findByRole('button', { name: 'Account menu for Sam Student' });
      const tool = screen.getByRole('button', { name: 'Tool' });
      expect(tool.compareDocumentPosition(account) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      unmount();

      mockApi();
      renderWithProviders(<Header tools={<button type="button">Tool</button>} />);
      await screen.findByRole('link', { name: 'Login/Signup' });
      expect(screen.queryByRole('button', { name: 'Tool' })).not.toBeInTheDocument();
    });

    it('adds Learning Levels when the institute allows gamification', async () => {
      mockApi({
        '/api/auth/get-session': signedIn,
        '/api/v1/institute/': {
          count: 1,
          next: null,
          previous: null,
          results: [{ ...institute, allow_gamification: true }],
        },
      });
      renderWithProviders(<Header />);
      const { menu } = await openAccountMenu();
      expect(within(menu).getByRole('menuitem', { name: 'Learning Levels' })).toHaveAttribute(
        'href',
        '/learning-level',
      );
    });

    it('colours the completion chip by the contract’s thresholds', async () => {
      mockApi({
        '/api/auth/get-session': signedIn,
        '/api/v1/me/': {
          ...currentUser,
          profile: { ...currentUser.profile, profile_completion_percentage: 80 },
        },
      });
      renderWithProviders(<Header />);
      const { menu } = await openAccountMenu();
      const chip = within(menu).getByText('80%').closest('.MuiChip-root');
      expect(chip).toHaveClass('MuiChip-colorSuccess');
    });

    it("logs out, then loads the home page afresh, with an empty cache and none of the student's work kept", async () => {
      localStorage.setItem('student.quiz-attempt.7', '{"answers":{"1":"kept"}}');
      localStorage.setItem('tutor.voice', 'on');
      const assign = vi.fn();
      vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
      const fetchMock = mockApi({
        '/api/auth/get-session': signedIn,
        '/api/auth/sign-out': { success: true },
      });
      renderRoutes('/dashboard');
      expect(await screen.findByRole('heading', { name: 'My Programs', level: 1 })).toBeInTheDocument();
      const { user, menu } = await openAccountMenu();
      await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
      expect(requestsTo(fetchMock, '/api/auth/sign-out')).toEqual([{}]);
      expect([localStorage.getItem('student.quiz-attempt.7'), localStorage.getItem('tutor.voice')]).toEqual([
        null,
        'on',
      ]);
      localStorage.clear();
    });

    it('says ‘Unable to logout!’ when logging out fails', async () => {
      mockApi({
        '/api/auth/get-session': signedIn,
        '/api/auth/sign-out': () => jsonResponse({ message: 'Failed' }, 500),
      });
      const { router } = renderRoutes('/dashboard');
      await screen.findByRole('heading', { name: 'My Programs', level: 1 });
      const { user, menu } = await openAccountMenu();
      await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
      expect(await screen.findByText('Unable to logout!')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
      expect(screen.getByRole('button', { name: 'Account menu for Sam Student' })).toBeInTheDocument();
    });

    it('remembers a language switch on the server', async () => {
      const fetchMock = mockApi({ '/api/auth/get-session': signedIn });
      const user = userEvent.setup({ delay: null });
      renderWithProviders(<Header />);
      await screen.findByRole('button', { name: 'Account menu for Sam Student' });
      await user.click(screen.getByRole('button', { name: 'Language: English' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Français' }));
      await waitFor(() => expect(requestsTo(fetchMock, '/api/v1/me/')).toContainEqual({ language: 'fr-CA' }));
    });

    it('does not call the server for a visitor’s language switch', async () => {
      const fetchMock = mockApi();
      const user = userEvent.setup({ delay: null });
      renderWithProviders(<Header />);
      await screen.findByRole('link', { name: 'Login/Signup' });
      await user.click(screen.getByRole('button', { name: 'Language: English' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Français' }));
      await screen.findByRole('navigation', { name: 'Navigation principale' });
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    });

    it('puts the same account entries in the mobile drawer', async () => {
      setViewport(599);
      mockApi({ '/api/auth/get-session': signedIn });
      const user = userEvent.setup({ delay: null });
      renderWithProviders(<Header />);
      await screen.findByRole('button', { name: 'Account menu for Sam Student' });
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      const account = await screen.findByRole('region', { name: 'Your account' });
      expect(within(account).getByText('Sam Student')).toBeInTheDocument();
      expect(within(account).getByText('sam@example.com')).toBeInTheDocument();
      expect(within(account).getByRole('link', { name: /Profile/ })).toHaveAttribute('href', '/profile');
      expect(within(account).getByRole('link', { name: 'My Documents' })).toBeInTheDocument();
      expect(within(account).getByRole('link', { name: 'My Purchases' })).toBeInTheDocument();
      expect(within(account).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    });
  });
});
