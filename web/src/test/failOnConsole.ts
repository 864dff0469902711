/**
 * Makes each test of the file that calls it fail when anything is written to console.error or
 * console.warn while it runs (React's act() and key warnings, Apollo's missing mocks and fields).
 */
export function failOnConsole(): void {
  const written: string[] = [];
  const spies: jest.SpyInstance[] = [];
  beforeEach(() => {
    written.length = 0;
    for (const level of ['error', 'warn'] as const) {
      spies.push(
        jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
          written.push(`console.${level}: ${args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' ')}`);
        }),
      );
    }
  });
  afterEach(() => {
    spies.splice(0).forEach((spy) => spy.mockRestore());
    if (written.length > 0) throw new Error(`The test wrote to the console:\n${written.join('\n')}`);
  });
}
