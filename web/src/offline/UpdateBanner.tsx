import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { applyUpdate, onUpdateAvailable } from './serviceWorker';

export const UPDATE_TEXTS = { available: 'Nova versão disponível', update: 'Atualizar' } as const;

/**
 * A bar at the top when a new build of the app is waiting (web/src/offline/serviceWorker.ts):
 * 'Atualizar' switches to it and reloads; until then the open version keeps working.
 */
export function UpdateBanner({ onUpdate = applyUpdate }: { onUpdate?: () => void }) {
  const [available, setAvailable] = useState(false);
  const [updating, setUpdating] = useState(false);
  useEffect(() => onUpdateAvailable(() => setAvailable(true)), []);
  if (!available) return null;
  return (
    <Box role="status" position="sticky" top="0" zIndex="popover" bg="brand.700" color="white" px="4" py="2">
      <HStack justify="space-between" gap="3" maxW="4xl" mx="auto">
        <Text fontWeight="semibold" fontSize="sm">
          {UPDATE_TEXTS.available}
        </Text>
        <Button
          size="sm"
          variant="solid"
          bg="white"
          color="brand.800"
          _hover={{ bg: 'brand.50' }}
          loading={updating}
          onClick={() => {
            setUpdating(true);
            onUpdate();
          }}
        >
          {UPDATE_TEXTS.update}
        </Button>
      </HStack>
    </Box>
  );
}
