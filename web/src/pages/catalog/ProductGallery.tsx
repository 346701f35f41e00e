import { Box, HStack, chakra } from '@chakra-ui/react';
import { useRef, type KeyboardEvent } from 'react';
import { useStateFromProp } from '../../ui/useStateFromProp';
import { ProductImage } from '../../catalog/ProductImage';

/**
 * Product photos: the selected one large, thumbnails below. Thumbnails are buttons
 * (aria-pressed) with roving focus: ←/→ (and Home/End) move between them and select.
 */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [selected, setSelected] = useStateFromProp(images, () => 0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const current = Math.min(selected, Math.max(0, count - 1));

  function onKeyDown(event: KeyboardEvent) {
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (current + 1) % count;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (current - 1 + count) % count;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    thumbs.current[next]?.focus();
  }

  return (
    <Box>
      <ProductImage
        src={images[current]}
        alt={count > 1 ? `${name}, foto ${current + 1} de ${count}` : name}
        aspectRatio="1"
        rounded="2xl"
        borderWidth="1px"
        loading="eager"
        data-testid="gallery-main"
      />
      {count > 1 && (
        <HStack role="group" aria-label="Fotos do produto" gap="2" mt="3" overflowX="auto" py="1" onKeyDown={onKeyDown}>
          {images.map((src, i) => (
            <chakra.button
              key={src}
              ref={(el: HTMLButtonElement | null) => {
                thumbs.current[i] = el;
              }}
              type="button"
              aria-label={`Ver foto ${i + 1} de ${count}`}
              aria-pressed={i === current}
              tabIndex={i === current ? 0 : -1}
              onClick={() => setSelected(i)}
              flexShrink={0}
              boxSize={{ base: '16', md: '20' }}
              rounded="lg"
              overflow="hidden"
              borderWidth="2px"
              borderColor={i === current ? 'brand.solid' : 'border'}
              cursor="pointer"
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
            >
              <ProductImage src={src} alt="" w="full" h="full" aria-hidden />
            </chakra.button>
          ))}
        </HStack>
      )}
    </Box>
  );
}
