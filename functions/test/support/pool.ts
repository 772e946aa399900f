// Runs async work with a bound on how much runs at once. The Functions
// emulator starts one Node process for each request in flight (seconds each on
// two busy cores) and abandons, without an answer, any process that is not
// ready within 30 s. So the pool ramps up: a new runner joins only after the
// newest one got its first answer, which means at most one process starting
// at a time, and then up to `limit` requests overlap.
const MAX_IN_FLIGHT = 6;

export async function inParallel<Item, Result>(
  items: readonly Item[],
  work: (item: Item) => Promise<Result>,
  limit = MAX_IN_FLIGHT,
): Promise<Result[]> {
  const results: Result[] = [];
  let next = 0;
  const runner = async (slotsLeft: number): Promise<void> => {
    let helper: Promise<void> | undefined;
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as Item);
      if (!helper && slotsLeft > 1) helper = runner(slotsLeft - 1);
    }
    await helper;
  };
  await runner(limit);
  return results;
}
