// /checkout's 'Endereço de entrega': the address book, the principal preselected.
import { Button, HStack, RadioCard, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { maskCep } from '@common/masks';
import { MyAddressesDocument } from '../profile/documents';
import { MapPinIcon } from '../../ui/icons';
import { ListSkeleton, LoadError, Section } from '../../ui/layout';
import { CHECKOUT_TEXTS } from './checkoutRules';

/**
 * Where 'Adicionar endereço' sends the user. The way back needs the address form to honour
 * ?returnTo= (a safe in-app path) after saving: requested from the profile screens' owner.
 */
export const ADD_ADDRESS_PATH = `/profile/address/add?returnTo=${encodeURIComponent('/checkout')}`;

export function AddressChoice({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (id: string) => void;
  error?: string;
}) {
  const { data, loading, error: loadError, refetch } = useQuery(MyAddressesDocument, { fetchPolicy: 'cache-and-network' });
  const addresses = data?.viewer?.addresses;

  // The principal address comes selected; a choice that left the book falls back to it.
  useEffect(() => {
    if (!addresses?.length) return;
    if (value && addresses.some((a) => a.id === value)) return;
    onChange((addresses.find((a) => a.principal) ?? addresses[0]).id);
  }, [addresses, value, onChange]);

  const addLink = (
    <Button asChild size="sm" variant="outline">
      <RouterLink to={ADD_ADDRESS_PATH}>{CHECKOUT_TEXTS.addAddress}</RouterLink>
    </Button>
  );

  let body;
  if (!addresses && loading) body = <ListSkeleton label="Carregando endereços" count={1} h="20" />;
  else if (!addresses && loadError) body = <LoadError message="Não foi possível carregar seus endereços." onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!addresses?.length) {
    body = (
      <Stack gap="3" align="flex-start">
        <Text color="fg.muted" fontSize="sm">
          {CHECKOUT_TEXTS.noAddress}
        </Text>
        {addLink}
      </Stack>
    );
  } else {
    body = (
      <RadioCard.Root value={value} onValueChange={(e) => e.value && onChange(e.value)} size="sm" colorPalette="brand" aria-label={CHECKOUT_TEXTS.address}>
        <Stack gap="2">
          {addresses.map((address) => (
            <RadioCard.Item key={address.id} value={address.id} data-testid="checkout-address">
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText>
                    {address.street}, {address.number}
                    {address.principal && (
                      <Text as="span" ms="2" fontSize="xs" color="brand.fg" fontWeight="semibold">
                        Principal
                      </Text>
                    )}
                  </RadioCard.ItemText>
                  <RadioCard.ItemDescription>
                    {[address.complement, address.district, `${address.city} - ${address.state}`, `CEP ${maskCep(address.postalCode)}`].filter(Boolean).join(' · ')}
                  </RadioCard.ItemDescription>
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </Stack>
      </RadioCard.Root>
    );
  }

  return (
    <Section
      title={
        <HStack gap="2">
          <MapPinIcon boxSize="5" color="brand.solid" />
          <span>{CHECKOUT_TEXTS.address}</span>
        </HStack>
      }
      actions={addresses?.length ? addLink : undefined}
      data-testid="checkout-address-section"
    >
      {body}
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
    </Section>
  );
}
