import { Box, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { memo, useEffect, useRef, useSyncExternalStore } from 'react';
import { compactTimeLeft } from '@common/catalog-format';
import { BoltIcon, ClockIcon } from '../../ui/icons';
import { pageDrawnAt } from '../../lib/pageClock';

// Offer countdown: the compact timer shows days, hours, minutes and seconds; it pulses
// when under 6 hours remain; the full variant is labelled 'OFERTA RELÂMPAGO'.

export const PULSE_UNDER_MS = 6 * 60 * 60 * 1000;
export const FLASH_SALE_LABEL = 'OFERTA RELÂMPAGO';
export const OFFER_ENDED_LABEL = 'Oferta encerrada';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds in `ms` (negative counts as 0). */
export function countdownParts(ms: number): CountdownParts {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

/** 'Termina em 2 dias, 3 horas, 5 minutos e 9 segundos' (screen readers). */
export function countdownSpeech(p: CountdownParts): string {
  const parts = [
    ...(p.days > 0 ? [plural(p.days, 'dia', 'dias')] : []),
    plural(p.hours, 'hora', 'horas'),
    plural(p.minutes, 'minuto', 'minutos'),
    plural(p.seconds, 'segundo', 'segundos'),
  ];
  const last = parts.pop()!;
  return `Termina em ${parts.length ? `${parts.join(', ')} e ${last}` : last}`;
}

// One clock for every countdown on the screen: one timer and one React update per second however
// many offers a page shows, and each tick re-renders only the text that changes (plain elements):
// re-rendering every card's styled frame each second kept a phone's main thread busy for good.
const clockListeners = new Set<() => void>();
let clockNow = Date.now();
let clockTimer: ReturnType<typeof setInterval> | undefined;

function subscribeClock(listener: () => void) {
  clockListeners.add(listener);
  if (!clockTimer) {
    clockTimer = setInterval(() => {
      clockNow = Date.now();
      clockListeners.forEach((notify) => notify());
    }, 1000);
  }
  return () => {
    clockListeners.delete(listener);
    if (clockListeners.size === 0) {
      clearInterval(clockTimer);
      clockTimer = undefined;
    }
  };
}

/** The clock's time: the last tick's while it runs, else refreshed (at most once a second, so React reads one value per render). */
function clockTime(): number {
  if (!clockTimer && Math.abs(Date.now() - clockNow) >= 1000) clockNow = Date.now();
  return clockNow;
}

/** What `select` makes of the clock's time; the component re-renders only when that changes. */
function useClock<T>(select: (now: number) => T): T {
  // Hydrating a page the server drew: the time it was drawn at (web/src/lib/pageClock.ts).
  return useSyncExternalStore(subscribeClock, () => select(clockTime()), () => select(pageDrawnAt()));
}

type OfferPhase = 'running' | 'urgent' | 'ended';

function offerPhase(end: number, now: number): OfferPhase {
  const remaining = Number.isFinite(end) ? end - now : 0;
  if (remaining <= 0) return 'ended';
  return remaining < PULSE_UNDER_MS ? 'urgent' : 'running';
}

export interface OfferCountdownProps {
  /** End of the promotion (Promotion.endsAt). */
  endsAt: string | Date;
  /** 'compact' (cards, one line) or 'full' (product page, labelled OFERTA RELÂMPAGO). */
  variant?: 'compact' | 'full';
  /** Called once when the time runs out (e.g. to refetch the price). */
  onExpire?: () => void;
}

export function OfferCountdown({ endsAt, variant = 'compact', onExpire }: OfferCountdownProps) {
  const end = new Date(endsAt).getTime();
  const phase = useClock((now) => offerPhase(end, now));
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;
  useEffect(() => {
    if (phase === 'ended' && Number.isFinite(end)) onExpireRef.current?.();
  }, [phase, end]);

  if (phase === 'ended') {
    return (
      <Text fontSize="xs" color="fg.muted" data-testid="offer-countdown" data-ended="true">
        {OFFER_ENDED_LABEL}
      </Text>
    );
  }
  const urgent = phase === 'urgent';
  const pulse = urgent ? 'true' : 'false';

  if (variant === 'compact') {
    return (
      <HStack
        data-testid="offer-countdown"
        gap="1"
        px="2"
        py="0.5"
        rounded="full"
        bg={urgent ? 'red.600' : 'orange.100'}
        color={urgent ? 'white' : 'orange.800'}
        fontSize="xs"
        fontWeight="semibold"
        fontVariantNumeric="tabular-nums"
        alignSelf="flex-start"
        animation={urgent ? 'urgentGlow 2s ease-in-out infinite' : undefined}
      >
        <ClockIcon boxSize="12px" />
        <CompactTime end={end} pulse={pulse} />
      </HStack>
    );
  }

  return (
    <Box
      data-testid="offer-countdown"
      data-variant="full"
      rounded="xl"
      bgGradient="to-r"
      gradientFrom="red.600"
      gradientTo="orange.500"
      color="white"
      px="4"
      py="3"
      animation={urgent ? 'urgentGlow 2s ease-in-out infinite' : undefined}
    >
      <FullTime end={end} pulse={pulse} />
    </Box>
  );
}

/** The time left until `end`, re-rendering every second, and how a screen reader says it. */
function useTimeLeft(end: number) {
  const ms = useClock((now) => Math.max(0, end - now));
  const parts = countdownParts(ms);
  return { ms, parts, speech: countdownSpeech(parts) };
}

function CompactTime({ end, pulse }: { end: number; pulse: string }) {
  const { ms, speech } = useTimeLeft(end);
  const text = compactTimeLeft(ms);
  return (
    <span role="timer" aria-live="off" aria-label={speech} title={speech} data-pulse={pulse}>
      <span aria-hidden>{text}</span>
    </span>
  );
}

function FullTime({ end, pulse }: { end: number; pulse: string }) {
  const { parts, speech } = useTimeLeft(end);
  const units: [number, string][] = [
    [parts.days, 'Dias'],
    [parts.hours, 'Horas'],
    [parts.minutes, 'Min'],
    [parts.seconds, 'Seg'],
  ];
  return (
    <div role="timer" aria-live="off" aria-label={`${FLASH_SALE_LABEL}. ${speech}`} data-pulse={pulse}>
      <HStack justify="space-between" gap="4" flexWrap="wrap">
        <FlashSaleLabel />
        <HStack gap="1.5" aria-hidden>
          {units.map(([value, label], i) => (
            <TimeUnit key={label} value={value} label={label} separated={i > 0} />
          ))}
        </HStack>
      </HStack>
      <VisuallyHidden>{speech}</VisuallyHidden>
    </div>
  );
}

/** One cell of the full timer; memoized, so a tick re-renders the seconds and not the rest. */
const TimeUnit = memo(function TimeUnit({ value, label, separated }: { value: number; label: string; separated: boolean }) {
  return (
    <HStack gap="1.5">
      {separated && <Text fontWeight="bold">:</Text>}
      <Box textAlign="center" bg="blackAlpha.300" rounded="md" px="2" py="1" minW="10">
        <Text fontWeight="bold" fontSize="lg" lineHeight="1" fontVariantNumeric="tabular-nums">
          {pad(value)}
        </Text>
        <Text fontSize="2xs" textTransform="uppercase" opacity={0.9}>
          {label}
        </Text>
      </Box>
    </HStack>
  );
});

const FlashSaleLabel = memo(function FlashSaleLabel() {
  return (
    <HStack gap="2">
      <BoltIcon boxSize="18px" />
      <Text fontWeight="black" letterSpacing="wide" fontSize="sm">
        {FLASH_SALE_LABEL}
      </Text>
    </HStack>
  );
});
