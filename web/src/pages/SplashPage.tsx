import { Center, Heading, Spinner, Text, VStack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { SPLASH_DELAY_MS, useSplashDestination } from '../routes/splash';

/** /splash: tagline, then after 300 ms to /home (signed in) or /login. */
export default function SplashPage() {
  const navigate = useNavigate();
  const destination = useSplashDestination();

  useEffect(() => {
    if (!destination) return;
    const timer = setTimeout(() => navigate(destination, { replace: true }), SPLASH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [destination, navigate]);

  return (
    <Center as="main" minH="100dvh" bg="brand.solid" color="white" px="6">
      <VStack gap="3" textAlign="center">
        <Heading as="h1" size="4xl" fontWeight="extrabold" letterSpacing="tight">
          Clube Local
        </Heading>
        <Text fontSize="lg" color="brand.100">
          Materiais, clube e recompensas
        </Text>
        <Spinner mt="4" color="white" aria-label="Carregando" />
      </VStack>
    </Center>
  );
}
