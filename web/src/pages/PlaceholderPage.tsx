import { Button, Container, HStack, Heading, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageShell } from '../components/PageShell';
import type { ScreenProps } from '../routes/screens';

/** Stand-in for screens built by later issues: the route's title and 'Em breve'. */
export default function PlaceholderPage({ title }: ScreenProps) {
  return (
    <PageShell>
      <Container maxW="3xl" py={{ base: '16', md: '24' }}>
        <VStack gap="4" textAlign="center">
          <Heading as="h1" size="3xl">
            {title}
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            Em breve: esta tela está sendo preparada.
          </Text>
          <HStack gap="3" pt="2">
            <Button asChild>
              <RouterLink to="/">Voltar ao início</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/explore">Explorar lojas</RouterLink>
            </Button>
          </HStack>
        </VStack>
      </Container>
    </PageShell>
  );
}
