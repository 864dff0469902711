import { availableParallelism } from 'node:os';
import { ConfigError, loadConfig } from './config';

const BASE = {
  NODE_ENV: 'test',
  DATA_DIR: '/nonexistent-data-dir',
  SESSION_SECRET: 'test-session-secret-test-session-secret',
  SECRET_KEY: 'test-secret-key-test-secret-key-test-secret',
};

describe('DATABASE_POOL_SIZE', () => {
  it('defaults to twice the cores, between 2 and 10; empty means unset', () => {
    const expected = Math.min(10, Math.max(2, availableParallelism() * 2));
    expect(loadConfig(BASE).DATABASE_POOL_SIZE).toBe(expected);
    expect(loadConfig({ ...BASE, DATABASE_POOL_SIZE: '' }).DATABASE_POOL_SIZE).toBe(expected);
  });

  it('takes a whole number from 1 to 100', () => {
    expect(loadConfig({ ...BASE, DATABASE_POOL_SIZE: '7' }).DATABASE_POOL_SIZE).toBe(7);
    for (const bad of ['0', '101', '2.5', 'many']) {
      expect(() => loadConfig({ ...BASE, DATABASE_POOL_SIZE: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ ...BASE, DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
    }
  });
});
