import { Box, Image } from '@chakra-ui/react';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from '../components/Brand';
import { SiteSettingsChangedDocument, SiteSettingsDocument } from './documents';
import { versionedUrl } from '@common/urls';

// Site settings: logo and favicon from siteSettings, kept live by the
// siteSettingsChanged subscription. The favicon link gets a version parameter (updatedAt) so the
// browser does not keep the old icon, and is applied 100 ms after the settings arrive.

export const FAVICON_DELAY_MS = 100;
export const DEFAULT_FAVICON = '/favicon.svg';

function applyFavicon(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  if (link.getAttribute('href') === href) return;
  link.removeAttribute('type'); // the uploaded icon may be PNG/ICO, not the default SVG
  link.href = href;
}

/** The site settings (cache-first) plus the live subscription that rewrites them in the cache. */
export function useSiteSettings() {
  const client = useApolloClient();
  const { data } = useQuery(SiteSettingsDocument, { fetchPolicy: 'cache-first' });
  useSubscription(SiteSettingsChangedDocument, {
    onData: ({ data: event }) => {
      const changed = event.data?.siteSettingsChanged;
      if (changed) client.writeQuery({ query: SiteSettingsDocument, data: { siteSettings: changed } });
    },
    onError: () => {
      // Best effort: the next page load reads the settings again.
    },
  });
  return data?.siteSettings ?? null;
}

/** Keeps <link rel="icon"> in step with the settings (default icon when none is set). */
export function useFavicon(faviconUrl: string | null | undefined, version: string | null | undefined) {
  useEffect(() => {
    const href = faviconUrl ? versionedUrl(faviconUrl, version) : DEFAULT_FAVICON;
    const timer = setTimeout(() => applyFavicon(href), FAVICON_DELAY_MS);
    return () => clearTimeout(timer);
  }, [faviconUrl, version]);
}

/**
 * The site's logo when one is configured, else (or when it fails to load) the product name as
 * text. `variant` is the alternative logo of the account screens (login, signup...), falling back
 * to the main logo. Also applies the favicon.
 */
export function SiteLogo({ variant = false }: { variant?: boolean }) {
  const settings = useSiteSettings();
  useFavicon(settings?.faviconUrl, settings?.updatedAt);
  const logoUrl = (variant ? settings?.logoVariantUrl : null) ?? settings?.logoUrl ?? null;
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  const name = settings?.siteName ?? 'Clube Local';
  if (!logoUrl || failedUrl === logoUrl) return <BrandLogo name={name} />;
  return (
    <RouterLink to="/">
      <Box h="9" display="flex" alignItems="center">
        <Image
          src={versionedUrl(logoUrl, settings?.updatedAt)}
          alt={`${name}, página inicial`}
          h="full"
          maxW="44"
          objectFit="contain"
          onError={() => setFailedUrl(logoUrl)}
          data-testid="site-logo"
        />
      </Box>
    </RouterLink>
  );
}
