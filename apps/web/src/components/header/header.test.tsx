import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/languages';
import { mockApi, signedIn } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
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
    const user = userEvent.setup();
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
    const user = userEvent.setup();
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
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('presentation');
    expect(within(drawer).getByRole('link', { name: 'Programs' })).toHaveAttribute('href', '/programs');
    expect(within(drawer).getByRole('button', { name: 'Help' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
  });
});
