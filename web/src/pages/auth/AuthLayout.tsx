import { Box, Card, Flex, Heading, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SiteLogo } from '../../catalog/siteSettings';

export const AUTH_MAIN_ID = 'conteudo';

/**
 * Frame of the account screens (login, signup, recovery, reset): the site's variant logo (or the
 * main one, or the product name as text), a card with the title and the form, and optional content below.
 */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
  width = 'md',
}: {
  title?: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  width?: 'md' | 'xl';
}) {
  return (
    <Flex
      as="main"
      id={AUTH_MAIN_ID}
      direction="column"
      align="center"
      minH="100dvh"
      px={{ base: '4', sm: '6' }}
      py={{ base: '8', md: '12' }}
      bgGradient="to-b"
      gradientFrom="brand.50"
      gradientTo="bg"
    >
      <Box mb={{ base: '6', md: '8' }}>
        <SiteLogo variant />
      </Box>
      <Card.Root w="full" maxW={width} variant="elevated" rounded="2xl" boxShadow="lg">
        <Card.Body p={{ base: '5', sm: '8' }}>
          <VStack align="stretch" gap="6">
            {title && (
              <VStack gap="1.5" textAlign="center">
                <Heading as="h1" size="2xl" letterSpacing="tight">
                  {title}
                </Heading>
                {subtitle && (
                  <Text color="fg.muted" fontSize="sm">
                    {subtitle}
                  </Text>
                )}
              </VStack>
            )}
            {children}
          </VStack>
        </Card.Body>
      </Card.Root>
      {footer && (
        <Box mt="6" textAlign="center" fontSize="sm" color="fg.muted" maxW={width}>
          {footer}
        </Box>
      )}
    </Flex>
  );
}
