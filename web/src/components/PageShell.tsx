import { Box, Flex, Link, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { RenderWhenNear } from '../ui/RenderWhenNear';

export const MAIN_CONTENT_ID = 'conteudo';

/**
 * Visitor page chrome: skip link, header, <main>, footer (rendered once the page is scrolled near
 * it). Signed-in screens will get their own shell with the bottom tab bar (accounts issue).
 */
export function PageShell({ children, footer = true, bg }: { children: ReactNode; footer?: boolean; bg?: BoxProps['bg'] }) {
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
      {/* The page's background is main's: main grows to the bottom of the screen, a page's own box would stop at its content. */}
      <Box as="main" id={MAIN_CONTENT_ID} flex="1" bg={bg} tabIndex={-1} _focus={{ outline: 'none' }}>
        {children}
      </Box>
      {footer && (
        // The footer's size and colour hold its place until the page is scrolled near it.
        <RenderWhenNear minH={{ base: '1112px', md: '600px' }} bg="gray.900" mt="auto">
          <SiteFooter />
        </RenderWhenNear>
      )}
    </Flex>
  );
}
