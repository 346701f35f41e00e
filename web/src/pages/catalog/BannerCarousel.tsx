import { Box, Button, Container, HStack, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { BannersQuery } from '../../gql/graphql';
import { isSiteLink } from '@common/banners';
import { bannerCta } from '@common/home';
import { useSession } from '../../session/SessionProvider';
import { ArrowRightIcon } from '../../ui/icons';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';

// Home banner carousel: auto-advances when autoplay is enabled and there is
// more than one banner, every transitionMs; pauses while hovered (or focused); wraps around both
// ways; indicators and arrows as the global settings say. Without banners, a default hero.

export type BannerData = BannersQuery['banners'][number];
export type BannerSettingsData = Omit<BannersQuery['bannerSettings'], '__typename'>;

/** Used when the settings cannot be loaded. */
export const DEFAULT_BANNER_SETTINGS: BannerSettingsData = {
  autoplayEnabled: true,
  transitionMs: 5000,
  showIndicators: true,
  showNavigation: true,
};

/** Below this width the mobile image is used. */
export const MOBILE_BREAKPOINT_PX = 768;

/** The slide after/before `index` among `count`, wrapping around. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** The banner's button; a signed-in person is never asked to create an account (common/home.ts). */
function BannerCta({ banner }: { banner: BannerData }) {
  const { viewer } = useSession();
  const cta = bannerCta(banner, !!viewer);
  if (!cta) return null;
  const common = { size: 'lg' as const, bg: 'white', color: 'brand.700', _hover: { bg: 'brand.50' }, alignSelf: 'flex-start' };
  if (isSiteLink(cta.link)) {
    return (
      <Button asChild {...common}>
        <RouterLink to={cta.link}>
          {cta.text} <ArrowRightIcon />
        </RouterLink>
      </Button>
    );
  }
  return (
    <Button asChild {...common}>
      <a href={cta.link} rel="noopener noreferrer">
        {cta.text} <ArrowRightIcon />
      </a>
    </Button>
  );
}

function Slide({ banner, index, count, current }: { banner: BannerData; index: number; count: number; current: boolean }) {
  const image = banner.desktopImageUrl ?? banner.mobileImageUrl;
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} de ${count}: ${banner.title}`}
      aria-hidden={!current}
      inert={!current}
      position="absolute"
      inset="0"
      opacity={current ? 1 : 0}
      transition="opacity 0.6s ease"
      data-testid="banner-slide"
      data-active={current ? 'true' : 'false'}
      style={{ background: banner.backgroundGradient ?? undefined }}
      bg={banner.backgroundGradient ? undefined : 'brand.700'}
    >
      {image && (
        <picture>
          {banner.mobileImageUrl && <source media={`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`} srcSet={banner.mobileImageUrl} />}
          <img
            src={image}
            alt=""
            loading={index === 0 ? 'eager' : 'lazy'}
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
          />
        </picture>
      )}
      <Box position="absolute" inset="0" bgGradient="to-r" gradientFrom="blackAlpha.600" gradientTo="transparent" />
      <Container maxW="6xl" h="full" position="relative">
        <Stack h="full" justify="center" gap={{ base: '3', md: '4' }} maxW={{ base: 'full', md: 'xl' }} color="white" px={{ base: '10', md: '12' }}>
          <Heading as="h2" fontSize={{ base: '2xl', md: '4xl' }} lineHeight="1.1" letterSpacing="tight" textShadow="0 1px 8px rgba(0,0,0,.25)">
            {banner.title}
          </Heading>
          {banner.subtitle && (
            <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.900" lineClamp={3}>
              {banner.subtitle}
            </Text>
          )}
          <BannerCta banner={banner} />
        </Stack>
      </Container>
    </Box>
  );
}

/** The hero shown when there is no banner (none configured, or loading failed). */
export function DefaultHero() {
  return (
    <Box
      as="section"
      aria-label="Destaque"
      data-testid="default-hero"
      bgGradient="to-br"
      gradientFrom="brand.600"
      gradientTo="brand.900"
      color="white"
      rounded={{ base: 'none', md: '2xl' }}
      minH={{ base: '220px', md: '320px' }}
      display="flex"
      alignItems="center"
    >
      <Stack gap="4" px={{ base: '6', md: '12' }} py="10" maxW="2xl">
        <Text fontWeight="semibold" color="brand.100" fontSize="sm" textTransform="uppercase" letterSpacing="wider">
          Da obra ao dia a dia
        </Text>
        <Heading as="h2" fontSize={{ base: '2xl', md: '4xl' }} lineHeight="1.1" letterSpacing="tight">
          Tudo do seu bairro em um clique
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="brand.50">
          Compre das lojas da sua região, pague só na entrega e ganhe pontos em toda compra.
        </Text>
        <Button asChild size="lg" bg="white" color="brand.700" _hover={{ bg: 'brand.50' }} alignSelf="flex-start">
          <RouterLink to="/explore">
            Ver produtos <ArrowRightIcon />
          </RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}

export interface BannerCarouselProps {
  banners: readonly BannerData[];
  settings?: BannerSettingsData | null;
}

export function BannerCarousel({ banners, settings }: BannerCarouselProps) {
  const config = settings ?? DEFAULT_BANNER_SETTINGS;
  const count = banners.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const autoplay = config.autoplayEnabled && count > 1;
  const interval = config.transitionMs > 0 ? config.transitionMs : DEFAULT_BANNER_SETTINGS.transitionMs;
  const paused = hovered || focused;

  useEffect(() => {
    if (index >= count) setIndex(0);
  }, [index, count]);

  const go = useCallback((to: number) => setIndex(wrapIndex(to, count)), [count]);

  useEffect(() => {
    if (!autoplay || paused) return;
    const timer = setTimeout(() => setIndex((i) => wrapIndex(i + 1, count)), interval);
    return () => clearTimeout(timer);
  }, [autoplay, paused, interval, count, index]);

  if (count === 0) return <DefaultHero />;

  const current = Math.min(index, count - 1);
  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label="Destaques"
      data-testid="banner-carousel"
      data-autoplay={autoplay && !paused ? 'true' : 'false'}
      position="relative"
      overflow="hidden"
      rounded={{ base: 'none', md: '2xl' }}
      h={{ base: '240px', sm: '280px', md: '340px' }}
      bg="brand.700"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (count < 2) return;
        if (event.key === 'ArrowRight') go(current + 1);
        else if (event.key === 'ArrowLeft') go(current - 1);
      }}
    >
      <Box aria-live={autoplay && !paused ? 'off' : 'polite'} h="full">
        {banners.map((banner, i) => (
          <Slide key={banner.id} banner={banner} index={i} count={count} current={i === current} />
        ))}
      </Box>
      {config.showNavigation && count > 1 && (
        <>
          <IconButton
            aria-label="Banner anterior"
            position="absolute"
            insetStart="2"
            top="50%"
            transform="translateY(-50%)"
            rounded="full"
            size="sm"
            bg="whiteAlpha.800"
            color="gray.800"
            _hover={{ bg: 'white' }}
            onClick={() => go(current - 1)}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label="Próximo banner"
            position="absolute"
            insetEnd="2"
            top="50%"
            transform="translateY(-50%)"
            rounded="full"
            size="sm"
            bg="whiteAlpha.800"
            color="gray.800"
            _hover={{ bg: 'white' }}
            onClick={() => go(current + 1)}
          >
            <ChevronRightIcon />
          </IconButton>
        </>
      )}
      {config.showIndicators && count > 1 && (
        <HStack position="absolute" bottom="1" insetX="0" justify="center" gap="0">
          {banners.map((banner, i) => (
            // A 32 px touch target around the small dot (axe's target-size asks for 24 px).
            <Box
              as="button"
              key={banner.id}
              aria-label={`Ir para o banner ${i + 1}: ${banner.title}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => go(i)}
              h="8"
              minW="8"
              display="flex"
              alignItems="center"
              justifyContent="center"
              cursor="pointer"
              rounded="full"
              _focusVisible={{ outline: '2px solid white', outlineOffset: '-2px' }}
            >
              <Box as="span" h="2" w={i === current ? '6' : '2'} rounded="full" bg={i === current ? 'white' : 'whiteAlpha.600'} transition="all 0.2s" />
            </Box>
          ))}
        </HStack>
      )}
    </Box>
  );
}
