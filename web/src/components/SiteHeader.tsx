import { Box, Button, Container, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from './Brand';

/** Visitor header: text logo, Explorar, Entrar, Criar conta. */
export function SiteHeader() {
  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" borderColor="border.muted">
      <Container maxW="6xl" py="3">
        <HStack justify="space-between" gap="4">
          <BrandLogo />
          <HStack as="nav" aria-label="Navegação principal" gap={{ base: '2', md: '4' }}>
            <Link
              asChild
              display={{ base: 'none', sm: 'inline-flex' }}
              fontWeight="medium"
              fontSize="sm"
              color="fg"
              _hover={{ color: 'brand.fg' }}
            >
              <RouterLink to="/explore">Explorar</RouterLink>
            </Link>
            <Button asChild variant="ghost" size="sm">
              <RouterLink to="/login">Entrar</RouterLink>
            </Button>
            <Button asChild size="sm">
              <RouterLink to="/signup">Criar conta</RouterLink>
            </Button>
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}
