import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { GiftTicketIcon } from '../../ui/icons';
import { SIGNUP_TEXTS } from './signupForm';

/** Green card of a captured invite code. */
export function ReferralCard({ code, onRemove }: { code: string; onRemove: () => void }) {
  return (
    <HStack
      align="start"
      gap="3"
      p="4"
      rounded="xl"
      bg="green.50"
      borderWidth="1px"
      borderColor="green.200"
      color="green.900"
      data-testid="referral-card"
    >
      <Box color="green.600" pt="0.5">
        <GiftTicketIcon boxSize="6" />
      </Box>
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontSize="sm">
          Código de convite:{' '}
          <Text as="strong" fontFamily="mono" letterSpacing="wide" data-testid="referral-code">
            {code}
          </Text>
        </Text>
        <Text fontWeight="semibold" fontSize="sm">
          {SIGNUP_TEXTS.referralBonus}
        </Text>
      </Stack>
      <Button variant="plain" size="sm" color="green.800" textDecoration="underline" px="0" h="auto" onClick={onRemove}>
        Remover
      </Button>
    </HStack>
  );
}
