import { Box, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** Text logo 'Clube Local' (site logos from settings come later). */
export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <RouterLink to="/" aria-label="Clube Local, página inicial">
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
          Clube Local
        </Text>
      </HStack>
    </RouterLink>
  );
}
