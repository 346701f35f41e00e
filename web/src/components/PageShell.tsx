import { Box, Flex, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export const MAIN_CONTENT_ID = 'conteudo';

/**
 * Visitor page chrome: skip link, header, <main>, footer. Signed-in screens will get their own
 * shell with the bottom tab bar (accounts issue).
 */
export function PageShell({ children, footer = true }: { children: ReactNode; footer?: boolean }) {
  return (
    <Flex direction="column" minH="100dvh">
      <Link
        href={`#${MAIN_CONTENT_ID}`}
        position="absolute"
        left="2"
        top="-20"
        zIndex="skipLink"
        bg="brand.solid"
        color="brand.contrast"
        px="4"
        py="2"
        rounded="md"
        _focus={{ top: '2' }}
      >
        Pular para o conteúdo
      </Link>
      <SiteHeader />
      <Box as="main" id={MAIN_CONTENT_ID} flex="1" tabIndex={-1} _focus={{ outline: 'none' }}>
        {children}
      </Box>
      {footer && <SiteFooter />}
    </Flex>
  );
}
