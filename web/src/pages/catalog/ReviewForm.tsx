import { Alert, Box, Button, Field, HStack, Heading, Link, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { formatDate } from '@common/dates';
import { TEXT_MAX_LENGTH } from '@common/limits';
import type { ViewerReviewFieldsFragment } from '../../gql/graphql';
import { LOGIN_PATH, loginRedirectState } from '../../session/redirects';
import { useSession } from '../../session/SessionProvider';
import { CreateReviewDocument } from '../../catalog/documents';
import { StarFilledIcon } from '../../ui/icons';
import { useForm } from '../../ui/useForm';
import { Stars, starsLabel } from './Stars';

// The product page's review box: the form for a buyer who received the product, their review once
// written, a sign-in link for visitors and a note for everyone else (only buyers review).

export const REVIEW_TEXTS = {
  title: 'Avaliar produto',
  ratingLabel: 'Sua nota',
  commentLabel: 'Comentário (opcional)',
  submit: 'Enviar avaliação',
  sending: 'Enviando...',
  sent: 'Avaliação enviada. Obrigado!',
  ratingRequired: 'Escolha uma nota de 1 a 5 estrelas.',
  failed: 'Não foi possível enviar sua avaliação. Tente novamente.',
  reviewed: 'Você avaliou este produto',
  signIn: 'Entre para avaliar',
  notReceived: 'Você poderá avaliar depois de receber este produto.',
} as const;

/** Five radio buttons drawn as stars: arrow keys move between them, as in any radio group. */
function StarRatingInput({ value, onChange, labelId, errorId }: { value: number; onChange: (n: number) => void; labelId: string; errorId?: string }) {
  const [hover, setHover] = useState(0);
  const name = useId();
  const shown = hover || value;
  return (
    <HStack role="radiogroup" aria-labelledby={labelId} aria-describedby={errorId} aria-invalid={errorId ? true : undefined} gap="1" onMouseLeave={() => setHover(0)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <chakra.label
          key={n}
          cursor="pointer"
          p="0.5"
          rounded="md"
          onMouseEnter={() => setHover(n)}
          css={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '1px' } }}
        >
          <chakra.input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} aria-label={starsLabel(n)} srOnly />
          <StarFilledIcon boxSize="8" color={shown >= n ? 'yellow.500' : 'gray.300'} />
        </chakra.label>
      ))}
    </HStack>
  );
}

/** 'Avaliar produto': stars, optional comment with a counter, server errors next to their fields (useForm). */
export function ReviewForm({ productId, onReviewed }: { productId: string; onReviewed: () => void }) {
  const form = useForm({ rating: 0, comment: '' }, { validate: ({ rating }) => (rating ? {} : { rating: REVIEW_TEXTS.ratingRequired }) });
  const { rating, comment } = form.values;
  const errors = form.errors;
  const [createReview, { loading }] = useMutation(CreateReviewDocument);
  const titleId = useId();
  const ratingLabelId = useId();
  const ratingErrorId = useId();

  async function submit() {
    const outcome = await form.submit(
      async (values) => (await createReview({ variables: { input: { productId, rating: values.rating, comment: values.comment.trim() || null } } })).data?.createReview,
      { failure: REVIEW_TEXTS.failed, success: REVIEW_TEXTS.sent },
    );
    // The payload's product (average, count, viewerReview) is already in the cache; the list is refetched.
    if (outcome?.ok) onReviewed();
  }

  return (
    <Box as="section" aria-labelledby={titleId} borderWidth="1px" rounded="xl" p="4" data-testid="review-form">
      <form onSubmit={form.handle(submit)} noValidate>
        <Stack gap="4">
          <Heading id={titleId} as="h3" size="md">
            {REVIEW_TEXTS.title}
          </Heading>
          {errors.form && (
            <Alert.Root status="error" rounded="lg">
              <Alert.Indicator />
              <Alert.Title>{errors.form}</Alert.Title>
            </Alert.Root>
          )}
          <Stack gap="1">
            <Text id={ratingLabelId} fontSize="sm" fontWeight="medium">
              {REVIEW_TEXTS.ratingLabel}
            </Text>
            <StarRatingInput value={rating} onChange={(n) => form.set('rating', n)} labelId={ratingLabelId} errorId={errors.rating ? ratingErrorId : undefined} />
            {errors.rating && (
              <Text id={ratingErrorId} fontSize="sm" color="fg.error">
                {errors.rating}
              </Text>
            )}
          </Stack>
          <Field.Root invalid={!!errors.comment}>
            <Field.Label>{REVIEW_TEXTS.commentLabel}</Field.Label>
            <Textarea value={comment} onChange={(e) => form.set('comment', e.target.value)} maxLength={TEXT_MAX_LENGTH} rows={4} />
            <Field.HelperText alignSelf="flex-end">{`${comment.length}/${TEXT_MAX_LENGTH}`}</Field.HelperText>
            {errors.comment && <Field.ErrorText>{errors.comment}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" alignSelf="flex-start" loading={loading} loadingText={REVIEW_TEXTS.sending}>
            {REVIEW_TEXTS.submit}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}

/** What the page shows about reviewing, for who is looking. */
export function ReviewPanel({ product, onReviewed }: { product: ViewerReviewFieldsFragment & { id: string }; onReviewed: () => void }) {
  const { viewer, loading } = useSession();
  const location = useLocation();
  const own = product.viewerReview;

  if (own) {
    return (
      <Stack gap="1.5" bg="bg.subtle" rounded="xl" p="4" data-testid="viewer-review">
        <Text fontWeight="semibold">{REVIEW_TEXTS.reviewed}</Text>
        <HStack gap="2">
          <Stars value={own.rating} />
          <Text srOnly>{`Sua nota: ${starsLabel(own.rating)}`}</Text>
          <Text fontSize="xs" color="fg.muted">
            {formatDate(own.createdAt)}
          </Text>
        </HStack>
        {own.comment && (
          <Text color="fg.muted" whiteSpace="pre-line">
            {own.comment}
          </Text>
        )}
      </Stack>
    );
  }
  if (product.viewerCanReview) return <ReviewForm productId={product.id} onReviewed={onReviewed} />;
  if (loading) return null;
  if (!viewer) {
    return (
      <Link asChild fontWeight="medium" color="brand.fg" alignSelf="flex-start">
        <RouterLink to={LOGIN_PATH} state={loginRedirectState(location)}>
          {REVIEW_TEXTS.signIn}
        </RouterLink>
      </Link>
    );
  }
  return (
    <Text fontSize="sm" color="fg.muted">
      {REVIEW_TEXTS.notReceived}
    </Text>
  );
}
