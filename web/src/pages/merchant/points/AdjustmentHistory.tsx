// The store's points adjustments for one customer, listed under the adjustment form (AdjustPointsPage.tsx).
import { Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { formatDateTime } from '@common/dates';
import { formatMoney } from '@common/money';
import { DataList } from '../../../ui/DataList';
import { ReceiptIcon } from '../../../ui/icons';
import { EmptyState, Section } from '../../../ui/layout';
import { signedPoints } from '../../loyalty/components';
import { ADJUST_TEXTS } from './adjustRules';
import { StorePointsAdjustmentsDocument } from './documents';

/** The store's adjustments for one customer, newest first: date, ± points, reason, who. */
export function AdjustmentHistory({ customer }: { customer: { id: string; name: string } }) {
  const { data, loading, error, fetchMore } = useQuery(StorePointsAdjustmentsDocument, { variables: { customerId: customer.id, first: 10 }, fetchPolicy: 'cache-and-network' });
  const rows = (data?.storePointsAdjustments.edges ?? []).map(({ node }) => ({ ...node, id: node.databaseId }));
  let body;
  if (!data && loading) body = <Text color="fg.muted">Carregando ajustes…</Text>;
  else if (!data && error) body = <Text color="fg.error">Não foi possível carregar os ajustes. Tente novamente.</Text>;
  else if (rows.length === 0) body = <EmptyState icon={ReceiptIcon} title={ADJUST_TEXTS.noHistory} />;
  else
    body = (
      <DataList
        label={`${ADJUST_TEXTS.history}: ${customer.name}`}
        testId="store-adjustment"
        rows={rows}
        pageInfo={data?.storePointsAdjustments.pageInfo}
        onLoadMore={(after) => fetchMore({ variables: { after } })}
        columns={[
          {
            header: 'Pontos',
            primary: true,
            cell: (row) => (
              <Text as="span" color={row.isDebit ? 'red.700' : 'green.700'} fontWeight="semibold">
                {signedPoints(row.points)} · {row.isDebit ? ADJUST_TEXTS.debit : ADJUST_TEXTS.credit}
              </Text>
            ),
          },
          { header: 'Data', cell: (row) => formatDateTime(row.createdAt) },
          { header: 'Motivo', cell: (row) => (row.purchaseAmount ? `${row.reason} (${formatMoney(row.purchaseAmount)})` : row.reason) },
          { header: 'Lançado por', cell: (row) => row.createdByName ?? '—' },
        ]}
      />
    );
  return (
    <Section title={`${ADJUST_TEXTS.history}: ${customer.name}`} data-testid="adjustment-history">
      {body}
    </Section>
  );
}
