import { HStack, Text } from '@chakra-ui/react';
import { StarFilledIcon } from '../../ui/icons';

/** '1 estrela' / '4 estrelas'. */
export function starsLabel(n: number): string {
  return n === 1 ? '1 estrela' : `${n} estrelas`;
}

/** Five stars filled up to `value` (decorative: pair it with a text for screen readers). */
export function Stars({ value, size = '4' }: { value: number; size?: string }) {
  return (
    <HStack gap="0.5" aria-hidden>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarFilledIcon key={n} boxSize={size} color={value >= n - 0.25 ? 'yellow.500' : 'gray.300'} />
      ))}
    </HStack>
  );
}

/** A review's stars with their reading for screen readers ('Nota 4 de 5'). */
export function ReviewStars({ rating, size = '3.5' }: { rating: number; size?: string }) {
  return (
    <>
      <Stars value={rating} size={size} />
      <Text srOnly>{`Nota ${rating} de 5`}</Text>
    </>
  );
}
