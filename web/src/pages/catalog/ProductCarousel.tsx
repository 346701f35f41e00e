import { Box, HStack, IconButton } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { wrapIndex } from './BannerCarousel';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';

// Generic product carousel: loops, autoplay every
// 3000 ms that stops on interaction and resumes 500 ms after the interaction ends; 1, 2, 3 or 4
// cards per view by screen width.

export const CAROUSEL_AUTOPLAY_MS = 3000;
export const CAROUSEL_RESUME_MS = 500;

/** Cards per view by window width: 1 below 480 px, 2 from 480, 3 from 768, 4 from 1024 (the theme's sm/md/lg). */
export function cardsPerView(width: number): number {
  if (width >= 1024) return 4;
  if (width >= 768) return 3;
  if (width >= 480) return 2;
  return 1;
}

const subscribeResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** Cards per view for the window's width; a phone's (1) on the server and while hydrating what it drew. */
function useCardsPerView(): number {
  return useSyncExternalStore(
    subscribeResize,
    () => cardsPerView(window.innerWidth),
    () => 1,
  );
}

export interface ProductCarouselProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name ('Também te interessa'). */
  label: string;
  autoplayMs?: number;
  resumeMs?: number;
  /** Cards per view; by default 1/2/3/4 from the breakpoints base/sm/md/lg. */
  perView?: number;
}

export function ProductCarousel<T>({
  items,
  getKey,
  renderItem,
  label,
  autoplayMs = CAROUSEL_AUTOPLAY_MS,
  resumeMs = CAROUSEL_RESUME_MS,
  perView: fixedPerView,
}: ProductCarouselProps<T>) {
  const responsive = useCardsPerView();
  const perView = Math.max(1, Math.min(fixedPerView ?? responsive, items.length || 1));
  const count = items.length;
  // Start positions 0..count-perView; stepping past the end loops to the start and back.
  const positions = Math.max(1, count - perView + 1);
  const [index, setIndex] = useState(0);
  const [interacting, setInteracting] = useState(false);
  const [resumed, setResumed] = useState(true);
  const resumeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const touchStart = useRef<number | null>(null);

  useEffect(() => {
    if (index >= positions) setIndex(0);
  }, [index, positions]);

  const go = useCallback((to: number) => setIndex(wrapIndex(to, positions)), [positions]);

  const begin = useCallback(() => {
    if (resumeTimer.current) clearTimeout(resumeTimer.current);
    setInteracting(true);
    setResumed(false);
  }, []);
  const end = useCallback(() => {
    setInteracting(false);
    if (resumeTimer.current) clearTimeout(resumeTimer.current);
    resumeTimer.current = setTimeout(() => setResumed(true), resumeMs);
  }, [resumeMs]);
  useEffect(() => () => {
    if (resumeTimer.current) clearTimeout(resumeTimer.current);
  }, []);

  const playing = positions > 1 && !interacting && resumed;
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setIndex((i) => wrapIndex(i + 1, positions)), autoplayMs);
    return () => clearTimeout(timer);
  }, [playing, autoplayMs, positions, index]);

  const current = Math.min(index, positions - 1);
  const width = 100 / perView;
  // Cards are drawn up to the view after the one on screen, and more as the carousel gets to them
  // (never undrawn): a phone shows 1 of /home's ~12 suggestions, and mounting them all was more than
  // half of the page's first render (bench/diary.md, "Os cartões do carrossel desenhados quando chegam").
  const [drawnUpTo, setDrawnUpTo] = useState(0);
  const needed = current + 2 * perView;
  if (needed > drawnUpTo) setDrawnUpTo(needed);

  return (
    <Box
      position="relative"
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="product-carousel"
      data-playing={playing ? 'true' : 'false'}
      onMouseEnter={begin}
      onMouseLeave={end}
      onFocus={begin}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) end();
      }}
      onTouchStart={(event) => {
        begin();
        touchStart.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const x = event.changedTouches[0]?.clientX;
        if (start != null && x != null && Math.abs(x - start) > 40) go(current + (x < start ? 1 : -1));
        touchStart.current = null;
        end();
      }}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget) return;
        if (event.key === 'ArrowRight') go(current + 1);
        else if (event.key === 'ArrowLeft') go(current - 1);
      }}
    >
      <Box overflow="hidden" mx="-2" px="0">
        <HStack
          as="ul"
          listStyleType="none"
          m="0"
          p="0"
          gap="0"
          align="stretch"
          transition="transform 0.5s ease"
          style={{ transform: `translateX(-${current * width}%)` }}
        >
          {items.map((item, i) => {
            const visible = i >= current && i < current + perView;
            return (
              <Box
                as="li"
                key={getKey(item)}
                flex={`0 0 ${width}%`}
                maxW={`${width}%`}
                px="2"
                py="1"
                aria-roledescription="slide"
                aria-label={`${i + 1} de ${count}`}
                aria-hidden={!visible}
                inert={!visible}
              >
                {i < Math.max(drawnUpTo, needed) && renderItem(item, i)}
              </Box>
            );
          })}
        </HStack>
      </Box>
      {positions > 1 && (
        // Phones: the arrows sit under the cards (over them they would hide the picture and the
        // price); from md up, outside the cards' edges.
        <HStack justify="center" gap="4" mt={{ base: '3', md: '0' }}>
          <IconButton
            aria-label="Anteriores"
            position={{ base: 'static', md: 'absolute' }}
            insetStart={{ md: '-4' }}
            top={{ md: '40%' }}
            rounded="full"
            size="sm"
            variant="surface"
            boxShadow="md"
            bg="bg"
            onClick={() => go(current - 1)}
            zIndex="1"
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label="Próximos"
            position={{ base: 'static', md: 'absolute' }}
            insetEnd={{ md: '-4' }}
            top={{ md: '40%' }}
            rounded="full"
            size="sm"
            variant="surface"
            boxShadow="md"
            bg="bg"
            onClick={() => go(current + 1)}
            zIndex="1"
          >
            <ChevronRightIcon />
          </IconButton>
        </HStack>
      )}
    </Box>
  );
}
