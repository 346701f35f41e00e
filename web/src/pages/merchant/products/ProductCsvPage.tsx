import { Alert, Button, List, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MAX_CSV_BYTES, CSV_MESSAGES } from '@common/product-csv';
import type { ScreenProps } from '../../../routes/screenProps';
import { datedFileName, saveTextFile } from '../../../ui/download';
import { DownloadIcon, UploadIcon } from '../../../ui/icons';
import { CommerceLayout, Section } from '../../../ui/layout';
import { submitMutation } from '../../../ui/mutation';
import { notify } from '../../../notify';
import { ImportProductsCsvDocument, VendorProductsCsvDocument, VendorProductsDocument } from './documents';
import { changeLines, CSV_TEXTS, isChange, isCsvFile, summarize, summaryText, type CsvRow } from './productCsv';

// /vendor/products/import 'Planilha de produtos': download the catalogue as CSV, send it back with
// new prices and stock, read the dry-run report (what changes, which rows are wrong and why) and
// apply it. Nothing changes until 'Aplicar alterações', and never while a row is wrong.

function DownloadButton() {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const { data } = await client.query({ query: VendorProductsCsvDocument, fetchPolicy: 'network-only' });
      if (data?.vendorProductsCsv == null) throw new Error('no store');
      saveTextFile(data.vendorProductsCsv, datedFileName('produtos', new Date()));
    } catch {
      notify.error(CSV_TEXTS.downloadFailed);
    }
    setBusy(false);
  }
  return (
    <Button variant="outline" onClick={() => void download()} loading={busy} loadingText="Baixando..." alignSelf="flex-start">
      <DownloadIcon />
      {CSV_TEXTS.download}
    </Button>
  );
}

function ReportRow({ row }: { row: CsvRow }) {
  return (
    <List.Item borderTopWidth="1px" borderColor="border.muted" py="3" data-testid="csv-row">
      <Stack gap="1">
        <Text fontWeight="medium" lineClamp={2} wordBreak="break-word">
          <Text as="span" color="fg.muted" fontWeight="normal" fontSize="sm">
            Linha {row.line} ·{' '}
          </Text>
          {row.productName ?? (row.code || '(sem código)')}
        </Text>
        {row.error ? (
          <Text color="fg.error" fontSize="sm">
            {row.error}
          </Text>
        ) : (
          changeLines(row).map((line) => (
            <Text key={line} fontSize="sm">
              {line}
            </Text>
          ))
        )}
      </Stack>
    </List.Item>
  );
}

export default function ProductCsvPage({ title }: ScreenProps) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [rows, setRows] = useState<CsvRow[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'checking' | 'applying' | null>(null);

  const send = (text: string, apply: boolean) =>
    submitMutation(async () => (await client.mutate({ mutation: ImportProductsCsvDocument, variables: { input: { csv: text, apply } } })).data?.importProductsCsv, {
      failure: apply ? CSV_TEXTS.applyFailed : CSV_TEXTS.checkFailed,
      inline: true,
    });

  async function check(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    setRows(null);
    setCsv(null);
    if (!isCsvFile(file)) return setProblem(CSV_TEXTS.notCsv);
    if (file.size > MAX_CSV_BYTES) return setProblem(CSV_MESSAGES.tooLarge);
    setProblem(null);
    setBusy('checking');
    const text = await file.text();
    const result = await send(text, false);
    setBusy(null);
    if (!result.ok) return setProblem(result.formError);
    setCsv(text);
    setRows(result.payload?.rows ?? []);
  }

  async function apply() {
    if (!csv) return;
    setBusy('applying');
    const result = await send(csv, true);
    setBusy(null);
    if (result.ok) {
      await client.refetchQueries({ include: [VendorProductsDocument] }).catch(() => undefined);
      navigate('/vendor/products');
      return;
    }
    if (result.payload?.rows) setRows(result.payload.rows);
    setProblem(result.formError);
  }

  const summary = rows ? summarize(rows) : null;
  const shown = rows?.filter((r) => r.error || isChange(r)) ?? [];

  return (
    <CommerceLayout title={title} description="Atualize preços e estoque de vários produtos de uma vez" back={{ to: '/vendor/products', label: 'Gerenciar Produtos' }}>
      <Section title="Como funciona">
        <List.Root as="ol" ps="5" gap="1" fontSize="sm">
          {CSV_TEXTS.steps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List.Root>
        <Text fontSize="sm" color="fg.muted">
          {CSV_TEXTS.approvalNote}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <DownloadButton />
          <input ref={input} type="file" accept=".csv,text/csv" hidden onChange={(e) => void check(e.target.files?.[0])} data-testid="csv-input" />
          <Button onClick={() => input.current?.click()} loading={busy === 'checking'} loadingText={CSV_TEXTS.checking} disabled={busy != null} alignSelf="flex-start">
            <UploadIcon />
            {rows ? CSV_TEXTS.chooseOther : CSV_TEXTS.choose}
          </Button>
        </Stack>
      </Section>

      {problem && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      )}

      {rows && summary && (
        <Section title={CSV_TEXTS.reportTitle} description={summaryText(summary)} aria-label={CSV_TEXTS.reportTitle}>
          {shown.length === 0 ? (
            <Text color="fg.muted">{CSV_TEXTS.nothing}</Text>
          ) : (
            <List.Root variant="plain" gap="0">
              {shown.map((row) => (
                <ReportRow key={row.line} row={row} />
              ))}
            </List.Root>
          )}
          {summary.invalid > 0 && (
            <Text fontSize="sm" color="fg.error">
              {CSV_TEXTS.fixFirst}
            </Text>
          )}
          <Button onClick={() => void apply()} disabled={summary.invalid > 0 || summary.changes === 0 || busy != null} loading={busy === 'applying'} loadingText="Aplicando..." alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
            {CSV_TEXTS.apply}
          </Button>
        </Section>
      )}
    </CommerceLayout>
  );
}
