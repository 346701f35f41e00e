// Pieces of the order screens shared by the customer and the store: the status timeline of a
// sub-order, the item list, the delivery address and the print sheet 'DETALHES DO PEDIDO'.
import { Box, Button, Flex, Grid, HStack, Heading, Portal, Stack, Table, Text, Timeline } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '@common/dates';
import { formatMoney } from '@common/money';
import { quantityWithUnit } from '@common/catalog-format';
import { maskCep } from '@common/masks';
import type { OrderAddressFieldsFragment, SubOrderFieldsFragment } from '../../gql/graphql';
import { Thumb } from '../../ui/layout';
import { CheckCircleIcon, PrinterIcon, XCircleIcon } from '../../ui/icons';
import type { PrintSheet } from './printSheet';
import { timelineRows } from './status';

export function SubOrderTimeline({ subOrder }: { subOrder: Pick<SubOrderFieldsFragment, 'status' | 'timeline'> }) {
  const rows = timelineRows(subOrder.status, subOrder.timeline);
  return (
    <Timeline.Root size="sm" variant="subtle" aria-label="Andamento do pedido" data-testid="order-timeline">
      {rows.map((row) => {
        const reached = row.at !== null;
        const cancelled = row.status === 'CANCELLED';
        return (
          <Timeline.Item key={row.status} data-testid="timeline-step" data-status={row.status} data-reached={reached || undefined} data-current={row.current || undefined}>
            <Timeline.Connector>
              <Timeline.Separator />
              <Timeline.Indicator bg={cancelled ? 'red.500' : reached ? 'green.600' : 'bg.muted'} color="white" borderWidth="0">
                {cancelled ? <XCircleIcon boxSize="3.5" /> : reached ? <CheckCircleIcon boxSize="3.5" /> : null}
              </Timeline.Indicator>
            </Timeline.Connector>
            <Timeline.Content pb={reached ? '3' : '2'}>
              <Timeline.Title fontWeight={row.current ? 'bold' : 'medium'} color={reached ? 'fg' : 'fg.muted'}>
                {row.label}
              </Timeline.Title>
              {row.at && (
                <Timeline.Description>
                  {formatDateTime(row.at)}
                  {row.note && cancelled ? ` · Motivo: ${row.note}` : ''}
                </Timeline.Description>
              )}
            </Timeline.Content>
          </Timeline.Item>
        );
      })}
    </Timeline.Root>
  );
}

export function OrderItems({ items }: { items: SubOrderFieldsFragment['items'] }) {
  return (
    <Stack as="ul" gap="3" m="0" p="0" aria-label="Itens">
      {items.map((item) => (
        <HStack as="li" key={item.id} listStyleType="none" align="flex-start" gap="3" data-testid="order-item">
          <Thumb src={item.product?.images[0]} alt={item.productName} size="12" />
          <Stack gap="0" flex="1" minW="0">
            {item.product?.path ? (
              <Text asChild fontWeight="medium" lineClamp={2} _hover={{ color: 'brand.fg' }}>
                <RouterLink to={item.product.path}>{item.productName}</RouterLink>
              </Text>
            ) : (
              <Text fontWeight="medium" lineClamp={2}>
                {item.productName}
              </Text>
            )}
            <Text fontSize="sm" color="fg.muted">
              {quantityWithUnit(item.quantity, item.unit)} × {formatMoney(item.unitPrice)}
            </Text>
          </Stack>
          <Text fontWeight="semibold" whiteSpace="nowrap">
            {formatMoney(item.total)}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}

export function AddressLines({ address }: { address: OrderAddressFieldsFragment }) {
  return (
    <Stack gap="0" fontSize="sm">
      <Text fontWeight="medium">
        {address.street}, {address.number}
        {address.complement ? ` - ${address.complement}` : ''}
      </Text>
      <Text color="fg.muted">
        {address.district} · {address.city} - {address.state} · CEP {maskCep(address.postalCode)}
      </Text>
    </Stack>
  );
}

// --- print sheet -----------------------------------------------------------------------------------

/** Print CSS: only the sheet goes to paper; the toolbar and the app behind it stay on screen. */
export const PRINT_CSS = `
@media print {
  @page { margin: 12mm; }
  body * { visibility: hidden !important; }
  [data-print-root], [data-print-root] * { visibility: visible !important; }
  [data-print-root] { position: absolute !important; left: 0 !important; top: 0 !important; width: 100% !important; margin: 0 !important; box-shadow: none !important; border: 0 !important; }
  [data-print-hide] { display: none !important; }
  [data-print-overlay] { position: static !important; overflow: visible !important; background: white !important; }
}`;

function SheetField({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap="0" data-testid={testId}>
      <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="gray.600">
        {label}
      </Text>
      <Text fontWeight="medium" color="gray.900" overflowWrap="anywhere">
        {value}
      </Text>
    </Stack>
  );
}

/** The sheet itself (black on white, readable on paper). */
export function PrintSheetView({ sheet }: { sheet: PrintSheet }) {
  return (
    <Box data-print-root data-testid="print-sheet" bg="white" color="gray.900" maxW="3xl" mx="auto" p={{ base: '5', md: '10' }} borderWidth="1px" borderColor="gray.200" shadow="md" fontSize="sm">
      <Stack gap="6">
        <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap" borderBottomWidth="2px" borderColor="gray.900" pb="3">
          <Stack gap="0">
            <Heading as="h2" size="xl" letterSpacing="wide">
              {sheet.title}
            </Heading>
            <Text color="gray.600">Clube Local{sheet.storeName ? ` · ${sheet.storeName}` : ''}</Text>
          </Stack>
          <Stack gap="0" textAlign={{ base: 'start', sm: 'end' }}>
            <Text fontSize="xs" color="gray.600">
              PEDIDO
            </Text>
            <Text fontSize="xl" fontWeight="bold" fontFamily="mono" data-testid="print-number">
              #{sheet.number}
            </Text>
          </Stack>
        </Flex>
        <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(3, 1fr)' }} gap="4">
          <SheetField label="Data do pedido" value={sheet.createdAt} />
          <SheetField label="Status" value={sheet.status} testId="print-status" />
          <SheetField label="Forma de pagamento" value={sheet.payment} testId="print-payment" />
          <SheetField label="Valor total" value={sheet.total} testId="print-total" />
          <SheetField label="Entrega estimada" value={sheet.estimatedDelivery} />
        </Grid>
        <Stack gap="1">
          <Heading as="h3" size="sm" textTransform="uppercase" color="gray.700">
            Endereço de entrega
          </Heading>
          <Text data-testid="print-address">{sheet.address}</Text>
        </Stack>
        <Stack gap="2">
          <Heading as="h3" size="sm" textTransform="uppercase" color="gray.700">
            Cliente
          </Heading>
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' }} gap="4" data-testid="print-customer">
            <SheetField label="Nome" value={sheet.customer.name} />
            <SheetField label="Email" value={sheet.customer.email} />
            <SheetField label="Telefone" value={sheet.customer.phone} />
            <SheetField label="Total gasto" value={sheet.customer.totalSpent} />
          </Grid>
        </Stack>
        <Stack gap="2">
          <Heading as="h3" size="sm" textTransform="uppercase" color="gray.700">
            Itens
          </Heading>
          <Table.Root size="sm" variant="line" data-testid="print-items">
            <Table.Header>
              <Table.Row bg="gray.100">
                <Table.ColumnHeader color="gray.800">Produto</Table.ColumnHeader>
                <Table.ColumnHeader color="gray.800" textAlign="end">
                  Qtd.
                </Table.ColumnHeader>
                <Table.ColumnHeader color="gray.800" textAlign="end">
                  Preço unit.
                </Table.ColumnHeader>
                <Table.ColumnHeader color="gray.800" textAlign="end">
                  Total
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {sheet.items.map((item, index) => (
                <Table.Row key={index} bg="white">
                  <Table.Cell color="gray.900">{item.name}</Table.Cell>
                  <Table.Cell color="gray.900" textAlign="end">
                    {item.quantity}
                  </Table.Cell>
                  <Table.Cell color="gray.900" textAlign="end" whiteSpace="nowrap">
                    {item.unitPrice}
                  </Table.Cell>
                  <Table.Cell color="gray.900" textAlign="end" whiteSpace="nowrap">
                    {item.total}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
            <Table.Footer>
              {sheet.breakdown.map((line) => (
                <Table.Row key={line.label} bg="white">
                  <Table.Cell colSpan={3} textAlign="end" color="gray.700">
                    {line.label}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap" color="gray.900">
                    {line.value}
                  </Table.Cell>
                </Table.Row>
              ))}
              <Table.Row bg="white">
                <Table.Cell colSpan={3} textAlign="end" fontWeight="bold" color="gray.900">
                  Valor total
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="bold" whiteSpace="nowrap" color="gray.900">
                  {sheet.total}
                </Table.Cell>
              </Table.Row>
            </Table.Footer>
          </Table.Root>
        </Stack>
      </Stack>
    </Box>
  );
}

/**
 * The print preview: the sheet over the page with 'Imprimir' (window.print()) and 'Fechar'; opening
 * it prints right away. Only the sheet reaches the paper (PRINT_CSS).
 */
export function PrintOverlay({ sheet, onClose, autoPrint = true }: { sheet: PrintSheet; onClose: () => void; autoPrint?: boolean }) {
  useEffect(() => {
    if (!autoPrint) return;
    const timer = setTimeout(() => window.print(), 150);
    return () => clearTimeout(timer);
  }, [autoPrint]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <Portal>
      <style>{PRINT_CSS}</style>
      <Box data-print-overlay position="fixed" inset="0" zIndex="modal" bg="gray.100" overflowY="auto" role="dialog" aria-modal="true" aria-label={sheet.title}>
        <HStack data-print-hide justify="flex-end" gap="2" p="3" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="1">
          <Text me="auto" fontWeight="semibold" fontSize="sm" color="fg.muted">
            Visualização de impressão
          </Text>
          <Button size="sm" onClick={() => window.print()}>
            <PrinterIcon />
            Imprimir
          </Button>
          <Button size="sm" variant="outline" onClick={onClose}>
            Fechar
          </Button>
        </HStack>
        <Box p={{ base: '3', md: '8' }}>
          <PrintSheetView sheet={sheet} />
        </Box>
      </Box>
    </Portal>
  );
}
