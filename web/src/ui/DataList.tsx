// The list of every back-office screen: a table from md up, one card per row below it (label:
// value lines, the actions always visible — a phone never hides them off-screen), and
// 'Carregar mais' while the connection has a next page.
import { Box, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LoadMoreButton } from './LoadMoreButton';

export interface DataColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'start' | 'end';
  /** The card's title (the first such column); other columns are label: value lines. */
  primary?: boolean;
  /** Leave this column out of the phone card (e.g. an image already in the title). */
  tableOnly?: boolean;
}

export interface DataListProps<Row extends { id: string }> {
  rows: readonly Row[];
  columns: DataColumn<Row>[];
  /** The list's accessible name ('Recompensas'). */
  label: string;
  actions?: (row: Row) => ReactNode;
  /** data-testid of each table row and card: `${testId}-row`, `${testId}-card`. */
  testId: string;
  pageInfo?: { hasNextPage: boolean; endCursor?: string | null };
  onLoadMore?: (after: string | null | undefined) => Promise<unknown>;
  rowProps?: (row: Row) => Record<string, string>;
}

export function DataList<Row extends { id: string }>({ rows, columns, label, actions, testId, pageInfo, onLoadMore, rowProps }: DataListProps<Row>) {
  const primary = columns.find((c) => c.primary);
  const lines = columns.filter((c) => c !== primary && !c.tableOnly);
  return (
    <Stack gap="3">
      <Stack as="ul" gap="3" m="0" p="0" hideFrom="md" aria-label={label}>
        {rows.map((row) => (
          <Box as="li" key={row.id} listStyleType="none" bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p="4" shadow="xs" data-testid={`${testId}-card`} {...rowProps?.(row)}>
            <Stack gap="2">
              {primary && <Box fontWeight="semibold">{primary.cell(row)}</Box>}
              {lines.map((column) => (
                <HStack key={column.header} justify="space-between" align="start" gap="3" fontSize="sm">
                  <Text color="fg.muted" flexShrink={0}>
                    {column.header}
                  </Text>
                  <Box textAlign="end" minW="0">
                    {column.cell(row)}
                  </Box>
                </HStack>
              ))}
              {actions && (
                <HStack justify="flex-end" wrap="wrap" gap="2" pt="1">
                  {actions(row)}
                </HStack>
              )}
            </Stack>
          </Box>
        ))}
      </Stack>
      <Box hideBelow="md" bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" shadow="xs" overflow="hidden">
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label={label}>
            <Table.Header>
              <Table.Row bg="bg.subtle">
                {columns.map((column) => (
                  <Table.ColumnHeader key={column.header} textAlign={column.align}>
                    {column.header}
                  </Table.ColumnHeader>
                ))}
                {actions && <Table.ColumnHeader textAlign="end">Ações</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.id} data-testid={`${testId}-row`} {...rowProps?.(row)}>
                  {columns.map((column) => (
                    <Table.Cell key={column.header} textAlign={column.align}>
                      {column.cell(row)}
                    </Table.Cell>
                  ))}
                  {actions && (
                    <Table.Cell>
                      <HStack justify="flex-end" gap="1">
                        {actions(row)}
                      </HStack>
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Box>
      {pageInfo && onLoadMore && <LoadMoreButton pageInfo={pageInfo} onLoadMore={onLoadMore} />}
    </Stack>
  );
}
