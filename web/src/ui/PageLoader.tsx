import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

/** Full-height loading state while a route chunk loads. */
export function PageLoader({ label = 'Carregando...' }: { label?: string }) {
  return (
    <Center minH="60vh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
      </VStack>
    </Center>
  );
}
