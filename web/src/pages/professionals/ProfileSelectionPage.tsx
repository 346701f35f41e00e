// /auth/profile-selection: how this person uses the club — consumidor or profissional — with what
// each gets. Choosing profissional leads on to the professional card (/auth/professional-profile).
import { Box, Button, RadioCard, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { mayChooseProfile, PROFESSIONAL_MESSAGES, PROFILE_CHOICES, type ProfileChoice } from '@common/professionals';
import type { ScreenProps } from '../../routes/screenProps';
import { useSession } from '../../session/SessionProvider';
import { CommerceLayout, Section } from '../../ui/layout';
import { submitMutation } from '../../ui/mutation';
import { ChooseProfileTypeDocument } from '../../professionals/documents';

export default function ProfileSelectionPage({ title }: ScreenProps) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { viewer } = useSession();
  const current = viewer?.role === 'PROFESSIONAL' ? 'PROFESSIONAL' : 'CONSUMER';
  const [choice, setChoice] = useState<ProfileChoice | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = choice ?? current;

  async function save() {
    setBusy(true);
    const outcome = await submitMutation(async () => (await client.mutate({ mutation: ChooseProfileTypeDocument, variables: { input: { choice: chosen } } })).data?.chooseProfileType, {
      failure: 'Não foi possível salvar sua escolha. Tente de novo.',
      success: chosen === 'PROFESSIONAL' ? undefined : PROFESSIONAL_MESSAGES.choiceSaved,
    });
    setBusy(false);
    if (!outcome.ok) return;
    await navigate(chosen === 'PROFESSIONAL' ? '/auth/professional-profile' : '/profile');
  }

  if (viewer && !mayChooseProfile(viewer.role)) {
    return (
      <CommerceLayout title={title} back={{ to: '/profile', label: 'Perfil' }} maxW="2xl">
        <Section>
          <Stack gap="3" align="flex-start">
            <Text>{PROFESSIONAL_MESSAGES.choiceNotAllowed}.</Text>
            <Button asChild variant="outline">
              <RouterLink to="/profile">Voltar ao perfil</RouterLink>
            </Button>
          </Stack>
        </Section>
      </CommerceLayout>
    );
  }

  return (
    <CommerceLayout title={title} description="Como você usa o Clube Local? Você pode mudar quando quiser." back={{ to: '/profile', label: 'Perfil' }} maxW="3xl">
      <Section>
        <Stack gap="5">
          <RadioCard.Root value={chosen} onValueChange={({ value }) => value && setChoice(value as ProfileChoice)} orientation="horizontal" align="start">
            <RadioCard.Label srOnly>Tipo de perfil</RadioCard.Label>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              {PROFILE_CHOICES.map((option) => (
                <RadioCard.Item key={option.value} value={option.value} data-testid={`profile-choice-${option.value}`}>
                  <RadioCard.ItemHiddenInput />
                  <RadioCard.ItemControl alignItems="flex-start">
                    <RadioCard.ItemContent justifyContent="flex-start" gap="2">
                      <RadioCard.ItemText fontWeight="bold" fontSize="md">
                        {option.label}
                        {option.value === current && (
                          <Text as="span" fontWeight="normal" color="fg.muted" fontSize="sm">
                            {' '}
                            (atual)
                          </Text>
                        )}
                      </RadioCard.ItemText>
                      <Box as="ul" m="0" pl="4" fontSize="sm" color="fg.muted" listStyleType="disc">
                        {option.gets.map((g) => (
                          <li key={g}>{g}</li>
                        ))}
                      </Box>
                    </RadioCard.ItemContent>
                    <RadioCard.ItemIndicator />
                  </RadioCard.ItemControl>
                </RadioCard.Item>
              ))}
            </SimpleGrid>
          </RadioCard.Root>
          <Button alignSelf="flex-start" loading={busy} loadingText="Salvando..." onClick={() => void save()}>
            {chosen === 'PROFESSIONAL' ? 'Continuar' : 'Salvar'}
          </Button>
        </Stack>
      </Section>
    </CommerceLayout>
  );
}
