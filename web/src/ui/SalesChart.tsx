// The last 30 days' sales as bars (recharts), with pt-BR money and dd/MM days.
import { Box } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '@common/money';

export interface SalesPoint {
  day: string;
  total: string;
  orders: number;
}

/** '2026-11-24' → '24/11'. */
export const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

export function SalesChart({ days }: { days: readonly SalesPoint[] }) {
  const data = days.map((d) => ({ day: shortDay(d.day), total: Number(d.total), orders: d.orders }));
  return (
    <Box h="56" w="full" role="img" aria-label={`Vendas dos últimos ${days.length} dias`} data-testid="sales-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e4e4e7" />
          <XAxis dataKey="day" tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={16} />
          <YAxis tick={{ fontSize: 11 }} width={44} tickFormatter={(v: number) => (v >= 1000 ? `${Math.round(v / 1000)} mil` : String(v))} />
          <Tooltip
            formatter={(value) => [formatMoney(Number(value)), 'Vendas']}
            labelFormatter={(label) => `Dia ${String(label)}`}
          />
          <Bar dataKey="total" fill="#1d4ed8" radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
