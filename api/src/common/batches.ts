/** Runs `batch` until one reads fewer than `size` rows; answers how many things they created in all. */
export async function inBatches(size: number, batch: () => Promise<{ scanned: number; created: number }>): Promise<number> {
  let created = 0;
  for (;;) {
    const outcome = await batch();
    created += outcome.created;
    if (outcome.scanned < size) return created;
  }
}
