import { Box, Center, Image, Text, VStack, type BoxProps } from '@chakra-ui/react';
import { ImageOffIcon } from '../ui/icons';
import { useStateFromProp } from '../ui/useStateFromProp';

export const IMAGE_UNAVAILABLE = 'Imagem não disponível';

export interface ProductImageProps extends Omit<BoxProps, 'children'> {
  src: string | null | undefined;
  alt: string;
  /** Object fit of the picture (cards: contain, so packaging is never cut). */
  fit?: 'contain' | 'cover';
  loading?: 'lazy' | 'eager';
}

/**
 * A product picture in a fixed-ratio box; a missing or broken image shows the placeholder
 * 'Imagem não disponível' instead of a broken icon.
 */
export function ProductImage({ src, alt, fit = 'contain', loading = 'lazy', ...box }: ProductImageProps) {
  const [failed, setFailed] = useStateFromProp(src, () => false);
  const broken = !src || failed;
  return (
    <Box position="relative" bg="gray.50" overflow="hidden" {...box}>
      {broken ? (
        <Center position="absolute" inset="0" color="fg.muted" role="img" aria-label={`${alt}: ${IMAGE_UNAVAILABLE}`}>
          <VStack gap="1">
            <ImageOffIcon boxSize="28px" />
            <Text fontSize="xs" aria-hidden>
              {IMAGE_UNAVAILABLE}
            </Text>
          </VStack>
        </Center>
      ) : (
        <Image
          src={src}
          alt={alt}
          loading={loading}
          // An eager picture is one of the first screen's: the browser fetches it before the scripts.
          fetchPriority={loading === 'eager' ? 'high' : undefined}
          decoding="async"
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit={fit}
          onError={() => setFailed(true)}
        />
      )}
    </Box>
  );
}
