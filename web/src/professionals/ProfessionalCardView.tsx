// A professional's public card: photo, name, trades, towns, bio and the WhatsApp contact. Used by
// /profissionais, /profissionais/:id and the owner's preview at /services.
import { Avatar, Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { maskPhone } from '@common/masks';
import { whatsappGreeting, whatsappLink } from '@common/professionals';
import type { ProfessionalCardFieldsFragment } from '../gql/graphql';
import { WhatsAppIcon } from '../ui/icons';

export function ProfessionalCardView({ card, actions, as = 'div' }: { card: ProfessionalCardFieldsFragment; actions?: ReactNode; as?: 'div' | 'li' }) {
  return (
    <Stack as={as} listStyleType="none" gap="3" bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p="4" shadow="xs" data-testid="professional-card">
      <HStack gap="3" align="flex-start">
        <Avatar.Root size="lg">
          <Avatar.Fallback name={card.name} />
          {card.avatarUrl && <Avatar.Image src={card.avatarUrl} alt="" />}
        </Avatar.Root>
        <Stack gap="1" minW="0">
          <Text fontWeight="bold" fontSize="lg" lineClamp={1}>
            {card.name}
          </Text>
          <HStack gap="1" wrap="wrap">
            {card.trades.map((trade) => (
              <Badge key={trade} colorPalette="gray" variant="subtle">
                {trade}
              </Badge>
            ))}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            Atende em {card.towns.join(', ')}
          </Text>
        </Stack>
      </HStack>
      {card.bio && <Text whiteSpace="pre-line">{card.bio}</Text>}
      <HStack gap="2" wrap="wrap">
        <Button asChild size="sm" colorPalette="green">
          <a href={whatsappLink(card.whatsapp, whatsappGreeting(card.name))} target="_blank" rel="noopener noreferrer" aria-label={`WhatsApp de ${card.name}: ${maskPhone(card.whatsapp)}`}>
            <WhatsAppIcon /> WhatsApp
          </a>
        </Button>
        {actions}
      </HStack>
    </Stack>
  );
}
