/** The constraint name when `error` is a PostgreSQL unique violation (23505), else null. */
export function isUniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; driverError?: { code?: string; constraint?: string }; constraint?: string };
  const code = e?.driverError?.code ?? e?.code;
  if (code !== '23505') return null;
  return e.driverError?.constraint ?? e.constraint ?? 'unique';
}
