import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { Footer } from './footer';

describe('the footer', () => {
  it('leaves out Follow Us and Terms of Use when the institute has no such links', async () => {
    mockApi();
    renderWithProviders(<Footer />);
    expect(await screen.findByRole('link', { name: 'mapleleaf.example' })).toHaveAttribute(
      'href',
      'https://mapleleaf.example',
    );
    expect(screen.queryByRole('heading', { name: 'Follow Us' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Terms of Use' })).not.toBeInTheDocument();
  });

  it('shows Follow Us with only the networks that have a link', async () => {
    mockApi({ '/api/v1/site-config/': { ...siteConfig, instagram_link: 'https://instagram.com/mapleleaf' } });
    renderWithProviders(<Footer />);
    expect(await screen.findByRole('heading', { name: 'Follow Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Instagram (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://instagram.com/mapleleaf',
    );
    expect(screen.queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument();
  });

  it('shows Terms of Use when the link is present', async () => {
    mockApi({
      '/api/v1/site-config/': { ...siteConfig, terms_and_condition_link: 'https://mapleleaf.example/terms' },
    });
    renderWithProviders(<Footer />);
    expect(await screen.findByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      'https://mapleleaf.example/terms',
    );
  });

  it('shows the logo, tagline, year, institute, phone, powered-by and Report an Issue', async () => {
    mockApi();
    renderWithProviders(<Footer />, '/programs?search=care');
    expect(await screen.findByRole('img', { name: 'Maple Leaf College' })).toHaveAttribute(
      'src',
      '/api/v1/media/logo-footer.svg',
    );
    expect(screen.getByText('Careers that care')).toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} Maple Leaf College`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+1 (416) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+14165550100',
    );
    expect(screen.getByRole('link', { name: 'Student Portal' })).toHaveAttribute(
      'href',
      'https://portal.example',
    );
    // Report an Issue requires sign-in: a visitor signs in first, then comes back with the form open
    expect(screen.getByRole('link', { name: 'Report an Issue' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=/programs%3Fsearch%3Dcare%26reportBy%3Duser',
    );
  });
});
