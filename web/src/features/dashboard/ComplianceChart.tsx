import { Box, Flex, Text } from "@chakra-ui/react";
import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatMonth } from "../../lib/dates";
import { COMPLIANCE_FILL, SLA_TARGET, complianceColour, formatRate } from "./dashboardFormat";

export interface ChartMonth {
  month: string;
  slaComplianceRate?: number | null;
  resolvedTickets: number;
  newTickets: number;
}

interface ChartRow {
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

const LEGEND = [
  { colour: "green", text: "90% or above" },
  { colour: "yellow", text: "70% or above" },
  { colour: "red", text: "Below 70%" },
] as const;

/** Monthly SLA compliance as bars coloured by SPEC §9's thresholds, with the 95% target line. */
export function ComplianceChart({ months }: { months: ChartMonth[] }) {
  const rows: ChartRow[] = months.map((m) => ({
    label: formatMonth(m.month),
    rate: m.slaComplianceRate ?? null,
    resolved: m.resolvedTickets,
    created: m.newTickets,
  }));
  return (
    <Box>
      <Flex justify="space-between" align="center" mb="2" wrap="wrap" gap="2">
        <Text fontSize="sm" fontWeight="medium">
          Monthly SLA compliance
        </Text>
        <Flex gap="3" fontSize="xs" color="fg.muted" wrap="wrap">
          {LEGEND.map((item) => (
            <Flex key={item.colour} align="center" gap="1">
              <Box w="2.5" h="2.5" rounded="sm" bg={COMPLIANCE_FILL[item.colour]} aria-hidden />
              {item.text}
            </Flex>
          ))}
        </Flex>
      </Flex>
      <Box height="260px" role="img" aria-label="Monthly SLA compliance chart">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e5e7eb" />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} tickLine={false} axisLine={{ stroke: "#d1d5db" }} />
            <YAxis width={56} domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tick={{ fontSize: 12 }} tickFormatter={(v: number) => `${v}%`} />
            <Tooltip content={<ChartTooltip />} cursor={{ fill: "rgba(0,0,0,0.04)" }} />
            <ReferenceLine
              y={SLA_TARGET}
              stroke="#6b7280"
              strokeDasharray="4 4"
              label={{ value: `Target ${SLA_TARGET}%`, position: "insideTopLeft", fontSize: 11, fill: "#6b7280" }}
            />
            <Bar dataKey="rate" radius={[4, 4, 0, 0]} maxBarSize={48} isAnimationActive={false}>
              {rows.map((row) => (
                <Cell key={row.label} fill={row.rate === null ? "transparent" : COMPLIANCE_FILL[complianceColour(row.rate)]} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </Box>
    </Box>
  );
}
