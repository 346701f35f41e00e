import { Alert, Badge, Box, Button, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { maskCep } from '@common/masks';
import type { AddressFieldsFragment } from '../../gql/graphql';
import { submitMutation } from '../../ui/mutation';
import type { ScreenProps } from '../../routes/screenProps';
import { DeleteAddressDocument, MyAddressesDocument, SetPrincipalAddressDocument } from './documents';
import { MapPinIcon, PencilIcon, PlusIcon, TrashIcon } from '../../ui/icons';
import { ProfileLayout, ProfileSection } from './ProfileLayout';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

export const ADDRESSES_MESSAGES = {
  empty: 'Nenhum endereço cadastrado',
  emptyHint: 'Cadastre um endereço para receber seus pedidos.',
  loadFailed: 'Não foi possível carregar seus endereços.',
  principalSet: 'Endereço principal atualizado',
  deleted: 'Endereço excluído',
  actionFailed: 'Não foi possível concluir. Tente novamente.',
  confirmTitle: 'Excluir endereço?',
  confirmPrincipal: 'Este é o seu endereço principal: o endereço mais recente passará a ser o principal.',
  confirmText: 'Esta ação não pode ser desfeita.',
} as const;

type Address = AddressFieldsFragment;

function AddressCard({
  address,
  busy,
  onMakePrincipal,
  onDelete,
}: {
  address: Address;
  busy: boolean;
  onMakePrincipal: () => void;
  onDelete: () => void;
}) {
  const headingId = `endereco-${address.id}`;
  return (
    <Box
      as="li"
      listStyleType="none"
      bg="bg"
      borderWidth="1px"
      borderColor={address.principal ? 'brand.emphasized' : 'border.muted'}
      rounded="xl"
      p={{ base: '4', md: '5' }}
      shadow="xs"
      aria-labelledby={headingId}
      data-testid="address-card"
      data-principal={address.principal || undefined}
    >
      <HStack align="flex-start" gap="3">
        <Box color={address.principal ? 'brand.solid' : 'fg.muted'} pt="0.5">
          <MapPinIcon boxSize="5" />
        </Box>
        <Stack gap="1" flex="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Heading as="h2" size="sm" id={headingId} lineHeight="short">
              {address.street}, {address.number}
            </Heading>
            {address.principal && (
              <Badge colorPalette="brand" variant="solid" size="sm">
                Principal
              </Badge>
            )}
            {address.label && (
              <Badge variant="outline" size="sm">
                {address.label}
              </Badge>
            )}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {[address.complement, address.district].filter(Boolean).join(' · ')}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {address.city} - {address.state} · CEP {maskCep(address.postalCode)}
          </Text>
        </Stack>
      </HStack>
      <HStack gap="2" mt="4" justify="flex-end" wrap="wrap">
        {!address.principal && (
          <Button size="sm" variant="outline" onClick={onMakePrincipal} disabled={busy} me="auto">
            Tornar principal
          </Button>
        )}
        <Button asChild size="sm" variant="ghost">
          <RouterLink to={`/profile/address/add?id=${encodeURIComponent(address.id)}`} aria-label={`Editar ${address.street}, ${address.number}`}>
            <PencilIcon />
            Editar
          </RouterLink>
        </Button>
        <Button size="sm" variant="ghost" colorPalette="red" onClick={onDelete} disabled={busy} aria-label={`Excluir ${address.street}, ${address.number}`}>
          <TrashIcon />
          Excluir
        </Button>
      </HStack>
    </Box>
  );
}

/** /profile/addresses: the address book, principal first. */
export default function AddressesPage({ title }: ScreenProps) {
  const { data, loading, error, refetch } = useQuery(MyAddressesDocument, { fetchPolicy: 'cache-and-network' });
  const [setPrincipal, principalState] = useMutation(SetPrincipalAddressDocument);
  const [deleteAddress, deleteState] = useMutation(DeleteAddressDocument);
  const [confirming, setConfirming] = useState<Address | null>(null);
  const addresses = data?.viewer?.addresses;
  const busy = principalState.loading || deleteState.loading;

  async function makePrincipal(address: Address) {
    await submitMutation(async () => (await setPrincipal({ variables: { input: { id: address.id } } })).data?.setPrincipalAddress, {
      failure: ADDRESSES_MESSAGES.actionFailed,
      success: ADDRESSES_MESSAGES.principalSet,
    });
  }

  async function confirmDelete() {
    const address = confirming;
    if (!address) return;
    const result = await submitMutation(async () => (await deleteAddress({ variables: { input: { id: address.id } } })).data?.deleteAddress, {
      failure: ADDRESSES_MESSAGES.actionFailed,
      success: ADDRESSES_MESSAGES.deleted,
    });
    // A refusal closes the dialog too (its toast says why); only a failed request keeps it open.
    if (result.payload) setConfirming(null);
  }

  const addButton = (
    <Button asChild size={{ base: 'sm', md: 'md' }}>
      <RouterLink to="/profile/address/add">
        <PlusIcon />
        Adicionar endereço
      </RouterLink>
    </Button>
  );

  let content;
  if (!addresses && loading) {
    content = (
      <Stack gap="3" aria-busy="true" aria-label="Carregando endereços">
        {[0, 1].map((i) => (
          <Skeleton key={i} h="32" rounded="xl" />
        ))}
      </Stack>
    );
  } else if (!addresses && error) {
    content = (
      <Alert.Root status="error" rounded="lg">
        <Alert.Indicator />
        <Alert.Title flex="1">{ADDRESSES_MESSAGES.loadFailed}</Alert.Title>
        <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
          Tentar novamente
        </Button>
      </Alert.Root>
    );
  } else if (!addresses?.length) {
    content = (
      <ProfileSection>
        <Stack align="center" textAlign="center" gap="3" py="6">
          <Box color="brand.solid" bg="brand.subtle" rounded="full" p="4">
            <MapPinIcon boxSize="8" />
          </Box>
          <Heading as="h2" size="md">
            {ADDRESSES_MESSAGES.empty}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {ADDRESSES_MESSAGES.emptyHint}
          </Text>
          {addButton}
        </Stack>
      </ProfileSection>
    );
  } else {
    content = (
      <Stack as="ul" gap="3" aria-label="Endereços cadastrados" p="0" m="0">
        {addresses.map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            busy={busy}
            onMakePrincipal={() => void makePrincipal(address)}
            onDelete={() => setConfirming(address)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <ProfileLayout
      title={title}
      description="O endereço principal é usado nas suas compras e aparece no seu perfil."
      actions={addresses?.length ? addButton : undefined}
    >
      {content}
      <ConfirmDialog
        open={!!confirming}
        title={ADDRESSES_MESSAGES.confirmTitle}
        confirmLabel="Excluir"
        busyLabel="Excluindo..."
        busy={deleteState.loading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirming(null)}
      >
        <Stack gap="2">
          {confirming && (
            <Text fontWeight="medium">
              {confirming.street}, {confirming.number} · {confirming.city} - {confirming.state}
            </Text>
          )}
          <Text color="fg.muted" fontSize="sm">
            {confirming?.principal && (addresses?.length ?? 0) > 1 ? `${ADDRESSES_MESSAGES.confirmPrincipal} ` : ''}
            {ADDRESSES_MESSAGES.confirmText}
          </Text>
        </Stack>
      </ConfirmDialog>
    </ProfileLayout>
  );
}
