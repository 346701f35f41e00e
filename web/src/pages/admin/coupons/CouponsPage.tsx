import { Badge, Button, HStack, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import type { ApolloClient, Reference } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { CouponFieldsFragment } from '../../../gql/graphql';
import type { ScreenProps } from '../../../routes/screenProps';
import { PlusIcon, SearchIcon, TagIcon, TrashIcon } from '../../../ui/icons';
import { DataList } from '../../../ui/DataList';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError } from '../../../ui/layout';
import { formatMoney } from '@common/money';
import { COUPON_TEXTS, couponValueText, KIND_LABELS, STATUS_COLORS, STATUS_LABELS, usageText, validityText } from './couponForm';
import { CouponsDocument, DeleteCouponDocument } from './documents';
import { DeleteDialog } from '../../../ui/DeleteDialog';
import { withoutEdges, type CachedConnection } from '../../../cache';
import { CouponDialog } from './CouponDialog';

type Coupon = CouponFieldsFragment;

const PAGE_SIZE = 20;

function StatusTag({ coupon }: { coupon: Coupon }) {
  return (
    <Badge colorPalette={STATUS_COLORS[coupon.status]} variant="subtle" size="sm">
      {STATUS_LABELS[coupon.status]}
    </Badge>
  );
}


/** A `coupons` connection as the cache holds it (nodes are references). */
type CouponConnectionRef = CachedConnection<{ node: Reference }>;

/** deleteCoupon: every cached list that showed the coupon loses it and one from its count ('N cupons'). */
async function removeCoupon(client: ApolloClient, coupon: Coupon) {
  const { data } = await client.mutate({
    mutation: DeleteCouponDocument,
    variables: { input: { id: coupon.id } },
    update: (cache, { data: result }) => {
      const deleted = result?.deleteCoupon.deletedCouponId;
      if (!deleted) return;
      cache.modify<{ coupons: CouponConnectionRef }>({
        fields: {
          coupons: (existing, { readField }) => withoutEdges(existing as CouponConnectionRef, (edge) => readField('id', edge.node) === deleted),
        },
      });
      cache.evict({ id: cache.identify({ __typename: 'Coupon', id: deleted }) });
      cache.gc();
    },
  });
  return data?.deleteCoupon;
}

function Actions({ coupon, onEdit, onDelete }: { coupon: Coupon; onEdit: () => void; onDelete: () => void }) {
  return (
    <HStack gap="1" justify="flex-end">
      <Button size="xs" variant="outline" onClick={onEdit} aria-label={`Editar ${coupon.code}`}>
        Editar
      </Button>
      <Button size="xs" variant="ghost" colorPalette="red" onClick={onDelete} aria-label={`Excluir ${coupon.code}`}>
        <TrashIcon />
      </Button>
    </HStack>
  );
}

/** /admin/coupons: list, create/edit (percent or fixed, minimum order, validity, limits, active), delete. */
export default function CouponsPage({ title }: ScreenProps) {
  const client = useApolloClient();
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  const [editing, setEditing] = useState<Coupon | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  const { data, loading, refetch, fetchMore } = useQuery(CouponsDocument, {
    variables: { first: PAGE_SIZE, search: term || null },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const connection = data?.coupons;
  const coupons = connection?.edges.map((e) => e.node) ?? [];

  // Search as the admin types (debounced).
  useEffect(() => {
    const timer = setTimeout(() => setTerm(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);

  const edit = (coupon: Coupon) => {
    setEditing(coupon);
    setFormOpen(true);
  };

  let content;
  if (!connection && loading) content = <ListSkeleton label="Carregando cupons" count={3} h="16" />;
  else if (!connection) content = <LoadError message={COUPON_TEXTS.loadError} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (coupons.length === 0) {
    content = <EmptyState icon={TagIcon} title={term ? COUPON_TEXTS.noResults : COUPON_TEXTS.empty} hint={term ? undefined : COUPON_TEXTS.emptyHint} />;
  } else {
    content = (
      <DataList
        label="Cupons"
        testId="coupon"
        rows={coupons}
        pageInfo={connection.pageInfo}
        onLoadMore={(after) => fetchMore({ variables: { after } })}
        columns={[
          {
            header: 'Código',
            primary: true,
            cell: (coupon) => (
              <>
                <Text fontFamily="mono" fontWeight="bold">
                  {coupon.code}
                </Text>
                {coupon.description && (
                  <Text fontSize="xs" color="fg.muted" fontWeight="normal" lineClamp={1} maxW="48">
                    {coupon.description}
                  </Text>
                )}
              </>
            ),
          },
          { header: 'Desconto', cell: (coupon) => `${couponValueText(coupon.kind, coupon.value)} (${KIND_LABELS[coupon.kind]})` },
          { header: 'Pedido mínimo', cell: (coupon) => (coupon.minOrder ? formatMoney(coupon.minOrder) : '—') },
          { header: 'Validade', cell: (coupon) => <Text fontSize="xs">{validityText(coupon.startsAt, coupon.endsAt)}</Text> },
          { header: 'Usos', cell: (coupon) => usageText(coupon) },
          { header: 'Situação', cell: (coupon) => <StatusTag coupon={coupon} /> },
        ]}
        actions={(coupon) => <Actions coupon={coupon} onEdit={() => edit(coupon)} onDelete={() => setDeleting(coupon)} />}
      />
    );
  }

  return (
    <CommerceLayout
      title={title}
      description={connection ? `${connection.totalCount} ${connection.totalCount === 1 ? 'cupom' : 'cupons'}` : undefined}
      back={{ to: '/admin', label: 'Painel administrativo' }}
      maxW="6xl"
      actions={
        <Button
          size={{ base: 'sm', md: 'md' }}
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          <PlusIcon />
          {COUPON_TEXTS.create}
        </Button>
      }
    >
      <InputGroup startElement={<SearchIcon boxSize="4" />} maxW={{ md: 'sm' }}>
        <Input placeholder="Buscar pelo código" value={search} onChange={(e) => setSearch(e.target.value)} aria-label="Buscar cupom pelo código" bg="bg" />
      </InputGroup>
      {content}
      <CouponDialog editing={editing} open={formOpen} onClose={() => setFormOpen(false)} />
      <DeleteDialog target={deleting} title={COUPON_TEXTS.deleteTitle} failure={COUPON_TEXTS.deleteFailed} success={COUPON_TEXTS.deleted} remove={(coupon) => removeCoupon(client, coupon)} onClose={() => setDeleting(null)}>
        <Stack gap="2">
          <Text fontFamily="mono" fontWeight="bold">
            {deleting?.code}
          </Text>
          <Text color="fg.muted">{COUPON_TEXTS.deleteText}</Text>
        </Stack>
      </DeleteDialog>
    </CommerceLayout>
  );
}
