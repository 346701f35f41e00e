import { Box, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * Text logo 'Clube Local' (when the site has no logo image). Its name comes from its visible text
 * plus a hidden ', página inicial' — an aria-label that differs from the visible text fails WCAG
 * 2.5.3 (label in name).
 */
export function BrandLogo({ inverted = false, name = 'Clube Local' }: { inverted?: boolean; name?: string }) {
  return (
    <RouterLink to="/">
      <HStack gap="2">
        <Box
          aria-hidden
          boxSize="8"
          rounded="lg"
          bg={inverted ? 'white' : 'brand.solid'}
          color={inverted ? 'brand.solid' : 'white'}
          display="grid"
          placeItems="center"
          fontWeight="black"
          fontSize="sm"
          letterSpacing="tight"
        >
          CL
        </Box>
        <Text
          as="span"
          fontWeight="extrabold"
          fontSize="xl"
          letterSpacing="tight"
          color={inverted ? 'white' : 'brand.fg'}
        >
          {name}
        </Text>
        <VisuallyHidden>, página inicial</VisuallyHidden>
      </HStack>
    </RouterLink>
  );
}
