// /onboarding: three short first-run screens (buy locally, pay on delivery, earn points). A new
// consumer lands here once, right after signing up; 'Pular' or 'Começar' goes on to the home (a
// visitor who opens it goes on to sign up).
import { Box, Button, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ScreenProps } from '../routes/screenProps';
import { useSession } from '../session/SessionProvider';
import { HOME_PATH } from '../session/redirects';
import { GiftIcon, StoreIcon, WalletIcon } from '../ui/icons';

export const ONBOARDING_STEPS = [
  { icon: StoreIcon, title: 'Compre perto de você', text: 'Materiais de construção, mercado, padaria e farmácia das lojas parceiras da sua cidade, num lugar só.' },
  { icon: WalletIcon, title: 'Pague na entrega', text: 'Escolha PIX, cartão ou dinheiro (com troco) e pague só quando o pedido chegar.' },
  { icon: GiftIcon, title: 'Ganhe pontos', text: 'Cada compra rende pontos no clube. Troque por recompensas e acompanhe tudo no seu perfil.' },
] as const;

export default function OnboardingPage({ title }: ScreenProps) {
  const navigate = useNavigate();
  const { viewer } = useSession();
  const [step, setStep] = useState(0);
  const current = ONBOARDING_STEPS[step]!;
  const last = step === ONBOARDING_STEPS.length - 1;
  const done = () => void navigate(viewer ? HOME_PATH : '/signup', { replace: true });
  const Icon = current.icon;

  return (
    <Center as="main" minH="100dvh" bg="bg.subtle" px="4" py="8">
      <Stack gap="6" w="full" maxW="md" bg="bg" rounded="2xl" shadow="md" p={{ base: '6', md: '8' }} textAlign="center">
        <HStack justify="space-between">
          <Heading as="h1" size="sm" color="fg.muted">
            {title}
          </Heading>
          <Button variant="ghost" size="sm" onClick={done}>
            Pular
          </Button>
        </HStack>
        <Stack gap="4" align="center" aria-live="polite" data-testid="onboarding-step">
          <Center boxSize="20" rounded="full" bg="brand.subtle" color="brand.fg">
            <Icon boxSize="10" />
          </Center>
          <Heading as="h2" size="xl">
            {current.title}
          </Heading>
          <Text color="fg.muted">{current.text}</Text>
        </Stack>
        <HStack justify="center" gap="2" aria-label={`Passo ${step + 1} de ${ONBOARDING_STEPS.length}`} role="img">
          {ONBOARDING_STEPS.map((s, i) => (
            <Box key={s.title} h="2" w={i === step ? '6' : '2'} rounded="full" bg={i === step ? 'brand.solid' : 'border'} transition="width 0.2s" />
          ))}
        </HStack>
        <HStack gap="3">
          {step > 0 && (
            <Button variant="outline" flex="1" onClick={() => setStep(step - 1)}>
              Voltar
            </Button>
          )}
          <Button flex="1" onClick={() => (last ? done() : setStep(step + 1))}>
            {last ? 'Começar' : 'Próximo'}
          </Button>
        </HStack>
      </Stack>
    </Center>
  );
}
