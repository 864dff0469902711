import { Box, Text } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { COMPLIANCE_FILL, SLA_TARGET, complianceColour, formatRate } from './dashboardFormat';

export interface ChartRow {
  label: string;
  rate: number | null;
  resolved: number;
  created: number;
}

function ChartTooltip({ active, payload }: { active?: boolean; payload?: ReadonlyArray<{ payload?: ChartRow }> }) {
  const row = active ? payload?.[0]?.payload : undefined;
  if (!row) return null;
  return (
    <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="md" px="3" py="2" shadow="sm" fontSize="xs">
      <Text fontWeight="semibold">{row.label}</Text>
      <Text>SLA compliance: {formatRate(row.rate)}</Text>
      <Text>Resolved: {row.resolved}</Text>
      <Text>New: {row.created}</Text>
    </Box>
  );
}

/**
 * The bars of the compliance chart: recharts, in a chunk of its own (ComplianceChart loads it
 * lazily), so the dashboard's first download carries no chart code.
 */
export default function ComplianceBars({ rows }: { rows: ChartRow[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e5e7eb" />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} tickLine={false} axisLine={{ stroke: '#d1d5db' }} />
        <YAxis width={56} domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tick={{ fontSize: 12 }} tickFormatter={(v: number) => `${v}%`} />
        <Tooltip content={<ChartTooltip />} cursor={{ fill: 'rgba(0,0,0,0.04)' }} />
        <ReferenceLine
          y={SLA_TARGET}
          stroke="#6b7280"
          strokeDasharray="4 4"
          label={{ value: `Target ${SLA_TARGET}%`, position: 'insideTopLeft', fontSize: 11, fill: '#6b7280' }}
        />
        <Bar dataKey="rate" radius={[4, 4, 0, 0]} maxBarSize={48} isAnimationActive={false}>
          {rows.map((row) => (
            <Cell key={row.label} fill={row.rate === null ? 'transparent' : COMPLIANCE_FILL[complianceColour(row.rate)]} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
