// /auth/professional-profile: the professional's public card — trades, the towns they work in, a
// short bio, WhatsApp and photo — checked here by the same rules as the API, then shown at
// /profissionais. Saving leads to /services.
import { Button, Checkbox, Fieldset, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { maskPhone } from '@common/masks';
import { checkProfessionalCard, PROFESSIONAL_LIMITS, PROFESSIONAL_MESSAGES, splitTowns, TRADES, type CardField } from '@common/professionals';
import type { ScreenProps } from '../../routes/screenProps';
import { useSession } from '../../session/SessionProvider';
import { CommerceLayout, ListSkeleton, LoadError, Section } from '../../ui/layout';
import { FormField } from '../../ui/FormField';
import { submitMutation } from '../../ui/mutation';
import { MyProfessionalCardDocument, SaveProfessionalCardDocument } from '../../professionals/documents';
import { AvatarSection } from '../profile/AvatarSection';

const FIELDS: readonly CardField[] = ['trades', 'towns', 'bio', 'whatsapp'];

export default function ProfessionalProfilePage({ title }: ScreenProps) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { viewer } = useSession();
  const { data, loading, refetch } = useQuery(MyProfessionalCardDocument, { fetchPolicy: 'cache-and-network' });
  const me = data?.viewer;
  const [trades, setTrades] = useState<string[]>([]);
  const [towns, setTowns] = useState('');
  const [bio, setBio] = useState('');
  const [whatsapp, setWhatsapp] = useState('');
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [filled, setFilled] = useState(false);

  // The form starts from the saved card (or the account's phone), once; while rendering, so a
  // keystroke right after the form appears is never overwritten (web/src/ui/useStateFromProp.ts).
  if (me && !filled) {
    const card = me.professionalCard;
    setTrades(card?.trades ?? []);
    setTowns(card?.towns.join(', ') ?? '');
    setBio(card?.bio ?? '');
    setWhatsapp(maskPhone(card?.whatsapp ?? me.phone));
    setFilled(true);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = { trades, towns: splitTowns(towns), bio, whatsapp };
    const checked = checkProfessionalCard(input);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    const outcome = await submitMutation(async () => (await client.mutate({ mutation: SaveProfessionalCardDocument, variables: { input } })).data?.saveProfessionalCard, {
      failure: 'Não foi possível salvar o perfil profissional. Tente de novo.',
      success: PROFESSIONAL_MESSAGES.saved,
      fields: FIELDS,
    });
    setBusy(false);
    setErrors(outcome.fieldErrors);
    if (outcome.ok) await navigate('/services');
  }

  if (!me && loading) return <CommerceLayout title={title}>{<ListSkeleton label="Carregando seu perfil" count={3} h="16" />}</CommerceLayout>;
  if (!me) return <CommerceLayout title={title}>{<LoadError message="Não foi possível carregar seu perfil." onRetry={() => void refetch().catch(() => undefined)} />}</CommerceLayout>;
  if (me.role !== 'PROFESSIONAL') {
    return (
      <CommerceLayout title={title} back={{ to: '/profile', label: 'Perfil' }} maxW="2xl">
        <Section>
          <Stack gap="3" align="flex-start">
            <Text>{PROFESSIONAL_MESSAGES.notProfessional}.</Text>
            <Button asChild>
              <RouterLink to="/auth/profile-selection">Escolher perfil</RouterLink>
            </Button>
          </Stack>
        </Section>
      </CommerceLayout>
    );
  }

  const toggleTrade = (trade: string, on: boolean) => setTrades((list) => (on ? [...list, trade] : list.filter((t) => t !== trade)));
  return (
    <CommerceLayout title={title} description="Seu cartão público: clientes encontram você por ofício e cidade e falam com você pelo WhatsApp." back={{ to: '/services', label: 'Serviços' }} maxW="3xl">
      <Stack gap="4">
        {viewer && <AvatarSection viewer={viewer} />}
        <Section>
          <form onSubmit={(e) => void submit(e)} noValidate aria-label="Perfil profissional">
            <Stack gap="5">
              {/* A fieldset, not a Field: a Field gives every control inside it the same id. */}
              <Fieldset.Root invalid={!!errors.trades}>
                <Fieldset.Legend fontSize="sm" fontWeight="medium">
                  Ofícios (até {PROFESSIONAL_LIMITS.trades})
                </Fieldset.Legend>
                <SimpleGrid columns={{ base: 2, md: 3 }} gap="2" w="full">
                  {TRADES.map((trade) => (
                    <Checkbox.Root key={trade} checked={trades.includes(trade)} onCheckedChange={({ checked }) => toggleTrade(trade, checked === true)} disabled={!trades.includes(trade) && trades.length >= PROFESSIONAL_LIMITS.trades}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{trade}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </SimpleGrid>
                {errors.trades && <Fieldset.ErrorText>{errors.trades}</Fieldset.ErrorText>}
              </Fieldset.Root>
              <FormField label="Cidades onde atende" required error={errors.towns} helper="Separe por vírgula. Ex.: Angelândia, Capelinha">
                <Input name="towns" value={towns} onChange={(e) => setTowns(e.currentTarget.value)} autoComplete="off" />
              </FormField>
              <FormField label="Apresentação" optionalHint error={errors.bio} helper={`${bio.length}/${PROFESSIONAL_LIMITS.bioLength} caracteres`}>
                <Textarea name="bio" value={bio} onChange={(e) => setBio(e.currentTarget.value)} rows={4} placeholder="Conte sua experiência e os serviços que você faz" />
              </FormField>
              <FormField label="WhatsApp" required error={errors.whatsapp}>
                <Input name="whatsapp" type="tel" inputMode="tel" autoComplete="tel" value={whatsapp} onChange={(e) => setWhatsapp(maskPhone(e.currentTarget.value))} placeholder="(33) 99999-9999" />
              </FormField>
              <Button type="submit" alignSelf="flex-start" loading={busy} loadingText="Salvando...">
                Salvar perfil profissional
              </Button>
            </Stack>
          </form>
        </Section>
      </Stack>
    </CommerceLayout>
  );
}
