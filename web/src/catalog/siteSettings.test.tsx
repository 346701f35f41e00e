import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { SiteSettingsChangedDocument, SiteSettingsDocument } from './documents';
import { SiteLogo } from './siteSettings';

const settings = (logoUrl: string | null, logoVariantUrl: string | null) => [
  { request: { query: SiteSettingsDocument }, result: { data: { siteSettings: { __typename: 'SiteSettings', siteName: 'Clube Local', logoUrl, logoVariantUrl, faviconUrl: null, updatedAt: null } } } },
  { request: { query: SiteSettingsChangedDocument }, delay: Infinity },
];

const render = (variant: boolean, mocks: ReturnType<typeof settings>) =>
  renderWithProviders(
    <MemoryRouter>
      <SiteLogo variant={variant} />
    </MemoryRouter>,
    { mocks },
  );

describe('SiteLogo', () => {
  it('shows the variant logo on the account screens and the main one elsewhere', async () => {
    render(true, settings('/uploads/logo.png', '/uploads/logo-branco.png'));
    expect(await screen.findByTestId('site-logo')).toHaveAttribute('src', '/uploads/logo-branco.png');
  });

  it('falls back to the main logo when there is no variant', async () => {
    render(true, settings('/uploads/logo.png', null));
    expect(await screen.findByTestId('site-logo')).toHaveAttribute('src', '/uploads/logo.png');
  });

  it('uses the main logo in the header', async () => {
    render(false, settings('/uploads/logo.png', '/uploads/logo-branco.png'));
    expect(await screen.findByTestId('site-logo')).toHaveAttribute('src', '/uploads/logo.png');
  });
});
